import 'server-only';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { getDb } from '../../db';
import { domains, saleOrders } from '../../db/schema';
import { env } from '../../env';
import { mintingConfigured, mintNft } from '../../integrations/minting';
import { lookupSnsOwners } from '../../integrations/sns';
import { nftMetadataFor, recipientLocator } from '../../rules/checkout';
import { OWNER_CHECK_PASS, ownerCheckDelayMs } from '../../rules/owner-checks';
import type { SaleOrder } from '../orders/sale-orders';
import { transitionOrder } from '../orders/transitions';

/** The optional NFT receipt of a paid order, minted to the paying wallet when minting is configured. */
export async function mintPurchaseReceipt(order: SaleOrder): Promise<void> {
  if (!mintingConfigured() || !order.buyer) return;
  const db = await getDb();
  const [domain] = await db.select().from(domains).where(eq(domains.slug, order.domainSlug)).limit(1);
  if (!domain) return;
  const result = await mintNft(
    recipientLocator({ method: 'wallet', wallet: order.buyer }),
    nftMetadataFor(domain, env().SITE_URL),
  );
  if (!result.ok) console.warn(`[payments] receipt mint for order ${order.id} failed: ${result.error}`);
}

export type OwnerLookup = (order: SaleOrder) => Promise<string | null>;

const nameOf = (order: SaleOrder) => order.domainName.replace(/\.sol$/, '');

/** Each order's name's owner on chain: one lookup each when `ownerOf` is given (tests), else SNS, 100 names a call. */
async function ownersOf(orders: readonly SaleOrder[], ownerOf?: OwnerLookup): Promise<Map<string, string | null>> {
  if (ownerOf) {
    const owners = await Promise.all(orders.map((order) => ownerOf(order).catch(() => null)));
    return new Map(orders.map((order, i) => [order.id, owners[i]]));
  }
  const byName = await lookupSnsOwners(orders.map(nameOf)).catch((error: unknown) => {
    console.warn(`[payments] owner lookup failed: ${(error as Error).message}`);
    return new Map<string, string | null>();
  });
  return new Map(orders.map((order) => [order.id, byName.get(nameOf(order)) ?? null]));
}

/**
 * Claims the paid orders whose owner check is due and sets each one's next check, backing off (1 minute, then ×4 up
 * to 6 hours: lib/rules/owner-checks.ts). One conditional update per backoff step, so each order is claimed by one
 * process.
 */
async function claimDueOwnerChecks(now: Date): Promise<SaleOrder[]> {
  const db = await getDb();
  const due = and(
    eq(saleOrders.status, 'paid'),
    or(isNull(saleOrders.nextOwnerCheckAt), lte(saleOrders.nextOwnerCheckAt, now)),
  );
  const candidates = await db
    .select({ id: saleOrders.id, checks: saleOrders.ownerChecks })
    .from(saleOrders)
    .where(due)
    .orderBy(asc(saleOrders.nextOwnerCheckAt))
    .limit(OWNER_CHECK_PASS);
  const bySteps = new Map<number, { id: string }[]>();
  for (const candidate of candidates)
    bySteps.set(candidate.checks, [...(bySteps.get(candidate.checks) ?? []), candidate]);
  const claimed: SaleOrder[] = [];
  for (const [checks, rows] of bySteps) {
    const ids = rows.map((row) => row.id);
    claimed.push(
      ...(await db
        .update(saleOrders)
        .set({ nextOwnerCheckAt: new Date(now.getTime() + ownerCheckDelayMs(checks)), ownerChecks: checks + 1 })
        .where(and(inArray(saleOrders.id, ids), eq(saleOrders.ownerChecks, checks), due))
        .returning()),
    );
  }
  return claimed;
}

/**
 * Marks paid orders fulfilled once the name's on-chain owner is the buyer (the operator transferred it). Owners are
 * read in batches, and an order not yet transferred is looked at less and less often (docs/payments.md "Delivery").
 */
export async function fulfilTransferredOrders({
  now = new Date(),
  ownerOf,
}: { now?: Date; ownerOf?: OwnerLookup } = {}): Promise<number> {
  const claimed = await claimDueOwnerChecks(now);
  if (claimed.length === 0) return 0;
  const owners = await ownersOf(claimed, ownerOf);
  const db = await getDb();
  let fulfilled = 0;
  for (const order of claimed) {
    const owner = owners.get(order.id);
    if (!owner || owner !== order.buyer) continue;
    const done = await db.transaction((tx) =>
      transitionOrder(tx, { orderId: order.id, from: ['paid'], to: 'fulfilled', set: { fulfilledAt: now }, now }),
    );
    if (done) fulfilled++;
  }
  return fulfilled;
}
