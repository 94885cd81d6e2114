'use client';

import { useEffect, useRef } from 'react';

export interface TerminalLine {
  id: number;
  kind: 'input' | 'output';
  text: string;
}

/** The terminal's scrolling log: each command as typed, then its answer; it follows the newest line. */
export function TerminalLog({ lines }: { lines: TerminalLine[] }) {
  const logRef = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef(lines);
  useEffect(() => {
    // The first render needs no scrolling (one welcome line), and reading the log's height would force a
    // layout of the whole sidebar while the page hydrates.
    if (scrolledFor.current === lines) return;
    scrolledFor.current = lines;
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lines]);
  return (
    <div
      ref={logRef}
      role="log"
      aria-label="Terminal output"
      tabIndex={0}
      className="h-44 overflow-y-auto whitespace-pre-wrap break-words px-2 py-2 leading-relaxed"
    >
      {lines.map((line) => (
        <p key={line.id} className={line.kind === 'input' ? 'text-neon-cyan' : 'text-neon-green'}>
          {line.kind === 'input' ? `> ${line.text}` : line.text}
        </p>
      ))}
    </div>
  );
}
