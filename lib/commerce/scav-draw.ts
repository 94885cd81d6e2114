import 'server-only';
import { randomInt } from 'node:crypto';
import { env } from '../env';
import { mulberry32, type Random } from '../rules/random';
import { drawSlotOutcome, type SlotOutcome } from '../rules/slot-machine';

const TWO_POW_32 = 2 ** 32;
const cryptoRandom: Random = () => randomInt(0, TWO_POW_32) / TWO_POW_32;

let seeded: { seed: number; random: Random } | undefined;

/** Crypto randomness; a seeded stream only when the SCAV_DRAW_SEED test hook is set. */
function drawSource(): Random {
  const seed = env().SCAV_DRAW_SEED;
  if (seed === undefined) return cryptoRandom;
  if (seeded?.seed === seed) return seeded.random;
  console.warn('[scav] SCAV_DRAW_SEED is set: slot draws are a predictable test stream');
  seeded = { seed, random: mulberry32(seed) };
  return seeded.random;
}

/** One server-side slot-machine draw. */
export function drawScavOutcome(): SlotOutcome {
  return drawSlotOutcome(drawSource());
}
