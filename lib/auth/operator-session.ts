import 'server-only';
import { cookies } from 'next/headers';
import { refuseCrossSite } from '../api/origin';
import { env } from '../env';
import { AppError } from '../errors';
import { requireOperator as requireOperatorToken } from './operator';
import { operatorRole } from './operators';
import { SESSION_COOKIE, sessionWallet, SIGN_IN_REQUIRED, walletFromSessionToken } from './session';

/** Who made an operator request: an operator wallet signed in to the console, or a script holding the token. */
export type OperatorActor = { kind: 'wallet'; wallet: string } | { kind: 'token' };

const NOT_AN_OPERATOR = 'This wallet is not an operator of this mall.';

/** The audit log's name for an actor: the wallet's address, or 'token'. */
export const actorName = (actor: OperatorActor): string => (actor.kind === 'wallet' ? actor.wallet : 'token');

/** Whether `wallet` may open the console: the owner, an operator the owner added, or one in OPERATOR_WALLETS. */
export async function isOperatorWallet(wallet: string | null | undefined): Promise<boolean> {
  return (await operatorRole(wallet)) !== null;
}

/**
 * The operator API's guard (docs/operators.md "Access"): a request with an `Authorization` header is a script and
 * must carry OPERATOR_TOKEN; otherwise the signed-in wallet must be an operator wallet. No session: 401; a session
 * of any other wallet: 403. Every console request, reads included, is refused from another site first: an export
 * answers a forged link as readily as a write.
 */
export async function requireOperator(request: Request): Promise<OperatorActor> {
  refuseCrossSite(request, env().SITE_URL, { everyMethod: true });
  if (request.headers.has('authorization')) {
    requireOperatorToken(request);
    return { kind: 'token' };
  }
  const wallet = await sessionWallet(request);
  if (!wallet) throw new AppError('unauthorized', SIGN_IN_REQUIRED);
  if (!(await isOperatorWallet(wallet))) throw new AppError('forbidden', NOT_AN_OPERATOR);
  return { kind: 'wallet', wallet };
}

/** For console pages: whether the visitor is signed out, a stranger, or an operator (with the wallet). */
export type ConsoleAccess =
  { state: 'signed-out' } | { state: 'stranger'; wallet: string } | { state: 'operator'; wallet: string };

export async function consoleAccess(): Promise<ConsoleAccess> {
  const wallet = await walletFromSessionToken((await cookies()).get(SESSION_COOKIE)?.value);
  if (!wallet) return { state: 'signed-out' };
  return (await isOperatorWallet(wallet)) ? { state: 'operator', wallet } : { state: 'stranger', wallet };
}
