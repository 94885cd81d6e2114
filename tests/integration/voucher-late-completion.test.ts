import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxHandlers } from '@/lib/commerce/outbox/handlers';
import { runOutbox } from '@/lib/commerce/outbox/worker';
import { sweepPayments } from '@/lib/commerce/payments/payment-check';
import { expireDueOrders } from '@/lib/commerce/payments/payment-expiry';
import { drawChatVoucher } from '@/lib/commerce/vouchers/chat-voucher';
import { domains, saleOrders, vouchers } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import { testEngines, useTestDatabase } from './support/databases';
import { postOrder, useSellingMall } from './support/selling-mall';
import { signIn, testWallet } from './support/test-wallet';

/** 0.01 wins the chat's 7% draw; 0.9 picks the Flash Rack voucher (20% off). */
const FLASH = () => {
  const queue = [0.01, 0.9];
  return () => queue.shift() ?? 0.99;
};

describe.each(testEngines)('a voucher stays bound to an order until it can no longer complete, on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  beforeEach(() => resetRateLimits());
  const db = () => database().db;
  const orderRow = async (id: string) => (await db().select().from(saleOrders).where(eq(saleOrders.id, id)))[0];

  async function flashNames(): Promise<string[]> {
    const rows = await db()
      .select({ slug: domains.slug })
      .from(domains)
      .where(and(eq(domains.category, 'flashRack'), eq(domains.status, 'available'), like(domains.price, '% SOL')));
    return rows.map((row) => row.slug);
  }

  /** A discounted order paid in its last seconds, the payment seen only after the order expired. */
  async function paidInTimeSeenLate(slug: string) {
    const wallet = testWallet();
    const cookie = await signIn(wallet);
    const code = (await drawChatVoucher({ wallet: wallet.address, random: FLASH() }))!.code;
    const opened = await postOrder({ slug, voucher: code }, cookie);
    expect(opened.status).toBe(201);
    const order = await opened.json();
    mall.rpc().payTransfer({
      from: mall.rpc().newFundedKeypair(),
      to: mall.seller,
      lamports: BigInt(order.amountLamports),
      reference: order.reference,
      memo: order.id,
    });
    const later = new Date(Date.parse(order.expiresAt) + 1000);
    await expireDueOrders(later);
    await runOutbox(outboxHandlers, { now: later });
    expect((await orderRow(order.id)).status).toBe('expired');
    return { order, code, cookie, later };
  }

  it('a late completion takes its voucher back when nobody used it meanwhile', async () => {
    const [slug] = await flashNames();
    const { order, code, later } = await paidInTimeSeenLate(slug!);
    await sweepPayments({ now: later, ownerOf: async () => null });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', amountLamports: BigInt(order.amountLamports) });
    const [voucher] = await db().select().from(vouchers).where(eq(vouchers.code, code));
    expect(voucher).toMatchObject({ orderId: order.id });
    expect(voucher.redeemedBy).not.toBeNull();
  });

  it('a voucher reused after the expiry is not used twice: the late completion is settled at list price', async () => {
    const [, first, second] = await flashNames();
    const { order, code, cookie, later } = await paidInTimeSeenLate(first!);
    // The voucher, free again at expiry, is redeemed on another order.
    const reused = await postOrder({ slug: second!, voucher: code }, cookie);
    expect(reused.status).toBe(201);
    await sweepPayments({ now: later, ownerOf: async () => null });
    const settled = await orderRow(order.id);
    // The discounted payment falls short of the list price: the order stays expired and the money is owed back.
    expect(settled.status).toBe('expired');
    expect(settled.amountLamports).toBe(settled.listLamports);
    expect(settled.receivedLamports).toBe(BigInt(order.amountLamports));
    const [voucher] = await db().select().from(vouchers).where(eq(vouchers.code, code));
    expect(voucher.orderId).toBe((await reused.json()).id);
  });
});
