import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../lib/errors';
import { clientIp, createRateLimiter, resetRateLimits } from '../../../lib/rate-limit';

beforeEach(() => resetRateLimits());
afterEach(() => vi.useRealTimers());

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and key, then refuses with a 429 and the seconds left, then opens again', async () => {
    vi.useFakeTimers({ now: 1000 });
    const options = { limit: 3, windowMs: 60_000 };
    const nonces = createRateLimiter('unit-nonce', options);
    const verifies = createRateLimiter('unit-verify', options);
    for (let i = 0; i < 3; i++) await nonces.hit('1.1.1.1');
    vi.advanceTimersByTime(30_000);
    const refused = await nonces.hit('1.1.1.1', 'Slow down.').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).message).toBe('Slow down.');
    expect((refused as AppError).headers).toEqual({ 'Retry-After': '30' });
    await expect(nonces.hit('2.2.2.2')).resolves.toBeUndefined();
    await expect(verifies.hit('1.1.1.1')).resolves.toBeUndefined();
    vi.advanceTimersByTime(30_001);
    await expect(nonces.hit('1.1.1.1')).resolves.toBeUndefined();
  });

  it('without a message, refuses with the standard text; reset() and resetRateLimits() forget the windows', async () => {
    const limiter = createRateLimiter('unit-reset', { limit: 1, windowMs: 60_000 });
    await limiter.hit('1.1.1.1');
    await expect(limiter.hit('1.1.1.1')).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests. Please wait a moment and try again.',
    });
    await limiter.reset();
    await limiter.hit('1.1.1.1');
    await resetRateLimits();
    await expect(limiter.hit('1.1.1.1')).resolves.toBeUndefined();
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
