import { IntentLink } from '@/components/navigation/intent-link';
import type { ReactNode } from 'react';

export interface ErrorPanelProps {
  title: string;
  message?: ReactNode;
  /** A button that runs this (client components pass a handler)… */
  onRetry?: () => void;
  /** …or a link (server components). */
  retryHref?: string;
  retryLabel?: string;
  footnote?: ReactNode;
}

/** The error panel of docs/product.md §8 ('Failed to Load Domains' and its kin). */
export function ErrorPanel({ title, message, onRetry, retryHref, retryLabel = 'Retry', footnote }: ErrorPanelProps) {
  const buttonClass =
    'rounded border border-neon-red px-4 py-2 font-mono text-sm text-neon-red hover:bg-neon-red/10 focus-visible:bg-neon-red/10';
  return (
    <section
      role="alert"
      className="mx-auto my-8 max-w-xl rounded-lg border border-neon-red/60 bg-panel p-6 text-center"
    >
      <p aria-hidden="true" className="text-3xl">
        ⚠️
      </p>
      <h2 className="mt-2 font-display text-xl text-neon-red">{title}</h2>
      {message ? <p className="mt-2 text-dim">{message}</p> : null}
      <div className="mt-4 flex justify-center">
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonClass}>
            {retryLabel}
          </button>
        ) : retryHref ? (
          <IntentLink href={retryHref} className={buttonClass}>
            {retryLabel}
          </IntentLink>
        ) : null}
      </div>
      {footnote ? <p className="mt-4 text-xs text-dim">{footnote}</p> : null}
    </section>
  );
}
