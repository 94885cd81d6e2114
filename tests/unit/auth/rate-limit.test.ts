import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../lib/errors';
import { clientIp, enforceRateLimit, rateLimit, resetRateLimits } from '../../../lib/rate-limit';

beforeEach(() => resetRateLimits());

describe('rateLimit', () => {
  it('allows `limit` calls per window, then refuses with the seconds left, then opens again', () => {
    const options = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect(rateLimit('ip:1', { ...options, now: 1000 + i }).ok).toBe(true);
    const refused = rateLimit('ip:1', { ...options, now: 31_000 });
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 30, remaining: 0 });
    expect(rateLimit('ip:2', { ...options, now: 31_000 }).ok).toBe(true);
    expect(rateLimit('ip:1', { ...options, now: 61_000 }).ok).toBe(true);
  });

  it('enforceRateLimit throws a 429 AppError with Retry-After', () => {
    const options = { limit: 1, windowMs: 10_000, now: 0 };
    enforceRateLimit('k', options);
    try {
      enforceRateLimit('k', { ...options, now: 2500 }, 'Slow down.');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const appError = error as AppError;
      expect(appError.status).toBe(429);
      expect(appError.message).toBe('Slow down.');
      expect(appError.headers).toEqual({ 'Retry-After': '8' });
    }
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
