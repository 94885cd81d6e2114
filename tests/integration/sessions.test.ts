import { beforeEach, describe, expect, it } from 'vitest';
import { POST as logoutRoute } from '@/app/api/auth/logout/route';
import { GET as walletRoute } from '@/app/api/wallet/route';
import { resetRateLimits } from '@/lib/rate-limit';
import { testEngines, useTestDatabase } from './support/databases';
import { signIn, testWallet } from './support/test-wallet';

describe.each(testEngines)('sessions and sign-out on $name', (engine) => {
  useTestDatabase(engine, { seed: false });
  beforeEach(() => resetRateLimits());

  it('logout clears the cookie; forged or missing sessions get 401', async () => {
    const logout = await logoutRoute(new Request('http://t/api/auth/logout', { method: 'POST' }), undefined);
    expect(logout.headers.get('set-cookie')).toMatch(/^rv_session=; .*Max-Age=0/);
    const wallet = testWallet();
    const cookie = await signIn(wallet);
    const forged = cookie.slice(0, -3) + (cookie.endsWith('AAA') ? 'BBB' : 'AAA');
    for (const headers of [{}, { cookie: forged }] as Record<string, string>[]) {
      const response = await walletRoute(new Request('http://t/api/wallet', { headers }), undefined);
      expect(response.status).toBe(401);
    }
    const ok = await walletRoute(new Request('http://t/api/wallet', { headers: { cookie } }), undefined);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      wallet: wallet.address,
      hasAccess: false,
      registry: { tier: 'Tier 0', total_rts: 0 },
    });
  });

  it('logout signs the session out on the server: a replayed copy of the cookie is refused', async () => {
    const cookie = await signIn(testWallet());
    const before = await walletRoute(new Request('http://t/api/wallet', { headers: { cookie } }), undefined);
    expect(before.status).toBe(200);
    const logout = await logoutRoute(
      new Request('http://localhost:3000/api/auth/logout', { method: 'POST', headers: { cookie } }),
      undefined,
    );
    expect(logout.status).toBe(200);
    const replayed = await walletRoute(new Request('http://t/api/wallet', { headers: { cookie } }), undefined);
    expect(replayed.status).toBe(401);
  });

  it('limits sign-outs per IP: the 31st in a minute is a 429, before the body is read', async () => {
    const logout = (body?: string) =>
      logoutRoute(
        new Request('http://localhost:3000/api/auth/logout', {
          method: 'POST',
          headers: { 'x-forwarded-for': '192.0.2.78' },
          body,
        }),
        undefined,
      );
    for (let i = 0; i < 30; i++) expect((await logout()).status).toBe(200);
    const limited = await logout('{"not":"read"}');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error.message).toBe('Too many requests. Please wait a moment and try again.');
    const elsewhere = await logoutRoute(
      new Request('http://localhost:3000/api/auth/logout', {
        method: 'POST',
        headers: { 'x-forwarded-for': '192.0.2.79' },
      }),
      undefined,
    );
    expect(elsewhere.status).toBe(200);
  });

  it('a session cookie with broken %-encoding reads as signed out, not as an error', async () => {
    const response = await walletRoute(
      new Request('http://t/api/wallet', { headers: { cookie: 'rv_session=%E0%A4%A' } }),
      undefined,
    );
    expect(response.status).toBe(401);
  });
});
