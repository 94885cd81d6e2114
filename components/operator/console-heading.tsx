import type { ReactNode } from 'react';

/** A console page's heading and what it is for. */
export function ConsoleHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="font-display text-2xl text-neon-cyan sm:text-3xl">{title}</h1>
      {children ? <p className="mt-2 max-w-2xl text-dim">{children}</p> : null}
    </header>
  );
}
