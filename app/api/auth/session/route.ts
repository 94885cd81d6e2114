import { handler, json } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth';
import { isOperatorWallet } from '@/lib/auth/operator-session';
import type { SessionState } from '@/lib/auth/session';

/** The signed-in wallet, or { wallet: null }; `operator`: the wallet may open the operator console. */
export const GET = handler(async (request) => {
  const wallet = await sessionWallet(request);
  return json<SessionState>({ wallet, operator: await isOperatorWallet(wallet) });
});
