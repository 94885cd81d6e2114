import { Keypair } from '@solana/web3.js';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as offersRoute } from '@/app/api/offers/route';
import { POST as offerRoute } from '@/app/api/offers/[id]/route';
import { POST as operatorOffersRoute } from '@/app/api/operator/offers/route';
import { GET as summaryRoute } from '@/app/api/domains/[slug]/offers/route';
import { expireDueOrders } from '@/lib/commerce/payments/payment-expiry';
import { buyerOffers, domains, nameEvents, notifications, salePayments, saleOrders } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import { OFFER_ALREADY_LIVE, OFFER_NAME_HELD, OFFER_NAME_SOLD, TOO_MANY_OFFERS } from '@/lib/rules/buyer-offers';
import { OFFER_NEEDS_HISTORY } from '@/lib/rules/reward-proof';
import { testEngines, useTestDatabase } from './support/databases';
import { vouchFor } from './support/reward-proof';
import { OPERATOR, postOrder, status, useSellingMall, walletCookie } from './support/selling-mall';
import { freshIp } from './support/test-wallet';

const SOL = 1_000_000_000;
const errorOf = async (response: Response) => ({ status: response.status, ...(await response.json()).error });

const post = (url: string, body: unknown, headers: Record<string, string>) =>
  new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...headers },
    body: JSON.stringify(body),
  });

/** A signed-in wallet with proof (docs/tickets.md): its address and cookie. */
async function buyer() {
  const keypair = Keypair.generate();
  const wallet = keypair.publicKey.toBase58();
  await vouchFor(wallet);
  return { wallet, keypair, cookie: await walletCookie(wallet) };
}

const makeOffer = (cookie: string, body: unknown) => offersRoute(post('/api/offers', body, { cookie }), undefined);
const act = (cookie: string, id: string, body: unknown) =>
  offerRoute(post(`/api/offers/${id}`, body, { cookie }), { params: Promise.resolve({ id }) });
const desk = (body: unknown) =>
  operatorOffersRoute(post('/api/operator/offers', body, { authorization: `Bearer ${OPERATOR}` }), undefined);

describe.each(testEngines)('offers on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const db = () => database().db;
  beforeEach(() => resetRateLimits());

  const usedVaulted = new Set<string>();
  async function vaultedName() {
    const rows = await db()
      .select({ slug: domains.slug })
      .from(domains)
      .where(and(eq(domains.vaulted, true), eq(domains.status, 'not_for_sale')));
    const row = rows.find((r) => !usedVaulted.has(r.slug));
    if (!row) throw new Error('no seeded vaulted name');
    usedVaulted.add(row.slug);
    return row.slug;
  }
  const messagesOf = async (offerId: string) =>
    (await db().select().from(notifications).where(eq(notifications.offerId, offerId)).orderBy(notifications.id)).map(
      (n) => [n.inbox, n.kind, n.lamports],
    );
  const eventsOf = async (slug: string) =>
    (await db().select().from(nameEvents).where(eq(nameEvents.domainSlug, slug)).orderBy(nameEvents.id)).map((e) => [
      e.kind,
      e.lamports,
    ]);

  it('needs a session and proof; refuses a sold name and an amount under the floor', async () => {
    const slug = await vaultedName();
    const signedOut = await offersRoute(post('/api/offers', { slug, amount: '1' }, {}), undefined);
    expect(await errorOf(signedOut)).toMatchObject({ status: 401, code: 'sign_in_required' });
    const stranger = await walletCookie();
    expect(await errorOf(await makeOffer(stranger, { slug, amount: '1' }))).toEqual({
      status: 403,
      code: 'forbidden',
      message: OFFER_NEEDS_HISTORY,
    });
    const { cookie } = await buyer();
    expect(await errorOf(await makeOffer(cookie, { slug, amount: '0.05' }))).toMatchObject({
      status: 400,
      path: 'amount',
      message: 'The least you can offer on this name is 0.1 SOL.',
    });
    expect(await errorOf(await makeOffer(cookie, { slug, amount: '1', days: 31 }))).toMatchObject({ status: 400 });
    await db().update(domains).set({ status: 'sold' }).where(eq(domains.slug, slug));
    expect(await errorOf(await makeOffer(cookie, { slug, amount: '1' }))).toMatchObject({
      status: 409,
      message: OFFER_NAME_SOLD,
    });
  });

  it('a listed name takes offers from half its price; the page sees the count and the highest, no wallet', async () => {
    const { slug, price } = await mall.nameOnSale();
    const list = Number(price.split(' ')[0]);
    const { cookie } = await buyer();
    const low = await makeOffer(cookie, { slug, amount: String(list / 2 - 0.01) });
    expect((await errorOf(low)).status).toBe(400);
    expect((await makeOffer(cookie, { slug, amount: String(list / 2) })).status).toBe(201);
    const other = await buyer();
    expect((await makeOffer(other.cookie, { slug, amount: String(list * 0.75), message: 'gm' })).status).toBe(201);
    const summary = await summaryRoute(new Request(`http://t/api/domains/${slug}/offers`), {
      params: Promise.resolve({ slug }),
    });
    expect(await summary.json()).toEqual({ open: 2, highestLamports: String(Math.round(list * 0.75 * SOL)) });
  });

  it('50 parallel offers from one wallet on one name leave one live offer', async () => {
    const slug = await vaultedName();
    const { wallet, cookie } = await buyer();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => makeOffer(cookie, { slug, amount: (1 + i / 100).toFixed(2) })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect((await errorOf(answers.find((r) => r.status === 409)!)).message).toBe(OFFER_ALREADY_LIVE);
    const rows = await db().select().from(buyerOffers).where(eq(buyerOffers.wallet, wallet));
    expect(rows).toHaveLength(1);
    // The database refuses a second live offer even from a writer that skipped every check.
    const again = { ...rows[0], id: crypto.randomUUID() };
    await expect(db().insert(buyerOffers).values(again)).rejects.toThrow();
  });

  it(`a wallet has at most 10 live offers; a withdrawn one frees its place`, async () => {
    const { cookie } = await buyer();
    const rows = await db()
      .select({ slug: domains.slug })
      .from(domains)
      .where(and(ne(domains.status, 'sold'), eq(domains.vaulted, false)))
      .limit(11);
    const made = [];
    for (const { slug } of rows.slice(0, 10)) {
      const response = await makeOffer(cookie, { slug, amount: '1000' });
      expect(response.status).toBe(201);
      made.push((await response.json()).offer);
    }
    const eleventh = rows[10]!.slug;
    expect(await errorOf(await makeOffer(cookie, { slug: eleventh, amount: '1000' }))).toEqual({
      status: 409,
      code: 'too_many_offers',
      message: TOO_MANY_OFFERS,
    });
    expect((await act(cookie, made[0].id, { action: 'withdraw' })).status).toBe(200);
    expect((await makeOffer(cookie, { slug: eleventh, amount: '1000' })).status).toBe(201);
  });

  it('raise, decline with a reason; another wallet cannot touch the offer', async () => {
    const slug = await vaultedName();
    const { cookie } = await buyer();
    const { offer } = await (await makeOffer(cookie, { slug, amount: '2' })).json();
    expect((await errorOf(await act(cookie, offer.id, { action: 'raise', amount: '2' }))).status).toBe(400);
    const raised = await (await act(cookie, offer.id, { action: 'raise', amount: '2.5' })).json();
    expect(raised.offer).toMatchObject({ status: 'open', amountLamports: String(2.5 * SOL) });
    expect((await errorOf(await act(await walletCookie(), offer.id, { action: 'withdraw' }))).status).toBe(403);
    const declined = await (await desk({ action: 'decline', id: offer.id, reason: 'Not this year.' })).json();
    expect(declined.offer).toMatchObject({ status: 'declined', declineReason: 'Not this year.' });
    expect((await errorOf(await act(cookie, offer.id, { action: 'withdraw' }))).status).toBe(409);
    expect(await eventsOf(slug)).toEqual([
      ['offered', 2 * SOL],
      ['offered', 2.5 * SOL],
    ]);
  });

  it('countered and accepted: an order for that wallet at the counter, 24 h; paid by it; history once each', async () => {
    const slug = await vaultedName();
    const { wallet, keypair, cookie } = await buyer();
    const { offer } = await (await makeOffer(cookie, { slug, amount: '3' })).json();
    const rival = await buyer();
    const { offer: rivalOffer } = await (await makeOffer(rival.cookie, { slug, amount: '3.5' })).json();
    const inbox = await (await desk({ action: 'list', sort: 'amount' })).json();
    const mine = inbox.offers.filter((o: { slug: string }) => o.slug === slug);
    expect(mine.map((o: { id: string }) => o.id)).toEqual([rivalOffer.id, offer.id]);
    expect((await errorOf(await desk({ action: 'counter', id: offer.id, amount: '2.9' }))).status).toBe(400);
    expect((await desk({ action: 'counter', id: offer.id, amount: '4' })).status).toBe(200);
    const now = Date.now();
    const accepted = await (await act(cookie, offer.id, { action: 'accept-counter' })).json();
    expect(accepted.offer.status).toBe('accepted');
    const [order] = await db().select().from(saleOrders).where(eq(saleOrders.id, accepted.offer.orderId));
    expect(order).toMatchObject({ openedBy: wallet, amountLamports: 4n * BigInt(SOL), status: 'awaiting_payment' });
    expect(order.expiresAt.getTime() - now).toBeGreaterThan(23.9 * 3_600_000);
    // Held for that wallet: the operator cannot accept the rival's offer meanwhile.
    expect(await errorOf(await desk({ action: 'accept', id: rivalOffer.id }))).toEqual({
      status: 409,
      code: 'name_reserved',
      message: OFFER_NAME_HELD,
    });
    // Another wallet paying the agreed price does not buy the name: its money is owed back, and the order waits.
    const stranger = mall.rpc().newFundedKeypair();
    const pay = (from: Keypair) =>
      mall
        .rpc()
        .payTransfer({ from, to: mall.seller, lamports: 4n * BigInt(SOL), reference: order.reference, memo: order.id });
    pay(stranger);
    const refused = await (await status(order.id)).json();
    expect(refused.status).toBe('awaiting_payment');
    const [wrong] = await db().select().from(salePayments).where(eq(salePayments.orderId, order.id));
    expect(wrong).toMatchObject({
      outcome: 'wrong_payer',
      source: stranger.publicKey.toBase58(),
      lamports: 4n * BigInt(SOL),
    });
    expect(wrong.reason).toMatch(
      /not from the wallet this price was agreed with, so it was not counted\. It will be refunded\.$/,
    );
    mall.rpc().fund(wallet, 10 * SOL);
    pay(keypair);
    const paid = await (await status(order.id)).json();
    expect(paid.status).toBe('paid');
    const [sold] = await db().select().from(saleOrders).where(eq(saleOrders.id, order.id));
    expect(sold).toMatchObject({ buyer: wallet, receivedLamports: 8n * BigInt(SOL) });
    await status(order.id);
    const offers = await db()
      .select()
      .from(buyerOffers)
      .where(inArray(buyerOffers.id, [offer.id, rivalOffer.id]));
    expect(Object.fromEntries(offers.map((o) => [o.id, o.status]))).toEqual({
      [offer.id]: 'paid',
      [rivalOffer.id]: 'declined',
    });
    expect(await eventsOf(slug)).toEqual([
      ['offered', 3 * SOL],
      ['offered', 3.5 * SOL],
      ['offer_accepted', 4 * SOL],
      ['sold', 4 * SOL],
    ]);
    // Each step told once, to whom it concerns (docs/product.md "Inbox"): the operators of the offer and of the
    // buyer taking the counter, the buyer of the counter; the rival of the name being sold.
    expect(await messagesOf(offer.id)).toEqual([
      ['@operators', 'offer.received', 3 * SOL],
      [wallet, 'offer.countered', 4 * SOL],
      ['@operators', 'offer.accepted', 4 * SOL],
    ]);
    expect(await messagesOf(rivalOffer.id)).toEqual([
      ['@operators', 'offer.received', 3.5 * SOL],
      [rival.wallet, 'offer.declined', null],
    ]);
  });

  it('a listed name held by an accepted offer: another wallet cannot buy it, its own Buy leads to that order', async () => {
    const { slug, price } = await mall.nameOnSale();
    const { cookie } = await buyer();
    const { offer } = await (await makeOffer(cookie, { slug, amount: price.split(' ')[0] })).json();
    const accepted = await (await desk({ action: 'accept', id: offer.id })).json();
    expect(await errorOf(await postOrder({ slug }))).toMatchObject({ status: 409, code: 'name_reserved' });
    const own = await postOrder({ slug }, cookie);
    expect(own.status).toBe(200);
    expect((await own.json()).id).toBe(accepted.offer.orderId);
  });

  it('unpaid after 24 h the order expires, the offer lapses and the name is free again', async () => {
    const { slug } = await mall.nameOnSale();
    const { cookie } = await buyer();
    const { offer } = await (await makeOffer(cookie, { slug, amount: '1000' })).json();
    const accepted = await (await desk({ action: 'accept', id: offer.id })).json();
    await expireDueOrders(new Date(Date.now() + 23 * 3_600_000));
    expect((await db().select().from(buyerOffers).where(eq(buyerOffers.id, offer.id)))[0].status).toBe('accepted');
    await expireDueOrders(new Date(Date.now() + 24 * 3_600_000 + 1000));
    const [lapsed] = await db().select().from(buyerOffers).where(eq(buyerOffers.id, offer.id));
    const [order] = await db().select().from(saleOrders).where(eq(saleOrders.id, accepted.offer.orderId));
    expect([lapsed.status, order.status]).toEqual(['lapsed', 'expired']);
    expect((await postOrder({ slug })).status).toBe(201);
    // The wallet may offer again.
    expect((await makeOffer(cookie, { slug, amount: '1000' })).status).toBe(201);
  });
});
