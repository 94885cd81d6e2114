/** Inboxes and their e-mail (docs/product.md "Inbox"): what a message says, and the limits around it. */
import { formatSol, lamportsToSol } from './money';

/** The inbox every operator shares; never a wallet address (base58 has no '@'). */
export const OPERATOR_INBOX = '@operators';

export type NotificationKind =
  | 'order.paid'
  | 'order.delivered'
  | 'order.refunded'
  | 'watch.price-drop'
  | 'watch.back-on-sale'
  | 'watch.sold'
  | 'offer.received'
  | 'offer.countered'
  | 'offer.accepted'
  | 'offer.declined'
  | 'offer.lapsed'
  | 'offer.expired'
  | 'operator.new-order'
  | 'operator.job-failed'
  | 'operator.refund-attention';

/** The watchlist changes a watcher hears of (lib/rules/watchlist.ts); the others show on the name's page. */
export const NOTIFIED_WATCH_CHANGES = {
  'price-drop': 'watch.price-drop',
  'back-on-sale': 'watch.back-on-sale',
  sold: 'watch.sold',
} as const satisfies Partial<Record<string, NotificationKind>>;

/** Messages one page of an inbox shows, newest first. */
export const INBOX_PAGE_SIZE = 30;
/** How many messages one "mark read" may name. */
export const MARK_READ_MAX_IDS = 100;
/** How long a verification link works. */
export const EMAIL_VERIFY_HOURS = 24;
export const EMAIL_MAX_LENGTH = 254;

export const INBOX_SIGN_IN_REQUIRED = 'Sign in with your wallet to read your inbox.';
export const NOTIFICATION_NOT_FOUND = 'No such message in your inbox.';
export const EMAIL_INVALID = 'Enter a valid e-mail address.';
export const EMAIL_OFF = 'E-mail is off on this mall: notifications arrive in your inbox only.';
export const EMAIL_LINK_INVALID = 'This link is not valid or has expired. Ask for a new one from your inbox.';
export const EMAIL_VERIFIED = 'Your e-mail address is verified: notifications will reach it too.';
export const EMAIL_UNSUBSCRIBED =
  'You are unsubscribed: no more e-mail from this mall. Your inbox keeps every message.';

/** What a message carries besides its kind. */
export interface NotificationFacts {
  kind: NotificationKind;
  name?: string | null;
  orderId?: string | null;
  lamports?: number | null;
  detail?: Record<string, unknown>;
}

const sol = (lamports: number | null | undefined) =>
  lamports === null || lamports === undefined ? 'an amount' : formatSol(lamportsToSol(lamports));

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A message's one line, as the inbox, the bell and the e-mail's subject say it. */
export function notificationTitle(n: NotificationFacts): string {
  const name = n.name ?? 'a name';
  switch (n.kind) {
    case 'order.paid':
      return `Payment received: ${name} is yours (${sol(n.lamports)})`;
    case 'order.delivered':
      return `Delivered: ${name} is in your wallet`;
    case 'order.refunded':
      return `Refunded: your order for ${name} (${sol(n.lamports)})`;
    case 'watch.price-drop': {
      const was = typeof n.detail?.wasLamports === 'number' ? `, was ${sol(n.detail.wasLamports)}` : '';
      return `Price drop: ${name} now ${sol(n.lamports)}${was}`;
    }
    case 'watch.back-on-sale':
      return `Back on sale: ${name}`;
    case 'watch.sold':
      return `Sold: ${name}`;
    case 'offer.received':
      return `Offer received: ${sol(n.lamports)} for ${name}`;
    case 'offer.countered':
      return `Counter-offer: ${sol(n.lamports)} for ${name}`;
    case 'offer.accepted':
      return `Offer accepted: ${name} for ${sol(n.lamports)}`;
    case 'offer.declined': {
      const reason = text(n.detail?.reason);
      return `Offer declined: ${name}${reason ? ` (${reason})` : ''}`;
    }
    case 'offer.lapsed':
      return `Offer lapsed: ${name}`;
    case 'offer.expired':
      return `Offer expired: ${name}`;
    case 'operator.new-order':
      return `New order: ${name} (${sol(n.lamports)})`;
    case 'operator.job-failed':
      return `Gave up: ${text(n.detail?.job) ?? 'a job'}${n.name ? ` for ${n.name}` : ''} (${text(n.detail?.error) ?? 'no reason given'})`;
    case 'operator.refund-attention':
      return `Refund needs attention: ${name} (${text(n.detail?.reason) ?? 'see the order'})`;
  }
}

/** Where a message leads: its order, or the name's page. */
export function notificationHref(n: NotificationFacts & { offerId?: string | null }): string | null {
  if (n.kind.startsWith('operator.') && n.orderId) return `/operator/orders/${n.orderId}`;
  if (n.kind.startsWith('order.') && n.orderId) return `/orders/${n.orderId}`;
  if (n.name) return `/domains/${n.name.replace(/\.sol$/, '')}`;
  return null;
}

const EMAIL_SHAPE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** A plain address ('ana@example.com'), lower-cased; null when it is not one. */
export function normalEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email) ? email : null;
}

/** The address as its own wallet sees it in settings: 'a•••@e•••.com'. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}•••@${host.slice(0, 1)}•••${tld}`;
}

type OrderNotice = { to: 'buyer' | 'operators'; kind: NotificationKind; reason?: string };

const PAID_LATE_REASON = 'paid after the order expired: refund it';

/** Who hears of an order's move, and what (each once per order: lib/inbox/order-notices.ts keys them). */
export function orderMoveNotices(from: string, to: string): OrderNotice[] {
  switch (to) {
    case 'paid':
      // Back to paid after a delivery attempt or a refund that did not happen is not news.
      return from === 'delivering' || from === 'refund_pending'
        ? []
        : [
            { to: 'buyer', kind: 'order.paid' },
            { to: 'operators', kind: 'operator.new-order' },
          ];
    case 'fulfilled':
      return [{ to: 'buyer', kind: 'order.delivered' }];
    case 'refunded':
      return [{ to: 'buyer', kind: 'order.refunded' }];
    case 'paid_late':
      return [{ to: 'operators', kind: 'operator.refund-attention', reason: PAID_LATE_REASON }];
    default:
      return [];
  }
}
