import { ed25519 } from '@noble/curves/ed25519.js';
import { Keypair } from '@solana/web3.js';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as referralVisitRoute } from '@/app/api/rewards/referral/route';
import { saleRefunds, ticketLog } from '@/lib/db/schema';
import { REFERRAL_REWARD } from '@/lib/rules/rewards';
import { ledgerSum, readWalletRegistry } from '@/lib/tickets';
import { applyTicketChange } from '@/lib/tickets/ledger';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, lamportsOf, operatorOrders, status, useSellingMall } from './support/selling-mall';
import { postJson, signIn, testWallet } from './support/test-wallet';

describe.each(testEngines)('a refund takes back the referral reward its sale earned, on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const rpc = () => mall.rpc();
  const operatorWallet = Keypair.generate();

  beforeAll(() => {
    rpc().fund(operatorWallet.publicKey, 1_000_000_000_000);
    configure({ OPERATOR_WALLETS: operatorWallet.publicKey.toBase58() });
    return () => configure({ OPERATOR_WALLETS: undefined });
  });

  async function referredBuyer() {
    const referrer = testWallet();
    await signIn(referrer);
    const visit = await referralVisitRoute(
      postJson('http://localhost:3000/api/rewards/referral', { ref: referrer.address }),
      undefined,
    );
    const keypair = rpc().newFundedKeypair();
    const wallet = {
      address: keypair.publicKey.toBase58(),
      sign: (message: Uint8Array) => ed25519.sign(message, keypair.secretKey.slice(0, 32)),
    };
    await signIn(wallet, visit.headers.get('set-cookie')!.split(';')[0]);
    return { referrer: referrer.address, buyer: keypair };
  }

  /** The buyer pays an order its price; the operator's wallet refunds it whole; the refund is recorded. */
  async function buyAndRefund(buyer: Keypair, beforeRefund: () => Promise<void> = async () => {}) {
    const { name, body } = await mall.openOrder();
    const price = lamportsOf(name.price);
    rpc().payTransfer({ from: buyer, to: mall.seller, lamports: price, reference: body.reference, memo: body.id });
    expect((await (await status(body.id)).json()).status).toBe('paid');
    await beforeRefund();
    const signature = rpc().payTransfer({
      from: operatorWallet,
      to: buyer.publicKey.toBase58(),
      lamports: price,
      memo: `refund:${body.id}`,
    });
    const refunded = await operatorOrders({ action: 'refund', id: body.id, signature });
    expect(refunded.status).toBe(200);
    expect((await refunded.json()).order.status).toBe('refunded');
    return { id: body.id as string, signature };
  }

  it('refund-and-repeat does not farm the reward: each refund takes back what its sale credited', async () => {
    const { referrer, buyer } = await referredBuyer();
    let first = '';
    await buyAndRefund(buyer, async () => {
      expect(await ledgerSum(referrer)).toBe(REFERRAL_REWARD);
    }).then(({ id }) => (first = id));
    expect(await ledgerSum(referrer)).toBe(0);
    const [reversal] = await database()
      .db.select()
      .from(ticketLog)
      .where(and(eq(ticketLog.walletAddress, referrer), eq(ticketLog.idempotencyKey, `referral-refund:${first}`)));
    expect(reversal).toMatchObject({ amount: -REFERRAL_REWARD });
    // Buying again earns the referrer nothing: the reward was for the first order, which was refunded.
    await buyAndRefund(buyer, async () => {
      expect(await ledgerSum(referrer)).toBe(0);
    });
    expect(await ledgerSum(referrer)).toBe(0);
    expect((await readWalletRegistry(referrer)).total_rts).toBe(0);
  });

  it('a referrer who already spent the reward: the balance stops at zero, the rest is the shortfall', async () => {
    const { referrer, buyer } = await referredBuyer();
    const { signature } = await buyAndRefund(buyer, async () => {
      const { db } = database();
      await applyTicketChange(
        db,
        referrer,
        { action: 'Spend', amount: -3, accessTarget: 'Test', notes: 'spent', idempotencyKey: `spend:${referrer}` },
        'Insufficient',
      );
    });
    expect(await ledgerSum(referrer)).toBe(0);
    const [refund] = await database().db.select().from(saleRefunds).where(eq(saleRefunds.signature, signature));
    expect(refund.ticketsShortfall).toBe(3);
  });
});
