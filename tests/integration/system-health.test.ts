import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runPaymentScan } from '@/lib/commerce/payments/payment-scan';
import { outboxJobs, paymentScans } from '@/lib/db/schema';
import { readSystemHealth } from '@/lib/integrations/system-health';
import { NETWORK_UNREACHABLE_TO_BUY } from '@/lib/rules/payments';
import { SCAN_FAILING_AFTER } from '@/lib/rules/system-status';
import { testEngines, useTestDatabase } from './support/databases';
import { order, useSellingMall } from './support/selling-mall';

const NETWORK_UNREACHABLE =
  'The Solana network cannot be reached. Payments cannot be checked, and buyers cannot open orders, until it answers again.';
/** A payment scan older than a minute is stale. */
const SCAN_STALE_AFTER_SECONDS = 60;

describe.each(testEngines)('the operators health data on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const rpc = () => mall.rpc();

  it('all is well: the RPC answers with its latency, the scan is recent, no problem is said', async () => {
    expect((await runPaymentScan()).error).toBeUndefined();
    const health = await readSystemHealth({ probe: true });
    expect(health.rpc).toEqual({ state: 'ok', latencyMs: expect.any(Number) });
    expect(health.scan).toEqual({ secondsSince: expect.any(Number), failures: 0, lastError: null });
    expect(health.scan.secondsSince).toBeLessThan(5);
    expect(health.database).toBe(true);
    expect(health.problems.filter((p) => !p.includes('SOL price'))).toEqual([]);
  });

  it('with the RPC down the probe says the network cannot be reached; the banner says it once scans keep failing, and buyers are told', async () => {
    rpc().setDown(true);
    try {
      const probed = await readSystemHealth({ probe: true });
      expect(probed.rpc).toEqual({ state: 'unreachable', latencyMs: null });
      expect(probed.problems[0]).toBe(NETWORK_UNREACHABLE);
      // The banner reads stored state only: one failed scan is not yet a problem, a few in a row are.
      await runPaymentScan();
      expect((await readSystemHealth()).problems).not.toContain(NETWORK_UNREACHABLE);
      const ok = await order((await mall.nameOnSale()).slug);
      expect(ok.status).toBe(201);
      for (let i = 1; i < SCAN_FAILING_AFTER; i++) await runPaymentScan();
      expect((await readSystemHealth()).problems[0]).toBe(NETWORK_UNREACHABLE);
      const refused = await order((await mall.nameOnSale()).slug);
      expect(refused.status).toBe(503);
      expect((await refused.json()).error).toEqual({
        code: 'network_unreachable',
        message: NETWORK_UNREACHABLE_TO_BUY,
      });
    } finally {
      rpc().setDown(false);
    }
    await runPaymentScan();
    expect((await readSystemHealth()).problems).not.toContain(NETWORK_UNREACHABLE);
    expect((await order((await mall.nameOnSale()).slug)).status).toBe(201);
  });

  it('a scan that stopped is said with its age', async () => {
    await runPaymentScan();
    const later = new Date(Date.now() + (SCAN_STALE_AFTER_SECONDS + 30) * 1000);
    const health = await readSystemHealth({ now: later });
    expect(health.scan.secondsSince).toBeGreaterThan(SCAN_STALE_AFTER_SECONDS);
    expect(health.problems).toContain(
      `The seller's address was last scanned ${health.scan.secondsSince} seconds ago: payments wait.`,
    );
  });

  it('outbox jobs that gave up are counted and said', async () => {
    const db = database().db;
    await db.insert(outboxJobs).values([
      { kind: 'receipt.mint', state: 'failed', attempts: 8, lastError: 'the webhook answered 500' },
      { kind: 'tickets.purchase', state: 'failed', attempts: 8, lastError: 'boom' },
      { kind: 'sale.rate', state: 'pending' },
    ]);
    try {
      const health = await readSystemHealth();
      expect(health.outbox).toEqual({ pending: 1, failed: 2 });
      expect(health.problems).toContain('2 background jobs gave up: retry from the dashboard.');
    } finally {
      await db.delete(outboxJobs);
      await db.update(paymentScans).set({ claimedAt: null }).where(eq(paymentScans.seller, mall.seller));
    }
  });
});
