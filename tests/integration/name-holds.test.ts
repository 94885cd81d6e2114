import { randomUUID } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as holdsRoute } from '@/app/api/holds/route';
import { readNameHolds } from '@/lib/catalog/name-holds';
import { subscribeToSales } from '@/lib/commerce/sales/sales-feed';
import { saleOrders } from '@/lib/db/schema';
import type { SaleStreamEvent } from '@/lib/rules/live-sales';
import { testEngines, useTestDatabase } from './support/databases';
import { configure } from './support/selling-mall';
import { signIn, testWallet } from './support/test-wallet';

const seller = Keypair.generate().publicKey.toBase58();
const buyer = testWallet();

describe.each(testEngines)('names held by open orders, on $name', (engine) => {
  const database = useTestDatabase(engine);
  beforeAll(() => configure({ SELLER_WALLET: seller }));
  afterAll(() => configure({ SELLER_WALLET: undefined }));

  const order = async (slug: string, status: string, expiresAt: Date) => {
    const id = randomUUID();
    await database()
      .db.insert(saleOrders)
      .values({
        id,
        domainSlug: slug,
        domainName: `${slug}.sol`,
        amountLamports: 1_000_000n,
        recipient: seller,
        reference: Keypair.generate().publicKey.toBase58(),
        status,
        expiresAt,
        ...(status === 'paid' ? { paidAt: new Date() } : {}),
      });
    return id;
  };

  it('lists the names open orders hold, with when each hold ends, in one read; nothing else', async () => {
    const later = new Date(Date.now() + 10 * 60_000);
    const latest = new Date(Date.now() + 14 * 60_000);
    await order('copevendor', 'awaiting_payment', later);
    const mine = await order('daodiner', 'awaiting_payment', later);
    await database().db.update(saleOrders).set({ openedBy: buyer.address }).where(eq(saleOrders.id, mine));
    await order('copevendor', 'confirming', latest);
    await order('bagcultist', 'awaiting_payment', new Date(Date.now() - 1000));
    await order('coldstorage', 'expired', later);
    await order('exitliquidity', 'paid', later);
    const holds = await readNameHolds();
    expect(holds).toEqual([
      { slug: 'copevendor', until: latest.toISOString() },
      { slug: 'daodiner', until: later.toISOString() },
    ]);
    const answer = await holdsRoute(new Request('http://localhost:3000/api/holds'), undefined);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ holds });
    // The wallet whose order holds a name is not kept from it: its Buy goes back to its order.
    const cookie = await signIn(buyer);
    const own = await holdsRoute(new Request('http://localhost:3000/api/holds', { headers: { cookie } }), undefined);
    expect(await own.json()).toEqual({ holds: [holds[0]] });
  });

  it('the live feed says when an order starts and stops holding a name', async () => {
    const events: SaleStreamEvent[] = [];
    const unsubscribe = await subscribeToSales((event) => events.push(event));
    try {
      const id = await order('genesisgrail', 'awaiting_payment', new Date(Date.now() + 60_000));
      await vi.waitFor(() =>
        expect(events).toContainEqual({ type: 'hold', slug: 'genesisgrail', status: 'awaiting_payment' }),
      );
      await database().db.update(saleOrders).set({ status: 'expired' }).where(eq(saleOrders.id, id));
      await vi.waitFor(() => expect(events).toContainEqual({ type: 'hold', slug: 'genesisgrail', status: 'expired' }));
      expect(await readNameHolds()).not.toContainEqual(expect.objectContaining({ slug: 'genesisgrail' }));
    } finally {
      unsubscribe();
    }
  });
});
