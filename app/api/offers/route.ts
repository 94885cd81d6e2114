import { z } from 'zod';
import { slugParamSchema } from '@/lib/api/params';
import { handler, json, readJson } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth';
import { offerLimiter, OFFERS_LIMITED } from '@/lib/commerce/offers/limits';
import { makeOffer, walletOffers } from '@/lib/commerce/offers/offers';
import { offerView, type OfferAnswer, type OfferList } from '@/lib/commerce/offers/offer-view';
import { signInRequired } from '@/lib/errors';
import { clientIp } from '@/lib/rate-limit';
import {
  OFFER_EXPIRY_DEFAULT_DAYS,
  OFFER_EXPIRY_MAX_DAYS,
  OFFER_EXPIRY_MIN_DAYS,
  OFFER_MESSAGE_MAX,
  OFFER_SIGN_IN,
} from '@/lib/rules/buyer-offers';
import { solAmount } from '@/lib/commerce/offers/amount-schema';

const bodySchema = z
  .object({
    slug: slugParamSchema,
    /** The amount in SOL, as decimal text ('3', '2.5'). */
    amount: solAmount,
    message: z.string().trim().max(OFFER_MESSAGE_MAX).optional(),
    days: z.number().int().min(OFFER_EXPIRY_MIN_DAYS).max(OFFER_EXPIRY_MAX_DAYS).default(OFFER_EXPIRY_DEFAULT_DAYS),
  })
  .strict();

/** The signed-in wallet's offers, newest first. */
export const GET = handler(async (request) => {
  const wallet = await sessionWallet(request);
  if (!wallet) throw signInRequired(OFFER_SIGN_IN);
  return json<OfferList>({ offers: (await walletOffers(wallet)).map(offerView) });
});

/**
 * The signed-in wallet offers on a catalogue name that is not sold (docs/product.md "Offers"): 201 with the offer;
 * 409 offer_live when it already has one on the name, too_many_offers past its limit; 403 without proof.
 */
export const POST = handler(async (request) => {
  await offerLimiter.hit(clientIp(request), OFFERS_LIMITED);
  const wallet = await sessionWallet(request);
  if (!wallet) throw signInRequired(OFFER_SIGN_IN);
  const body = await readJson(request, bodySchema, { maxBytes: 2048 });
  const offer = await makeOffer(wallet, body.slug.replace(/\.sol$/, ''), {
    lamports: body.amount,
    message: body.message,
    days: body.days,
  });
  return json<OfferAnswer>({ offer: offerView(offer) }, { status: 201 });
});
