import 'server-only';
import { cookies } from 'next/headers';
import { DAY_PASS_COOKIE, dayPassFromCookie } from './day-pass-cookie';
import { SESSION_COOKIE, walletFromSessionToken } from './session';

export { DAY_PASS_COOKIE, dayPassCookie, dayPassFromCookie } from './day-pass-cookie';
export {
  clearedSessionCookie,
  createSessionToken,
  readCookie,
  requireWallet,
  revokeSessionToken,
  sessionCookie,
  sessionWallet,
  SESSION_COOKIE,
  SIGN_IN_REQUIRED,
} from './session';
export { issueSignInRequest, verifySignIn } from './sign-in';
export { isWalletAddress, walletAddressSchema } from './wallet-address';

/** For server components (pages): the signed-in wallet from the session cookie, or null. */
export async function currentWallet(): Promise<string | null> {
  return walletFromSessionToken((await cookies()).get(SESSION_COOKIE)?.value);
}

/** For server components: when the day pass this browser keeps for `wallet` ends, or null (lib/auth/day-pass-cookie.ts). */
export async function currentLocalDayPass(wallet: string, now = new Date()): Promise<Date | null> {
  return dayPassFromCookie((await cookies()).get(DAY_PASS_COOKIE)?.value, wallet, now);
}
