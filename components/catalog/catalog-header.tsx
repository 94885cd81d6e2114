import type { ReactNode } from 'react';

/** The page heading of the catalogue and lore screens. */
export function CatalogHeader({ title, kicker, children }: { title: string; kicker?: string; children?: ReactNode }) {
  return (
    <header className="mb-8">
      {kicker ? <p className="font-mono text-xs tracking-widest text-neon-pink">{kicker}</p> : null}
      <h1 className="mt-1 font-display text-3xl text-neon-cyan neon-text sm:text-4xl">{title}</h1>
      {children ? <p className="mt-3 max-w-2xl text-dim">{children}</p> : null}
    </header>
  );
}
