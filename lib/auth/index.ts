import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE, walletFromSessionToken } from './session';

export { requireOperator } from './operator';
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
  walletFromSessionToken,
} from './session';
export { issueSignInRequest, SIGN_IN_REJECTIONS, verifySignIn, type SignInProof } from './sign-in';
export { NONCE_TTL_MS, SIWS_STATEMENT, type SiwsInput } from './siws-input';
export { parseSiwsMessage, siwsMessageText, type SiwsFields } from './siws-message';
export { isWalletAddress, shortAddress, walletAddressSchema } from './wallet-address';

/** For server components (pages): the signed-in wallet from the session cookie, or null. */
export async function currentWallet(): Promise<string | null> {
  return walletFromSessionToken((await cookies()).get(SESSION_COOKIE)?.value);
}
