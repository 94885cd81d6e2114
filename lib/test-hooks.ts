/** Set by tests/support/test-hooks.mjs, which the browser tests' server preloads (scripts/e2e-server.mjs). */
const INSTALLED = Symbol.for('retailverse.test-hooks');

/** The test hooks: seeds that make a draw a predictable stream, so tests know each outcome. */
export type TestSeed = 'SCAV_DRAW_SEED' | 'CHAT_VOUCHER_SEED';

/**
 * A test hook's seed, from the environment, but only under Vitest (NODE_ENV=test) or in the browser tests' server:
 * a production environment cannot turn a draw predictable, and lib/env.ts does not know these variables.
 */
export function testSeed(name: TestSeed): number | undefined {
  const enabled = process.env.NODE_ENV === 'test' || (globalThis as Record<symbol, unknown>)[INSTALLED] === true;
  const raw = enabled ? process.env[name]?.trim() : undefined;
  if (!raw) return undefined;
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`${name} must be a non-negative integer, not ${raw}`);
  return seed;
}
