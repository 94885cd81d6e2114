/**
 * Whether a name can be bought, at what price and from where: the one rule every page and API reads
 * (docs/product.md §2 "Where a name is bought").
 */
import { isEarlyAccessName, EARLY_ACCESS_ONLY } from './mall-floor';
import { solTextToLamports } from './money';
import { NAME_NOT_FOR_SALE } from './payments';

/** A scav name's price is drawn by the slot machine: it is never ordered at a fixed price. */
export const SCAV_DRAW_ONLY = 'This name is sold through its Scav Rack draw: pull the lever on /scavrack.';

export type SaleOffer =
  /** Open to everyone at its catalogue price: a live Buy, a checkout at that price. */
  | { kind: 'buy'; lamports: number }
  /** Coming Soon with a price: only wallets with mall access buy it, early, on /mall. */
  | { kind: 'early-access'; lamports: number }
  /** On the Scav Rack: bought through its draw on /scavrack, at the drawn price. */
  | { kind: 'draw' }
  /** Sold, not for sale, promoted, off the shelf or without a price. */
  | { kind: 'none' };

export interface OfferedDomain {
  status: string;
  price: string;
  available: boolean;
  category: string;
}

export function saleOffer(domain: OfferedDomain): SaleOffer {
  const lamports = solTextToLamports(domain.price);
  if (isEarlyAccessName(domain, lamports)) return { kind: 'early-access', lamports: lamports! };
  if (domain.status !== 'available' || !domain.available) return { kind: 'none' };
  if (domain.category === 'scav') return { kind: 'draw' };
  return lamports !== null && lamports > 0 ? { kind: 'buy', lamports } : { kind: 'none' };
}

/**
 * The price a page shows beside a name's status: none for a name nobody can buy (a promoted or not-for-sale name
 * beside '0.25 SOL' reads as on sale at it). A sold name keeps the price it sold at.
 */
export function shownPrice(domain: OfferedDomain): string | null {
  return domain.status === 'sold' || saleOffer(domain).kind !== 'none' ? domain.price : null;
}

/** Whether the slot machine may offer the name: an open scav name (a promoted or sold one is not drawn). */
export function scavDrawable(domain: OfferedDomain): boolean {
  return saleOffer(domain).kind === 'draw';
}

/** The catalogue filter that reads exactly the names `scavDrawable` accepts (the Scav Rack's list). */
export const SCAV_RACK_FILTER = { category: 'scav', status: 'available', available: true } as const;

/** Why Buy is off for a name that is not offered to everyone, and where it can be had instead, if anywhere. */
export function offerNote(offer: SaleOffer): { message: string; href?: string; linkLabel?: string } | null {
  switch (offer.kind) {
    case 'buy':
      return null;
    case 'early-access':
      return { message: EARLY_ACCESS_ONLY, href: '/mall', linkLabel: 'Early access on the members’ floor' };
    case 'draw':
      return { message: SCAV_DRAW_ONLY, href: '/scavrack', linkLabel: 'Go to the Scav Rack' };
    case 'none':
      return { message: NAME_NOT_FOR_SALE };
  }
}
