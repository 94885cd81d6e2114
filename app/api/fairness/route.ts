import { z } from 'zod';
import { handler, json, readQuery } from '@/lib/api/handler';
import { notFound } from '@/lib/errors';
import { readFairness, readSpin } from '@/lib/tickets';
import { readSeed } from '@/lib/tickets/fairness';

const querySchema = z.object({ spin: z.uuid().optional() }).strict();

/**
 * The active seed's SHA-256 and the revealed past seeds; with ?spin=ID, that spin's record and its seed
 * (the seed itself only once revealed).
 */
export const GET = handler(async (request) => {
  const { spin: spinId } = readQuery(request, querySchema);
  if (!spinId) return json(await readFairness());
  const spin = await readSpin(spinId);
  if (!spin) throw notFound('No spin with that id.');
  const seed = await readSeed(spin.seedId);
  return json({
    spin: {
      spinId: spin.id,
      wallet: spin.walletAddress,
      message: `${spin.walletAddress}:${spin.id}`,
      hmac: spin.hmac,
      randomValue: spin.randomValue,
      prize: { label: spin.prizeLabel, rarity: spin.prizeRarity },
      ticketsWon: spin.ticketsWon,
      createdAt: spin.createdAt.toISOString(),
    },
    seed: seed
      ? {
          id: seed.id,
          seedHash: seed.seedHash,
          seed: seed.revealedAt ? seed.seed : null,
          revealedAt: seed.revealedAt?.toISOString() ?? null,
        }
      : null,
  });
});
