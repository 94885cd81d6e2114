/**
 * The states of a sale order and the moves between them (docs/payments.md "An order's life"). Only
 * lib/commerce/orders/transitions.ts writes an order's status, and only along ORDER_TRANSITIONS.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'confirming',
  'paid',
  'delivering',
  'fulfilled',
  'expired',
  'paid_late',
  'refund_pending',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Every move an order may make. A move not listed here is a bug, refused where statuses are written. */
const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['confirming', 'paid', 'paid_late', 'expired'],
  confirming: ['awaiting_payment', 'expired', 'paid', 'paid_late'],
  expired: ['confirming', 'paid', 'paid_late', 'refund_pending', 'refunded'],
  paid: ['delivering', 'fulfilled', 'refund_pending', 'refunded'],
  delivering: ['fulfilled', 'paid'],
  paid_late: ['refund_pending', 'refunded'],
  refund_pending: ['refunded', 'paid', 'paid_late', 'expired'],
  fulfilled: ['refunded'],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** An order in one of these holds its name: no other order may be opened for it (awaiting payment: until it expires). */
export const NAME_HOLDING_STATUSES = ['awaiting_payment', 'confirming'] as const satisfies readonly OrderStatus[];

/** An order in one of these sold its name (a refund pending on such an order still holds the sale). */
export const NAME_SOLD_STATUSES = ['paid', 'delivering', 'fulfilled'] as const satisfies readonly OrderStatus[];

/**
 * Orders that a catalogue import or edit must not undo: a name held, sold, being delivered or refunded keeps its status
 * and price unless the operator overrides it for that name (docs/operators.md "Catalogue").
 */
export const NAME_PROTECTING_STATUSES = [
  'awaiting_payment',
  'confirming',
  'paid',
  'delivering',
  'refund_pending',
  'fulfilled',
] as const satisfies readonly OrderStatus[];

/** Whether an order's state counts as a sale of its name (refund_pending: where it came from decides). */
export function isSaleStatus(status: string, priorStatus: string | null = null): boolean {
  const sold = (s: string | null) => (NAME_SOLD_STATUSES as readonly (string | null)[]).includes(s);
  return sold(status) || (status === 'refund_pending' && sold(priorStatus));
}

/** What the buyer and the operator read for each state of an order. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  confirming: 'Confirming payment',
  paid: 'Paid',
  delivering: 'Transferring the name',
  fulfilled: 'Transferred',
  expired: 'Expired',
  paid_late: 'Paid after the order expired',
  refund_pending: 'Refund on its way',
  refunded: 'Refunded',
};
