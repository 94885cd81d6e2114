/**
 * A buyer's offer on a catalogue name (docs/product.md "Offers"): not to be confused with `saleOffer`
 * (lib/rules/offer.ts), whether the mall offers a name for sale. Only lib/commerce/offers/transitions.ts writes an
 * offer's status, and only along OFFER_TRANSITIONS.
 */
import { formatSol, lamportsToSol, LAMPORTS_PER_SOL } from './money';
import { DAY_MS } from './time';

export const OFFER_STATUSES = [
  'open',
  'countered',
  'accepted',
  'paid',
  'declined',
  'withdrawn',
  'expired',
  'lapsed',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Every move an offer may make. Accepted: an order holds the name for the buyer; paid or lapsed end it. */
const OFFER_TRANSITIONS: Record<OfferStatus, readonly OfferStatus[]> = {
  open: ['open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired'],
  countered: ['open', 'accepted', 'declined', 'withdrawn', 'expired'],
  accepted: ['paid', 'lapsed'],
  paid: [],
  declined: [],
  withdrawn: [],
  expired: [],
  lapsed: [],
};

export function canMoveOffer(from: OfferStatus, to: OfferStatus): boolean {
  return OFFER_TRANSITIONS[from].includes(to);
}

/** A live offer: at most one per wallet and name (a partial unique index), and counted against the wallet's limit. */
export const LIVE_OFFER_STATUSES = ['open', 'countered', 'accepted'] as const satisfies readonly OfferStatus[];
/** Offers waiting on someone: the operator (open) or the buyer (countered). Shown as "open offers" on a name. */
export const PENDING_OFFER_STATUSES = ['open', 'countered'] as const satisfies readonly OfferStatus[];

/** An offer is at least half the list price: below that it is noise the operator has to read. */
const OFFER_MIN_SHARE_PERCENT = 50;
/** The floor of every offer, and the minimum on a name without a price (vaulted, TBA): 0.1 SOL. */
const OFFER_FLOOR_LAMPORTS = LAMPORTS_PER_SOL / 10;
/** No offer above 1,000,000 SOL: a typo, not a bid. */
const OFFER_MAX_LAMPORTS = 1_000_000 * LAMPORTS_PER_SOL;
/** Live offers one wallet may have across the mall. */
export const MAX_LIVE_OFFERS_PER_WALLET = 10;
export const OFFER_EXPIRY_MIN_DAYS = 1;
export const OFFER_EXPIRY_MAX_DAYS = 30;
export const OFFER_EXPIRY_DEFAULT_DAYS = 7;
/** An accepted offer's order holds the name for the buyer this long; unpaid after it, the offer lapses. */
export const ACCEPTED_OFFER_HOLD_MS = DAY_MS;
export const OFFER_MESSAGE_MAX = 280;
export const DECLINE_REASON_MAX = 280;

/** The least a wallet may offer: half the list price, never under the floor; the floor alone without a price. */
function minimumOfferLamports(listLamports: number | null): number {
  if (listLamports === null || listLamports <= 0) return OFFER_FLOOR_LAMPORTS;
  const share = Math.ceil((listLamports * OFFER_MIN_SHARE_PERCENT) / 100);
  return Math.max(share, OFFER_FLOOR_LAMPORTS);
}

/** Why an amount cannot be offered (or countered) on a name with this list price, or null when it can. */
export function offerAmountProblem(lamports: number, listLamports: number | null): string | null {
  const minimum = minimumOfferLamports(listLamports);
  if (lamports < minimum) return offerTooLow(minimum);
  if (lamports > OFFER_MAX_LAMPORTS) return `An offer is at most ${formatSol(lamportsToSol(OFFER_MAX_LAMPORTS))}.`;
  return null;
}

const offerTooLow = (minimum: number) =>
  `The least you can offer on this name is ${formatSol(lamportsToSol(minimum), 9)}.`;

/** When an offer made at `now` for `days` days expires. */
export function offerExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** Whether a name with this catalogue status takes offers: every name the mall knows, except a sold one. */
export const takesOffers = (status: string): boolean => status !== 'sold';

export const OFFER_SIGN_IN = 'Sign in with your wallet to make an offer.';
export const OFFER_NAME_SOLD = 'This name is sold: it takes no offers.';
export const OFFER_ALREADY_LIVE = 'You already have an offer on this name: raise it or withdraw it.';
export const TOO_MANY_OFFERS = `You have ${MAX_LIVE_OFFERS_PER_WALLET} live offers: withdraw one before making another.`;
export const OFFER_RAISE_HIGHER = 'A raised offer must be higher than the one it replaces.';
export const OFFER_NOT_FOUND = 'This offer does not exist.';
export const OFFER_NOT_YOURS = 'This offer belongs to another wallet.';
export const offerMovedOn = (status: OfferStatus) => `This offer is ${OFFER_STATUS_LABELS[status].toLowerCase()}.`;
export const COUNTER_HIGHER = 'A counter must be higher than the offer.';
export const OFFER_CHANGED = 'This offer changed meanwhile. Reload and try again.';
export const OFFER_DECLINED_SOLD = 'The name was sold.';
export const OFFER_NAME_HELD = 'This name is on hold for another order: accept once it is free.';

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: 'Open',
  countered: 'Countered',
  accepted: 'Accepted: awaiting payment',
  paid: 'Paid',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  lapsed: 'Lapsed',
};
