import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { readCookie, sessionWallet } from '@/lib/auth';
import { orderLimiter } from '@/lib/commerce/limits';
import { memberDrawKey } from '@/lib/commerce/draws/mall-draw';
import { createSaleOrder, orderView, type OrderView } from '@/lib/commerce/orders/sale-orders';
import { browserDrawKey, DRAW_COOKIE, walletDrawKey } from '@/lib/commerce/draws/scav-draw';
import { clientIp } from '@/lib/rate-limit';
import { readMallAccess } from '@/lib/tickets';

const bodySchema = z
  .object({
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(120)
      .regex(/^[a-z0-9][a-z0-9-]*(\.sol)?$/, 'a domain name: letters, digits and hyphens'),
    drawId: z.uuid().optional(),
    /** A voucher code (docs/product.md "Vouchers"); empty means none. */
    voucher: z.string().trim().max(40).optional(),
  })
  .strict();

/**
 * Opens a Solana Pay order for one name at its catalogue price (see docs/payments.md); a signed-in wallet with mall
 * access may also order a coming-soon name early, and a signed-in wallet may redeem a voucher code on it.
 */
export const POST = handler(async (request) => {
  await orderLimiter.hit(clientIp(request), 'Too many orders. Try again in a minute.');
  const { slug, drawId, voucher } = await readJson(request, bodySchema, { maxBytes: 1024 });
  const wallet = await sessionWallet(request);
  const member = wallet ? (await readMallAccess(wallet)).hasAccess : false;
  // A drawn price is the drawer's alone: this browser's draws, and the signed-in wallet's.
  const drawHolders = [
    browserDrawKey(readCookie(request.headers.get('cookie'), DRAW_COOKIE)),
    ...(wallet ? [walletDrawKey(wallet), memberDrawKey(wallet)] : []),
  ].filter((key): key is string => key !== null);
  const order = await createSaleOrder(slug.replace(/\.sol$/, ''), {
    drawId,
    drawHolders,
    member,
    voucher: voucher || undefined,
    wallet,
  });
  return json<OrderView>(orderView(order), { status: 201 });
});
