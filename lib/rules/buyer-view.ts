/**
 * What the buyer reads about an order beyond its status (docs/payments-reference.md "What the buyer sees"): where the name's
 * delivery stands, why money that could not buy the name is owed back, and the label of each state.
 */
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-states';

export type DeliveryStage = 'transferring' | 'delayed' | 'transferred';

export const DELIVERY_STAGE_TEXT: Record<DeliveryStage, string> = {
  transferring: 'We are transferring the name to your wallet.',
  delayed: 'The transfer is delayed; the shop has been told.',
  transferred: 'The name has been transferred to your wallet.',
};

export const CONFIRMING_TEXT = 'Your payment is on chain and is being finalized; this takes about 15 seconds.';
export const PAID_IN_TIME_LOST_NAME = 'Paid in time, but the name went to another buyer: it will be refunded.';
export const PAID_AFTER_EXPIRY = 'Your payment arrived after the order expired.';
const PAID_IN_TIME_LOST_NAME_LABEL = 'Paid in time, name sold to another buyer';

/** A delivery row as far as the buyer is concerned (lib/commerce/delivery/name-delivery.ts). */
export interface DeliveryFacts {
  state: string;
  lastError: string | null;
  signature: string | null;
}

/**
 * Where the name's transfer stands, or null before a sale. A blocked, refused or failing custody transfer is delayed
 * (the console shows it to the shop); a name the shop transfers by hand is transferring until its owner is the buyer.
 */
export function deliveryStage(status: OrderStatus, delivery: DeliveryFacts | null): DeliveryStage | null {
  if (status === 'fulfilled' || delivery?.state === 'delivered') return 'transferred';
  if (status !== 'paid' && status !== 'delivering') return null;
  if (delivery && (delivery.state === 'blocked' || delivery.state === 'refused' || delivery.lastError))
    return 'delayed';
  return 'transferring';
}

/** Whether money that did not buy the name came in time (the name went to another buyer) or after expiry. */
export function lateKind(
  payments: readonly { outcome: string; blockTime: Date | string }[],
  expiresAt: Date | string,
): 'in_time' | 'after_expiry' | null {
  const late = payments.filter((p) => p.outcome === 'paid_late');
  if (late.length === 0) return null;
  const deadline = new Date(expiresAt).getTime();
  return late.some((p) => new Date(p.blockTime).getTime() <= deadline) ? 'in_time' : 'after_expiry';
}

/** The label of an order's state as the buyer reads it (never an internal name such as `paid_late`). */
export function buyerStatusLabel(status: OrderStatus, late: 'in_time' | 'after_expiry' | null = null): string {
  if (status === 'paid_late' && late === 'in_time') return PAID_IN_TIME_LOST_NAME_LABEL;
  return ORDER_STATUS_LABELS[status];
}
