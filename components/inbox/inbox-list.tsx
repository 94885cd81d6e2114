'use client';

import { useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import { IntentLink } from '@/components/navigation/intent-link';
import type { InboxItem, InboxPage, MarkedRead } from '@/lib/inbox/inbox';
import { announceInboxChanged } from './inbox-events';

type Box = 'mine' | 'operators';

/**
 * An inbox's messages, newest first. A message stays unread until its Mark read (or Mark all read) is pressed:
 * showing the page marks nothing.
 */
export function InboxList({ initial, box }: { initial: InboxPage; box: Box }) {
  const [items, setItems] = useState<InboxItem[]>(initial.data);
  const [unread, setUnread] = useState(initial.unread);
  const [next, setNext] = useState(initial.nextBefore);
  const [error, setError] = useState<string | null>(null);
  const query = box === 'operators' ? '?box=operators' : '';

  async function mark(body: { ids: number[] } | { all: true }) {
    setError(null);
    const result = await apiRequest<MarkedRead>(`/api/inbox/read${query}`, { method: 'POST', body });
    if (!result.ok) return setError(failureMessage(result));
    const marked = 'all' in body ? null : new Set(body.ids);
    setItems((all) => all.map((item) => (!marked || marked.has(item.id) ? { ...item, read: true } : item)));
    setUnread(result.data.unread);
    announceInboxChanged();
  }

  async function more() {
    const separator = query ? '&' : '?';
    const result = await apiRequest<InboxPage>(`/api/inbox${query}${separator}before=${next}`);
    if (!result.ok) return setError(failureMessage(result));
    setItems((all) => [...all, ...result.data.data]);
    setNext(result.data.nextBefore);
  }

  if (items.length === 0) {
    return (
      <p className="panel p-6 text-dim" data-testid="inbox-empty">
        No messages yet. Orders you pay, names you star and offers you make will write here.
      </p>
    );
  }
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <p role="status" className="font-mono text-sm text-dim" data-testid="inbox-summary">
          {unread === 0 ? 'No unread messages.' : `${unread} unread`}
        </p>
        {unread > 0 ? (
          <button
            type="button"
            onClick={() => void mark({ all: true })}
            className="rounded border border-edge px-3 py-1 font-mono text-sm hover:border-neon-cyan"
          >
            Mark all read
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mb-4 text-neon-red">
          {error}
        </p>
      ) : null}
      <ul className="grid gap-3" data-testid="inbox">
        {items.map((item) => (
          <li
            key={item.id}
            className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-panel p-4 ${item.read ? 'border-edge text-dim' : 'border-neon-cyan/60'}`}
            data-testid="inbox-item"
            data-kind={item.kind}
            data-read={item.read}
          >
            {item.read ? null : <span className="sr-only">Unread:</span>}
            {item.href ? (
              <IntentLink href={item.href} className="font-mono text-neon-cyan underline">
                {item.title}
              </IntentLink>
            ) : (
              <span className="font-mono">{item.title}</span>
            )}
            <time dateTime={item.createdAt} className="font-mono text-xs text-dim">
              {new Date(item.createdAt).toUTCString()}
            </time>
            {item.read ? null : (
              <button
                type="button"
                onClick={() => void mark({ ids: [item.id] })}
                className="rounded border border-edge px-2 py-0.5 font-mono text-xs hover:border-neon-cyan sm:ml-auto"
              >
                Mark read
              </button>
            )}
          </li>
        ))}
      </ul>
      {next ? (
        <button
          type="button"
          onClick={() => void more()}
          className="mt-4 rounded border border-edge px-3 py-1 font-mono text-sm hover:border-neon-cyan"
        >
          Older messages
        </button>
      ) : null}
    </>
  );
}
