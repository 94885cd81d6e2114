import 'server-only';
import { forbidden, unauthorized } from 'next/navigation';
import { consoleAccess } from '@/lib/auth/operator-session';

/**
 * Every console page and its layout call this first: signed out → 401 (app/unauthorized.tsx asks for a wallet),
 * a wallet that is no operator (lib/auth/operators.ts) → 403 (app/forbidden.tsx). Returns the operator's wallet.
 */
export async function requireConsole(): Promise<string> {
  const access = await consoleAccess();
  if (access.state === 'signed-out') unauthorized();
  if (access.state === 'stranger') forbidden();
  return access.wallet;
}
