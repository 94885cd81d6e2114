import { Keypair } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sweepPayments } from '@/lib/commerce/payments/payment-check';
import { watchSellerLogs } from '@/lib/commerce/payments/payment-ws';
import { readSaleOrder } from '@/lib/commerce/orders/sale-orders';
import { paymentScans, saleOrders } from '@/lib/db/schema';
import { SCAN_LEASE_MS } from '@/lib/rules/payments';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, lamportsOf, status, useSellingMall } from './support/selling-mall';

describe.each(testEngines)('watching the seller at scale on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const rpc = () => mall.rpc();

  it('with 1,000 open orders a minute of watching costs at most 30 RPC calls, and status requests no more', async () => {
    const { body } = await mall.openOrder();
    const now = Date.now();
    await database()
      .db.insert(saleOrders)
      .values(
        Array.from({ length: 999 }, (_, i) => ({
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          domainSlug: `scale-${i}`,
          domainName: `scale-${i}.sol`,
          amountLamports: 1_000_000_000n,
          recipient: mall.seller,
          reference: Keypair.generate().publicKey.toBase58(),
          expiresAt: new Date(now + 15 * 60_000),
        })),
      );
    configure({ PAYMENT_SCAN_INTERVAL_MS: undefined });
    try {
      const before = rpc().calls();
      // Every process offers a tick every second (the minute just past); one scan runs per interval. Then status
      // requests, right after the last tick, find this interval's scan claimed and ask the database only.
      for (let second = 0; second < 60; second++) {
        await sweepPayments({ now: new Date(Date.now() - (59 - second) * 1000), ownerOf: async () => null });
      }
      expect(rpc().calls() - before).toBeLessThanOrEqual(30);
      const afterTicks = rpc().calls();
      for (let i = 0; i < 20; i++) expect((await status(body.id)).status).toBe(200);
      // At most the shared scan, if its interval came round meanwhile: one listing of the seller, one probe.
      expect(rpc().calls() - afterTicks).toBeLessThanOrEqual(2);
    } finally {
      configure({ PAYMENT_SCAN_INTERVAL_MS: '0' });
      await database().db.update(paymentScans).set({ claimedAt: null });
    }
  });
});

describe.each(testEngines)('the seller websocket on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const rpc = () => mall.rpc();

  it('a payment is confirmed as soon as the websocket reports it, not at the next tick', async () => {
    const { name, body } = await mall.openOrder();
    // The interval's scan has run and the next is a minute away: only the websocket can bring the payment in.
    configure({ PAYMENT_SCAN_INTERVAL_MS: '60000', SOLANA_WS_URL: rpc().wsUrl });
    await sweepPayments({ ownerOf: async () => null });
    const stop = watchSellerLogs()!;
    try {
      await vi.waitFor(() => expect(rpc().logSubscribers()).toBe(2));
      rpc().payTransfer({
        from: rpc().newFundedKeypair(),
        to: mall.seller,
        lamports: lamportsOf(name.price),
        reference: body.reference,
        memo: body.id,
      });
      await vi.waitFor(async () => expect((await readSaleOrder(body.id))!.status).toBe('paid'), { timeout: 5000 });
    } finally {
      await stop();
      configure({ PAYMENT_SCAN_INTERVAL_MS: '0', SOLANA_WS_URL: undefined });
    }
  });

  it('a payment is paid as soon as the websocket reports it final, not at the next tick', async () => {
    const { name, body } = await mall.openOrder();
    configure({ PAYMENT_SCAN_INTERVAL_MS: '60000', SOLANA_WS_URL: rpc().wsUrl });
    await sweepPayments({ ownerOf: async () => null });
    const stop = watchSellerLogs()!;
    rpc().setFinality('manual');
    try {
      await vi.waitFor(() => expect(rpc().logSubscribers()).toBe(2));
      const signature = rpc().payTransfer({
        from: rpc().newFundedKeypair(),
        to: mall.seller,
        lamports: lamportsOf(name.price),
        reference: body.reference,
        memo: body.id,
      });
      await vi.waitFor(async () => expect((await readSaleOrder(body.id))!.status).toBe('confirming'), {
        timeout: 5000,
      });
      // No tick runs here: only the finalized notification can bring the sale in.
      rpc().finalize(signature);
      await vi.waitFor(async () => expect((await readSaleOrder(body.id))!.status).toBe('paid'), { timeout: 5000 });
    } finally {
      rpc().setFinality('immediate');
      await stop();
      configure({ PAYMENT_SCAN_INTERVAL_MS: '0', SOLANA_WS_URL: undefined });
    }
  });
});

describe.each(testEngines)('a burst of payments finalized at once on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const rpc = () => mall.rpc();
  const ownerOf = async () => null;

  it('is read and settled by one scan: a tick offered while it runs neither scans nor reads the chain again', async () => {
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await mall.openOrder());
    rpc().setFinality('manual');
    try {
      for (const order of orders) mall.payExactly(order);
      await sweepPayments({ ownerOf });
      for (const { body } of orders) expect((await readSaleOrder(body.id))!.status).toBe('confirming');
      rpc().finalize();
      const reads = rpc().calls('getTransaction');
      // The websocket's scan and, while it settles, another process's tick a second later (past the finality
      // interval): the tick finds the scan running and leaves the burst to it.
      const [first, second] = await Promise.all([
        sweepPayments({ ownerOf }),
        sweepPayments({ ownerOf, now: new Date(Date.now() + 1000) }),
      ]);
      expect([first, second].filter((result) => result.scanned)).toHaveLength(1);
      expect([first, second].filter((result) => result.busy)).toHaveLength(1);
      expect(rpc().calls('getTransaction') - reads).toBe(orders.length);
      for (const { body } of orders) expect((await readSaleOrder(body.id))!.status).toBe('paid');
      const [scan] = await database().db.select().from(paymentScans).where(eq(paymentScans.seller, mall.seller));
      expect(scan.scanningUntil).toBeNull();
    } finally {
      rpc().setFinality('immediate');
    }
  });

  it('a finalization heard while another process scans is settled as soon as that scan ends, not at the next tick', async () => {
    const order = await mall.openOrder();
    configure({ PAYMENT_SCAN_INTERVAL_MS: '60000', SOLANA_WS_URL: rpc().wsUrl });
    rpc().setFinality('manual');
    const stop = watchSellerLogs()!;
    try {
      await vi.waitFor(() => expect(rpc().logSubscribers()).toBe(2));
      const { signature } = mall.payExactly(order);
      const scanState = async () =>
        (await database().db.select().from(paymentScans).where(eq(paymentScans.seller, mall.seller)))[0];
      await vi.waitFor(async () => expect((await readSaleOrder(order.body.id))!.status).toBe('confirming'), {
        timeout: 5000,
      });
      // The scan that saw it land has ended.
      await vi.waitFor(async () => expect((await scanState()).scanningUntil).toBeNull());
      // Another process's scan is running (it holds the lease) when the payment is finalized.
      await database()
        .db.update(paymentScans)
        .set({ claimedAt: new Date(), scanningUntil: new Date(Date.now() + SCAN_LEASE_MS) });
      rpc().finalize(signature);
      // The notice released the interval's claim, and waits for the running scan instead of scanning beside it.
      await vi.waitFor(async () => expect((await scanState()).claimedAt).toBeNull());
      expect((await readSaleOrder(order.body.id))!.status).toBe('confirming');
      // That scan ends (as finishScan leaves the row): the notice's own scan follows at once.
      await database().db.update(paymentScans).set({ scanningUntil: null });
      await vi.waitFor(async () => expect((await readSaleOrder(order.body.id))!.status).toBe('paid'), {
        timeout: 5000,
      });
    } finally {
      rpc().setFinality('immediate');
      await stop();
      configure({ PAYMENT_SCAN_INTERVAL_MS: '0', SOLANA_WS_URL: undefined });
    }
  });
});
