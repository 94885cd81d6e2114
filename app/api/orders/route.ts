import { z } from 'zod';
import { slugParamSchema } from '@/lib/api/params';
import { handler, json, readJson } from '@/lib/api/handler';
import { readCookie, sessionWallet } from '@/lib/auth';
import { orderLimiter } from '@/lib/commerce/limits';
import { memberDrawKey } from '@/lib/commerce/draws/mall-draw';
import { addressKey } from '@/lib/commerce/orders/order-holds';
import { createSaleOrder, orderView, type OrderView } from '@/lib/commerce/orders/sale-orders';
import { browserDrawKey, DRAW_COOKIE, walletDrawKey } from '@/lib/commerce/draws/scav-draw';
import { badRequest, signInRequired } from '@/lib/errors';
import { clientIp } from '@/lib/rate-limit';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_PATTERN, SIGN_IN_TO_BUY } from '@/lib/rules/order-holds';
import { readMallAccess } from '@/lib/tickets';

const bodySchema = z
  .object({
    slug: slugParamSchema,
    drawId: z.uuid().optional(),
    /** A voucher code (docs/product.md "Vouchers"); empty means none. */
    voucher: z.string().trim().max(40).optional(),
  })
  .strict();

function idempotencyKey(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key');
  if (key === null) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_KEY_INVALID, 'Idempotency-Key');
  return key;
}

/**
 * Opens a Solana Pay order for one name at its catalogue price for the signed-in wallet (docs/payments-reference.md "Opening
 * an order"): 201 with the order, or 200 with the order the wallet already holds for that name (or the one its
 * Idempotency-Key opened). A wallet with mall access may also order a coming-soon name early, and redeem a voucher.
 */
export const POST = handler(async (request) => {
  const ip = clientIp(request);
  await orderLimiter.hit(ip, 'Too many orders. Try again in a minute.');
  const wallet = await sessionWallet(request);
  if (!wallet) throw signInRequired(SIGN_IN_TO_BUY);
  const key = idempotencyKey(request);
  const { slug, drawId, voucher } = await readJson(request, bodySchema, { maxBytes: 1024 });
  const member = (await readMallAccess(wallet)).hasAccess;
  // A drawn price is the drawer's alone: this browser's draws, and the signed-in wallet's.
  const drawHolders = [
    browserDrawKey(readCookie(request.headers.get('cookie'), DRAW_COOKIE)),
    walletDrawKey(wallet),
    memberDrawKey(wallet),
  ].filter((holder): holder is string => holder !== null);
  const { order, created } = await createSaleOrder(slug.replace(/\.sol$/, ''), {
    wallet,
    address: addressKey(ip),
    idempotencyKey: key,
    drawId,
    drawHolders,
    member,
    voucher: voucher || undefined,
  });
  return json<OrderView>(orderView(order), { status: created ? 201 : 200 });
});
