import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Inboxes (docs/product.md "Inbox"): one row per message, kept until its reader marks it read. `inbox` is a wallet's
 * address, or '@operators' for the one inbox every operator shares. Each insert or read is announced on the 'inbox'
 * channel with the inbox it touched, so the reader's open pages update their unread count.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    inbox: text('inbox').notNull(),
    kind: text('kind').notNull(),
    /** The name the message is about ('copevendor.sol'), if any. */
    name: text('name'),
    orderId: uuid('order_id'),
    offerId: text('offer_id'),
    lamports: bigint('lamports', { mode: 'number' }),
    /** What else the message says (a former price, a reason, an outbox job). */
    detail: jsonb('detail').notNull().default({}),
    /** Written once: a second message with the same key is not queued again. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
    index('notifications_inbox_idx').on(t.inbox, t.id),
    index('notifications_unread_idx')
      .on(t.inbox)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A wallet's e-mail address for its inbox: unverified until the link sent to it is opened (the token is kept only
 * as its SHA-256), and off again after an unsubscribe. Never shown to anyone but the wallet, and then masked.
 */
export const inboxEmails = pgTable('inbox_emails', {
  wallet: text('wallet').primaryKey(),
  email: text('email').notNull(),
  verifyTokenHash: text('verify_token_hash'),
  verifyExpiresAt: timestamp('verify_expires_at', { withTimezone: true }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  /** Which address the pending verification is for: a changed address needs its own link. */
  requestId: uuid('request_id').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
