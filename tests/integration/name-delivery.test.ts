import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Keypair, Transaction } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deliverDueNames,
  enqueueDelivery,
  readDelivery,
  type DeliveryOptions,
} from '@/lib/commerce/delivery/name-delivery';
import { sweepPayments } from '@/lib/commerce/payments/payment-check';
import { outboxHandlers } from '@/lib/commerce/outbox/handlers';
import { runOutbox } from '@/lib/commerce/outbox/worker';
import { readSaleOrder } from '@/lib/commerce/orders/sale-orders';
import { domains, nameDeliveries, refundIntents, saleOrders } from '@/lib/db/schema';
import { refillRpcBudget } from '@/lib/integrations/rpc-budget';
import { chainConnection } from '@/lib/integrations/solana-rpc';
import { custodyNotOwner, deliveryBackoffMs, notPaidInFull, REFUND_HOLDS_DELIVERY } from '@/lib/rules/delivery';
import { RPC_UNREACHABLE } from '@/lib/integrations/sns';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, lamportsOf, operatorOrders, status, useSellingMall } from './support/selling-mall';

/** The first failed attempt's wait before the next. */
const DELIVERY_BACKOFF_MS = deliveryBackoffMs(1);

/** The payment sweep's delivery step, then this order's delivery as it stands. */
async function deliverOrder(orderId: string, options: DeliveryOptions = {}) {
  await deliverDueNames(options);
  return readDelivery(orderId);
}

describe.each(testEngines)('custody delivery of paid names on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  // Each case starts with the mall's RPC budget full (tests/integration/rpc-budget.test.ts tests the budget).
  beforeEach(() => refillRpcBudget());
  const rpc = () => mall.rpc();
  const custody = Keypair.generate();
  const custodyAddress = custody.publicKey.toBase58();
  const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rv-custody-'));

  beforeAll(() => {
    const file = path.join(keyDir, 'custody.json');
    fs.writeFileSync(file, JSON.stringify([...custody.secretKey]));
    configure({ SELLER_CUSTODY_KEYPAIR: file });
    rpc().fund(custodyAddress, 1_000_000_000);
  });
  afterAll(() => {
    configure({ SELLER_CUSTODY_KEYPAIR: undefined });
    fs.rmSync(keyDir, { recursive: true, force: true });
  });

  /** An order for a name the custody wallet holds on chain. */
  async function custodyOrder() {
    const opened = await mall.openOrder();
    const order = (await readSaleOrder(opened.body.id))!;
    rpc().registerName(order.domainName, custodyAddress);
    return { ...opened, order };
  }

  /** Pays the order in full and lets a status request's scan record it (which queues its delivery). */
  async function paidOrder() {
    const opened = await custodyOrder();
    const { buyer } = mall.payExactly(opened);
    expect((await (await status(opened.order.id)).json()).status).toBe('paid');
    return { ...opened, buyer: buyer.publicKey.toBase58() };
  }

  const sends = () => rpc().calls('sendTransaction');
  const fakeSignature = (n: number) => `${n}`.padEnd(88, 'R');

  it('a paid order is delivered by the sweep: the transfer is confirmed, the order fulfilled, a second delivery refused', async () => {
    const { order, buyer } = await paidOrder();
    expect(await readDelivery(order.id)).toMatchObject({ state: 'pending', attempts: 0, signature: null });
    const before = sends();
    const swept = await sweepPayments({ ownerOf: async () => null });
    expect(swept.delivered).toBe(1);
    expect(sends()).toBe(before + 1);
    const delivery = (await readDelivery(order.id))!;
    expect(delivery).toMatchObject({ state: 'delivered', attempts: 1, lastError: null });
    expect(delivery.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    expect(rpc().nameOwner(order.domainName)).toBe(buyer);
    const fulfilled = (await readSaleOrder(order.id))!;
    expect(fulfilled.status).toBe('fulfilled');
    expect(fulfilled.fulfilledAt).not.toBeNull();
    // The transfer landed: signed by custody, no error.
    const status = await chainConnection(rpc().url).getSignatureStatus(delivery.signature!);
    expect(status.value?.err).toBeNull();

    // A second delivery of the same order: nothing is signed or sent, the record stands.
    const again = await deliverOrder(order.id);
    await database().db.transaction((tx) => enqueueDelivery(tx, order.id, new Date()));
    await sweepPayments({ ownerOf: async () => null });
    expect(sends()).toBe(before + 1);
    expect(await readDelivery(order.id)).toEqual({ ...again, attempts: 1, signature: delivery.signature });
  });

  it('a recorded transfer is looked up on chain, not sent again', async () => {
    const { order, buyer } = await paidOrder();
    await deliverOrder(order.id);
    const delivered = (await readDelivery(order.id))!;
    // As if the process died after sending, before recording the outcome: the order paid, the transfer 'sent'.
    const { db } = database();
    await db.update(saleOrders).set({ status: 'delivering', fulfilledAt: null }).where(eq(saleOrders.id, order.id));
    await db
      .update(nameDeliveries)
      .set({ state: 'sent', deliveredAt: null })
      .where(eq(nameDeliveries.orderId, order.id));
    const before = sends();
    const after = await deliverOrder(order.id);
    expect(sends()).toBe(before);
    expect(after).toMatchObject({ state: 'delivered', signature: delivered.signature, attempts: 2 });
    expect((await readSaleOrder(order.id))!.status).toBe('fulfilled');
    expect(rpc().nameOwner(order.domainName)).toBe(buyer);
  });

  it('an order not paid in full is never signed for: awaiting, part paid, paid late, refunded', async () => {
    const before = sends();
    const awaiting = await custodyOrder();
    const part = await custodyOrder();
    const payer = rpc().newFundedKeypair();
    rpc().payTransfer({
      from: payer,
      to: mall.seller,
      lamports: lamportsOf(part.name.price) / 2n,
      reference: part.order.reference,
      memo: part.order.id,
    });
    expect((await (await status(part.order.id)).json()).status).toBe('awaiting_payment');
    const late = await paidOrder();
    const refunded = await paidOrder();
    const { db } = database();
    await db.update(saleOrders).set({ status: 'paid_late' }).where(eq(saleOrders.id, late.order.id));
    await db.update(saleOrders).set({ status: 'refunded' }).where(eq(saleOrders.id, refunded.order.id));
    const cases = [
      [awaiting, 'awaiting_payment'],
      [part, 'awaiting_payment'],
      [late, 'paid_late'],
      [refunded, 'refunded'],
    ] as const;
    for (const [{ order }, state] of cases) {
      await database().db.transaction((tx) => enqueueDelivery(tx, order.id, new Date()));
      expect(await deliverOrder(order.id)).toMatchObject({ state: 'refused', lastError: notPaidInFull(state) });
      expect(rpc().nameOwner(order.domainName)).toBe(custodyAddress);
    }
    await sweepPayments({ ownerOf: async () => null });
    expect(sends()).toBe(before);
  });

  it('the RPC failing: the attempt is retried with backoff, the error kept for the operator, then delivered', async () => {
    const { order, buyer } = await paidOrder();
    const now = new Date();
    rpc().setDown(true);
    try {
      const failed = await deliverOrder(order.id, { now });
      expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastError: RPC_UNREACHABLE });
      expect(failed!.nextAttemptAt.getTime()).toBe(now.getTime() + DELIVERY_BACKOFF_MS);
      // Not due yet: no attempt.
      const early = await deliverOrder(order.id, { now: new Date(now.getTime() + DELIVERY_BACKOFF_MS - 1) });
      expect(early!.attempts).toBe(1);
      const second = await deliverOrder(order.id, { now: new Date(now.getTime() + DELIVERY_BACKOFF_MS) });
      expect(second!.attempts).toBe(2);
      expect(second!.nextAttemptAt.getTime()).toBe(now.getTime() + 3 * DELIVERY_BACKOFF_MS);
    } finally {
      rpc().setDown(false);
    }
    const done = await deliverOrder(order.id, { now: new Date(now.getTime() + 3 * DELIVERY_BACKOFF_MS) });
    expect(done).toMatchObject({ state: 'delivered', attempts: 3, lastError: null });
    expect(rpc().nameOwner(order.domainName)).toBe(buyer);
  });

  it('custody no longer holding the name blocks the delivery with a clear error; a name the buyer holds is fulfilled', async () => {
    const before = sends();
    const moved = await paidOrder();
    const someone = Keypair.generate().publicKey.toBase58();
    rpc().registerName(moved.order.domainName, someone);
    expect(await deliverOrder(moved.order.id)).toMatchObject({
      state: 'blocked',
      lastError: custodyNotOwner(moved.order.domainName, someone),
    });
    expect((await readSaleOrder(moved.order.id))!.status).toBe('paid');
    // Blocked is not retried by the sweep: the operator acts.
    await sweepPayments({ ownerOf: async () => null });
    expect((await readDelivery(moved.order.id))!.attempts).toBe(1);

    const held = await paidOrder();
    rpc().registerName(held.order.domainName, held.buyer);
    expect(await deliverOrder(held.order.id)).toMatchObject({ state: 'delivered', signature: null });
    expect((await readSaleOrder(held.order.id))!.status).toBe('fulfilled');
    expect(sends()).toBe(before);
  });

  it('two processes delivering at once send one transfer', async () => {
    const { order, buyer } = await paidOrder();
    const before = sends();
    const now = new Date();
    await Promise.all([deliverOrder(order.id, { now }), deliverOrder(order.id, { now }), sweepPayments({ now })]);
    expect(sends()).toBe(before + 1);
    expect(rpc().nameOwner(order.domainName)).toBe(buyer);
  });

  const operatorWallet = Keypair.generate();
  beforeAll(() => {
    rpc().fund(operatorWallet.publicKey, 1_000_000_000_000);
    configure({ OPERATOR_WALLETS: operatorWallet.publicKey.toBase58() });
    return () => configure({ OPERATOR_WALLETS: undefined });
  });
  const buildRefund = async (id: string) => {
    const answer = await operatorOrders({
      action: 'refund-transaction',
      id,
      account: operatorWallet.publicKey.toBase58(),
    });
    return { status: answer.status, body: await answer.json() };
  };
  const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

  it('a transfer is fulfilled only at finalized: delivering meanwhile, and a whole refund is refused while it is in flight', async () => {
    const { order, buyer } = await paidOrder();
    const now = new Date();
    rpc().setFinality('manual');
    try {
      expect(await deliverOrder(order.id, { now, confirmWaitMs: 0 })).toMatchObject({ state: 'sent' });
      expect((await readSaleOrder(order.id))!.status).toBe('delivering');
      const refused = await buildRefund(order.id);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('transfer_in_flight');
      expect((await readSaleOrder(order.id))!.status).toBe('delivering');
    } finally {
      rpc().setFinality('immediate');
    }
    rpc().finalize();
    expect(await deliverOrder(order.id, { now: later(now, 60) })).toMatchObject({ state: 'delivered' });
    expect((await readSaleOrder(order.id))!.status).toBe('fulfilled');
    expect(rpc().nameOwner(order.domainName)).toBe(buyer);
  });

  it('a recorded transfer that never landed puts the order back to paid and the name is sent anew', async () => {
    const { order, buyer } = await paidOrder();
    const { db } = database();
    await db.update(saleOrders).set({ status: 'delivering' }).where(eq(saleOrders.id, order.id));
    await db
      .update(nameDeliveries)
      .set({ state: 'sent', signature: fakeSignature(9), lastValidBlockHeight: 1 })
      .where(eq(nameDeliveries.orderId, order.id));
    rpc().advanceSlots(10);
    const before = sends();
    expect(await deliverOrder(order.id, { confirmWaitMs: 0 })).toMatchObject({ state: 'delivered' });
    expect(sends()).toBe(before + 1);
    expect((await readSaleOrder(order.id))!.status).toBe('fulfilled');
    expect(rpc().nameOwner(order.domainName)).toBe(buyer);
  });

  it('a whole refund built while the delivery waits holds it; never sent, it expires and the delivery resumes', async () => {
    const { order, buyer } = await paidOrder();
    const before = sends();
    const built = await buildRefund(order.id);
    expect(built.status).toBe(200);
    expect((await readSaleOrder(order.id))!).toMatchObject({ status: 'refund_pending', priorStatus: 'paid' });
    const now = new Date();
    expect(await deliverOrder(order.id, { now })).toMatchObject({ state: 'pending', lastError: REFUND_HOLDS_DELIVERY });
    expect(sends()).toBe(before);
    expect(rpc().nameOwner(order.domainName)).toBe(custodyAddress);

    // Its blockhash passes its last valid block height at finalized, no transaction landed: the intent expires.
    rpc().advanceSlots(500);
    await runOutbox(outboxHandlers, { now: later(now, 60) });
    const [intent] = await database().db.select().from(refundIntents).where(eq(refundIntents.orderId, order.id));
    expect(intent).toMatchObject({
      state: 'expired',
      reason: 'The refund was never sent: its transaction can no longer land, so nothing was refunded.',
    });
    expect((await readSaleOrder(order.id))!.status).toBe('paid');
    expect(await deliverOrder(order.id, { now: later(now, 3600) })).toMatchObject({ state: 'delivered' });
    expect(rpc().nameOwner(order.domainName)).toBe(buyer);
  });

  it('a whole refund that lands is recorded: the delivery waiting is stopped; after a delivery, the name stays with the buyer', async () => {
    const waiting = await paidOrder();
    const built = await buildRefund(waiting.order.id);
    const transaction = Transaction.from(Buffer.from(built.body.transaction, 'base64'));
    transaction.partialSign(operatorWallet);
    const sent = await (
      await operatorOrders({
        action: 'refund-send',
        id: waiting.order.id,
        transaction: transaction.serialize().toString('base64'),
      })
    ).json();
    const recorded = await operatorOrders({
      action: 'refund',
      id: waiting.order.id,
      signature: sent.signature,
      intent: sent.intent,
    });
    expect(recorded.status).toBe(200);
    expect(await readDelivery(waiting.order.id)).toMatchObject({
      state: 'refused',
      lastError: 'The order was refunded.',
    });
    const before = sends();
    expect(await deliverOrder(waiting.order.id)).toMatchObject({ state: 'refused' });
    expect(sends()).toBe(before);

    // Delivered first, refunded after (a refund sent some other way): recorded, and the name stays where it is.
    const delivered = await paidOrder();
    await deliverOrder(delivered.order.id);
    expect((await readSaleOrder(delivered.order.id))!.status).toBe('fulfilled');
    const refusedBuild = await buildRefund(delivered.order.id);
    expect(refusedBuild.body.error.code).toBe('name_transferred');
    const signature = rpc().payTransfer({
      from: operatorWallet,
      to: delivered.buyer,
      lamports: lamportsOf(delivered.name.price),
      memo: `refund:${delivered.order.id}`,
    });
    const late = await operatorOrders({ action: 'refund', id: delivered.order.id, signature });
    expect(late.status).toBe(200);
    expect((await late.json()).order).toMatchObject({ status: 'refunded', owedLamports: '0' });
    expect(rpc().nameOwner(delivered.order.domainName)).toBe(delivered.buyer);
    const [name] = await database().db.select().from(domains).where(eq(domains.slug, delivered.name.slug));
    expect(name.status).toBe('sold');
  });
});
