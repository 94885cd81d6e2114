import { cacheLife, cacheTag } from 'next/cache';
import { env } from '../env';
import { PROCESS_STATE, peekProcessState, processState } from '../process-state.mjs';

/**
 * Catalogue reads are `'use cache'` functions (lib/catalog/index.ts), kept by the cache handler in
 * server/cache-handler.mjs and tagged so that a write drops exactly what it changed:
 * - CATALOG_TAG: every read (an import may change anything);
 * - LISTS_TAG: every list, count and search (a sale changes which names are available);
 * - domainTag(name): the read of that one name.
 */
export const CATALOG_TAG = 'catalog';
export const LISTS_TAG = 'catalog:lists';
export const domainTag = (name: string) => `domain:${name}`;

/** The tags a sale of `name` expires. */
export const saleTags = (name: string) => [LISTS_TAG, domainTag(name)];

interface TagExpiring {
  updateTags(tags: string[]): Promise<void>;
}

// On globalThis: Next.js bundles routes and pages separately, and a write through one must reach all.
// The server's rendered-output cache (server/request-handler.mjs) reads `generation` and `fallbackReads`: a page
// rendered while either changed is not kept, and its entries are keyed by the generation.
const state = processState(PROCESS_STATE.catalogVersion, () => ({ generation: 0, fallbackReads: 0 }));

const handler = () => peekProcessState(PROCESS_STATE.cacheHandler) as TagExpiring | undefined;

// Only code compiled by Next.js runs `'use cache'` (and may call cacheTag/cacheLife); scripts and tests call the
// same functions uncached.
const inNextCache = () => Boolean(process.env.__NEXT_USE_CACHE);

/** Inside a catalogue read: its tags, and a lifetime of CATALOG_CACHE_SECONDS. */
export function tagCatalogRead(...tags: string[]): void {
  if (!inNextCache()) return;
  const seconds = env().CATALOG_CACHE_SECONDS;
  cacheLife({ stale: seconds, revalidate: seconds, expire: seconds });
  cacheTag(CATALOG_TAG, ...tags);
}

/** Inside a catalogue read that failed (answered as a value): nothing of it is kept. */
export function keepNoCopy(): void {
  if (!inNextCache()) return;
  cacheLife({ stale: 0, revalidate: 0, expire: 0 });
}

/** Fallback data was served: nothing rendered from it may be kept by the page cache. */
export function noteFallbackRead(): void {
  state.fallbackReads++;
}

/** After a catalogue write commits (here or, through the version poll, in another process). */
export function expireCatalogTags(tags: string[]): void {
  state.generation++;
  void handler()?.updateTags(tags);
}

export function invalidateCatalog(): void {
  expireCatalogTags([CATALOG_TAG]);
}
