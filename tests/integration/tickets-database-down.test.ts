import { describe, expect, it } from 'vitest';
import { GET as nonceRoute } from '@/app/api/auth/nonce/route';
import { POST as dayPassRoute } from '@/app/api/day-pass/route';
import { POST as spinRoute } from '@/app/api/spin-wheel/route';
import { GET as walletRoute } from '@/app/api/wallet/route';
import { createSessionToken, dayPassCookie } from '@/lib/auth';
import { DATABASE_UNAVAILABLE } from '@/lib/rules/error-messages';
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
    expect((await dayPass.json()).error.message).toBe(DATABASE_UNAVAILABLE);
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

  it('falls back to the day pass this browser keeps for the wallet, with tier Tier 0 (docs/product.md §8)', async () => {
    const { address } = testWallet();
    const now = new Date();
    const expiry = new Date(now.getTime() + 5 * 3600_000);
    const access = await readMallAccess(address, now, expiry);
    expect(access).toMatchObject({
      source: 'fallback',
      hasAccess: true,
      reason: 'day-pass',
      registry: { tier: 'Tier 0', retailpass_expiry: expiry.toISOString() },
    });

    const session = `rv_session=${await createSessionToken(address)}`;
    const pass = (await dayPassCookie(address, expiry)).split(';')[0];
    const ask = (cookie: string) =>
      walletRoute(new Request('http://t/api/wallet', { headers: { cookie } }), undefined).then((r) => r.json());
    expect(await ask(`${session}; ${pass}`)).toMatchObject({ source: 'fallback', hasAccess: true, reason: 'day-pass' });
    // Another wallet's pass, a forged one, or none: Tier 0 without a day pass.
    const otherPass = (await dayPassCookie(testWallet().address, expiry)).split(';')[0];
    for (const cookie of [session, `${session}; ${otherPass}`, `${session}; rv_pass=${pass.slice(8, -4)}AAAA`])
      expect(await ask(cookie)).toMatchObject({ source: 'fallback', hasAccess: false, reason: null });
  });
});
