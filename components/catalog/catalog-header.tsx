import type { ReactNode } from 'react';

/** A list page's one line saying what the list is for (components/catalog/list-purposes.ts). */
export function ListPurpose({ children }: { children: ReactNode }) {
  return (
    <p className="mt-2 font-mono text-sm text-neon-green" data-testid="list-purpose">
      {children}
    </p>
  );
}

/** The page heading of the catalogue and lore screens; `purpose` is a list page's line under the title. */
export function CatalogHeader({
  title,
  kicker,
  purpose,
  children,
}: {
  title: string;
  kicker?: string;
  purpose?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8">
      {kicker ? <p className="font-mono text-xs tracking-widest text-neon-pink">{kicker}</p> : null}
      <h1 className="mt-1 font-display text-3xl text-neon-cyan neon-text sm:text-4xl">{title}</h1>
      {purpose ? <ListPurpose>{purpose}</ListPurpose> : null}
      {children ? <p className="mt-3 max-w-2xl text-dim">{children}</p> : null}
    </header>
  );
}
