import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as drawRoute } from '@/app/api/mall/draw/route';
import { POST as orderRoute } from '@/app/api/orders/route';
import { mallDrawLimiter, orderLimiter } from '@/lib/commerce/limits';
import { drawForMember, readMemberDraw } from '@/lib/commerce/draws/mall-draw';
import { mulberry32 } from '@/lib/rules/random';
import {
  discountedLamports,
  drawMallPrize,
  EARLY_ACCESS_ONLY,
  MALL_DRAW_NEEDS_TICKETS,
  MEMBERS_ONLY,
} from '@/lib/rules/mall-floor';
import { grantTickets, ledgerSum, readTicketStatement, updateWalletRegistry } from '@/lib/tickets';
import { PAYMENTS_NOT_ENABLED } from '@/lib/rules/payments';
import { testEngines, useTestDatabase } from './support/databases';
import { configure } from './support/selling-mall';
import { vouchFor } from './support/reward-proof';
import { signIn, testWallet } from './support/test-wallet';

const post = (route: typeof drawRoute, url: string, cookie?: string, body?: unknown) =>
  route(
    new Request(`http://localhost:3000${url}`, {
      method: 'POST',
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }),
    undefined,
  );

/** The seeded vault names on sale, by name: the draw's pool. */
const POOL = ['bagcultist', 'coldstorage', 'exitliquidity', 'genesisgrail'];

async function member(tickets: number) {
  const wallet = testWallet();
  const cookie = await signIn(wallet);
  if (tickets > 0) await grantTickets(wallet.address, tickets, 'mall floor test');
  await updateWalletRegistry(wallet.address, { tier: 'Mallcore' });
  await vouchFor(wallet.address);
  return { address: wallet.address, cookie };
}

describe.each(testEngines)("the members' floor on $name", (engine) => {
  useTestDatabase(engine);
  beforeAll(() => configure({ SELLER_WALLET: Keypair.generate().publicKey.toBase58() }));
  afterAll(() => configure({ SELLER_WALLET: undefined }));
  beforeEach(() => {
    mallDrawLimiter.reset();
    orderLimiter.reset();
  });

  it('the draw: 401 signed out, 403 without mall access, 409 without 2 tickets; nothing spent', async () => {
    expect((await post(drawRoute, '/api/mall/draw')).status).toBe(401);
    const visitor = testWallet();
    const visitorCookie = await signIn(visitor);
    await grantTickets(visitor.address, 5, 'no access');
    const refused = await post(drawRoute, '/api/mall/draw', visitorCookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(MEMBERS_ONLY);
    expect(await ledgerSum(visitor.address)).toBe(5);

    const poor = await member(1);
    const broke = await post(drawRoute, '/api/mall/draw', poor.cookie);
    expect(broke.status).toBe(409);
    expect((await broke.json()).error.message).toBe(MALL_DRAW_NEEDS_TICKETS);
    expect(await ledgerSum(poor.address)).toBe(1);
    expect(await readMemberDraw(poor.address)).toBeNull();
  });

  it('a mall that cannot sell (no seller wallet, no owner) refuses the draw with a 409 and spends nothing', async () => {
    const rich = await member(5);
    configure({ SELLER_WALLET: undefined });
    try {
      const refused = await post(drawRoute, '/api/mall/draw', rich.cookie);
      expect(refused.status).toBe(409);
      expect((await refused.json()).error).toMatchObject({ code: 'payments_disabled', message: PAYMENTS_NOT_ENABLED });
      expect(await ledgerSum(rich.address)).toBe(5);
      expect(await readMemberDraw(rich.address)).toBeNull();
    } finally {
      configure({ SELLER_WALLET: Keypair.generate().publicKey.toBase58() });
    }
  });

  it('spends 2 tickets for a vault name at the drawn discount, which an order then charges', async () => {
    const buyer = await member(5);
    const answer = await drawForMember(buyer.address, { random: mulberry32(7) });
    const expected = drawMallPrize(mulberry32(7), POOL);
    expect(answer.draw).toMatchObject({ slug: expected.slug, percent: expected.percent });
    expect(answer.balance).toBe(3);
    expect(BigInt(answer.draw.priceLamports)).toBe(
      discountedLamports(BigInt(answer.draw.listedLamports), expected.percent),
    );
    expect((await readTicketStatement(buyer.address))[0]).toMatchObject({ amount: -2, accessTarget: 'Members draw' });
    expect(await readMemberDraw(buyer.address)).toEqual(answer.draw);

    const ordered = await post(orderRoute, '/api/orders', buyer.cookie, {
      slug: answer.draw.slug,
      drawId: answer.draw.id,
    });
    expect(ordered.status).toBe(201);
    expect((await ordered.json()).amountLamports).toBe(answer.draw.priceLamports);

    const viaRoute = await post(drawRoute, '/api/mall/draw', buyer.cookie);
    expect(viaRoute.status).toBe(200);
    expect((await viaRoute.json()).balance).toBe(1);
    expect(await ledgerSum(buyer.address)).toBe(1);
  });

  it('a drawn discount is held for the drawing wallet alone: another wallet cannot use it, and pays the listed price', async () => {
    const drawer = await member(2);
    const other = await member(0);
    const { draw } = await drawForMember(drawer.address, { random: mulberry32(11) });
    const borrowed = await post(orderRoute, '/api/orders', other.cookie, { slug: draw.slug, drawId: draw.id });
    expect(borrowed.status).toBe(409);
    expect((await borrowed.json()).error.message).toBe('This draw was made in another browser or wallet. Spin again.');
    const listed = await post(orderRoute, '/api/orders', other.cookie, { slug: draw.slug });
    expect(listed.status).toBe(201);
    expect((await listed.json()).amountLamports).toBe(draw.listedLamports);
  });

  it('early access: a coming-soon name is sold to a member at its price, refused to everyone else', async () => {
    const anonymous = await post(orderRoute, '/api/orders', undefined, { slug: 'synthsignal' });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('sign_in_required');
    const visitor = testWallet();
    const refused = await post(orderRoute, '/api/orders', await signIn(visitor), { slug: 'synthsignal' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toEqual({ code: 'early_access_only', message: EARLY_ACCESS_ONLY });

    const { cookie } = await member(0);
    const early = await post(orderRoute, '/api/orders', cookie, { slug: 'synthsignal' });
    expect(early.status).toBe(201);
    expect((await early.json()).amountLamports).toBe('750000000');
    const unpriced = await post(orderRoute, '/api/orders', cookie, { slug: 'voidmerchant' });
    expect(unpriced.status).toBe(409);
  });
});
