import { outboxHandlers } from '@/lib/commerce/outbox/handlers';
import { runOutbox } from '@/lib/commerce/outbox/worker';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as chatRewardRoute } from '@/app/api/chat/reward/route';
import { POST as spinRoute } from '@/app/api/spin-wheel/route';
import { GET as vouchersRoute } from '@/app/api/vouchers/route';
import { drawChatVoucher } from '@/lib/commerce/vouchers/chat-voucher';
import { expireDueOrders } from '@/lib/commerce/payments/payment-expiry';
import { createSaleOrder } from '@/lib/commerce/orders/sale-orders';
import { drawForBrowser, walletDrawKey } from '@/lib/commerce/draws/scav-draw';
import { saleOrders, scavDraws, vouchers } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import { SIGN_IN_TO_BUY } from '@/lib/rules/order-holds';
import { VOUCHER_MESSAGES, VOUCHER_RULES } from '@/lib/rules/vouchers';
import { grantTickets } from '@/lib/tickets';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, postOrder, useSellingMall } from './support/selling-mall';
import { postJson, signIn, testWallet } from './support/test-wallet';

/** Rolls fed one by one: 0.01 wins the 7% draw; the next picks the kind among Mid Tier, Premium, Flash Rack. */
const rolls = (...values: number[]) => {
  const queue = [...values];
  return () => queue.shift() ?? 0.99;
};
const FLASH = [0.01, 0.9];
const MID = [0.01, 0.1];

describe.each(testEngines)('vouchers on $name', (engine) => {
  const database = useTestDatabase(engine);
  useSellingMall(database);
  beforeEach(() => resetRateLimits());

  const db = () => database().db;
  const row = async (code: string) => (await db().select().from(vouchers).where(eq(vouchers.code, code)))[0];
  const errorOf = async (response: Response) => ({ status: response.status, ...(await response.json()).error });

  it('the chat draw issues a code 7% of the time, to the signed-in wallet or as a bearer code', async () => {
    expect(await drawChatVoucher({ wallet: null, random: rolls(0.07) })).toBeNull();
    const bearer = await drawChatVoucher({ wallet: null, random: rolls(...FLASH) });
    expect(bearer).toMatchObject({
      percent: 20,
      target: 'Flash Rack',
      where: 'checkout of a Flash Rack name',
      days: 7,
    });
    expect(bearer!.code).toMatch(/^FLASH20-[A-Z2-7]{16}$/);
    expect(await row(bearer!.code)).toMatchObject({ kind: 'flash-rack', percent: 20, source: 'chat', issuedTo: null });

    // Through the route, with the seeded test stream: seed 53 wins on its first draw (Flash Rack).
    configure({ CHAT_VOUCHER_SEED: '53' });
    const wallet = testWallet();
    const cookie = await signIn(wallet);
    const response = await chatRewardRoute(postJson('http://t/api/chat/reward', {}, { cookie }), undefined);
    configure({ CHAT_VOUCHER_SEED: undefined });
    expect(response.status).toBe(200);
    const { voucher } = await response.json();
    expect(voucher.code).toMatch(/^FLASH20-/);
    expect((await row(voucher.code)).issuedTo).toBe(wallet.address);
    const bad = await chatRewardRoute(postJson('http://t/api/chat/reward', { message: 'hi' }), undefined);
    expect(bad.status).toBe(400);
  });

  it('redeems on an order of its wing: the discounted price is fixed in lamports and the voucher marked, once', async () => {
    const code = (await drawChatVoucher({ wallet: null, random: rolls(...FLASH) }))!.code;
    const wallet = testWallet();
    const cookie = await signIn(wallet);

    expect(await errorOf(await postOrder({ slug: 'flashgrab', voucher: code }, null))).toEqual({
      status: 401,
      code: 'sign_in_required',
      message: SIGN_IN_TO_BUY,
    });
    expect(await errorOf(await postOrder({ slug: 'flashgrab', voucher: 'FLASH20-AAAAAAAAAAAAAAAA' }, cookie))).toEqual({
      status: 404,
      code: 'not_found',
      message: VOUCHER_MESSAGES.unknown,
    });
    // Wrong wing: a Flash Rack code on a Mid Tier name.
    expect(await errorOf(await postOrder({ slug: 'memeforge', voucher: code }, cookie))).toEqual({
      status: 409,
      code: 'conflict',
      message: 'This voucher gives 20% off Flash Rack: use it at checkout of a Flash Rack name.',
    });
    expect((await row(code)).redeemedBy).toBeNull();
    expect(await db().select().from(saleOrders).where(eq(saleOrders.domainSlug, 'memeforge'))).toEqual([]);

    const response = await postOrder({ slug: 'flashgrab', voucher: code.toLowerCase() }, cookie);
    expect(response.status).toBe(201);
    const order = await response.json();
    // flashgrab is 0.35 SOL; 20% off is 0.28 SOL.
    expect(order.amountLamports).toBe('280000000');
    expect(new URL(order.url).searchParams.get('amount')).toBe('0.28');
    expect(await row(code)).toMatchObject({ redeemedBy: wallet.address, orderId: order.id });

    expect(await errorOf(await postOrder({ slug: 'clearancebin', voucher: code }, cookie))).toEqual({
      status: 409,
      code: 'conflict',
      message: VOUCHER_MESSAGES.used,
    });
    // A second Flash Rack code: once per wallet per kind.
    const second = (await drawChatVoucher({ wallet: null, random: rolls(...FLASH) }))!.code;
    expect((await errorOf(await postOrder({ slug: 'clearancebin', voucher: second }, cookie))).message).toBe(
      VOUCHER_MESSAGES.usedKind,
    );
    // Another kind is fine: 10% off a Mid Tier name (memeforge, 0.69 SOL).
    const mid = (await drawChatVoucher({ wallet: null, random: rolls(...MID) }))!.code;
    const midOrder = await (await postOrder({ slug: 'memeforge', voucher: mid }, cookie)).json();
    expect(midOrder.amountLamports).toBe('621000000');

    const listed = await (
      await vouchersRoute(new Request('http://t/api/vouchers', { headers: { cookie } }), undefined)
    ).json();
    expect(listed.data.map((v: { code: string; status: string }) => [v.code, v.status]).sort()).toEqual(
      [
        [code, 'used'],
        [mid, 'used'],
      ].sort(),
    );
    expect((await vouchersRoute(new Request('http://t/api/vouchers'), undefined)).status).toBe(401);
  });

  it('an expired code, and a code issued to another wallet, are refused; an expired order releases its voucher', async () => {
    const wallet = testWallet();
    const cookie = await signIn(wallet);
    const old = await drawChatVoucher({
      wallet: null,
      random: rolls(...FLASH),
      now: new Date(Date.now() - 8 * 86_400_000),
    });
    expect(await errorOf(await postOrder({ slug: 'lastcall', voucher: old!.code }, cookie))).toEqual({
      status: 409,
      code: 'conflict',
      message: VOUCHER_MESSAGES.expired,
    });
    const theirs = await drawChatVoucher({ wallet: testWallet().address, random: rolls(...FLASH) });
    expect(await errorOf(await postOrder({ slug: 'lastcall', voucher: theirs!.code }, cookie))).toEqual({
      status: 403,
      code: 'forbidden',
      message: VOUCHER_MESSAGES.notYours,
    });

    const mine = (await drawChatVoucher({ wallet: wallet.address, random: rolls(...FLASH) }))!.code;
    const order = await (await postOrder({ slug: 'lastcall', voucher: mine }, cookie)).json();
    expect(order.amountLamports).toBe('320000000');
    const later = new Date(Date.parse(order.expiresAt) + 1000);
    await expireDueOrders(later);
    await runOutbox(outboxHandlers, { now: later });
    const [expired] = await db().select().from(saleOrders).where(eq(saleOrders.id, order.id));
    expect(expired.status).toBe('expired');
    // Free again, but it remembers the order: a payment made in time and seen late takes it back.
    expect(await row(mine)).toMatchObject({ redeemedBy: null, redeemedAt: null, orderId: order.id });
    const again = await postOrder({ slug: 'lastcall', voucher: mine }, cookie);
    expect(again.status).toBe(201);
    expect((await again.json()).amountLamports).toBe('320000000');
  });

  it('a wheel win of the Scav Rack voucher issues a code to the wallet, redeemed on a Scav Rack draw', async () => {
    const wallet = testWallet();
    const cookie = await signIn(wallet);
    let won: { spinId: string; voucherCode: string | null } | null = null;
    // The prize comes from the provably fair HMAC: spin until the 20% Scav Rack voucher comes up.
    for (let i = 0; i < 80 && !won; i++) {
      await grantTickets(wallet.address, 5, 'seed');
      const headers = { cookie, 'idempotency-key': `voucher-spin-${i}` };
      const body = await (await spinRoute(postJson('http://t/api/spin-wheel', {}, headers), undefined)).json();
      if (body.prize.label === 'Scav Rack voucher') won = body;
      else expect(body.voucherCode).toBeNull();
    }
    expect(won?.voucherCode).toMatch(/^SCAV10-[A-Z2-7]{16}$/);
    const code = won!.voucherCode!;
    expect(await row(code)).toMatchObject({
      kind: 'scav-rack',
      percent: VOUCHER_RULES['scav-rack'].percent,
      source: 'wheel',
      sourceRef: won!.spinId,
      issuedTo: wallet.address,
    });

    // A fixed-price name is not a Scav Rack draw.
    expect((await errorOf(await postOrder({ slug: 'doorbuster', voucher: code }, cookie))).message).toBe(
      VOUCHER_MESSAGES.wrongWing(VOUCHER_RULES['scav-rack']),
    );
    const key = walletDrawKey(wallet.address);
    const draw = await drawForBrowser(key, 'dustwallet');
    await db().update(scavDraws).set({ priceLamports: 250_000_000n }).where(eq(scavDraws.id, draw.id));
    const { order } = await createSaleOrder('dustwallet', {
      drawId: draw.id,
      drawHolders: [key],
      voucher: code,
      wallet: wallet.address,
    });
    expect(order.amountLamports).toBe(225_000_000n);
    expect((await row(code)).orderId).toBe(order.id);

    // A wing's voucher does not stack on a members' draw price (a vault discount already).
    const premium = (await drawChatVoucher({ wallet: null, random: rolls(0.01, 0.5) }))!.code;
    const vaultDraw = await drawForBrowser(key, 'jpegdealer');
    await db().update(scavDraws).set({ priceLamports: 9_000_000_000n }).where(eq(scavDraws.id, vaultDraw.id));
    await expect(
      createSaleOrder('jpegdealer', {
        drawId: vaultDraw.id,
        drawHolders: [key],
        voucher: premium,
        wallet: wallet.address,
      }),
    ).rejects.toThrow(VOUCHER_MESSAGES.notOnMembersDraw);
    expect((await row(premium)).redeemedBy).toBeNull();
  });
});
