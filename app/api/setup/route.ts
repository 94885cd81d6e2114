import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { sessionWallet, SIGN_IN_REQUIRED } from '@/lib/auth/session';
import { setupLimiter } from '@/lib/auth/limits';
import { claimShop } from '@/lib/auth/setup';
import { AppError } from '@/lib/errors';
import { clientIp } from '@/lib/rate-limit';

const bodySchema = z.object({ code: z.string().trim().min(1).max(200) }).strict();

/** Claims the shop with its one-time setup code: the signed-in wallet becomes the owner (docs/operators.md). */
export const POST = handler(async (request) => {
  await setupLimiter.hit(clientIp(request));
  const wallet = await sessionWallet(request);
  if (!wallet) throw new AppError('unauthorized', SIGN_IN_REQUIRED);
  const { code } = await readJson(request, bodySchema, { maxBytes: 1024 });
  await claimShop(code, wallet);
  return json({ owner: wallet });
});
