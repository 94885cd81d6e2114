import 'server-only';
import { randomInt } from 'node:crypto';
import { testSeed, type TestSeed } from '../../test-hooks';
import { mulberry32, type Random } from '../../rules/random';

const TWO_POW_32 = 2 ** 32;
/** Uniform in [0, 1) from the operating system's cryptographic source. */
export const cryptoRandom: Random = () => randomInt(0, TWO_POW_32) / TWO_POW_32;

/** What the log says when a test hook makes a server draw predictable. */
const PREDICTABLE: Record<TestSeed, string> = {
  SCAV_DRAW_SEED: '[scav] SCAV_DRAW_SEED is set: slot draws are a predictable test stream',
  CHAT_VOUCHER_SEED: '[chat] CHAT_VOUCHER_SEED is set: chat voucher draws are a predictable test stream',
};

const seeded = new Map<TestSeed, { seed: number; random: Random }>();

/** Crypto randomness for a server draw; a seeded stream only when its test hook is set (lib/test-hooks.ts). */
export function drawSource(hook: TestSeed): Random {
  const seed = testSeed(hook);
  if (seed === undefined) return cryptoRandom;
  const current = seeded.get(hook);
  if (current?.seed === seed) return current.random;
  console.warn(PREDICTABLE[hook]);
  const fresh = { seed, random: mulberry32(seed) };
  seeded.set(hook, fresh);
  return fresh.random;
}
