import { handler, json } from '@/lib/api/handler';
import { requireWallet } from '@/lib/auth';
import { env } from '@/lib/env';
import { readRewardChannels } from '@/lib/tickets';

/** The session wallet's standing in every earning channel (purchases, feedback, referrals, welcome, wheel). */
export const GET = handler(async (request) => {
  const wallet = await requireWallet(request);
  return json({ wallet, channels: await readRewardChannels(wallet, env().SITE_URL) });
});
