import { POST as grantRoute } from '@/app/api/operator/tickets/grant/route';
import { resetEnvCache } from '@/lib/env';
import { testWallet } from './test-wallet';

/**
 * The console's operators for the operator tests: `operator`'s wallet is one of OPERATOR_WALLETS (beside another),
 * and TOKEN is OPERATOR_TOKEN, for the scripts' side.
 */
export const TOKEN = 'integration-console-token-0123';
export const operator = testWallet();
process.env.OPERATOR_TOKEN = TOKEN;
process.env.OPERATOR_WALLETS = ` ${testWallet().address}, ${operator.address} `;
resetEnvCache();

export const SITE = 'http://localhost:3000';

/** A request to the console's API, JSON when it has a body. */
export const call = (path: string, method: string, headers: Record<string, string>, body?: unknown) =>
  new Request(`${SITE}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** POST /api/operator/tickets/grant. */
export const grant = (headers: Record<string, string>, body: unknown) =>
  grantRoute(call('/api/operator/tickets/grant', 'POST', headers, body), undefined);
