'use client';

import { useId, useRef, useState } from 'react';
import * as terminalCopy from '@/content/terminal';
import { TERMINAL_WELCOME } from '@/content/terminal';
import type { Random } from '@/lib/rules/random';
import {
  parseTerminalCommand,
  runTerminalCommand,
  terminalDestination,
  usesMythicListings,
  type MythicListing,
} from './terminal-commands';
import { useRouter } from 'next/navigation';
import { SALES_UNREADABLE } from '@/lib/rules/live-sales';
import { fetchSales, type SalesSnapshot } from '../live/sales-feed';
import { fetchMythicListings } from './mythic-listings';
import { TerminalLog, type TerminalLine } from './terminal-log';
import { useMythicRotation } from './use-mythic-rotation';

/** Lines kept in the log; older ones scroll away for good. */
const MAX_LINES = 120;

interface MiniTerminalProps {
  loadMythicListings?: () => Promise<MythicListing[]>;
  loadSales?: () => Promise<SalesSnapshot | null>;
  random?: Random;
}

/**
 * The sidebar mini terminal of docs/product.md §2: commands are trimmed, lower-cased and matched exactly.
 * /mythic answers once the mythic rotation is read (from the first focus on); /purchase once the mall said whether
 * it takes payments (its real sales) or not (a simulated purchase from the rotation). Answers keep the order of
 * their commands.
 */
export function MiniTerminal({
  loadMythicListings = fetchMythicListings,
  loadSales = () => fetchSales(),
  random = Math.random,
}: MiniTerminalProps) {
  const [lines, setLines] = useState<TerminalLine[]>([{ id: 0, kind: 'output', text: TERMINAL_WELCOME }]);
  const [input, setInput] = useState('');
  const nextId = useRef(1);
  const inputId = useId();

  const router = useRouter();

  const rotation = useMythicRotation(loadMythicListings);
  const queue = useRef<Promise<void> | null>(null);

  function append(added: Omit<TerminalLine, 'id'>[]) {
    const numbered = added.map((line) => ({ ...line, id: nextId.current++ }));
    setLines((current) => [...current, ...numbered].slice(-MAX_LINES));
  }

  function answer(entered: string, mythicDomains: readonly MythicListing[], live?: SalesSnapshot | null) {
    if (live === null) return append([{ kind: 'output', text: SALES_UNREADABLE }]);
    const liveSales = live?.live ? { sales: live.sales, now: new Date() } : undefined;
    const output = runTerminalCommand(entered, { random, mythicDomains, copy: terminalCopy, liveSales });
    append(output.map((text) => ({ kind: 'output', text })));
    const destination = terminalDestination(entered);
    if (destination) router.push(destination);
  }

  function submit() {
    const entered = input;
    const parsed = parseTerminalCommand(entered);
    if (parsed.kind === 'empty') return;
    setInput('');
    append([{ kind: 'input', text: entered.trim() }]);
    const needsRotation = parsed.kind === 'command' && usesMythicListings(parsed.command);
    // /purchase asks the mall first: its real sales when it takes payments, else a simulated purchase.
    const needsSales = parsed.kind === 'command' && parsed.command === '/purchase';
    const known = rotation.known();
    if (!queue.current && !needsSales && (!needsRotation || known)) return answer(entered, known ?? []);
    const run = (queue.current ?? Promise.resolve()).then(async () => {
      const live = needsSales ? await loadSales().catch(() => null) : undefined;
      if (live?.live || live === null) return answer(entered, [], live);
      return answer(entered, needsRotation ? await rotation.read() : [], live);
    });
    queue.current = run;
    void run.finally(() => {
      if (queue.current === run) queue.current = null;
    });
  }

  return (
    <section aria-label="Mini terminal" className="rounded border border-neon-green/40 bg-void font-mono text-xs">
      <div className="flex items-center gap-1.5 border-b border-neon-green/30 px-2 py-1">
        <span aria-hidden="true" className="size-2 rounded-full bg-neon-red" />
        <span aria-hidden="true" className="size-2 rounded-full bg-neon-yellow" />
        <span aria-hidden="true" className="size-2 rounded-full bg-neon-green" />
        <span className="ml-1 text-dim">mall-os</span>
      </div>
      <TerminalLog lines={lines} />
      <form
        className="flex items-center gap-1 border-t border-neon-green/30 px-2 py-1 focus-within:ring-2 focus-within:ring-inset focus-within:ring-neon-cyan/60"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className="text-neon-green">
          <span aria-hidden="true">&gt;</span>
          <span className="sr-only">Terminal command</span>
        </label>
        <input
          id={inputId}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onFocus={() => void rotation.read()}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="/help"
          className="min-w-0 flex-1 bg-transparent py-1 text-ink placeholder:text-dim focus:outline-none"
        />
        <button type="submit" className="rounded px-1.5 py-0.5 text-neon-green hover:bg-neon-green/10">
          Run
        </button>
      </form>
    </section>
  );
}
