'use client';

import { useCallback, useEffect, useState } from 'react';
import { apiRequest, failureMessage } from '@/components/api/client';
import type { DomainsFeedPage, FeedItem } from '@/lib/catalog/feed';
import { AIRTABLE_PAGE_SIZE } from '@/lib/rules/catalog-limits';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; items: FeedItem[]; nextCursor: string | null; more: 'idle' | 'loading' | 'failed' };

/** One page of the feed: AIRTABLE_PAGE_SIZE names after the cursor (the first page without one). */
async function fetchPage(cursor: string | null): Promise<{ data: FeedItem[]; nextCursor: string | null }> {
  const query = new URLSearchParams({ limit: String(AIRTABLE_PAGE_SIZE), ...(cursor ? { cursor } : {}) });
  const result = await apiRequest<DomainsFeedPage>(`/api/domains?${query}`);
  if (!result.ok) throw new Error(failureMessage(result, (status) => `The domains feed answered ${status}.`));
  return { data: result.data.data, nextCursor: result.data.nextCursor ?? null };
}

/**
 * The domains feed read a page at a time: from `initial` (the first page as the server read it), else loaded here;
 * `load` reads the first page again, `loadMore` the next after a ready list.
 */
export function useDomainsFeed(initial: DomainsFeedPage | null) {
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
  return { state, load, loadMore };
}
