import { Keypair } from '@solana/web3.js';
import { inArray, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fulfilTransferredOrders } from '@/lib/commerce/payments/after-payment';
import { saleOrders } from '@/lib/db/schema';
import { OWNER_CHECK_BATCH } from '@/lib/rules/owner-checks';
import { testEngines, useTestDatabase } from './support/databases';
import { useSellingMall } from './support/selling-mall';

const PAID = 1_050;
const MINUTE = 60_000;
const newAddress = () => Keypair.generate().publicKey.toBase58();

describe.each(testEngines)('paid names the shop transfers by hand, looked up with backoff on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const rpc = () => mall.rpc();

  it(`${PAID} paid, untransferred orders cost a few batched reads, then fewer and fewer; transferred ones are fulfilled`, async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const rows = Array.from({ length: PAID }, (_, i) => ({
      id: randomUUID(),
      domainSlug: `ownercheck${i}`,
      domainName: `ownercheck${i}.sol`,
      amountLamports: 1_000_000n,
      recipient: mall.seller,
      reference: newAddress(),
      status: 'paid',
      buyer: newAddress(),
      expiresAt: start,
      paidAt: start,
      createdAt: start,
      updatedAt: start,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await database()
        .db.insert(saleOrders)
        .values(rows.slice(i, i + 500));
    // Three names are now the buyer's on chain, one went to someone else, the rest are not transferred yet.
    const transferred = rows.slice(0, 3);
    for (const row of transferred) rpc().registerName(row.domainName, row.buyer);
    rpc().registerName(rows[3].domainName, newAddress());

    const reads = () => rpc().calls('getMultipleAccounts');
    const singles = () => rpc().calls('getAccountInfo');
    const singlesBefore = singles();
    let fulfilled = 0;
    const callsPerMinute: number[] = [];
    // Six hours of the sweep: every 3 seconds in the first minute, then once a minute.
    for (let second = 0; second < 60; second += 3) {
      const before = reads();
      fulfilled += await fulfilTransferredOrders({ now: new Date(start.getTime() + second * 1000) });
      if (second === 0) callsPerMinute.push(0);
      callsPerMinute[0] += reads() - before;
    }
    for (let minute = 1; minute < 6 * 60; minute++) {
      const before = reads();
      fulfilled += await fulfilTransferredOrders({ now: new Date(start.getTime() + minute * MINUTE) });
      callsPerMinute.push(reads() - before);
    }
    expect(fulfilled).toBe(transferred.length);
    const batches = Math.ceil(PAID / OWNER_CHECK_BATCH);
    expect(callsPerMinute[0]).toBeLessThanOrEqual(batches);
    expect(Math.max(...callsPerMinute)).toBeLessThanOrEqual(batches);
    // Checked at 0, 1, 5, 21, 85 and 341 minutes: six busy minutes in six hours, every other minute idle.
    // Each order is checked at 0, 1, 5, 21, 85 and 341 minutes (a pass takes 1,000; the other 50 follow a tick
    // later): about a dozen busy minutes in six hours, every other minute idle.
    expect(callsPerMinute.filter((calls) => calls > 0).length).toBeLessThanOrEqual(12);
    expect(callsPerMinute.reduce((sum, calls) => sum + calls, 0)).toBeLessThanOrEqual(6 * (batches + 1));
    expect(singles() - singlesBefore).toBe(0);

    const after = await database()
      .db.select({ id: saleOrders.id, status: saleOrders.status, checks: saleOrders.ownerChecks })
      .from(saleOrders)
      .where(like(saleOrders.domainSlug, 'ownercheck%'));
    const fulfilledIds = new Set<string>(transferred.map((row) => row.id));
    for (const row of after) expect(row.status).toBe(fulfilledIds.has(row.id) ? 'fulfilled' : 'paid');
    await database()
      .db.delete(saleOrders)
      .where(
        inArray(
          saleOrders.id,
          rows.map((row) => row.id),
        ),
      );
  });
});
