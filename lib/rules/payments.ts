import { LAMPORTS_PER_SOL } from './money';

/** What every buy surface says, and what POST /api/orders answers, when the mall has no SELLER_WALLET. */
export const PAYMENTS_NOT_ENABLED = 'Payments are not enabled on this mall';
export const ORDER_NOT_FOUND = 'This order does not exist.';
export const NAME_RESERVED = 'Someone is paying for this name right now. Try again in a few minutes.';
export const NAME_NOT_FOR_SALE = 'This name is not for sale.';
export const PAYMENT_CHECK_FAILED =
  'We could not reach the Solana network to check the payment. It will be checked again.';

/** An order holds its name this long while it waits for the payment. */
export const ORDER_RESERVATION_MS = 15 * 60 * 1000;
/** A status poll checks the chain at most this often per order; the sweep covers the rest. */
export const PAYMENT_CHECK_INTERVAL_MS = 2_000;
export const PAYMENT_SWEEP_INTERVAL_MS = 5_000;
/** A late payment is still looked for this long after the order expired (it is then refunded by the operator). */
export const LATE_PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'paid_late', 'expired', 'fulfilled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the buyer reads for each state of an order. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  paid_late: 'Paid after the order expired',
  expired: 'Expired',
  fulfilled: 'Transferred',
  refunded: 'Refunded',
};

/** The Solana Pay `amount` field: lamports as decimal SOL, exact, without trailing zeros. */
export function lamportsToSolText(lamports: bigint): string {
  const whole = lamports / BigInt(LAMPORTS_PER_SOL);
  const fraction = (lamports % BigInt(LAMPORTS_PER_SOL)).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

export function orderExpiry(now: Date): Date {
  return new Date(now.getTime() + ORDER_RESERVATION_MS);
}

/** Where a confirmed payment leaves the order: paid in time, or paid after it expired (refund). */
export function statusAfterPayment(expiresAt: Date, paidAt: Date): 'paid' | 'paid_late' {
  return paidAt.getTime() <= expiresAt.getTime() ? 'paid' : 'paid_late';
}

/** Whether the payment check should look at the chain for an order in this state now. */
export function needsPaymentCheck(
  order: { status: string; expiresAt: Date; checkedAt: Date | null },
  now: Date,
  minIntervalMs = PAYMENT_CHECK_INTERVAL_MS,
): boolean {
  const watched =
    order.status === 'awaiting_payment' ||
    (order.status === 'expired' && now.getTime() - order.expiresAt.getTime() < LATE_PAYMENT_WINDOW_MS);
  if (!watched) return false;
  return !order.checkedAt || now.getTime() - order.checkedAt.getTime() >= minIntervalMs;
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
export const WALLET_BROWSE_LINKS = [
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
