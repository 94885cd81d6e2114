import { Keypair } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currentOrder, sweepPayments } from '@/lib/commerce/payments/payment-check';
import { readSaleOrder } from '@/lib/commerce/orders/sale-orders';
import { domains, paymentScans, paymentScanSeen, saleOrders } from '@/lib/db/schema';
import { ORDER_RESERVATION_MS } from '@/lib/rules/payments';
import { ledgerSum } from '@/lib/tickets';
import { testEngines, useTestDatabase } from './support/databases';
import { lamportsOf, order, status, useSellingMall } from './support/selling-mall';

describe.each(testEngines)('Solana Pay orders and their verification on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const { seller, openOrder, payExactly } = mall;
  const rpc = () => mall.rpc();

  it('opens an order with a Solana Pay transfer request for the listed price, and reserves the name', async () => {
    const { name, body } = await openOrder();
    expect(body).toMatchObject({
      status: 'awaiting_payment',
      recipient: seller,
      amountLamports: String(lamportsOf(name.price)),
    });
    const url = new URL(body.url);
    expect(url.protocol).toBe('solana:');
    expect(url.pathname).toBe(seller);
    expect(url.searchParams.get('amount')).toBe(name.price.split(' ')[0]);
    expect(url.searchParams.get('reference')).toBe(body.reference);
    expect(url.searchParams.get('memo')).toBe(body.id);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(ORDER_RESERVATION_MS - 60_000);

    const second = await order(name.slug);
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toMatch(/paying for this name/);
  });

  it('answers 404 for an unknown name or order, 409 for a name not for sale, 400 for bad input', async () => {
    expect((await order('no-such-name-here')).status).toBe(404);
    const [sold] = await database().db.select().from(domains).where(eq(domains.status, 'sold')).limit(1);
    if (sold) expect((await order(sold.slug)).status).toBe(409);
    expect((await order('')).status).toBe(400);
    expect((await order(42)).status).toBe(400);
    expect((await status('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await status('not-an-id')).status).toBe(404);
  });

  it('an exact payment marks the order paid, the name sold and credits the purchase tickets once', async () => {
    const { name, body } = await openOrder();
    const { buyer } = payExactly({ name, body });

    const paid = await (await status(body.id)).json();
    expect(paid).toMatchObject({
      status: 'paid',
      buyer: buyer.publicKey.toBase58(),
      paidLamports: String(lamportsOf(name.price)),
    });
    const [row] = await database().db.select().from(domains).where(eq(domains.slug, name.slug));
    expect(row).toMatchObject({ status: 'sold', available: false });
    const tickets = Math.floor(Number(lamportsOf(name.price)) / 200_000_000);
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(tickets);

    // Asked again (another tab, another process): no second credit.
    await sweepPayments();
    await status(body.id);
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(tickets);
    expect((await order(name.slug)).status).toBe(409);
  });

  it('accepts and records an overpayment; refuses an underpayment, a wrong recipient or a wrong reference', async () => {
    const over = await openOrder();
    const buyer = rpc().newFundedKeypair(100_000_000_000);
    const price = lamportsOf(over.name.price);
    rpc().payTransfer({
      from: buyer,
      to: seller,
      lamports: price + 1000n,
      reference: over.body.reference,
      memo: over.body.id,
    });
    expect(await (await status(over.body.id)).json()).toMatchObject({
      status: 'paid',
      paidLamports: String(price + 1000n),
    });

    const under = await openOrder();
    rpc().payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(under.name.price) - 1n,
      reference: under.body.reference,
      memo: under.body.id,
    });
    const wrongRecipient = await openOrder();
    const stranger = Keypair.generate().publicKey.toBase58();
    rpc().payTransfer({
      from: buyer,
      to: stranger,
      lamports: lamportsOf(wrongRecipient.name.price),
      reference: wrongRecipient.body.reference,
      memo: wrongRecipient.body.id,
    });
    const wrongReference = await openOrder();
    rpc().payTransfer({
      from: buyer,
      to: seller,
      lamports: lamportsOf(wrongReference.name.price),
      reference: Keypair.generate().publicKey.toBase58(),
      memo: wrongReference.body.id,
    });

    for (const unpaid of [under, wrongRecipient, wrongReference]) {
      expect((await (await status(unpaid.body.id)).json()).status).toBe('awaiting_payment');
      const [row] = await database().db.select().from(domains).where(eq(domains.slug, unpaid.name.slug));
      expect(row.status).toBe('available');
    }
  });

  it('a payment that arrives after the order expired is paid_late: the name is not sold', async () => {
    const { name, body } = await openOrder();
    const past = new Date(Date.now() - 60_000);
    await database().db.update(saleOrders).set({ expiresAt: past }).where(eq(saleOrders.id, body.id));
    expect((await (await status(body.id)).json()).status).toBe('expired');

    const { buyer } = payExactly({ name, body });
    const late = await (await status(body.id)).json();
    expect(late).toMatchObject({ status: 'paid_late', owedLamports: String(lamportsOf(name.price)) });
    expect(late.payments).toEqual([
      expect.objectContaining({ outcome: 'paid_late', from: buyer.publicKey.toBase58() }),
    ]);
    const [row] = await database().db.select().from(domains).where(eq(domains.slug, name.slug));
    expect(row.status).toBe('available');
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(0);
  });

  it('a signature is recorded once: scanned again from the start, it pays and credits once', async () => {
    const { name, body } = await openOrder();
    const { buyer } = payExactly({ name, body });
    expect((await (await status(body.id)).json()).status).toBe('paid');
    await database().db.update(paymentScans).set({ cursor: null });
    await database().db.delete(paymentScanSeen);
    await sweepPayments();
    const again = await (await status(body.id)).json();
    expect(again.payments).toHaveLength(1);
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(Math.floor(Number(lamportsOf(name.price)) / 200_000_000));
  });

  it('verifiers racing on one order record one payment and one ticket credit', async () => {
    const { name, body } = await openOrder();
    const { buyer } = payExactly({ name, body });
    const start = Date.now();
    const snapshot = (await readSaleOrder(body.id))!;
    await Promise.all(Array.from({ length: 5 }, (_, i) => currentOrder(snapshot, { now: new Date(start + i) })));
    const rows = await database().db.select().from(saleOrders).where(eq(saleOrders.id, body.id));
    expect(rows[0].status).toBe('paid');
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(Math.floor(Number(lamportsOf(name.price)) / 200_000_000));
  });

  it('when the RPC is down the order stays awaiting payment with a clear notice, and is paid once it is back', async () => {
    const { name, body } = await openOrder();
    payExactly({ name, body });
    rpc().setDown(true);
    try {
      const down = await status(body.id);
      expect(down.status).toBe(200);
      expect(await down.json()).toMatchObject({
        status: 'awaiting_payment',
        notice: expect.stringMatching(/could not reach the Solana network/),
      });
    } finally {
      rpc().setDown(false);
    }
    expect((await (await status(body.id)).json()).status).toBe('paid');
  });
});
