import { z } from 'zod';
import { orderIdSchema, slugParamSchema } from '@/lib/api/params';
import { handler, json, parseWith, readJson } from '@/lib/api/handler';
import { mintDomain, type MintAnswer } from '@/lib/commerce/checkout/checkout';
import { mintLimiter } from '@/lib/commerce/limits';
import { clientIp } from '@/lib/rate-limit';
import { INVALID_EMAIL, isDeliverableEmail, isSolanaAddressShape } from '@/lib/rules/validation';

const paramsSchema = z.object({ slug: slugParamSchema });

const bodySchema = z.discriminatedUnion('method', [
  z
    .object({
      method: z.literal('email'),
      email: z.string().trim().min(3).max(254).refine(isDeliverableEmail, INVALID_EMAIL),
      orderId: orderIdSchema,
    })
    .strict(),
  z
    .object({
      method: z.literal('wallet'),
      wallet: z.string().trim().refine(isSolanaAddressShape, 'Enter a Solana wallet address'),
      orderId: orderIdSchema,
    })
    .strict(),
]);

/** POST /api/checkout/{slug}/mint {method, email | wallet, orderId}: mints a paid-for domain's NFT for the recipient. */
export const POST = handler<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  await mintLimiter.hit(clientIp(request), 'Too many mint attempts. Try again in a minute.');
  const { slug } = parseWith(paramsSchema, await params);
  const recipient = await readJson(request, bodySchema, { maxBytes: 2048 });
  const { orderId, ...to } = recipient;
  const minted = await mintDomain(slug, to, orderId);
  return json<MintAnswer>({ ok: true, ...minted }, { status: 201 });
});
