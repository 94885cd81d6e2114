import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VOUCHER_KINDS } from '../../rules/vouchers';
import { createdAt, inList } from './columns';
import { saleOrders } from './commerce';

/**
 * A voucher code the server issued (the chat's draw or a wheel win), and its one redemption: the order whose price it
 * reduced. An expired order releases it (docs/product.md "Vouchers").
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    percent: integer('percent').notNull(),
    /** 'chat' or 'wheel'. */
    source: text('source').notNull(),
    /** The spin id of a wheel win: one voucher per spin. */
    sourceRef: text('source_ref'),
    /** The signed-in wallet it was issued to; null for an anonymous visitor (the code is a bearer code). */
    issuedTo: text('issued_to'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedBy: text('redeemed_by'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    orderId: uuid('order_id').references(() => saleOrders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vouchers_code_key').on(t.code),
    uniqueIndex('vouchers_source_ref_key').on(t.sourceRef),
    // At most once per wallet per kind, even with two codes of one kind.
    uniqueIndex('vouchers_one_per_wallet_kind_key')
      .on(t.redeemedBy, t.kind)
      .where(sql`${t.redeemedBy} is not null`),
    index('vouchers_issued_to_idx').on(t.issuedTo, t.issuedAt),
    index('vouchers_order_idx').on(t.orderId),
    check('vouchers_kind_check', sql`${t.kind} in (${inList(VOUCHER_KINDS)})`),
    check('vouchers_source_check', sql`${t.source} in ('chat', 'wheel')`),
  ],
);
