import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db';
import { domains } from '../db/schema';
import type { OfferStatus } from '../rules/buyer-offers';
import { queueNotification, type NewNotification } from './notify';

/** An offer as its one writer (lib/commerce/offers/transitions.ts) hands it over after a move. */
interface MovedOffer {
  id: string;
  domainSlug: string;
  wallet: string;
  amountLamports: number;
  counterLamports: number | null;
  declineReason: string | null;
  status: string;
}

/** What the buyer reads when they turned the operator's counter down themselves. */
const BUYER_DECLINED_COUNTER = 'the buyer declined your counter';

type Message = Omit<NewNotification, 'name' | 'offerId'>;

/** Who hears of a move, and what: the operators hear of the buyer's steps, the buyer of the operator's and the clock's (expiry, lapse). */
function messagesOf(from: OfferStatus | null, offer: MovedOffer): Message[] {
  const buyer = { wallet: offer.wallet };
  const operators = { operators: true } as const;
  const key = `${offer.status}:${offer.id}`;
  switch (offer.status) {
    case 'open':
      // A new offer, or a raise (a new amount): each amount is news once.
      return [
        {
          to: operators,
          kind: 'offer.received',
          lamports: offer.amountLamports,
          dedupeKey: `offer.received:${offer.id}:${offer.amountLamports}`,
        },
      ];
    case 'countered':
      return [{ to: buyer, kind: 'offer.countered', lamports: offer.counterLamports, dedupeKey: key }];
    case 'accepted': {
      const lamports = from === 'countered' ? (offer.counterLamports ?? offer.amountLamports) : offer.amountLamports;
      // The buyer accepting a counter is news to the operators; the operator accepting, to the buyer.
      return [{ to: from === 'countered' ? operators : buyer, kind: 'offer.accepted', lamports, dedupeKey: key }];
    }
    case 'declined':
      return offer.declineReason === null
        ? [{ to: operators, kind: 'offer.declined', detail: { reason: BUYER_DECLINED_COUNTER }, dedupeKey: key }]
        : [{ to: buyer, kind: 'offer.declined', detail: { reason: offer.declineReason }, dedupeKey: key }];
    case 'lapsed':
      return [{ to: buyer, kind: 'offer.lapsed', dedupeKey: key }];
    case 'expired':
      // The clock's step, as a lapse: the buyer hears of it whether or not anyone read the offers meanwhile.
      return [{ to: buyer, kind: 'offer.expired', dedupeKey: key }];
    default:
      // Withdrawn (the buyer's own step) and paid (the order tells of it).
      return [];
  }
}

/**
 * Puts an offer's move in the inboxes it concerns (docs/product.md "Inbox"), in the move's transaction: called once
 * per move by lib/commerce/offers/transitions.ts, with `from` null for a new offer.
 */
export async function notifyOfferMove(tx: Transaction, from: OfferStatus | null, offer: MovedOffer, now: Date) {
  const messages = messagesOf(from, offer);
  if (messages.length === 0) return;
  const [domain] = await tx
    .select({ name: domains.name })
    .from(domains)
    .where(eq(domains.slug, offer.domainSlug))
    .limit(1);
  const name = domain?.name ?? `${offer.domainSlug}.sol`;
  for (const message of messages) await queueNotification(tx, { ...message, name, offerId: offer.id }, now);
}
