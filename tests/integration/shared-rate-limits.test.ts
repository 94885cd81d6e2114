import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@/lib/db/schema';
import { resetEnvCache } from '@/lib/env';
import { createRateLimiter } from '@/lib/rate-limit';
import { PROCESS_STATE, peekProcessState } from '@/lib/process-state.mjs';
import { postgres, useTestDatabase } from './support/databases';

/** What a second server process starts with: no limiter of its own yet. */
const startAnotherProcess = () => (peekProcessState(PROCESS_STATE.rateLimits) as Map<string, unknown>).clear();

describe.skipIf(!postgres.set).each(postgres.engines)('rate limits shared through $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  beforeAll(() => {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    resetEnvCache();
  });
  afterAll(() => {
    delete process.env.DATABASE_URL;
    resetEnvCache();
  });

  it('two processes count the same window: the 31st nonce in a minute is refused, whichever process asks', async () => {
    const limit = { limit: 30, windowMs: 60_000 };
    const first = createRateLimiter('auth-nonce-shared', limit);
    for (let i = 0; i < 20; i++) await first.hit('203.0.113.5', 'Too many');
    startAnotherProcess();
    const second = createRateLimiter('auth-nonce-shared', limit);
    for (let i = 0; i < 10; i++) await second.hit('203.0.113.5', 'Too many');
    await expect(second.hit('203.0.113.5', 'Too many')).rejects.toMatchObject({ status: 429 });
    await expect(first.hit('203.0.113.5', 'Too many')).rejects.toMatchObject({ status: 429 });
    const rows = await database().db.select().from(rateLimits);
    expect(rows).toEqual([expect.objectContaining({ key: 'auth-nonce-shared:203.0.113.5' })]);
    expect(rows[0].points).toBeGreaterThanOrEqual(31);
  });
});
