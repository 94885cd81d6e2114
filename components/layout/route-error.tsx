'use client';

import { DOMAINS_ERROR_FOOTNOTE, DOMAINS_ERROR_TITLE, errorBoundaryMessage } from '@/lib/rules/error-messages';
import { ErrorPanel } from '../errors/error-panel';

/** The error boundary panel of docs/product.md §8, with Retry calling the boundary's reset(). */
export function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorPanel
      title={DOMAINS_ERROR_TITLE}
      message={errorBoundaryMessage(error)}
      onRetry={reset}
      retryLabel="Retry"
      footnote={DOMAINS_ERROR_FOOTNOTE}
    />
  );
}
