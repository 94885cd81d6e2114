import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth';
import { emailField, optionalText } from '@/lib/community/fields';
import { communityFormLimiter } from '@/lib/community/limits';
import { sealMerchDossier } from '@/lib/community/merch';
import { MERCH_SIZES } from '@/lib/rules/community';
import { isSolanaAddressShape } from '@/lib/rules/validation';
import { clientIp } from '@/lib/rate-limit';

const WALLET_MESSAGE = 'Enter your Solana wallet address.';

const dossierSchema = z
  .object({
    walletAddress: z
      .string({ error: WALLET_MESSAGE })
      .trim()
      .min(1, WALLET_MESSAGE)
      .refine(isSolanaAddressShape, 'That does not look like a Solana wallet address.'),
    email: emailField,
    size: z
      .enum(MERCH_SIZES, { error: `Pick a size: ${MERCH_SIZES.join(', ')}.` })
      .nullish()
      .transform((v) => v ?? null),
    memeText: optionalText(140),
    domainHolder: z
      .boolean()
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();

/** Seals a merch dossier; the same e-mail again updates its entry only for the wallet it was filed with, signed in. */
export const POST = handler(async (request) => {
  await communityFormLimiter.hit(clientIp(request));
  const dossier = await readJson(request, dossierSchema, { maxBytes: 4096 });
  const { created } = await sealMerchDossier(dossier, await sessionWallet(request));
  return json({ ok: true, created }, { status: created ? 201 : 200 });
});
