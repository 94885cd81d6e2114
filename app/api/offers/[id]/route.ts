import { z } from 'zod';
import { handler, json, parseWith, readJson } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth';
import { solAmount } from '@/lib/commerce/offers/amount-schema';
import { offerLimiter, OFFERS_LIMITED } from '@/lib/commerce/offers/limits';
import { acceptCounter, declineCounter, raiseOffer, withdrawOffer } from '@/lib/commerce/offers/offers';
import { offerView, type OfferAnswer } from '@/lib/commerce/offers/offer-view';
import { signInRequired } from '@/lib/errors';
import { clientIp } from '@/lib/rate-limit';
import { OFFER_SIGN_IN } from '@/lib/rules/buyer-offers';

const paramsSchema = z.object({ id: z.uuid('an offer id') });
const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('raise'), amount: solAmount }).strict(),
  z.object({ action: z.literal('withdraw') }).strict(),
  z.object({ action: z.literal('accept-counter') }).strict(),
  z.object({ action: z.literal('decline-counter') }).strict(),
]);

type Context = { params: Promise<{ id: string }> };

/**
 * The offer's wallet raises or withdraws it, or answers the operator's counter: accepting opens an order at the
 * countered price that holds the name for this wallet for 24 hours (docs/product.md "Offers").
 */
export const POST = handler<Context>(async (request, { params }) => {
  await offerLimiter.hit(clientIp(request), OFFERS_LIMITED);
  const wallet = await sessionWallet(request);
  if (!wallet) throw signInRequired(OFFER_SIGN_IN);
  const { id } = parseWith(paramsSchema, await params);
  const body = await readJson(request, bodySchema, { maxBytes: 1024 });
  const offer =
    body.action === 'raise'
      ? await raiseOffer(wallet, id, body.amount)
      : body.action === 'withdraw'
        ? await withdrawOffer(wallet, id)
        : body.action === 'accept-counter'
          ? await acceptCounter(wallet, id)
          : await declineCounter(wallet, id);
  return json<OfferAnswer>({ offer: offerView(offer) });
});
