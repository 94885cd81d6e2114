import 'server-only';
import { cookies } from 'next/headers';
import { SESSION_COOKIE, walletFromSessionToken } from './session';

/** For server components (pages): the signed-in wallet from the session cookie, or null. */
export async function currentWallet(): Promise<string | null> {
  return walletFromSessionToken((await cookies()).get(SESSION_COOKIE)?.value);
}
