import 'server-only';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '../../db';
import { domains, saleOrders } from '../../db/schema';
import { env } from '../../env';
import { mintingConfigured, mintNft } from '../../integrations/minting';
import { lookupSnsRegistration, snsNameAccountKey } from '../../integrations/sns';
import { nftMetadataFor, recipientLocator } from '../../rules/checkout';
import type { SaleOrder } from '../orders/sale-orders';
import { transitionOrder } from '../orders/transitions';

/** A paid name's owner is looked up on chain at most this often. */
const FULFILMENT_CHECK_INTERVAL_MS = 60_000;

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

/** The name's current owner on chain (the NFT holder when tokenized), or null when unknown or unregistered. */
const snsOwner: OwnerLookup = async (order) => {
  const registration = await lookupSnsRegistration(snsNameAccountKey(order.domainName.replace(/\.sol$/, '')));
  return registration.status === 'registered' ? registration.owner : null;
};

/**
 * Marks paid orders fulfilled once the name's on-chain owner is the buyer (the operator transferred it). Each order
 * is claimed by one process per interval, like the payment checks.
 */
export async function fulfilTransferredOrders({
  now = new Date(),
  ownerOf = snsOwner,
}: { now?: Date; ownerOf?: OwnerLookup } = {}): Promise<number> {
  const db = await getDb();
  const due = new Date(now.getTime() - FULFILMENT_CHECK_INTERVAL_MS);
  const waiting = or(isNull(saleOrders.checkedAt), lt(saleOrders.checkedAt, due));
  const paid = await db
    .select()
    .from(saleOrders)
    .where(and(eq(saleOrders.status, 'paid'), waiting))
    .limit(50);
  let fulfilled = 0;
  for (const order of paid) {
    const [claimed] = await db
      .update(saleOrders)
      .set({ checkedAt: now })
      .where(and(eq(saleOrders.id, order.id), eq(saleOrders.status, 'paid'), waiting))
      .returning({ id: saleOrders.id });
    if (!claimed) continue;
    const owner = await ownerOf(order).catch(() => null);
    if (!owner || owner !== order.buyer) continue;
    const done = await db.transaction((tx) =>
      transitionOrder(tx, { orderId: order.id, from: ['paid'], to: 'fulfilled', set: { fulfilledAt: now }, now }),
    );
    if (done) fulfilled++;
  }
  return fulfilled;
}
