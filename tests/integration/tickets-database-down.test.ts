import { describe, expect, it } from 'vitest';
import { GET as nonceRoute } from '@/app/api/auth/nonce/route';
import { POST as dayPassRoute } from '@/app/api/day-pass/route';
import { POST as spinRoute } from '@/app/api/spin-wheel/route';
import { createSessionToken } from '@/lib/auth';
import { DAY_PASS_DB_UNAVAILABLE } from '@/lib/rules/day-pass';
import { readMallAccess } from '@/lib/tickets';
import { testWallet } from './support/test-wallet';
import { useUnreachableDatabase } from './support/databases';

describe('tickets when the database cannot be reached', () => {
  useUnreachableDatabase();

  it("claiming a day pass answers 503 'Database not available'; so do spins and sign-in requests", async () => {
    const { address } = testWallet();
    const cookie = `rv_session=${await createSessionToken(address)}`;
    const dayPass = await dayPassRoute(
      new Request('http://t/api/day-pass', { method: 'POST', headers: { cookie } }),
      undefined,
    );
    expect(dayPass.status).toBe(503);
    expect((await dayPass.json()).error.message).toBe(DAY_PASS_DB_UNAVAILABLE);
    const spin = await spinRoute(
      new Request('http://t/api/spin-wheel', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: '{}',
      }),
      undefined,
    );
    expect(spin.status).toBe(503);
    expect((await nonceRoute(new Request('http://t/api/auth/nonce'), undefined)).status).toBe(503);
  });

  it('the access check falls back to Tier 0 without a day pass (docs/product.md §8)', async () => {
    const access = await readMallAccess(testWallet().address);
    expect(access).toMatchObject({
      source: 'fallback',
      hasAccess: false,
      registry: { tier: 'Tier 0', retailpass_expiry: null },
    });
  });
});
