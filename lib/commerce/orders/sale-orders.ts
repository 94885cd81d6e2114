import { isOrderId } from '../../api/params';
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  holdingOrder,
  idempotentOrder,
  lockHolders,
  refuseSoldName,
  refuseTooManyHolds,
  requestHash,
} from './order-holds';
import { insertOrder, transitionOrder } from './transitions';
import { getDb } from '../../db';
import { domains, saleOrders } from '../../db/schema';
import { codedError, conflict, notFound } from '../../errors';
import { newReference, paymentSettings, transferRequestUrl } from '../../integrations/solana-pay';
import { EARLY_ACCESS_ONLY } from '../../rules/mall-floor';
import { lamportsToSol } from '../../rules/money';
import { saleOffer, SCAV_DRAW_ONLY } from '../../rules/offer';
import { drawnPrice } from '../draws/scav-draw';
import { networkUnreachable } from '../payments/network-state';
import { redeemVoucher } from '../vouchers/vouchers';
import {
  NAME_NOT_FOR_SALE,
  NAME_RESERVED,
  orderExpiry,
  owedLamports,
  NETWORK_UNREACHABLE_TO_BUY,
  PAYMENTS_NOT_ENABLED,
} from '../../rules/payments';
import type { SolanaCluster } from '../../rules/explorer';
import { modeOfCluster } from '../../rules/sales-mode';
import type { OrderStatus } from '../../rules/order-states';

export type SaleOrder = typeof saleOrders.$inferSelect;

const DOMAIN_NOT_FOUND = "This domain doesn't exist in our vault.";

export function requirePayments(): { seller: string; rpcUrl: string; cluster: SolanaCluster } {
  const settings = paymentSettings();
  if (!settings) throw paymentsDisabled();
  return settings;
}

const paymentsDisabled = () => codedError('unavailable', 'payments_disabled', PAYMENTS_NOT_ENABLED);

export interface OrderRequest {
  /** The signed-in wallet opening the order: it holds the name, and only a few names at once. */
  wallet: string;
  /** The client's address, keyed (lib/commerce/orders/order-holds.ts addressKey), or null when unknown. */
  address?: string | null;
  /** The client's Idempotency-Key: the same key with the same request answers the same order. */
  idempotencyKey?: string;
  drawId?: string;
  drawHolders?: readonly string[];
  member?: boolean;
  voucher?: string;
  now?: Date;
}

/** An order opened, or one already open for the same request: `created` says which (201 or 200). */
export interface OpenedOrder {
  order: SaleOrder;
  created: boolean;
}

/**
 * Opens an order for one name at its catalogue price (docs/payments-reference.md "Opening an order"). The wallet and address
 * are locked, then the domain row, while the name's orders are checked, so two buyers (on any process) never both
 * hold it: the second gets a 409 until the first expires. A name with a live sale is never held again, whatever the
 * catalogue says. The same wallet asking again for a name it holds gets its open order; a retry with the same
 * Idempotency-Key gets the order that key opened. A coming-soon name with a price is sold early to a wallet with mall
 * access (`member`) only. A voucher code is redeemed in the same transaction, and its discount fixed into the order's
 * price (docs/product.md "Vouchers").
 */
export async function createSaleOrder(
  slug: string,
  {
    wallet,
    address = null,
    idempotencyKey,
    drawId,
    drawHolders = [],
    member = false,
    voucher,
    now = new Date(),
  }: OrderRequest,
): Promise<OpenedOrder> {
  const settings = paymentSettings();
  if (settings && (await networkUnreachable(settings.seller))) {
    throw codedError('unavailable', 'network_unreachable', NETWORK_UNREACHABLE_TO_BUY);
  }
  const hash = requestHash({ slug, drawId, voucher });
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  const drawn = drawId ? await drawnPrice(drawId, slug, drawHolders, now) : null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockHolders(tx, wallet, address);
    const again = idempotencyKey ? await idempotentOrder(tx, { wallet, key: idempotencyKey, hash }) : null;
    if (again) return { order: again, created: true };
    const [domain] = await tx.select().from(domains).where(eq(domains.slug, slug)).limit(1).for('update');
    if (!domain) throw notFound(DOMAIN_NOT_FOUND);
    await refuseSoldName(tx, slug);
    // Where the name is bought and at what price: the one rule every page reads (docs/product.md §2).
    const offer = saleOffer(domain);
    if (offer.kind === 'none') throw codedError('conflict', 'name_not_for_sale', NAME_NOT_FOR_SALE);
    if (offer.kind === 'early-access' && !member) throw codedError('forbidden', 'early_access_only', EARLY_ACCESS_ONLY);
    if (offer.kind === 'draw' && drawn === null) throw codedError('conflict', 'draw_only', SCAV_DRAW_ONLY);
    const lamports = drawn ?? ('lamports' in offer ? BigInt(offer.lamports) : null);
    if (!lamports) throw codedError('conflict', 'name_not_for_sale', NAME_NOT_FOR_SALE);
    // A name that does not exist, or is not for sale, says so first, on a mall that takes payments or not.
    if (!settings) throw paymentsDisabled();
    const held = await holdingOrder(tx, slug, now);
    if (held?.openedBy === wallet) return { order: held, created: false };
    if (held) throw codedError('conflict', 'name_reserved', NAME_RESERVED);
    await refuseTooManyHolds(tx, { wallet, address, now });
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
      recipient: settings.seller,
      // The network it is paid on: a test order never completes on mainnet, nor a live one elsewhere.
      cluster: settings.cluster,
      reference: newReference(),
      expiresAt: orderExpiry(now),
      listLamports: lamports,
      openedBy: wallet,
      openedFrom: address,
      idempotencyKey: idempotencyKey ?? null,
      requestHash: hash,
      createdAt: now,
      updatedAt: now,
    });
    await redeemed?.markUsed(order.id);
    return { order, created: true };
  });
}

export async function readSaleOrder(id: string): Promise<SaleOrder | null> {
  if (!isOrderId(id)) return null;
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
    /** The network it is paid on; anything but mainnet-beta is a test sale. */
    cluster: order.cluster as SolanaCluster,
    mode: modeOfCluster(order.cluster),
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
