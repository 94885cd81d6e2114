import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { CLIENT_IP_HEADER } from './http/client-ip.mjs';
import { PROCESS_STATE, processState } from './process-state.mjs';
import { getDb, isDatabaseUnavailable } from './db';
import { rateLimits } from './db/schema';
import { env } from './env';
import { rateLimited } from './errors';
import { DATABASE_UNAVAILABLE } from './rules/error-messages';
import { MINUTE_MS } from './rules/time';

/**
 * Rate limits through rate-limiter-flexible. On PostgreSQL the windows live in the rate_limits table, so every
 * server process counts the same hits (an in-memory limiter stands in if the database fails); on the embedded
 * database, which serves one process, they live in memory.
 */
export interface RateLimitOptions {
  limit: number;
  /** The window the limit counts in; one minute unless said. */
  windowMs?: number;
}

const ONE_MINUTE_MS = MINUTE_MS;

const DEFAULT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

// Process state: Next.js bundles routes separately, and one limit must count across all of them.
const registry = processState(PROCESS_STATE.rateLimits, () => new Map<string, Promise<RateLimiterAbstract>>());

async function makeLimiter(
  name: string,
  { limit, windowMs }: Required<RateLimitOptions>,
): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: name, points: limit, duration: Math.max(1, Math.ceil(windowMs / 1000)) };
  const memory = new RateLimiterMemory(options);
  if (!env().DATABASE_URL) return memory;
  try {
    return new RateLimiterDrizzle({
      ...options,
      storeClient: await getDb(),
      schema: rateLimits,
      insuranceLimiter: memory,
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error) && !(error instanceof Error && error.message === DATABASE_UNAVAILABLE))
      throw error;
    return memory;
  }
}

function limiterFor(name: string, options: Required<RateLimitOptions>): Promise<RateLimiterAbstract> {
  const id = `${name}|${options.limit}|${options.windowMs}`;
  let limiter = registry.get(id);
  if (!limiter) {
    limiter = makeLimiter(name, options);
    registry.set(id, limiter);
    limiter.catch(() => registry.delete(id));
  }
  return limiter;
}

/** Counts one hit for `key` under `name`; throws a 429 (with Retry-After) once the window's limit is passed. */
async function consume(name: string, key: string, options: Required<RateLimitOptions>, message: string): Promise<void> {
  const limiter = await limiterFor(name, options);
  try {
    await limiter.consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    throw rateLimited(message, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
  }
}

export interface RateLimiter {
  /** Counts one hit for `key`; throws a 429 with Retry-After once the window's limit is passed. */
  hit(key: string, message?: string): Promise<void>;
  /** Tests: forgets this limiter's windows. */
  reset(): Promise<void>;
}

/** A named limiter: its name keeps its keys apart from other features' limiters, in memory and in the table. */
export function createRateLimiter(name: string, { limit, windowMs = ONE_MINUTE_MS }: RateLimitOptions): RateLimiter {
  const window = { limit, windowMs };
  return {
    hit: (key, message = DEFAULT_MESSAGE) => consume(name, key, window, message),
    reset: () => forget(name),
  };
}

async function forget(name?: string): Promise<void> {
  for (const id of [...registry.keys()]) if (!name || id.startsWith(`${name}|`)) registry.delete(id);
  if (!env().DATABASE_URL) return;
  const { like } = await import('drizzle-orm');
  const db = await getDb();
  await (name ? db.delete(rateLimits).where(like(rateLimits.key, `${name}:%`)) : db.delete(rateLimits));
}

/** Forgets every window (tests). */
export const resetRateLimits = (): Promise<void> => forget();

/**
 * The caller's IP as the production server decided it (the socket peer, or X-Forwarded-For only from
 * TRUSTED_PROXIES: lib/http/client-ip.mjs). Without that server in front (next dev, tests calling handlers), the
 * first X-Forwarded-For hop outside production, else 'unknown'.
 */
export function clientIp(request: Request): string {
  const decided = request.headers.get(CLIENT_IP_HEADER)?.trim();
  if (decided) return decided.slice(0, 64);
  if (process.env.NODE_ENV === 'production') return 'unknown';
  const first = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return first ? first.slice(0, 64) : 'unknown';
}
