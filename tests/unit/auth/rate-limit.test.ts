import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../lib/errors';
import { clientIp, enforceRateLimit, resetRateLimits } from '../../../lib/rate-limit';

beforeEach(() => resetRateLimits());
afterEach(() => vi.useRealTimers());

describe('enforceRateLimit', () => {
  it('allows `limit` calls per window and key, then refuses with a 429 and the seconds left, then opens again', async () => {
    vi.useFakeTimers({ now: 1000 });
    const options = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await enforceRateLimit('auth-nonce:1.1.1.1', options);
    vi.advanceTimersByTime(30_000);
    const refused = await enforceRateLimit('auth-nonce:1.1.1.1', options, 'Slow down.').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).message).toBe('Slow down.');
    expect((refused as AppError).headers).toEqual({ 'Retry-After': '30' });
    await expect(enforceRateLimit('auth-nonce:2.2.2.2', options)).resolves.toBeUndefined();
    await expect(enforceRateLimit('auth-verify:1.1.1.1', options)).resolves.toBeUndefined();
    vi.advanceTimersByTime(30_001);
    await expect(enforceRateLimit('auth-nonce:1.1.1.1', options)).resolves.toBeUndefined();
  });
});

describe('clientIp', () => {
  const request = (headers: Record<string, string>) => new Request('http://x/', { headers });
  it('reads the address the server decided on; without that server, the first x-forwarded-for hop outside production', () => {
    expect(clientIp(request({ 'x-retailverse-client-ip': '198.51.100.2', 'x-forwarded-for': '203.0.113.7' }))).toBe(
      '198.51.100.2',
    );
    expect(clientIp(request({ 'x-forwarded-for': ' 203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
    expect(clientIp(request({ 'x-real-ip': '198.51.100.2' }))).toBe('unknown');
    expect(clientIp(request({}))).toBe('unknown');
  });

  it('in production, an X-Forwarded-For the server did not vouch for is not believed', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(clientIp(request({ 'x-forwarded-for': '203.0.113.7' }))).toBe('unknown');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
