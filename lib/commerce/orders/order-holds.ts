import 'server-only';
import { createHash, createHmac } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db';
import { saleOrders } from '../../db/schema';
import { sessionSecret } from '../../auth/secrets';
import { codedError } from '../../errors';
import { NAME_SOLD_STATUSES } from '../../rules/order-states';
import {
  IDEMPOTENCY_KEY_REUSED_FOR_ORDER,
  MAX_OPEN_ORDERS_PER_ADDRESS,
  MAX_OPEN_ORDERS_PER_WALLET,
  NAME_SOLD,
  retryAfterSeconds,
  TOO_MANY_OPEN_ORDERS_ADDRESS,
  TOO_MANY_OPEN_ORDERS_WALLET,
} from '../../rules/order-holds';
import type { SaleOrder } from './transitions';

// Who holds names (docs/payments-reference.md "Opening an order"): a signed-in wallet, a few at a time, and a few per client
// address. The counts are read under transaction-scoped locks on the wallet and the address, so two requests at
// once (on any process) cannot both take the last hold.

/**
 * The client address as stored: keyed with the server's secret, so the table keeps no address. Null when unknown or
 * loopback: that is this machine itself (or a proxy not named in TRUSTED_PROXIES, which would make every visitor one
 * address); the wallet's own limit still holds.
 */
export function addressKey(ip: string): string | null {
  if (!ip || ip === 'unknown' || LOOPBACK.test(ip)) return null;
  return createHmac('sha256', sessionSecret()).update(`order-address:${ip}`).digest('base64url').slice(0, 32);
}

/** A digest of what an order was asked for: the same Idempotency-Key must come with the same request. */
export function requestHash(request: { slug: string; drawId?: string; voucher?: string }): string {
  const canonical = JSON.stringify([request.slug, request.drawId ?? null, request.voucher ?? null]);
  return createHash('sha256').update(canonical).digest('base64url');
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

const holding = (now: Date) =>
  or(
    eq(saleOrders.status, 'confirming'),
    and(eq(saleOrders.status, 'awaiting_payment'), gt(saleOrders.expiresAt, now)),
  );

/** Serialises order opening per wallet and per address until `tx` ends. */
export async function lockHolders(tx: Transaction, wallet: string, address: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-hold:wallet:${wallet}`}))`);
  if (address) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-hold:address:${address}`}))`);
}

/** The order this wallet already opened with this key; a 409 when that key came with another request. */
export async function idempotentOrder(
  tx: Transaction,
  { wallet, key, hash }: { wallet: string; key: string; hash: string },
): Promise<SaleOrder | null> {
  const [order] = await tx
    .select()
    .from(saleOrders)
    .where(and(eq(saleOrders.openedBy, wallet), eq(saleOrders.idempotencyKey, key)))
    .limit(1);
  if (!order) return null;
  if (order.requestHash !== hash)
    throw codedError('conflict', 'idempotency_key_reused', IDEMPOTENCY_KEY_REUSED_FOR_ORDER);
  return order;
}

/** Whether the name has a live sale (paid, being delivered, transferred, or a refund pending on one). */
export async function refuseSoldName(tx: Transaction, slug: string): Promise<void> {
  const sold = [...NAME_SOLD_STATUSES];
  const [row] = await tx
    .select({ id: saleOrders.id })
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.domainSlug, slug),
        or(
          inArray(saleOrders.status, sold),
          and(eq(saleOrders.status, 'refund_pending'), inArray(saleOrders.priorStatus, sold)),
        ),
      ),
    )
    .limit(1);
  if (row) throw codedError('conflict', 'name_sold', NAME_SOLD);
}

/** The order holding the name now, if any. */
export async function holdingOrder(tx: Transaction, slug: string, now: Date): Promise<SaleOrder | null> {
  const [order] = await tx
    .select()
    .from(saleOrders)
    .where(and(eq(saleOrders.domainSlug, slug), holding(now)))
    .limit(1);
  return order ?? null;
}

/** Refuses a new hold past the wallet's (409) or the address's (429, until its oldest hold ends) limit. */
export async function refuseTooManyHolds(
  tx: Transaction,
  { wallet, address, now }: { wallet: string; address: string | null; now: Date },
): Promise<void> {
  const [byWallet] = await tx
    .select({ n: count() })
    .from(saleOrders)
    .where(and(eq(saleOrders.openedBy, wallet), holding(now)));
  if (byWallet.n >= MAX_OPEN_ORDERS_PER_WALLET)
    throw codedError('conflict', 'too_many_open_orders', TOO_MANY_OPEN_ORDERS_WALLET);
  if (!address) return;
  const fromAddress = await tx
    .select({ createdAt: saleOrders.createdAt })
    .from(saleOrders)
    .where(and(eq(saleOrders.openedFrom, address), holding(now)))
    .orderBy(asc(saleOrders.createdAt))
    .limit(MAX_OPEN_ORDERS_PER_ADDRESS);
  if (fromAddress.length >= MAX_OPEN_ORDERS_PER_ADDRESS) {
    const retryAfter = String(retryAfterSeconds(fromAddress[0].createdAt, now));
    throw codedError('rate_limited', 'too_many_open_orders', TOO_MANY_OPEN_ORDERS_ADDRESS, {
      'Retry-After': retryAfter,
    });
  }
}
