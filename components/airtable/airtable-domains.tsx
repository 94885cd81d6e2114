'use client';

import {
  AIRTABLE_EMPTY_TITLE,
  AIRTABLE_ERROR_TITLE,
  AIRTABLE_LOADING,
  AIRTABLE_RETRY_LABEL,
} from '@/lib/rules/error-messages';
import type { DomainsFeedPage } from '@/lib/catalog/feed';
import { AirtableDomainCard } from './airtable-domain-card';
import { useDomainsFeed } from './use-domains-feed';

/**
 * The local domains feed (GET /api/domains) as a list, a page at a time, with its loading, error and empty states.
 * `initial` is the first page as the server read it (null when it could not): then the list needs no JavaScript.
 */
export function AirtableDomains({ initial }: { initial: DomainsFeedPage | null }) {
  const { state, load, loadMore } = useDomainsFeed(initial);

  if (state.kind === 'loading') {
    return (
      <div role="status" className="mt-8 text-center font-mono text-neon-cyan">
        <p>{AIRTABLE_LOADING}</p>
        <p className="needs-script-note mt-2 text-dim">
          The list could not be read on the server, and loading it here needs JavaScript.
        </p>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <section
        role="alert"
        className="mx-auto mt-8 max-w-xl rounded-lg border border-neon-red/60 bg-panel p-6 text-center"
      >
        <h2 className="font-display text-xl text-neon-red">{AIRTABLE_ERROR_TITLE}</h2>
        <p className="mt-2 text-dim">{state.message}</p>
        <button
          type="button"
          onClick={() => void load()}
          className="mt-4 rounded border border-neon-red px-4 py-2 font-mono text-sm text-neon-red"
        >
          {AIRTABLE_RETRY_LABEL}
        </button>
      </section>
    );
  }
  if (state.items.length === 0) {
    return (
      <section className="mx-auto mt-8 max-w-xl panel p-6 text-center">
        <h2 className="font-display text-xl text-ink">{AIRTABLE_EMPTY_TITLE}</h2>
        <p className="mt-2 text-dim">The feed answered with an empty list.</p>
      </section>
    );
  }
  const ready = state;
  return (
    <>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="airtable-list">
        {state.items.map((item) => (
          <AirtableDomainCard key={item.id} item={item} />
        ))}
      </ul>
      {ready.nextCursor ? (
        <p className="mt-6 text-center">
          <button
            type="button"
            onClick={() => void loadMore(ready)}
            disabled={ready.more === 'loading'}
            className="rounded border border-neon-cyan px-4 py-2 font-mono text-sm text-neon-cyan disabled:opacity-60"
          >
            {ready.more === 'loading' ? 'Loading more...' : 'Load more'}
          </button>
          <span className="needs-script-note ml-3 font-mono text-sm text-dim">
            Loading more names needs JavaScript.
          </span>
          {ready.more === 'failed' ? (
            <span role="alert" className="ml-3 font-mono text-sm text-neon-red">
              The next page could not be loaded. Try again.
            </span>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
