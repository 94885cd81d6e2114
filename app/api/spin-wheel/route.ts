import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { requireWallet, walletAddressSchema } from '@/lib/auth';
import { AppError, forbidden } from '@/lib/errors';
import { spinWheel } from '@/lib/tickets';
import { readIdempotencyKey } from '@/lib/tickets/idempotency-key';
import type { SpinAnswer } from '@/lib/tickets/spin';
import { SPIN_RATE_LIMITED, spinLimiter } from '@/lib/tickets/limits';

/** docs/product.md §7's body: the wallet (must be the signed-in one) and the balance the client believes it has (ignored). */
const bodySchema = z
  .object({
    wallet: walletAddressSchema.optional(),
    tickets: z.number().int().min(0).max(1_000_000).optional(),
  })
  .strict();

/** Spins the wheel for the session's wallet: 5 RT, prize drawn on the server. */
export const POST = handler(async (request) => {
  const wallet = await requireWallet(request);
  await spinLimiter.hit(wallet, SPIN_RATE_LIMITED);
  const body = await readJson(request, bodySchema, { maxBytes: 1024 });
  if (body.wallet && body.wallet !== wallet) throw forbidden('You can only spin for the wallet you signed in with.');
  const idempotencyKey = readIdempotencyKey(request);
  try {
    const result = await spinWheel(wallet, { idempotencyKey });
    return json<SpinAnswer>({
      prize: result.prize,
      newBalance: result.newBalance,
      spinId: result.spinId,
      ticketsWon: result.ticketsWon,
      seedId: result.seedId,
      voucherCode: result.voucherCode,
    });
  } catch (error) {
    // The spec's client reads `message` on a refused spin (a 409: too few tickets); the house error shape is beside it.
    if (error instanceof AppError && error.status === 409) {
      return json({ error: { code: error.code, message: error.message }, message: error.message }, { status: 409 });
    }
    throw error;
  }
});
