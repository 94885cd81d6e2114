/**
 * A name's history (docs/product.md "A name's history"): every event that touches a name, recorded once in the
 * transaction of the change, public (amounts, never wallets).
 */
import { lamportsToSol } from './money';

export const NAME_EVENT_KINDS = [
  'listed',
  'repriced',
  'sold',
  'refunded',
  'offered',
  'offer_accepted',
  'transferred',
] as const;
export type NameEventKind = (typeof NAME_EVENT_KINDS)[number];

export const NAME_EVENT_LABELS: Record<NameEventKind, string> = {
  listed: 'Listed',
  repriced: 'Price changed',
  sold: 'Sold',
  refunded: 'Refunded',
  offered: 'Offer made',
  offer_accepted: 'Offer accepted',
  transferred: 'Transferred',
};

/** Events one page of a name's activity or of the mall's shows; older ones are a link (or `before`) away. */
export const ACTIVITY_PAGE_SIZE = 20;

/** The order moves that are events of the name, by the state the order reached (lib/commerce/orders/transitions.ts). */
export function nameEventOfOrderMove(to: string): NameEventKind | null {
  if (to === 'paid') return 'sold';
  if (to === 'fulfilled') return 'transferred';
  if (to === 'refunded') return 'refunded';
  return null;
}

interface PricedState {
  listed: boolean;
  priceLamports: number | null;
}

/** What a catalogue write did to a name: listed (it went on the shelves), repriced, or nothing worth recording. */
export function nameEventOfCatalogWrite(before: PricedState | null, after: PricedState): NameEventKind | null {
  if (after.listed && !before?.listed) return 'listed';
  if (before && before.priceLamports !== after.priceLamports && after.priceLamports !== null) return 'repriced';
  return null;
}

/** The points of a price chart: the prices a name was listed, repriced, sold or offered at, oldest first. */
export function pricePoints(
  events: readonly { kind: NameEventKind; lamports: number | null; at: string }[],
): { at: string; sol: number; kind: NameEventKind }[] {
  return events
    .filter((e) => e.lamports !== null && e.kind !== 'transferred' && e.kind !== 'refunded')
    .map((e) => ({ at: e.at, sol: lamportsToSol(e.lamports!), kind: e.kind }))
    .sort((a, b) => a.at.localeCompare(b.at));
}
