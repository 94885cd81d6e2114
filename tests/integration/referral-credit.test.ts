import { ed25519 } from '@noble/curves/ed25519.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as referralVisitRoute } from '@/app/api/rewards/referral/route';
import { referrals } from '@/lib/db/schema';
import { REFERRAL_REWARD } from '@/lib/rules/rewards';
import { ledgerSum, readTicketStatement, readWalletRegistry } from '@/lib/tickets';
import { testEngines, useTestDatabase } from './support/databases';
import { lamportsOf, status, useSellingMall } from './support/selling-mall';
import { postJson, signIn, testWallet } from './support/test-wallet';

describe.each(testEngines)('the referral credit on a paid order on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);

  /** A wallet the chain knows (funded on the RPC stand-in) that can also sign in. */
  function payingWallet() {
    const keypair = mall.rpc().newFundedKeypair();
    const wallet = {
      address: keypair.publicKey.toBase58(),
      sign: (message: Uint8Array) => ed25519.sign(message, keypair.secretKey.slice(0, 32)),
    };
    return { keypair, wallet };
  }

  /** The wallet pays an order its exact price on chain; the order's status is then read as its page would. */
  async function payAs(payer: ReturnType<typeof payingWallet>) {
    const { name, body } = await mall.openOrder();
    mall.rpc().payTransfer({
      from: payer.keypair,
      to: mall.seller,
      lamports: lamportsOf(name.price),
      reference: body.reference,
      memo: body.id,
    });
    return (await status(body.id)).json() as Promise<{ id: string; status: string }>;
  }

  async function referredPair() {
    const referrer = testWallet();
    await signIn(referrer);
    const visit = await referralVisitRoute(
      postJson('http://localhost:3000/api/rewards/referral', { ref: referrer.address }),
      undefined,
    );
    const buyer = payingWallet();
    await signIn(buyer.wallet, visit.headers.get('set-cookie')!.split(';')[0]);
    return { referrer: referrer.address, buyer };
  }

  it("the referred wallet's first paid order earns its referrer 5 RT once; a second order earns nothing", async () => {
    const { referrer, buyer } = await referredPair();
    const first = await payAs(buyer);
    expect(first.status).toBe('paid');
    expect((await readWalletRegistry(referrer)).total_rts).toBe(REFERRAL_REWARD);
    const [entry] = await readTicketStatement(referrer, 1);
    expect(entry).toMatchObject({ action: 'Earn', amount: 5, accessTarget: 'Referral' });
    const [row] = await database()
      .db.select()
      .from(referrals)
      .where(eq(referrals.referredWallet, buyer.wallet.address));
    expect(row).toMatchObject({ referrerWallet: referrer, creditedOrderId: first.id });

    const second = await payAs(buyer);
    expect(second.status).toBe('paid');
    expect((await readWalletRegistry(referrer)).total_rts).toBe(REFERRAL_REWARD);
    expect(await ledgerSum(referrer)).toBe(REFERRAL_REWARD);
  });

  it('a wallet that was not referred pays without crediting anyone', async () => {
    const buyer = payingWallet();
    await signIn(buyer.wallet);
    const paid = await payAs(buyer);
    expect(paid.status).toBe('paid');
    const [row] = await database()
      .db.select()
      .from(referrals)
      .where(eq(referrals.referredWallet, buyer.wallet.address));
    expect(row).toBeUndefined();
  });
});
