import { z } from 'zod';
import { handler, json, parseWith, readJson } from '@/lib/api/handler';
import { mintDomain, type MintAnswer } from '@/lib/commerce/checkout/checkout';
import { mintLimiter } from '@/lib/commerce/limits';
import { clientIp } from '@/lib/rate-limit';
import { INVALID_EMAIL, isDeliverableEmail, isSolanaAddressShape } from '@/lib/rules/validation';

const paramsSchema = z.object({ slug: z.string().trim().min(1).max(80) });

const bodySchema = z.discriminatedUnion('method', [
  z
    .object({
      method: z.literal('email'),
      email: z.string().trim().min(3).max(254).refine(isDeliverableEmail, INVALID_EMAIL),
      orderId: z.uuid('the id of your paid order'),
    })
    .strict(),
  z
    .object({
      method: z.literal('wallet'),
      wallet: z.string().trim().refine(isSolanaAddressShape, 'Enter a Solana wallet address'),
      orderId: z.uuid('the id of your paid order'),
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
