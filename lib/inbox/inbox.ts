import 'server-only';
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { getDb } from '../db';
import { notifications } from '../db/schema';
import { notFound } from '../errors';
import { createRateLimiter } from '../rate-limit';
import {
  INBOX_PAGE_SIZE,
  NOTIFICATION_NOT_FOUND,
  notificationHref,
  notificationTitle,
  type NotificationKind,
} from '../rules/inbox';

/** Marking read and changing the e-mail address: a person clicking, not a script. */
export const inboxWriteLimiter = createRateLimiter('inbox-write', { limit: 60 });

/** One message as its reader sees it (GET /api/inbox, /inbox). */
export interface InboxItem {
  id: number;
  kind: NotificationKind;
  title: string;
  /** Where it leads: the order or the name's page. */
  href: string | null;
  name: string | null;
  createdAt: string;
  read: boolean;
}

/** GET /api/inbox: a page of messages, newest first, with the inbox's unread count. */
export interface InboxPage {
  data: InboxItem[];
  unread: number;
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: number | null;
}

/** GET /api/inbox/unread: what the bell shows. `operators`: the operator inbox's count, for an operator only. */
export interface UnreadCount {
  signedIn: boolean;
  /** Whether the live stream runs (a mall that takes payments): the bell listens to it for changes. */
  live: boolean;
  unread: number;
  operators: number | null;
}

/** POST /api/inbox/read: the inbox's unread count after marking. */
export interface MarkedRead {
  unread: number;
}

type Row = typeof notifications.$inferSelect;

function toItem(row: Row): InboxItem {
  const facts = { ...row, kind: row.kind as NotificationKind, detail: row.detail as Record<string, unknown> };
  return {
    id: row.id,
    kind: facts.kind,
    title: notificationTitle(facts),
    href: notificationHref(facts),
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** How many messages an inbox holds unread. */
export async function unreadCount(inbox: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.inbox, inbox), isNull(notifications.readAt)));
  return Number(row?.unread ?? 0);
}

/** A page of an inbox, newest first. A read: nothing is marked read by it. */
export async function readInbox(inbox: string, before?: number, limit = INBOX_PAGE_SIZE): Promise<InboxPage> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.inbox, inbox), before ? lt(notifications.id, before) : undefined))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    data: page.map(toItem),
    unread: await unreadCount(inbox),
    nextBefore: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

/** One message of an inbox; a message of any other inbox is as unknown as one that does not exist (404). */
export async function readNotification(inbox: string, id: number): Promise<InboxItem> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.inbox, inbox), eq(notifications.id, id)));
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return toItem(row);
}

/**
 * Marks messages of an inbox read: those named (every one must be this inbox's, else 404 and nothing changes), or
 * all. Marking a read message again changes nothing.
 */
export async function markRead(inbox: string, which: number[] | 'all', now = new Date()): Promise<MarkedRead> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const mine = and(eq(notifications.inbox, inbox), which === 'all' ? undefined : inArray(notifications.id, which));
    if (which !== 'all') {
      const [found] = await tx.select({ n: count() }).from(notifications).where(mine);
      if (Number(found?.n ?? 0) !== new Set(which).size) throw notFound(NOTIFICATION_NOT_FOUND);
    }
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(mine, isNull(notifications.readAt)));
  });
  return { unread: await unreadCount(inbox) };
}
