import { Keypair } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as systemStatus } from '@/app/api/status.json/route';
import { currentOrder } from '@/lib/commerce/payments/payment-check';
import { readRecentSales } from '@/lib/commerce/sales/recent-sales';
import { readSaleOrder } from '@/lib/commerce/orders/sale-orders';
import { isUniqueViolation } from '@/lib/db';
import { domains, saleOrders } from '@/lib/db/schema';
import { lamportsToSolText, PAYMENT_CHECK_RATE_LIMITED, RATE_LIMIT_BACKOFF_MS } from '@/lib/rules/payments';
import { ledgerSum } from '@/lib/tickets';
import { applyTicketChange } from '@/lib/tickets/ledger';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, lamportsOf, operatorOrders, order, status, useSellingMall } from './support/selling-mall';

const ticketsFor = (lamports: bigint) => Math.floor(Number(lamports) / 200_000_000);
const operator = operatorOrders;

describe.each(testEngines)('every payment recorded, one sale per name, refunds on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const { seller, openOrder } = mall;
  const rpc = () => mall.rpc();
  // Refunds are sent by an operator wallet (docs/payments.md "Refunds").
  const operatorWallet = Keypair.generate();
  const refunder = () => operatorWallet;
  beforeAll(() => {
    rpc().fund(operatorWallet.publicKey, 1_000_000_000_000);
    configure({ OPERATOR_WALLETS: operatorWallet.publicKey.toBase58() });
    return () => configure({ OPERATOR_WALLETS: undefined });
  });
  const domainRow = async (slug: string) =>
    (await database().db.select().from(domains).where(eq(domains.slug, slug)))[0];

  it('a failed attempt and a 1-lamport transfer first do not hide the correct payment that follows', async () => {
    const { name, body } = await openOrder();
    const price = lamportsOf(name.price);
    const poor = rpc().newFundedKeypair(10_000_000);
    rpc().payTransfer({
      from: poor,
      to: seller,
      lamports: price,
      reference: body.reference,
      memo: body.id,
      skipPreflight: true,
    });
    const stranger = rpc().newFundedKeypair();
    rpc().payTransfer({ from: stranger, to: seller, lamports: 1, reference: body.reference, memo: body.id });
    const buyer = rpc().newFundedKeypair();
    rpc().payTransfer({ from: buyer, to: seller, lamports: price, reference: body.reference, memo: body.id });

    const paid = await (await status(body.id)).json();
    expect(paid).toMatchObject({
      status: 'paid',
      buyer: buyer.publicKey.toBase58(),
      paidLamports: String(price + 1n),
      receivedLamports: String(price + 1n),
      owedLamports: '1',
    });
    expect(paid.payments.map((p: { outcome: string }) => p.outcome)).toEqual(['failed', 'completed', 'completed']);
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(ticketsFor(price));
  });

  it('an underpaid order says "Received X of Y SOL"; the rest paid before expiry completes it', async () => {
    const { name, body } = await openOrder();
    const price = lamportsOf(name.price);
    const buyer = rpc().newFundedKeypair();
    const part = price / 4n;
    rpc().payTransfer({ from: buyer, to: seller, lamports: part, reference: body.reference, memo: body.id });
    const short = await (await status(body.id)).json();
    expect(short).toMatchObject({ status: 'awaiting_payment', countedLamports: String(part) });
    expect(short.notice).toContain(`Received ${Number(part) / 1e9} of ${Number(price) / 1e9} SOL.`);
    expect((await domainRow(name.slug)).status).toBe('available');

    rpc().payTransfer({
      from: buyer,
      to: seller,
      lamports: price - part - 1n,
      reference: body.reference,
      memo: body.id,
    });
    expect((await (await status(body.id)).json()).countedLamports).toBe(String(price - 1n));
    // Whoever adds the last lamport (anyone who read the QR code) does not become the buyer: who paid most is.
    const stranger = rpc().newFundedKeypair();
    rpc().payTransfer({ from: stranger, to: seller, lamports: 1, reference: body.reference, memo: body.id });
    const paid = await (await status(body.id)).json();
    expect(paid).toMatchObject({
      status: 'paid',
      paidLamports: String(price),
      notice: null,
      buyer: buyer.publicKey.toBase58(),
    });
    expect((await domainRow(name.slug)).status).toBe('sold');
  });

  it('a payment sent to another address says so on the order', async () => {
    const { name, body } = await openOrder();
    const elsewhere = Keypair.generate().publicKey.toBase58();
    rpc().fund(elsewhere, 1_000_000_000);
    rpc().payTransfer({
      from: rpc().newFundedKeypair(),
      to: elsewhere,
      lamports: lamportsOf(name.price),
      reference: body.reference,
      memo: body.id,
    });
    // The reference probe visits one watched order every few scans: as many scans as it takes to reach this one.
    let seen = await (await status(body.id)).json();
    for (let i = 0; i < 60 && seen.payments.length === 0; i++) seen = await (await status(body.id)).json();
    expect(seen.status).toBe('awaiting_payment');
    expect(seen.rejection).toMatch(/went to .+, not to the seller: it did not pay this order\.$/);
    expect(seen.notice).toContain('not to the seller');
  });

  it('a v0 transaction with the transfer before a compute-budget instruction pays; the fee sponsor is not the buyer', async () => {
    const { name, body } = await openOrder();
    const buyer = rpc().newFundedKeypair();
    const sponsor = rpc().newFundedKeypair();
    rpc().payTransfer({
      from: buyer,
      feePayer: sponsor,
      version: 0,
      computeBudget: true,
      to: seller,
      lamports: lamportsOf(name.price),
      reference: body.reference,
      memo: body.id,
    });
    const paid = await (await status(body.id)).json();
    expect(paid).toMatchObject({ status: 'paid', buyer: buyer.publicKey.toBase58() });
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(ticketsFor(lamportsOf(name.price)));
    expect(await ledgerSum(sponsor.publicKey.toBase58())).toBe(0);
  });

  it('a payment made in time but seen after expiry, once another buyer bought the name, is paid_late: one sale', async () => {
    const first = await openOrder();
    const price = lamportsOf(first.name.price);
    const early = rpc().newFundedKeypair();
    rpc().setLag(1_000_000);
    rpc().payTransfer({
      from: early,
      to: seller,
      lamports: price,
      reference: first.body.reference,
      memo: first.body.id,
    });
    rpc().setLag(0);
    const afterExpiry = new Date(new Date(first.body.expiresAt).getTime() + 1000);
    expect((await currentOrder((await readSaleOrder(first.body.id))!, { now: afterExpiry })).status).toBe('expired');

    const second = await order(first.name.slug);
    expect(second.status).toBe(201);
    const secondBody = await second.json();
    const buyer = rpc().newFundedKeypair();
    rpc().payTransfer({
      from: buyer,
      to: seller,
      lamports: price,
      reference: secondBody.reference,
      memo: secondBody.id,
    });
    expect((await (await status(secondBody.id)).json()).status).toBe('paid');

    rpc().revealAll();
    const late = await (await status(first.body.id)).json();
    expect(late).toMatchObject({ status: 'paid_late', owedLamports: String(price) });
    const sales = await database().db.select().from(saleOrders).where(eq(saleOrders.domainSlug, first.name.slug));
    expect(sales.filter((o) => o.status === 'paid').map((o) => o.id)).toEqual([secondBody.id]);
    expect(await ledgerSum(early.publicKey.toBase58())).toBe(0);
    const owed = await (await operator({ action: 'list', owed: true })).json();
    expect(owed.orders.map((o: { id: string }) => o.id)).toContain(first.body.id);
  });

  it('the database refuses a second paid order of one name', async () => {
    const { name, body } = await openOrder();
    await database().db.update(saleOrders).set({ status: 'paid' }).where(eq(saleOrders.id, body.id));
    const twin = database()
      .db.insert(saleOrders)
      .values({
        id: '00000000-0000-4000-8000-00000000f00d',
        domainSlug: name.slug,
        domainName: `${name.slug}.sol`,
        amountLamports: 1n,
        recipient: seller,
        reference: Keypair.generate().publicKey.toBase58(),
        status: 'paid',
        expiresAt: new Date(),
      });
    await expect(twin).rejects.toSatisfy(isUniqueViolation);
  });

  it('an order expires on time whatever the RPC says, and a 429 is said as such', async () => {
    const { name, body } = await openOrder();
    rpc().setRateLimited(true);
    try {
      const limited = await (await status(body.id)).json();
      expect(limited).toMatchObject({ status: 'awaiting_payment', notice: PAYMENT_CHECK_RATE_LIMITED });
      const system = await (await systemStatus(new Request('http://t/api/status.json'), undefined)).json();
      expect(system.payments).toMatchObject({ watch: 'rate_limited' });
      const afterExpiry = new Date(new Date(body.expiresAt).getTime() + 1000);
      expect((await currentOrder((await readSaleOrder(body.id))!, { now: afterExpiry })).status).toBe('expired');
    } finally {
      rpc().setRateLimited(false);
    }
    // The scan backs off after a 429, then resumes and clears the notice.
    const resumed = new Date(Date.now() + RATE_LIMIT_BACKOFF_MS);
    await currentOrder((await readSaleOrder(body.id))!, { now: resumed });
    expect((await (await status(body.id)).json()).notice).toBeNull();
    expect((await domainRow(name.slug)).status).toBe('available');
    expect((await order(name.slug)).status).toBe(201);
  });

  it('a refund records its signature, puts the name back on sale and takes back the tickets once', async () => {
    const { name, body } = await openOrder();
    const price = lamportsOf(name.price);
    const buyer = rpc().newFundedKeypair();
    rpc().payTransfer({ from: buyer, to: seller, lamports: price, reference: body.reference, memo: body.id });
    expect((await (await status(body.id)).json()).status).toBe('paid');
    const wallet = buyer.publicKey.toBase58();
    const credited = ticketsFor(price);
    // The buyer spent one ticket already: it cannot be taken back, and the balance never goes below zero.
    await applyTicketChange(
      database().db,
      wallet,
      { action: 'Spend', amount: -1, idempotencyKey: 'spent-one' },
      'Insufficient Retail Tickets',
    );

    // The operator sends the price back; the refund is recorded once the chain shows it reached the buyer.
    const refundSignature = rpc().payTransfer({
      from: refunder(),
      to: wallet,
      lamports: price,
      memo: `refund:${body.id}`,
    });
    const refunded = await operator({ action: 'refund', id: body.id, signature: refundSignature });
    expect(refunded.status).toBe(200);
    const view = (await refunded.json()).order;
    expect(view).toMatchObject({ status: 'refunded', refundedLamports: String(price), owedLamports: '0' });
    expect(view.refunds).toEqual([
      expect.objectContaining({
        signature: refundSignature,
        ticketsReversed: credited - 1,
        ticketsShortfall: 1,
      }),
    ]);
    expect(await ledgerSum(wallet)).toBe(0);
    expect(await domainRow(name.slug)).toMatchObject({ status: 'available', available: true });
    expect((await readRecentSales(100)).map((s) => s.name)).not.toContain(`${name.slug}.sol`);

    // The same refund again changes nothing; the name can be ordered again.
    expect((await operator({ action: 'refund', id: body.id, signature: refundSignature })).status).toBe(200);
    expect(await ledgerSum(wallet)).toBe(0);
    expect((await order(name.slug)).status).toBe(201);
  });

  it('an overpayment is refunded in part: the sale stands', async () => {
    const { name, body } = await openOrder();
    const price = lamportsOf(name.price);
    const buyer = rpc().newFundedKeypair();
    rpc().payTransfer({ from: buyer, to: seller, lamports: price + 50_000n, reference: body.reference, memo: body.id });
    expect((await (await status(body.id)).json()).owedLamports).toBe('50000');
    const refundSignature = rpc().payTransfer({
      from: refunder(),
      to: buyer.publicKey.toBase58(),
      lamports: 50_000n,
      memo: `refund:${body.id}`,
    });
    const tooMuch = await operator({ action: 'refund', id: body.id, signature: refundSignature, lamports: '50001' });
    expect(tooMuch.status).toBe(400);
    const part = await operator({ action: 'refund', id: body.id, signature: refundSignature, lamports: '50000' });
    expect((await part.json()).order).toMatchObject({ status: 'paid', owedLamports: '0', refundedLamports: '50000' });
    expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(ticketsFor(price));
    const [sale] = (await readRecentSales(100)).filter((s) => s.name === `${name.slug}.sol`);
    const address = buyer.publicKey.toBase58();
    expect(sale).toMatchObject({
      amount: lamportsToSolText(price),
      buyer: `${address.slice(0, 4)}…${address.slice(-4)}`,
    });
  });
});
