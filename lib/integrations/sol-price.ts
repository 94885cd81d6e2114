import 'server-only';
import { currentSettings } from '../settings';
import { FALLBACK_SOL_PRICE_USD } from '../rules/money';
import { fetchWithTimeout } from './fetch-with-timeout';
import { MINUTE_MS } from '../rules/time';

const CACHE_MS = MINUTE_MS;

export interface SolPrice {
  usd: number;
  source: 'live' | 'fallback';
  fetchedAt: string;
}

let cache: { value: SolPrice; expiresAt: number } | undefined;
let inflight: Promise<SolPrice> | undefined;

async function fetchSolPrice(): Promise<SolPrice> {
  const fetchedAt = new Date().toISOString();
  try {
    const response = await fetchWithTimeout(currentSettings().solPriceUrl, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`price service answered ${response.status}`);
    const body = (await response.json()) as { solana?: { usd?: unknown } };
    const usd = body.solana?.usd;
    if (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0) throw new Error('price service sent no price');
    return { usd, source: 'live', fetchedAt };
  } catch (error) {
    console.warn('[sol-price] using the fallback price:', error instanceof Error ? error.message : error);
    return { usd: FALLBACK_SOL_PRICE_USD, source: 'fallback', fetchedAt };
  }
}

/** The SOL price in USD, cached for a minute; 100 USD when the price service fails. */
export async function getSolPrice(now = Date.now()): Promise<SolPrice> {
  if (cache && cache.expiresAt > now) return cache.value;
  inflight ??= fetchSolPrice().finally(() => {
    inflight = undefined;
  });
  const value = await inflight;
  // A fallback answer is retried sooner than a live one.
  cache = { value, expiresAt: now + (value.source === 'live' ? CACHE_MS : CACHE_MS / 4) };
  return value;
}

/** @internal Tests: forget the kept price. */
export function resetSolPriceCache(): void {
  cache = undefined;
}

/**
 * The live SOL price for recording on a sale, or null when the service cannot say (its fallback is not a price
 * paid at any time). Never throws and never waits longer than the outbound timeout: a sale is not held up by it.
 */
export async function liveSolUsd(): Promise<number | null> {
  try {
    const price = await getSolPrice();
    return price.source === 'live' ? price.usd : null;
  } catch {
    return null;
  }
}
