import { handler, json, readNoBody } from '@/lib/api/handler';
import { dayPassCookie, requireWallet } from '@/lib/auth';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { DAY_PASS_DB_ERROR } from '@/lib/rules/day-pass';
import { claimDayPass } from '@/lib/tickets';
import { readIdempotencyKey } from '@/lib/tickets/idempotency-key';
import { dayPassLimiter } from '@/lib/tickets/limits';

/** Claims a 24-hour day pass for the session's wallet (1 RT). Errors are docs/product.md §8's. */
export const POST = handler(async (request) => {
  const wallet = await requireWallet(request);
  await dayPassLimiter.hit(wallet);
  const idempotencyKey = readIdempotencyKey(request);
  await readNoBody(request);
  try {
    const claimed = await claimDayPass(wallet, { idempotencyKey });
    // This browser keeps its own copy of the pass, for when the registry cannot be read.
    const cookie = await dayPassCookie(wallet, new Date(claimed.retailpassExpiry));
    return json(claimed, { headers: { 'set-cookie': cookie } });
  } catch (error) {
    if (error instanceof AppError || error instanceof DatabaseUnavailableError || isDatabaseUnavailable(error))
      throw error;
    console.error('[day-pass] claim failed:', error);
    throw new AppError('internal', DAY_PASS_DB_ERROR);
  }
});
