import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { recordOperatorAction } from '@/lib/auth/audit-log';
import {
  OPERATOR_REQUESTS_LIMITED,
  OPERATOR_WRITES_LIMITED,
  operatorConsoleLimiter,
  operatorWriteLimiter,
} from '@/lib/auth/operator-limits';
import { actorName, requireOperator } from '@/lib/auth/operator-session';
import { solAmount } from '@/lib/commerce/offers/amount-schema';
import { acceptOffer, counterOffer, declineOffer, offerInbox, requireOffer } from '@/lib/commerce/offers/offer-desk';
import { offerView, type OfferAnswer, type OfferInbox } from '@/lib/commerce/offers/offer-view';
import { DECLINE_REASON_MAX } from '@/lib/rules/buyer-offers';

const offerId = z.uuid('an offer id');
const bodySchema = z.discriminatedUnion('action', [
  z
    .object({ action: z.literal('list'), sort: z.enum(['amount', 'age']).default('age'), all: z.boolean().optional() })
    .strict(),
  z.object({ action: z.literal('accept'), id: offerId }).strict(),
  z
    .object({ action: z.literal('decline'), id: offerId, reason: z.string().trim().min(1).max(DECLINE_REASON_MAX) })
    .strict(),
  z.object({ action: z.literal('counter'), id: offerId, amount: solAmount }).strict(),
]);

/**
 * Operator: the offers inbox (pending offers by amount or age, with each name's list price and latest events), and
 * accept (an order holds the name for the buyer for 24 hours), decline with a reason, or counter (docs/operators.md
 * "Offers"). Every answer is in the audit log.
 */
export const POST = handler(async (request) => {
  const actor = await requireOperator(request);
  await operatorConsoleLimiter.hit(actorName(actor), OPERATOR_REQUESTS_LIMITED);
  const body = await readJson(request, bodySchema, { maxBytes: 2048 });
  if (body.action === 'list') {
    const inbox = await offerInbox(body.sort, { all: body.all });
    return json<OfferInbox>({
      offers: inbox.map(({ offer, listPrice, history }) => ({
        ...offerView(offer),
        listPrice,
        history: history.map((e) => ({
          kind: e.kind,
          lamports: e.lamports === null ? null : String(e.lamports),
          at: e.at.toISOString(),
        })),
      })),
    });
  }
  await operatorWriteLimiter.hit(actorName(actor), OPERATOR_WRITES_LIMITED);
  const before = offerView(await requireOffer(body.id));
  const offer =
    body.action === 'accept'
      ? await acceptOffer(body.id)
      : body.action === 'decline'
        ? await declineOffer(body.id, body.reason)
        : await counterOffer(body.id, body.amount);
  const after = offerView(offer);
  await recordOperatorAction({ actor, action: `offer.${body.action}`, target: body.id, before, after });
  return json<OfferAnswer>({ offer: after });
});
