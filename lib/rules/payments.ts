import { LAMPORTS_PER_SOL } from './money';
import { isSaleStatus, type OrderStatus } from './order-states';
import { DAY_MS, MINUTE_MS } from './time';

/** What every buy surface says, and what POST /api/orders answers, when the mall has no SELLER_WALLET. */
export const PAYMENTS_NOT_ENABLED = 'Payments are not enabled on this mall';
/** What a buyer reads, instead of an order, while the mall cannot reach the Solana network. */
export const NETWORK_UNREACHABLE_TO_BUY =
  'The mall cannot reach the Solana network right now, so it cannot take payments. Nothing was charged. Try again in a few minutes.';
export const NAME_RESERVED = 'Someone is paying for this name right now. Try again in a few minutes.';
export const NAME_NOT_FOR_SALE = 'This name is not for sale.';
export const PAYMENT_CHECK_FAILED =
  'We could not reach the Solana network to check the payment. It will be checked again.';
export const PAYMENT_CHECK_RATE_LIMITED =
  'The Solana network is limiting how often we may ask it, so the payment check is slowed down. Your payment is safe: it is confirmed as soon as we can look again.';
export const PAYMENT_CHECK_RPC_ERROR =
  'The Solana network answered our payment check with an error. It will be checked again.';
/** The scan's `garbled` error: the node answered, but not in a form we could read. */
export const PAYMENT_CHECK_GARBLED = 'The Solana network sent an answer we could not read. It will be checked again.';

/** The seller's address is scanned for payments at most this often, across every server process. */
export const PAYMENT_SCAN_INTERVAL_MS = 3_000;
/**
 * While a payment seen at `confirmed` awaits finality, the scan runs this often instead (one status call answers 256
 * payments), so a payment is paid about a second after it is finalized; just under the sweep's tick, so each tick can.
 */
export const FINALITY_SCAN_INTERVAL_MS = 900;
/**
 * A claimed scan holds the seller's scan this long at most while it runs (a lease: a process that dies mid-scan holds
 * it no longer). One scan at a time, so a burst of payments is read and settled once, not by every process at once.
 */
export const SCAN_LEASE_MS = 30_000;
/** A websocket notice that finds a scan running waits this long between looks, then scans once it has ended. */
export const SCAN_BUSY_RETRY_MS = 50;
/** Every this many scans, one watched order's reference is also looked up (misdirected or out-of-order payments). */
export const REFERENCE_PROBE_EVERY_TICKS = 3;
/** A seller signature younger than this is listed again by the next scan, so an indexer that lags is caught up. */
export const SCAN_OVERLAP_MS = 2 * MINUTE_MS;
/** A scan lists at most this many pages (of 1,000 signatures) a tick; a longer listing goes on next tick. */
export const SCAN_LIST_PAGES_PER_TICK = 3;
/** A scan reads at most this many new transactions a tick, this many at once. */
export const SCAN_READS_PER_TICK = 100;
export const SCAN_READ_CONCURRENCY = 8;
/** A listed signature the node still cannot show after this long is set aside (the per-order probe looks again). */
export const SCAN_UNREADABLE_AFTER_MS = 10 * MINUTE_MS;
/** What the buyer reads when a payment seen at `confirmed` is lost to a fork before it became final. */
export const PAYMENT_DROPPED =
  'A payment was seen on the Solana network but was dropped before it became final, so nothing was paid. Pay again before the order expires.';
/** After a 429 the scan waits this long, doubling up to the maximum, until a scan succeeds. */
export const RATE_LIMIT_BACKOFF_MS = 5_000;
export const RATE_LIMIT_BACKOFF_MAX_MS = MINUTE_MS;

/** An order holds its name this long while it waits for the payment. */
export const ORDER_RESERVATION_MS = 15 * MINUTE_MS;
/** Each server process offers to run the shared scan this often; one of them claims each scan interval. */
export const PAYMENT_SWEEP_INTERVAL_MS = 1_000;
/** A late payment is still looked for this long after the order expired (it is then refunded by the operator). */
export const LATE_PAYMENT_WINDOW_MS = DAY_MS;

/** The Solana Pay `amount` field: lamports as decimal SOL, exact, without trailing zeros. */
export function lamportsToSolText(lamports: bigint): string {
  const whole = lamports / BigInt(LAMPORTS_PER_SOL);
  const fraction = (lamports % BigInt(LAMPORTS_PER_SOL)).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

export function orderExpiry(now: Date): Date {
  return new Date(now.getTime() + ORDER_RESERVATION_MS);
}

/**
 * What a recorded payment did. completed and underpaid count towards the order (underpaid: not yet its price);
 * paid_late, wrong_memo, wrong_payer (not from the wallet an offer's price was agreed with) and extra reached the
 * seller without buying the name (owed back); failed moved nothing;
 * wrong_recipient went to someone else; refunded was sent back. pending: seen at `confirmed`, awaiting finality;
 * dropped: a fork lost it before it was final; rejected: the node's answer could not be a payment (an impossible amount).
 */
export const PAYMENT_OUTCOMES = [
  'pending',
  'completed',
  'underpaid',
  'paid_late',
  'failed',
  'wrong_recipient',
  'wrong_memo',
  'wrong_payer',
  'extra',
  'refunded',
  'dropped',
  'rejected',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Outcomes whose lamports reached the seller. */
export const RECEIVED_OUTCOMES: readonly PaymentOutcome[] = [
  'completed',
  'underpaid',
  'paid_late',
  'wrong_memo',
  'wrong_payer',
  'extra',
  'refunded',
];

/** An order in one of these has been sold or settled: more money paid to it is extra, owed back. */
const SETTLED: readonly OrderStatus[] = ['paid', 'delivering', 'fulfilled', 'refund_pending', 'refunded'];

const PAID_IN_TIME_NAME_GONE =
  'Paid in time, but the name went to another buyer while the payment was being confirmed: it will be refunded.';

/**
 * Where a final payment of money to the seller leaves its order. Made in time (block time at or before expiry), it
 * adds to what the order already counted; reaching the price, it completes the sale unless the name is now held or
 * bought by another order (then it is paid_late and refunded). A payment made in time but seen after expiry
 * completes the sale when the name is still free. Made after expiry: paid_late. An order already settled: extra.
 * Short of the price, the order waits again (awaiting payment, or expired once its time is up).
 */
export function settlePayment(input: {
  orderStatus: OrderStatus;
  expiresAt: Date;
  priceLamports: bigint;
  countedLamports: bigint;
  lamports: bigint;
  paidAt: Date;
  nameTaken: boolean;
  now: Date;
}): { outcome: 'completed' | 'underpaid' | 'paid_late' | 'extra'; orderStatus: OrderStatus; reason: string | null } {
  const { orderStatus, expiresAt, priceLamports, countedLamports, lamports, paidAt, nameTaken, now } = input;
  if (SETTLED.includes(orderStatus)) {
    return { outcome: 'extra', orderStatus, reason: 'This order was already settled: this payment will be refunded.' };
  }
  if (orderStatus === 'paid_late' || paidAt.getTime() > expiresAt.getTime()) {
    return {
      outcome: 'paid_late',
      orderStatus: 'paid_late',
      reason: 'Paid after the order expired: it will be refunded.',
    };
  }
  const counted = countedLamports + lamports;
  if (counted < priceLamports) {
    const waiting = orderStatus !== 'expired' && now.getTime() < expiresAt.getTime();
    return { outcome: 'underpaid', orderStatus: waiting ? 'awaiting_payment' : 'expired', reason: null };
  }
  if (nameTaken) return { outcome: 'paid_late', orderStatus: 'paid_late', reason: PAID_IN_TIME_NAME_GONE };
  return { outcome: 'completed', orderStatus: 'paid', reason: null };
}

/** "Received 0.3 of 0.5 SOL…": what a partly paid order tells its buyer. */
export function receivedNotice(received: bigint, price: bigint, waiting: boolean): string {
  const head = `Received ${lamportsToSolText(received)} of ${lamportsToSolText(price)} SOL.`;
  return waiting
    ? `${head} Pay the remaining ${lamportsToSolText(price - received)} SOL to this order before it expires, or what you sent is refunded.`
    : `${head} The order expired before it was paid in full: what you sent will be refunded.`;
}

/** Lamports the seller owes back on an order: all it received, less the price of a sale, less what was refunded. */
export function owedLamports(order: {
  status: string;
  priorStatus?: string | null;
  amountLamports: bigint;
  receivedLamports: bigint;
  refundedLamports: bigint;
}): bigint {
  const kept = isSaleStatus(order.status, order.priorStatus ?? null) ? order.amountLamports : 0n;
  const owed = order.receivedLamports - kept - order.refundedLamports;
  return owed > 0n ? owed : 0n;
}

/** Whole seconds left before an order expires (0 once it has). */
export function secondsLeft(expiresAt: Date | string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / 1000));
}

/** 905 → '15:05', 59 → '0:59'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Wallet apps that open a page in their own browser, for phones without an injected wallet. */
const WALLET_BROWSE_LINKS = [
  { name: 'Phantom', base: 'https://phantom.app/ul/browse/' },
  { name: 'Solflare', base: 'https://solflare.com/ul/v1/browse/' },
  { name: 'Backpack', base: 'https://backpack.app/ul/v1/browse/' },
] as const;

/** "Open in Phantom / Solflare / Backpack" links that open `pageUrl` inside the wallet's in-app browser. */
export function walletBrowseLinks(pageUrl: string): { name: string; href: string }[] {
  const origin = new URL(pageUrl).origin;
  return WALLET_BROWSE_LINKS.map(({ name, base }) => ({
    name,
    href: `${base}${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(origin)}`,
  }));
}

/** The Wallet Standard chain of a cluster: 'mainnet-beta' → 'solana:mainnet'. */
export function solanaChainId(cluster: 'mainnet-beta' | 'devnet' | 'testnet' | 'localnet'): string {
  return `solana:${cluster === 'mainnet-beta' ? 'mainnet' : cluster}`;
}
