import 'server-only';
import { z } from 'zod';
import { sessionWallet } from '../auth';
import { isOperatorWallet, requireOperator } from '../auth/operator-session';
import { signInRequired } from '../errors';
import { INBOX_SIGN_IN_REQUIRED, OPERATOR_INBOX } from '../rules/inbox';

/** Which inbox a request reads: the signed-in wallet's own (`mine`), or the operator inbox. */
export const boxSchema = z.enum(['mine', 'operators']).default('mine');

/**
 * The inbox a request may read: `mine` needs a signed-in wallet (401); `operators` an operator, by wallet or token
 * (401, or 403 for any other wallet). No request can name another wallet's inbox.
 */
async function inboxOfRequest(request: Request, box: z.infer<typeof boxSchema>): Promise<string> {
  if (box === 'operators') {
    await requireOperator(request);
    return OPERATOR_INBOX;
  }
  const wallet = await sessionWallet(request);
  if (!wallet) throw signInRequired(INBOX_SIGN_IN_REQUIRED);
  return wallet;
}

/**
 * The same, the box read from the query's raw `box` before anything else is parsed: who may ask is answered first
 * (401/403), and the query's schema checks the rest after.
 */
export function inboxOfQuery(request: Request): Promise<string> {
  const box = new URL(request.url).searchParams.get('box') === 'operators' ? 'operators' : 'mine';
  return inboxOfRequest(request, box);
}

/** The inboxes a signed-in visitor's live stream hears of: the wallet's, and the operators' for an operator. */
export async function inboxesOfWallet(wallet: string | null): Promise<string[]> {
  if (!wallet) return [];
  return (await isOperatorWallet(wallet)) ? [wallet, OPERATOR_INBOX] : [wallet];
}
