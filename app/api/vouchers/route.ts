import { handler, json } from '@/lib/api/handler';
import { requireWallet } from '@/lib/auth';
import { voucherListLimiter } from '@/lib/commerce/limits';
import { listWalletVouchers, voucherView } from '@/lib/commerce/vouchers/vouchers';

/** The session wallet's vouchers, newest first, each unused, used or expired. */
export const GET = handler(async (request) => {
  const wallet = await requireWallet(request);
  await voucherListLimiter.hit(wallet, 'Too many requests. Try again in a minute.');
  const now = new Date();
  return json({ data: (await listWalletVouchers(wallet)).map((voucher) => voucherView(voucher, now)) });
});
