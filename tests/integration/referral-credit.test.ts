import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as referralVisitRoute } from '@/app/api/rewards/referral/route';
import { refreshPayment } from '@/lib/commerce/payment-check';
import { readSaleOrder } from '@/lib/commerce/sale-orders';
import { referrals } from '@/lib/db/schema';
import { REFERRAL_REWARD } from '@/lib/rules/rewards';
import { ledgerSum, readTicketStatement, readWalletRegistry } from '@/lib/tickets';
import { testEngines, useTestDatabase } from './support/databases';
import { lamportsOf, useSellingMall } from './support/selling-mall';
import { postJson, signIn, testWallet } from './support/test-wallet';

describe.each(testEngines)('the referral credit on a paid order on $name', (engine) => {
  const database = useTestDatabase(engine);
  const { openOrder } = useSellingMall(database);

  /** The referred wallet pays an order (the chain look-up answers with its address as the payer). */
  async function payAs(buyer: string, signature: string) {
    const opened = await openOrder();
    return refreshPayment((await readSaleOrder(opened.body.id))!, {
      minIntervalMs: 0,
      lookup: async () => ({
        found: true,
        signature,
        buyer,
        paidLamports: lamportsOf(opened.name.price),
        blockTime: new Date(),
      }),
    });
  }

  async function referredPair() {
    const referrer = testWallet();
    await signIn(referrer);
    const visit = await referralVisitRoute(
      postJson('http://localhost:3000/api/rewards/referral', { ref: referrer.address }),
      undefined,
    );
    const buyer = testWallet();
    await signIn(buyer, visit.headers.get('set-cookie')!.split(';')[0]);
    return { referrer: referrer.address, buyer: buyer.address };
  }

  it("the referred wallet's first paid order earns its referrer 5 RT once; a second order earns nothing", async () => {
    const { referrer, buyer } = await referredPair();
    const first = await payAs(buyer, `ref-sig-1-${buyer}`);
    expect(first.status).toBe('paid');
    expect((await readWalletRegistry(referrer)).total_rts).toBe(REFERRAL_REWARD);
    const [entry] = await readTicketStatement(referrer, 1);
    expect(entry).toMatchObject({ action: 'Earn', amount: 5, accessTarget: 'Referral' });
    const [row] = await database().db.select().from(referrals).where(eq(referrals.referredWallet, buyer));
    expect(row).toMatchObject({ referrerWallet: referrer, creditedOrderId: first.id });

    const second = await payAs(buyer, `ref-sig-2-${buyer}`);
    expect(second.status).toBe('paid');
    expect((await readWalletRegistry(referrer)).total_rts).toBe(REFERRAL_REWARD);
    expect(await ledgerSum(referrer)).toBe(REFERRAL_REWARD);
  });

  it('a wallet that was not referred pays without crediting anyone', async () => {
    const buyer = testWallet();
    await signIn(buyer);
    const paid = await payAs(buyer.address, `ref-sig-none-${buyer.address}`);
    expect(paid.status).toBe('paid');
    const [row] = await database().db.select().from(referrals).where(eq(referrals.referredWallet, buyer.address));
    expect(row).toBeUndefined();
  });
});
