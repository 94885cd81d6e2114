'use client';

import { apiRequest, failureMessage } from '@/components/api/client';
import { useCallback, useEffect, useState } from 'react';
import {
  AIRTABLE_EMPTY_TITLE,
  AIRTABLE_ERROR_TITLE,
  AIRTABLE_LOADING,
  AIRTABLE_RETRY_LABEL,
} from '@/lib/rules/error-messages';
import { domainStatusColor } from '@/components/catalog/badge-colors';
import type { DomainsFeedPage, FeedItem } from '@/lib/catalog/feed';
import { domainStatusLabel } from '@/lib/rules/status-label';
import { categoryLabel } from '@/lib/rules/labels';
import { IntentLink } from '@/components/navigation/intent-link';
import { AIRTABLE_PAGE_SIZE } from '@/lib/rules/catalog-limits';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; items: FeedItem[]; nextCursor: string | null; more: 'idle' | 'loading' | 'failed' };

const BADGE = {
  green: 'text-neon-green border-neon-green',
  red: 'text-neon-red border-neon-red',
  yellow: 'text-neon-yellow border-neon-yellow',
  grey: 'text-dim border-edge',
};

/** One page of the feed: AIRTABLE_PAGE_SIZE names after the cursor (the first page without one). */
async function fetchPage(cursor: string | null): Promise<{ data: FeedItem[]; nextCursor: string | null }> {
  const query = new URLSearchParams({ limit: String(AIRTABLE_PAGE_SIZE), ...(cursor ? { cursor } : {}) });
  const result = await apiRequest<DomainsFeedPage>(`/api/domains?${query}`);
  if (!result.ok) throw new Error(failureMessage(result, (status) => `The domains feed answered ${status}.`));
  return { data: result.data.data, nextCursor: result.data.nextCursor ?? null };
}

/**
 * The local domains feed (GET /api/domains) as a list, a page at a time, with its loading, error and empty states.
 * `initial` is the first page as the server read it (null when it could not): then the list needs no JavaScript.
 */
export function AirtableDomains({ initial }: { initial: DomainsFeedPage | null }) {
  const [state, setState] = useState<State>(
    initial
      ? { kind: 'ready', items: initial.data, nextCursor: initial.nextCursor, more: 'idle' }
      : { kind: 'loading' },
  );

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const body = await fetchPage(null);
      setState({ kind: 'ready', items: body.data, nextCursor: body.nextCursor, more: 'idle' });
    } catch (error) {
      setState({
        kind: 'error',
        message: error instanceof Error ? error.message : 'The domains feed could not be reached.',
      });
    }
  }, []);

  useEffect(() => {
    if (!initial) void load();
  }, [initial, load]);

  async function loadMore(ready: Extract<State, { kind: 'ready' }>) {
    setState({ ...ready, more: 'loading' });
    try {
      const body = await fetchPage(ready.nextCursor);
      setState({ kind: 'ready', items: [...ready.items, ...body.data], nextCursor: body.nextCursor, more: 'idle' });
    } catch {
      setState({ ...ready, more: 'failed' });
    }
  }

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
      <section className="mx-auto mt-8 max-w-xl rounded-lg border border-edge bg-panel p-6 text-center">
        <h2 className="font-display text-xl text-ink">{AIRTABLE_EMPTY_TITLE}</h2>
        <p className="mt-2 text-dim">The feed answered with an empty list.</p>
      </section>
    );
  }
  const ready = state;
  return (
    <>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="airtable-list">
        {state.items.map(({ id, fields }) => (
          <li key={id} className="rounded-lg border border-edge bg-panel p-4">
            <div className="flex items-start justify-between gap-2">
              <h2 className="font-display text-lg text-ink break-all">
                <IntentLink href={`/domains/${fields.slug}`} className="hover:text-neon-cyan hover:underline">
                  {fields.name}
                </IntentLink>
              </h2>
              <span
                className={`shrink-0 rounded-full border px-2 py-0.5 font-mono text-xs ${BADGE[domainStatusColor(fields.status)]}`}
              >
                {domainStatusLabel(fields.status)}
              </span>
            </div>
            <p className="mt-1 font-mono text-neon-green">{fields.price}</p>
            <p className="mt-2 line-clamp-3 text-sm text-dim">{fields.description}</p>
            <p className="mt-2 font-mono text-xs text-dim">{categoryLabel(fields.category)}</p>
            {fields.website ? (
              <a
                href={fields.website}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-block font-mono text-sm text-neon-cyan hover:underline"
              >
                Visit website<span className="sr-only"> of {fields.name} (opens in a new tab)</span>
              </a>
            ) : null}
          </li>
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
