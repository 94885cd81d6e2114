import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { domains } from '../../db/schema';
import { codedError, conflict, notFound } from '../../errors';
import { newReference } from '../../integrations/solana-pay';
import {
  ACCEPTED_OFFER_HOLD_MS,
  OFFER_CHANGED,
  OFFER_NAME_HELD,
  OFFER_NAME_SOLD,
  offerMovedOn,
} from '../../rules/buyer-offers';
import { holdingOrder, refuseSoldName } from '../orders/order-holds';
import { requirePayments } from '../orders/sale-orders';
import { insertOrder } from '../orders/transitions';
import { transitionOffer, type BuyerOffer } from './transitions';

/**
 * An offer accepted at `lamports` (the amount offered, or the operator's counter): an order for the offer's wallet
 * at that price, holding the name for ACCEPTED_OFFER_HOLD_MS, and the offer accepted with it, in `tx`. The name's
 * row is locked while its orders are checked, as for any order (lib/commerce/orders/sale-orders.ts), so the name
 * held for this wallet is never held or sold to another meanwhile. The order's list price is the agreed one: no
 * settlement may put it back to the catalogue's.
 */
export async function openOfferOrder(
  tx: Transaction,
  offer: BuyerOffer,
  lamports: number,
  now: Date,
): Promise<BuyerOffer> {
  const settings = requirePayments();
  if (offer.expiresAt <= now) throw conflict(offerMovedOn('expired'));
  const [domain] = await tx.select().from(domains).where(eq(domains.slug, offer.domainSlug)).limit(1).for('update');
  if (!domain) throw notFound("This domain doesn't exist in our vault.");
  if (domain.status === 'sold') throw conflict(OFFER_NAME_SOLD);
  await refuseSoldName(tx, domain.slug);
  if (await holdingOrder(tx, domain.slug, now)) throw codedError('conflict', 'name_reserved', OFFER_NAME_HELD);
  const price = BigInt(lamports);
  const order = await insertOrder(tx, {
    id: randomUUID(),
    domainSlug: domain.slug,
    domainName: domain.name,
    amountLamports: price,
    listLamports: price,
    recipient: settings.seller,
    cluster: settings.cluster,
    reference: newReference(),
    expiresAt: new Date(now.getTime() + ACCEPTED_OFFER_HOLD_MS),
    openedBy: offer.wallet,
    createdAt: now,
    updatedAt: now,
  });
  const accepted = await transitionOffer(tx, {
    offerId: offer.id,
    from: ['open', 'countered'],
    to: 'accepted',
    set: { orderId: order.id },
    now,
  });
  if (!accepted) throw conflict(OFFER_CHANGED);
  return accepted;
}
