import { handler, json, readNoBody } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth';
import { drawChatVoucher, type ChatReward } from '@/lib/commerce/vouchers/chat-voucher';
import { chatRewardLimiter } from '@/lib/commerce/limits';
import { clientIp } from '@/lib/rate-limit';

/**
 * The chat bot's reward draw for one reply: 7% of the time a voucher code, issued here so it can be redeemed
 * (docs/product.md "Vouchers"). `{ voucher: null }` otherwise.
 */
export const POST = handler(async (request) => {
  await chatRewardLimiter.hit(clientIp(request), 'Too many messages. Try again in a minute.');
  await readNoBody(request);
  const voucher = await drawChatVoucher({ wallet: await sessionWallet(request) });
  return json<ChatReward>({ voucher }, { status: 200 });
});
