import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as getName } from '@/app/api/names/[slug]/route';
import { runPaymentScan } from '@/lib/commerce/payments/payment-scan';
import { resetChainCache } from '@/lib/integrations/chain-cache';
import { DISTINCT_NAME_LOOKUPS_LIMITED, distinctNameLookupLimiter, nameLookupLimiter } from '@/lib/integrations/limits';
import { refillRpcBudget, RpcBudgetRefused, takeRpcBudget } from '@/lib/integrations/rpc-budget';
import { lookupName } from '@/lib/integrations/sns-names';
import {
  DISTINCT_NAME_LOOKUPS_PER_MINUTE,
  LOOKUP_BUSY,
  RPC_BUDGET_CAPACITY,
  RPC_BUDGET_PER_SECOND,
  RPC_BUDGET_RESERVE,
} from '@/lib/rules/rpc-budget';
import { testEngines, useTestDatabase } from './support/databases';
import { configure, useSellingMall } from './support/selling-mall';

const get = (name: string, ip: string) =>
  getName(new Request(`http://t/api/names/${name}`, { headers: { 'x-forwarded-for': ip } }), {
    params: Promise.resolve({ slug: name }),
  });

describe.each(testEngines)('one RPC budget for the mall on $name', (engine) => {
  const database = useTestDatabase(engine);
  const mall = useSellingMall(database);
  const rpc = () => mall.rpc();
  beforeEach(async () => {
    // A busy machine: the stand-in answers every call, however slowly.
    configure({ OUTBOUND_TIMEOUT_MS: '10000' });
    resetChainCache();
    await refillRpcBudget();
    await nameLookupLimiter.reset();
    await distinctNameLookupLimiter.reset();
  });

  it("one visitor's lookups never delay the scan: lookups are refused while the scan's calls all go through", async () => {
    const before = rpc().calls();
    const started = performance.now();
    const scans = (async () => {
      const results = [];
      for (let tick = 0; tick < 5; tick++) results.push(await runPaymentScan());
      return results;
    })();
    // The visitor asks ten names at a time, as fast as the mall answers.
    const burst = (async () => {
      const answers = [];
      for (let start = 0; start < RPC_BUDGET_CAPACITY * 2; start += 10) {
        const names = Array.from({ length: 10 }, (_, i) => `budget-${engine.name}-${start + i}`);
        answers.push(...(await Promise.all(names.map(lookupName))));
      }
      return answers;
    })();
    const [ticks, answers] = await Promise.all([scans, burst]);
    expect(ticks.map((tick) => tick.error)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    // The bucket went down to the lookups' reserve: the scan's calls are charged to it too, so lookups and scan
    // together made at least the share above the reserve.
    expect(rpc().calls() - before).toBeGreaterThanOrEqual(RPC_BUDGET_CAPACITY - RPC_BUDGET_RESERVE.lookup);
    // Lookups get what is left above their reserve (half the bucket) and what refills meanwhile, never more.
    const seconds = (performance.now() - started) / 1000;
    const read = answers.filter((a) => a.status === 'unregistered');
    const refused = answers.filter((a) => a.status === 'unreachable');
    expect(read.length).toBeLessThanOrEqual(
      RPC_BUDGET_CAPACITY - RPC_BUDGET_RESERVE.lookup + Math.ceil(seconds * RPC_BUDGET_PER_SECOND),
    );
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ message: LOOKUP_BUSY });
  });

  it('a refused lookup is refused again without asking the database until a token could have refilled', async () => {
    const setTokens = (tokens: number) =>
      database().db.execute(sql`update rpc_budget set tokens = ${tokens}, refilled_at = clock_timestamp()`);
    await setTokens(0);
    await expect(takeRpcBudget('lookup')).rejects.toBeInstanceOf(RpcBudgetRefused);
    // Only a test can fill the bucket at once; the same ask in the window is refused from the last answer.
    await setTokens(RPC_BUDGET_CAPACITY);
    await expect(takeRpcBudget('lookup')).rejects.toBeInstanceOf(RpcBudgetRefused);
    await expect(takeRpcBudget('delivery')).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1000 / RPC_BUDGET_PER_SECOND + 10));
    await expect(takeRpcBudget('lookup')).resolves.toBeUndefined();
  });

  it(`a visitor reads at most ${DISTINCT_NAME_LOOKUPS_PER_MINUTE} names a minute that are not cached; cached ones are free`, async () => {
    const ip = `198.51.100.${engine.name === 'pglite' ? 1 : 2}`;
    for (let i = 0; i < DISTINCT_NAME_LOOKUPS_PER_MINUTE; i++) {
      expect((await get(`distinct${i}`, ip)).status).toBe(200);
    }
    const refused = await get('distinctmore', ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(DISTINCT_NAME_LOOKUPS_LIMITED);
    expect((await get('distinct0', ip)).status).toBe(200);
    expect((await get('distinctmore', '198.51.100.9')).status).toBe(200);
  });
});
