import { NAME_SOLD_STATUSES } from './order-states';
/** The live sales feed (docs/payments-reference.md "Real activity", docs/architecture.md "Live sales"). */

/** A sale as every visitor may see it: no order id's secrets, the buyer's address shortened. */
export interface PublicSale {
  id: string;
  name: string;
  slug: string;
  /** SOL, as decimal text ('4.2'). */
  amount: string;
  /** 'AbCd…WxYz', or null when unknown. */
  buyer: string | null;
  paidAt: string;
}

/**
 * What the stream sends: the recent sales on connect, each new sale, a name whose sale changed, a name an order began
 * or stopped holding (`hold`: the pages' "On hold"), "read again", or (to a signed-in reader's stream only) that
 * one of the reader's inboxes changed: the bell counts again (docs/product.md "Inbox").
 */
export type SaleStreamEvent =
  | { type: 'sales'; sales: PublicSale[] }
  | { type: 'sale'; sale: PublicSale }
  | { type: 'change'; slug: string; status: string }
  | { type: 'hold'; slug: string; status: string }
  | { type: 'sync' }
  | { type: 'inbox' };

/** The order states that are a sale to show. */
/** Paid for (delivered or not): what a mint, a receipt and the sales totals need. */
export const isSold = (status: string): boolean => (NAME_SOLD_STATUSES as readonly string[]).includes(status);
/** The order states whose arrival changes what a name's pages show (sold, back on sale, transferred). */
export const ANNOUNCED_STATUSES = ['paid', 'fulfilled', 'refunded'] as const;
/** The order states whose arrival starts or ends a hold on a name (an order opened, confirming, expired). */
export const HOLD_STATUSES = ['awaiting_payment', 'confirming', 'expired'] as const;
/** How many recent sales the ticker and terminal `/purchase` show. */
export const RECENT_SALES_LIMIT = 8;
/** Open streams one process serves; the next is refused with 503 until one closes. */
export const SALE_STREAM_MAX_SUBSCRIBERS = 1000;
/**
 * Open streams one process serves to one client address (a browser opens one a tab; a household or an office
 * behind one address has a few tabs open, not a hundred); the next is refused with 429 until one closes, so one
 * client cannot take the process's streams from everyone else.
 */
export const SALE_STREAM_MAX_PER_ADDRESS = 10;
/** The Retry-After of a refused stream, in seconds. */
export const SALE_STREAM_RETRY_AFTER_SECONDS = 30;
export const SALE_STREAM_ADDRESS_FULL = 'Too many live connections from your address. Close a tab or try again soon.';
/** A comment line this often keeps proxies from closing an idle stream. */
export const SALE_STREAM_HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const SALE_STREAM_RETRY_MS = 3000;
export const SALE_STREAM_FULL = 'Too many live connections right now. Try again in a minute.';
export const NO_SALES_STREAM = 'This mall takes no payments, so it has no sales to stream.';
const NO_SALES_YET = 'No sales yet.';
const RECENT_SALES_HEADER = 'RECENT SALES (on chain):';
export const SIMULATED_LABEL = 'Simulated';
export const SALES_UNREADABLE = 'The sales could not be read right now. Try again.';

/** The channel the database announces sale order changes on (drizzle/0012_sale_notify.sql). */
export const SALES_CHANNEL = 'sales';

/** '12 s ago' under a minute, then '5 min ago', '3 h ago', '2 d ago'. */
export function timeAgo(at: Date | string, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 1000));
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

/** One sale in a line: 'AbCd…WxYz bought nodehunter.sol for 4.2 SOL · 5 min ago'. */
export function saleLine(sale: PublicSale, now: Date): string {
  return `${sale.buyer ?? 'Someone'} bought ${sale.name} for ${sale.amount} SOL · ${timeAgo(sale.paidAt, now)}`;
}

/** The terminal's `/purchase` on a mall that takes payments: the real sales, newest first, or that there are none. */
export function recentSalesLines(sales: readonly PublicSale[], now: Date): string[] {
  if (sales.length === 0) return [NO_SALES_YET];
  return [RECENT_SALES_HEADER, ...sales.map((sale) => saleLine(sale, now))];
}

/** A new sale goes first; one already listed (the same order announced again) is not repeated. */
export function withNewSale(sales: readonly PublicSale[], sale: PublicSale, limit = RECENT_SALES_LIMIT): PublicSale[] {
  return [sale, ...sales.filter((known) => known.id !== sale.id)].slice(0, limit);
}

/** A name whose sale was undone (refunded) leaves the list. */
export function withoutName(sales: readonly PublicSale[], slug: string): PublicSale[] {
  return sales.filter((sale) => sale.slug !== slug);
}

/** One SSE message: `event:` and one `data:` line of JSON. */
export function sseMessage(event: SaleStreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
