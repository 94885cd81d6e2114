/**
 * How many names one buyer may hold at once (docs/payments-reference.md "Opening an order"). An order holds its name while it
 * awaits payment (until it expires) or its payment is confirming; a wallet and a client address may each have only a
 * few such orders, so no script can hold the shop's names.
 */
import { ORDER_RESERVATION_MS } from './payments';

export const MAX_OPEN_ORDERS_PER_WALLET = 2;
/** Several people may share one address (a household, an office): a little more than one wallet's share. */
export const MAX_OPEN_ORDERS_PER_ADDRESS = 4;

export const TOO_MANY_OPEN_ORDERS_WALLET = `You already have ${MAX_OPEN_ORDERS_PER_WALLET} orders waiting for payment. Pay one, or wait until one expires, before opening another.`;
export const TOO_MANY_OPEN_ORDERS_ADDRESS =
  'Too many orders are waiting for payment from your network. Try again when one of them has been paid or has expired.';
export const SIGN_IN_TO_BUY =
  'Connect and sign in with your wallet to buy: an order is held for the wallet that opens it.';
/** What a Buy button says to a visitor without a signed-in wallet. */
export const CONNECT_TO_BUY = 'Connect your wallet to buy';
export const NAME_SOLD = 'This name has been sold.';

/** An Idempotency-Key: 1 to 100 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency-Key: 1 to 100 visible characters (letters, digits, punctuation).';
export const IDEMPOTENCY_KEY_REUSED_FOR_ORDER =
  'This Idempotency-Key already opened an order for another request. Use a new key for a new order.';

/** When the oldest of an address's holds ends: the earliest moment another order can be opened from there. */
export function retryAfterSeconds(oldestOpenedAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldestOpenedAt.getTime() + ORDER_RESERVATION_MS - now.getTime()) / 1000));
}
