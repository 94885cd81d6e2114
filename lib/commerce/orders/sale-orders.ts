import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { insertOrder, transitionOrder } from './transitions';
import { getDb } from '../../db';
import { domains, saleOrders } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import { newReference, paymentSettings, transferRequestUrl } from '../../integrations/solana-pay';
import { EARLY_ACCESS_ONLY } from '../../rules/mall-floor';
import { lamportsToSol } from '../../rules/money';
import { saleOffer, SCAV_DRAW_ONLY } from '../../rules/offer';
import { drawnPrice } from '../draws/scav-draw';
import { redeemVoucher } from '../vouchers/vouchers';
import {
  NAME_NOT_FOR_SALE,
  NAME_RESERVED,
  orderExpiry,
  owedLamports,
  PAYMENTS_NOT_ENABLED,
} from '../../rules/payments';
import type { OrderStatus } from '../../rules/order-states';

export type SaleOrder = typeof saleOrders.$inferSelect;

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DOMAIN_NOT_FOUND = "This domain doesn't exist in our vault.";

export function requirePayments(): { seller: string; rpcUrl: string } {
  const settings = paymentSettings();
  if (!settings) throw new AppError('unavailable', PAYMENTS_NOT_ENABLED);
  return settings;
}

/**
 * Opens an order for one name at its catalogue price. The domain row is locked while the name's open orders are
 * checked, so two buyers (on any process) never both hold it: the second gets a 409 until the first expires.
 * A coming-soon name with a price is sold early to a wallet with mall access (`member`) only. A voucher code is
 * redeemed by the signed-in `wallet` in the same transaction, and its discount fixed into the order's price, so the
 * payment check expects the discounted amount (docs/product.md "Vouchers").
 */
export async function createSaleOrder(
  slug: string,
  {
    drawId,
    drawHolders = [],
    member = false,
    voucher,
    wallet = null,
    now = new Date(),
  }: {
    drawId?: string;
    drawHolders?: readonly string[];
    member?: boolean;
    voucher?: string;
    wallet?: string | null;
    now?: Date;
  } = {},
): Promise<SaleOrder> {
  const settings = paymentSettings();
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const drawn = drawId ? await drawnPrice(drawId, slug, drawHolders, now) : null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [domain] = await tx.select().from(domains).where(eq(domains.slug, slug)).limit(1).for('update');
    if (!domain) throw notFound(DOMAIN_NOT_FOUND);
    // Where the name is bought and at what price: the one rule every page reads (docs/product.md §2).
    const offer = saleOffer(domain);
    if (offer.kind === 'none') throw conflict(NAME_NOT_FOR_SALE);
    if (offer.kind === 'early-access' && !member) throw forbidden(EARLY_ACCESS_ONLY);
    if (offer.kind === 'draw' && drawn === null) throw conflict(SCAV_DRAW_ONLY);
    const lamports = drawn ?? ('lamports' in offer ? BigInt(offer.lamports) : null);
    if (!lamports) throw conflict(NAME_NOT_FOR_SALE);
    // A name that does not exist, or is not for sale, says so first, on a mall that takes payments or not.
    if (!settings) throw new AppError('unavailable', PAYMENTS_NOT_ENABLED);
    const { seller } = settings;
    const [open] = await tx
      .select({ id: saleOrders.id })
      .from(saleOrders)
      .where(
        and(eq(saleOrders.domainSlug, slug), eq(saleOrders.status, 'awaiting_payment'), gt(saleOrders.expiresAt, now)),
      )
      .limit(1);
    if (open) throw conflict(NAME_RESERVED);
    const redeemed = voucher
      ? await redeemVoucher(tx, {
          code: voucher,
          wallet,
          category: domain.category,
          lamports,
          drawn: drawn !== null,
          now,
        })
      : null;
    const order = await insertOrder(tx, {
      id: randomUUID(),
      domainSlug: domain.slug,
      domainName: domain.name,
      amountLamports: redeemed?.lamports ?? lamports,
      recipient: seller,
      reference: newReference(),
      expiresAt: orderExpiry(now),
      listLamports: lamports,
      createdAt: now,
      updatedAt: now,
    });
    await redeemed?.markUsed(order.id);
    return order;
  });
}

export async function readSaleOrder(id: string): Promise<SaleOrder | null> {
  if (!ORDER_ID.test(id)) return null;
  const db = await getDb();
  const [order] = await db.select().from(saleOrders).where(eq(saleOrders.id, id)).limit(1);
  return order ?? null;
}

export async function requireSaleOrder(id: string): Promise<SaleOrder> {
  const order = await readSaleOrder(id);
  if (!order) throw notFound('This order does not exist.');
  return order;
}

const solanaPayUrl = (order: SaleOrder): string =>
  transferRequestUrl({
    recipient: order.recipient,
    amountLamports: order.amountLamports,
    reference: order.reference,
    label: 'Retailverse',
    message: `${order.domainName} from the Retailverse mall`,
    memo: order.id,
  });

/** An order as the API and the order page show it. */
export function orderView(order: SaleOrder) {
  return {
    id: order.id,
    status: order.status as OrderStatus,
    domain: order.domainName,
    slug: order.domainSlug,
    url: solanaPayUrl(order),
    reference: order.reference,
    recipient: order.recipient,
    amount: lamportsToSol(order.amountLamports).toString(),
    amountLamports: order.amountLamports.toString(),
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    signature: order.signature,
    buyer: order.buyer,
    paidLamports: order.paidLamports?.toString() ?? null,
    notice: order.lastError,
    /** Every lamport that reached the seller with this order's reference, counted or not. */
    receivedLamports: order.receivedLamports.toString(),
    refundedLamports: order.refundedLamports.toString(),
    /** What the seller owes back: received, less the price of a sale, less refunds. */
    owedLamports: owedLamports(order).toString(),
  };
}

/** An order as orderView shows it: the body of POST /api/orders (201). */
export type OrderView = ReturnType<typeof orderView>;

/** POST /api/operator/orders `list`. */
export interface OrderList {
  orders: OrderView[];
}

/** POST /api/operator/orders `fulfil`: the order, fulfilled. */
export interface FulfilledOrder {
  order: OrderView;
}

/** The operator's view: newest first, optionally one status, or only orders the seller owes money back on. */
export async function listSaleOrders(status?: OrderStatus, limit = 100, { owed = false } = {}): Promise<SaleOrder[]> {
  const db = await getDb();
  const owes = sql`${saleOrders.receivedLamports} - ${saleOrders.refundedLamports} - case when ${saleOrders.status} in ('paid', 'fulfilled') then ${saleOrders.amountLamports} else 0 end > 0`;
  return db
    .select()
    .from(saleOrders)
    .where(and(status ? eq(saleOrders.status, status) : undefined, owed ? owes : undefined))
    .orderBy(desc(saleOrders.createdAt))
    .limit(limit);
}

/** Operator: the name was transferred to the buyer (paid → fulfilled). Refunds: lib/commerce/refunds/refunds.ts. */
export async function fulfilSaleOrder(id: string, now = new Date()) {
  const db = await getDb();
  const order = await db.transaction((tx) =>
    transitionOrder(tx, { orderId: id, from: ['paid'], to: 'fulfilled', set: { fulfilledAt: now }, now }),
  );
  if (order) return order;
  const existing = await requireSaleOrder(id);
  throw conflict(`Order ${id} is ${existing.status}; only a paid order can be marked fulfilled.`);
}
