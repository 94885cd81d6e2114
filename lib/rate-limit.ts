import { CLIENT_IP_HEADER } from '../server/client-ip.mjs';
import { rateLimited } from './errors';

/**
 * A per-key fixed-window limiter held in this process's memory. Enough for one server (the embedded
 * database serves one process anyway); with replicas each counts on its own, which only loosens the limit.
 */
export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Injected clock for tests. */
  now?: number;
}

export interface RateLimitResult {
  ok: boolean;
  /** Seconds until the current window ends (0 when allowed). */
  retryAfterSeconds: number;
  remaining: number;
}

interface Window {
  startedAt: number;
  count: number;
}

const MAX_TRACKED_KEYS = 50_000;
// On globalThis: Next.js bundles routes separately, and one limit must count across all of them.
const windows = ((globalThis as { [key: symbol]: unknown })[Symbol.for('retailverse.rate-limit')] ??= new Map()) as Map<
  string,
  Window
>;

export function rateLimit(key: string, { limit, windowMs, now = Date.now() }: RateLimitOptions): RateLimitResult {
  let window = windows.get(key);
  if (!window || now - window.startedAt >= windowMs) {
    if (!window && windows.size >= MAX_TRACKED_KEYS) sweep(now, windowMs);
    window = { startedAt: now, count: 0 };
    windows.set(key, window);
  }
  if (window.count >= limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000));
    return { ok: false, retryAfterSeconds, remaining: 0 };
  }
  window.count += 1;
  return { ok: true, retryAfterSeconds: 0, remaining: limit - window.count };
}

/** Throws a 429 `rateLimited` error (with Retry-After) when the key is over its limit. */
export function enforceRateLimit(
  key: string,
  options: RateLimitOptions,
  message = 'Too many requests. Please wait a moment and try again.',
): void {
  const result = rateLimit(key, options);
  if (!result.ok) throw rateLimited(message, result.retryAfterSeconds);
}

/**
 * The caller's IP as the production server decided it (the socket peer, or X-Forwarded-For only from
 * TRUSTED_PROXIES: server/client-ip.mjs). Without that server in front (next dev, tests calling handlers), the
 * first X-Forwarded-For hop outside production, else 'unknown'.
 */
export function clientIp(request: Request): string {
  const decided = request.headers.get(CLIENT_IP_HEADER)?.trim();
  if (decided) return decided.slice(0, 64);
  if (process.env.NODE_ENV === 'production') return 'unknown';
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first ? first.slice(0, 64) : 'unknown';
}

/** Forgets every window (tests). */
export function resetRateLimits(): void {
  windows.clear();
}

function sweep(now: number, windowMs: number): void {
  for (const [key, window] of windows) {
    if (now - window.startedAt >= windowMs) windows.delete(key);
  }
  if (windows.size >= MAX_TRACKED_KEYS) windows.clear();
}

export interface RateLimiter {
  /** Counts one hit for `key`; throws a 429 with Retry-After once the window's limit is passed. */
  hit(key: string, message: string): void;
  /** Tests: forgets this limiter's windows. */
  reset(): void;
}

/**
 * A limiter over the shared windows. The windows are shared by every route bundle, so the limiter's name (not
 * creation order, which differs per bundle) keeps its keys apart from other features' limiters.
 */
export function createRateLimiter(
  name: string,
  { limit, windowMs, now }: { limit: number; windowMs: number; now?: () => number },
): RateLimiter {
  const scope = `${name}:`;
  return {
    hit(key, message) {
      enforceRateLimit(`${scope}${key}`, { limit, windowMs, now: now?.() }, message);
    },
    reset() {
      for (const key of windows.keys()) if (key.startsWith(scope)) windows.delete(key);
    },
  };
}
