/**
 * The watchlist: the names a signed-in wallet stars, and what changed on each since the wallet last opened
 * /watchlist (docs/product.md §2).
 */
import { saleOffer, type OfferedDomain } from './offer';
import { formatSol, lamportsToSol, solTextToLamports } from './money';

/** Names one wallet may star at most. */
export const WATCHLIST_LIMIT = 50;

export const WATCHLIST_FULL = `Your watchlist is full: it holds at most ${WATCHLIST_LIMIT} names. Unstar one first.`;
export const WATCHLIST_UNKNOWN_NAME = 'This name is not in the catalogue.';
/** The 401 of the star API, and what the star says to a visitor who is not signed in. */
export const WATCHLIST_SIGN_IN_REQUIRED = 'Sign in with your wallet to star names and keep a watchlist.';
export const WATCHLIST_SIGN_IN = 'Sign in to star';

/** What the watchlist remembers of a name: its state when the wallet last looked (or starred it). */
export interface WatchedState {
  status: string;
  /** The SOL price in lamports; null when the name has none ('TBA', 'N/A'). */
  priceLamports: number | null;
  /** Whether Buy was live for everyone (lib/rules/offer.ts). */
  onSale: boolean;
}

type WatchChangeKind = 'sold' | 'back-on-sale' | 'off-sale' | 'coming-soon' | 'price-drop' | 'price-rise';

export interface WatchChange {
  kind: WatchChangeKind;
  label: string;
}

/** The state the watchlist keeps of a catalogue row. */
export function watchedState(domain: OfferedDomain): WatchedState {
  return {
    status: domain.status,
    priceLamports: solTextToLamports(domain.price),
    onSale: saleOffer(domain).kind === 'buy',
  };
}

const sol = (lamports: number) => formatSol(lamportsToSol(lamports));

/**
 * What changed between the state seen at the last visit and now, most telling first. A sold name says only that it
 * sold; a name back on sale also says how its price moved.
 */
export function watchChanges(seen: WatchedState, now: WatchedState): WatchChange[] {
  if (now.status === 'sold' && seen.status !== 'sold') return [{ kind: 'sold', label: 'Sold' }];
  const changes: WatchChange[] = [];
  if (now.onSale && !seen.onSale) changes.push({ kind: 'back-on-sale', label: 'Back on sale' });
  else if (!now.onSale && seen.onSale && now.status !== 'coming-soon')
    changes.push({ kind: 'off-sale', label: 'No longer on sale' });
  if (now.status === 'coming-soon' && seen.status !== 'coming-soon')
    changes.push({ kind: 'coming-soon', label: 'Now Coming Soon' });
  if (seen.priceLamports !== null && now.priceLamports !== null && seen.priceLamports !== now.priceLamports) {
    changes.push(
      now.priceLamports < seen.priceLamports
        ? { kind: 'price-drop', label: `Price drop: was ${sol(seen.priceLamports)}` }
        : { kind: 'price-rise', label: `Price up: was ${sol(seen.priceLamports)}` },
    );
  }
  return changes;
}
