import { IntentLink } from '@/components/navigation/intent-link';
import type { ReactNode } from 'react';

export interface NotFoundPanelProps {
  title: string;
  message: ReactNode;
  backHref: string;
  backLabel: string;
}

/** The 404 of a page inside the mall (a checkout or an order that does not exist): what is missing, and the way back. */
export function NotFoundPanel({ title, message, backHref, backLabel }: NotFoundPanelProps) {
  return (
    <section className="mx-auto max-w-xl panel p-6 text-center">
      <h1 className="font-display text-2xl text-neon-red">{title}</h1>
      <p className="mt-2 text-dim">{message}</p>
      <IntentLink
        href={backHref}
        className="mt-4 inline-block rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan"
      >
        {backLabel}
      </IntentLink>
    </section>
  );
}
