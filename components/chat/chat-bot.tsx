'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useChatBot } from './use-chat-bot';

/** The sarcastic chat bot of docs/product.md §2: a floating toggle and a help-desk panel. */
export function ChatBot() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const { messages, replying, announcement, send } = useChatBot();
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, open]);

  useEffect(() => {
    if (open && !replying) inputRef.current?.focus();
  }, [open, replying]);

  return (
    <div className="fixed bottom-4 right-4 z-30 flex flex-col items-end gap-3">
      <section
        id={panelId}
        aria-label="Mall help desk chat"
        hidden={!open}
        className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-neon-pink/50 bg-panel shadow-[0_0_30px_rgb(255_95_184/0.2)]"
      >
        <header className="flex items-center justify-between border-b border-edge px-4 py-2">
          <h2 className="font-display text-sm tracking-wider text-neon-pink">HELP DESK BOT</h2>
          <span className="font-mono text-xs text-dim">{replying ? 'typing…' : 'online, unwillingly'}</span>
        </header>
        <ol
          ref={listRef}
          aria-label="Chat messages"
          tabIndex={0}
          className="grid max-h-80 gap-2 overflow-y-auto px-3 py-3 text-sm"
        >
          {messages.map((message) => (
            <li
              key={message.id}
              data-from={message.type}
              className={`max-w-[85%] whitespace-pre-line rounded-lg px-3 py-2 ${
                message.type === 'user'
                  ? 'justify-self-end bg-neon-cyan/15 text-ink'
                  : 'justify-self-start border border-edge bg-panel-2 text-ink'
              }`}
            >
              <span className="sr-only">{message.type === 'user' ? 'You: ' : 'Bot: '}</span>
              {message.text}
            </li>
          ))}
        </ol>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <form
          className="flex gap-2 border-t border-edge p-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (replying || draft.trim() === '') return;
            void send(draft);
            setDraft('');
          }}
        >
          <label htmlFor={`${panelId}-input`} className="sr-only">
            Message the help desk
          </label>
          <input
            ref={inputRef}
            id={`${panelId}-input`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            disabled={replying}
            autoComplete="off"
            placeholder="is jpegdealer.sol for sale?"
            className="min-w-0 flex-1 rounded border border-edge bg-void px-3 py-2 text-sm text-ink placeholder:text-dim disabled:opacity-60"
          />
          <button
            type="submit"
            disabled={replying}
            className="rounded border border-neon-pink px-3 py-2 font-mono text-sm text-neon-pink hover:bg-neon-pink/10 disabled:opacity-60"
          >
            Send
          </button>
        </form>
      </section>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full border border-neon-pink bg-panel px-4 py-2 font-mono text-sm text-neon-pink shadow-[0_0_20px_rgb(255_95_184/0.3)] hover:bg-neon-pink/10"
      >
        <span aria-hidden="true" className="mr-1.5 inline-block size-2 rounded-full bg-neon-green align-middle" />
        {open ? 'Close chat' : 'Chat'}
      </button>
    </div>
  );
}
