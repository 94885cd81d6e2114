import { Keypair } from '@solana/web3.js';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as offersRoute } from '@/app/api/offers/route';
import { POST as operatorOffersRoute } from '@/app/api/operator/offers/route';
import { POST as exportRoute } from '@/app/api/operator/export/route';
import { offerSummary } from '@/lib/commerce/offers/offers';
import { runBackgroundTick } from '@/lib/commerce/payments/payment-check';
import { buyerOffers, domains, notifications, saleOrders } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import { HOUR_MS } from '@/lib/rules/time';
import { testEngines, useTestDatabase } from './support/databases';
import { vouchFor } from './support/reward-proof';
import { configure, OPERATOR, postOrder, useSellingMall, walletCookie } from './support/selling-mall';
import { freshIp } from './support/test-wallet';

// Offers expire and lapse in the background worker (docs/product.md "Offers"), not when someone reads them: every
// check below reads the tables themselves, never a route that would expire offers on its way.

const post = (url: string, body: unknown, headers: Record<string, string>) =>
  new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...headers },
    body: JSON.stringify(body),
  });

async function buyer() {
  const wallet = Keypair.generate().publicKey.toBase58();
  await vouchFor(wallet);
  return { wallet, cookie: await walletCookie(wallet) };
}

const desk = (body: unknown) =>
  operatorOffersRoute(post('/api/operator/offers', body, { authorization: `Bearer ${OPERATOR}` }), undefined);

describe.each(testEngines)('offers in the background worker on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const db = () => database().db;
  beforeEach(() => resetRateLimits());

  async function offerOn(slug: string, amount: string, days = 1) {
    const who = await buyer();
    const response = await offersRoute(post('/api/offers', { slug, amount, days }, { cookie: who.cookie }), undefined);
    expect(response.status).toBe(201);
    const { offer } = (await response.json()) as { offer: { id: string; expiresAt: string } };
    return { ...who, offer };
  }
  const statusOf = async (ids: string[]) =>
    Object.fromEntries(
      (await db().select().from(buyerOffers).where(inArray(buyerOffers.id, ids))).map((o) => [o.id, o.status]),
    );
  const inboxOf = async (wallet: string) =>
    (await db().select().from(notifications).where(eq(notifications.inbox, wallet)).orderBy(notifications.id)).map(
      (n) => [n.kind, n.name],
    );
  async function vaultedNames(count: number) {
    const rows = await db()
      .select({ slug: domains.slug, name: domains.name })
      .from(domains)
      .where(and(eq(domains.vaulted, true), eq(domains.status, 'not_for_sale')));
    return rows.slice(-count);
  }

  it('open and countered offers past their expiry expire on a tick, telling each buyer once', async () => {
    const [first, second] = await vaultedNames(2);
    const open = await offerOn(first!.slug, '2');
    const countered = await offerOn(second!.slug, '2');
    expect((await desk({ action: 'counter', id: countered.offer.id, amount: '3' })).status).toBe(200);
    const expiry = Date.parse(open.offer.expiresAt);
    const ids = [open.offer.id, countered.offer.id];

    await runBackgroundTick({ now: new Date(expiry - HOUR_MS) });
    expect(await statusOf(ids)).toEqual({ [open.offer.id]: 'open', [countered.offer.id]: 'countered' });

    const later = new Date(Date.parse(countered.offer.expiresAt) + 1000);
    await runBackgroundTick({ now: later });
    await runBackgroundTick({ now: new Date(later.getTime() + 1000) });
    expect(await statusOf(ids)).toEqual({ [open.offer.id]: 'expired', [countered.offer.id]: 'expired' });
    expect(await inboxOf(open.wallet)).toEqual([['offer.expired', first!.name]]);
    expect(await inboxOf(countered.wallet)).toEqual([
      ['offer.countered', second!.name],
      ['offer.expired', second!.name],
    ]);
    expect(await offerSummary(first!.slug, later)).toEqual({ open: 0, highestLamports: null });
  });

  it('without a seller the tick still expires offers', async () => {
    const [name] = await vaultedNames(3);
    const { wallet, offer } = await offerOn(name!.slug, '2');
    const seller = process.env.SELLER_WALLET;
    configure({ SELLER_WALLET: undefined });
    try {
      await runBackgroundTick({ now: new Date(Date.parse(offer.expiresAt) + 1000) });
    } finally {
      configure({ SELLER_WALLET: seller });
    }
    expect(await statusOf([offer.id])).toEqual({ [offer.id]: 'expired' });
    expect(await inboxOf(wallet)).toEqual([['offer.expired', name!.name]]);
  });

  it('an accepted offer unpaid for 24 hours lapses on a tick: its order expires, the name is free, the buyer hears once', async () => {
    const { slug } = await mall.nameOnSale();
    const { wallet, offer } = await offerOn(slug, '1000', 30);
    const accepted = (await (await desk({ action: 'accept', id: offer.id })).json()) as {
      offer: { orderId: string };
    };
    const [order] = await db().select().from(saleOrders).where(eq(saleOrders.id, accepted.offer.orderId));
    await runBackgroundTick({ now: new Date(order!.expiresAt.getTime() - 1000) });
    expect(await statusOf([offer.id])).toEqual({ [offer.id]: 'accepted' });

    const later = new Date(order!.expiresAt.getTime() + 1000);
    await runBackgroundTick({ now: later });
    await runBackgroundTick({ now: new Date(later.getTime() + 1000) });
    expect(await statusOf([offer.id])).toEqual({ [offer.id]: 'lapsed' });
    const [expired] = await db().select().from(saleOrders).where(eq(saleOrders.id, order!.id));
    expect(expired!.status).toBe('expired');
    expect((await inboxOf(wallet)).map(([kind]) => kind)).toEqual(['offer.accepted', 'offer.lapsed']);
    expect((await postOrder({ slug })).status).toBe(201);
  });

  it("the console's CSV exports carry each offer as the worker left it, and the names' activity", async () => {
    const [name] = await vaultedNames(4);
    const { wallet, offer } = await offerOn(name!.slug, '2.5');
    await runBackgroundTick({ now: new Date(Date.parse(offer.expiresAt) + 1000) });
    const csv = async (table: string) => {
      const response = await exportRoute(
        post('/api/operator/export', { table }, { authorization: `Bearer ${OPERATOR}` }),
        undefined,
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { csv: string }).csv.split('\r\n');
    };
    const offers = await csv('offers');
    const row = offers.find((line) => line.startsWith(`${offer.id},`));
    expect(row?.split(',').slice(1, 5)).toEqual([name!.slug, wallet, 'expired', String(2.5 * 1e9)]);
    const activity = await csv('activity');
    expect(
      activity.filter((line) => line.includes(`,${offer.id},`)).map((line) => line.split(',').slice(1, 4)),
    ).toEqual([[name!.slug, 'offered', String(2.5 * 1e9)]]);
  });
});
