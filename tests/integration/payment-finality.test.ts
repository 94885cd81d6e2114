import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { expireDueOrders } from '@/lib/commerce/payments/payment-expiry';
import { saleOrders } from '@/lib/db/schema';
import { ledgerSum } from '@/lib/tickets';
import { PAYMENT_DROPPED } from '@/lib/rules/payments';
import { testEngines, useTestDatabase } from './support/databases';
import { lamportsOf, status, useSellingMall } from './support/selling-mall';

const ticketsFor = (lamports: bigint) => Math.floor(Number(lamports) / 200_000_000);

describe.each(testEngines)('finality: nothing is sold before a payment is final, on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const rpc = () => mall.rpc();

  it('a payment seen at confirmed shows Confirming; only at finalized is the name sold and the tickets credited', async () => {
    rpc().setFinality('manual');
    try {
      const opened = await mall.openOrder();
      const { buyer, signature } = mall.payExactly(opened);
      const confirming = await (await status(opened.body.id)).json();
      expect(confirming.status).toBe('confirming');
      expect(confirming.payments).toMatchObject([{ signature, outcome: 'pending' }]);
      expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(0);
      // A confirming order holds its name past its 15 minutes, and does not expire while the payment is final-bound.
      await expireDueOrders(new Date(Date.parse(confirming.expiresAt) + 60_000));
      expect((await (await status(opened.body.id)).json()).status).toBe('confirming');

      rpc().finalize(signature);
      const paid = await (await status(opened.body.id)).json();
      expect(paid).toMatchObject({ status: 'paid', buyer: buyer.publicKey.toBase58() });
      expect(paid.payments).toMatchObject([{ signature, outcome: 'completed' }]);
      expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(ticketsFor(lamportsOf(opened.name.price)));
    } finally {
      rpc().setFinality('immediate');
    }
  });

  it('a payment a fork drops before finality leaves the order awaiting payment, says so, and sells nothing', async () => {
    rpc().setFinality('manual');
    try {
      const opened = await mall.openOrder();
      const { buyer, signature } = mall.payExactly(opened);
      expect((await (await status(opened.body.id)).json()).status).toBe('confirming');
      expect(rpc().dropUnfinalized(signature)).toEqual([signature]);
      const back = await (await status(opened.body.id)).json();
      expect(back.status).toBe('awaiting_payment');
      expect(back.payments).toMatchObject([{ signature, outcome: 'dropped' }]);
      expect(back.notice).toContain(PAYMENT_DROPPED);
      expect(await ledgerSum(buyer.publicKey.toBase58())).toBe(0);

      // Paying again (for real this time) completes the sale.
      rpc().setFinality('immediate');
      const again = mall.payExactly(opened);
      expect((await (await status(opened.body.id)).json()).status).toBe('paid');
      expect(await ledgerSum(again.buyer.publicKey.toBase58())).toBe(ticketsFor(lamportsOf(opened.name.price)));
    } finally {
      rpc().setFinality('immediate');
    }
  });

  it('a payment made through a program (a smart wallet, the SOL moved by an inner instruction) pays its order', async () => {
    const opened = await mall.openOrder();
    const price = lamportsOf(opened.name.price);
    const owner = rpc().newFundedKeypair();
    rpc().payThroughProgram({
      from: owner,
      to: mall.seller,
      lamports: price,
      reference: opened.body.reference,
      memo: opened.body.id,
    });
    const paid = await (await status(opened.body.id)).json();
    expect(paid).toMatchObject({
      status: 'paid',
      receivedLamports: String(price),
      buyer: rpc().vaultOf(owner.publicKey),
    });
  });

  it('a payment under a 10,000-signature dust flood is found, and the cursor never moves past an unread page', async () => {
    // Many orders wait, each probed by reference in turn: the probe alone would reach this one only after hundreds of
    // ticks, so only the scan of the seller can find its payment in time.
    const earlier = new Date(Date.now() - 60_000);
    await database()
      .db.insert(saleOrders)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
          domainSlug: `flood-${i}`,
          domainName: `flood-${i}.sol`,
          amountLamports: 1_000_000_000n,
          recipient: mall.seller,
          reference: Keypair.generate().publicKey.toBase58(),
          expiresAt: new Date(Date.now() + 15 * 60_000),
          createdAt: earlier,
        })),
      );
    const opened = await mall.openOrder();
    const { signature } = mall.payExactly(opened);
    await rpc().flood(mall.seller, 10_500);
    // The flood is newer than the payment: the scan pages back to it across ticks instead of giving up after ten pages.
    let seen = await (await status(opened.body.id)).json();
    for (let tick = 0; tick < 30 && seen.status !== 'paid'; tick++) seen = await (await status(opened.body.id)).json();
    expect(seen.status).toBe('paid');
    expect(seen.payments).toMatchObject([{ signature, outcome: 'completed' }]);
  }, 240_000);
});
