import { z } from 'zod';
import { handler, json, parseWith, readJson } from '@/lib/api/handler';
import { mintDomain } from '@/lib/commerce/checkout';
import { mintLimiter } from '@/lib/commerce/limits';
import { clientIp } from '@/lib/rate-limit';
import { INVALID_EMAIL, isDeliverableEmail, isSolanaAddressShape } from '@/lib/rules/validation';

export const dynamic = 'force-dynamic';

const paramsSchema = z.object({ slug: z.string().trim().min(1).max(80) });

const bodySchema = z.discriminatedUnion('method', [
  z
    .object({
      method: z.literal('email'),
      email: z.string().trim().min(3).max(254).refine(isDeliverableEmail, INVALID_EMAIL),
    })
    .strict(),
  z
    .object({
      method: z.literal('wallet'),
      wallet: z.string().trim().refine(isSolanaAddressShape, 'Enter a Solana wallet address'),
    })
    .strict(),
]);

/** POST /api/checkout/{slug}/mint {method, email | wallet}: mints the domain's NFT for the recipient. */
export const POST = handler<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const { slug } = parseWith(paramsSchema, await params);
  const recipient = await readJson(request, bodySchema, { maxBytes: 2048 });
  await mintLimiter.hit(clientIp(request), 'Too many mint attempts. Try again in a minute.');
  const minted = await mintDomain(slug, recipient);
  return json({ ok: true, ...minted }, { status: 201 });
});
