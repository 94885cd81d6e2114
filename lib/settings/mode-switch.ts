import 'server-only';
import { clusterApiUrl } from '@solana/web3.js';
import type { OperatorActor } from '../auth/operator-session';
import { operatorRole } from '../auth/operators';
import { issueSignInRequest, verifySignedStatement, type SignInProof } from '../auth/sign-in';
import type { SiwsInput } from '../auth/siws-input';
import { env } from '../env';
import { AppError } from '../errors';
import { rpcCall, RpcFailure } from '../integrations/solana-json-rpc';
import { requireNetwork } from '../integrations/solana-network';
import {
  clusterOfMode,
  isPublicRpc,
  PUBLIC_RPC_WARNING,
  switchModeStatement,
  type SalesMode,
} from '../rules/sales-mode';
import { lamportsToSolText } from '../rules/payments';
import { lockedMessage, updateSettings } from './store';
import { currentSettings } from './snapshot';

/** What the console shows before the operator signs a switch (docs/operators.md "Going live"). */
export interface ModeSwitchCheck {
  to: SalesMode;
  statement: string;
  input: SiwsInput;
  rpcUrl: string;
  seller: string | null;
  /** The seller's balance on the target network, read on chain; null when it could not be read. */
  sellerBalance: string | null;
  warnings: string[];
}

const statementFor = (to: SalesMode) => switchModeStatement(new URL(env().SITE_URL).host, to);

const NO_SELLER = 'Set the seller wallet first: it receives the payments.';

function targetRpc(to: SalesMode, given?: string | null): string {
  const { rpcUrl, cluster } = currentSettings();
  if (given) return given;
  if (rpcUrl && given === undefined) return rpcUrl;
  if (to === 'test' && cluster === 'localnet') return env().SOLANA_LOCALNET_URL;
  return clusterApiUrl(to === 'live' ? 'mainnet-beta' : 'devnet');
}

function refuseLocked(): void {
  if (env().SOLANA_CLUSTER) throw new AppError('conflict', lockedMessage('SOLANA_CLUSTER'));
}

/** The request to sign, with the seller read on the target network and the warnings the operator should see. */
export async function checkModeSwitch(
  to: SalesMode,
  { rpcUrl: given, now = new Date() }: { rpcUrl?: string | null; now?: Date } = {},
): Promise<ModeSwitchCheck> {
  refuseLocked();
  const { seller } = currentSettings();
  const rpcUrl = targetRpc(to, given);
  const warnings: string[] = [];
  if (to === 'live' && isPublicRpc(rpcUrl)) warnings.push(PUBLIC_RPC_WARNING);
  let sellerBalance: string | null = null;
  if (!seller) warnings.push(NO_SELLER);
  else {
    try {
      await requireNetwork(rpcUrl, clusterOfMode(to));
      const answer = (await rpcCall(rpcUrl, 'getBalance', [seller, { commitment: 'confirmed' }])) as { value?: bigint };
      sellerBalance = `${lamportsToSolText(BigInt(answer?.value ?? 0n))} SOL`;
    } catch (error) {
      warnings.push(error instanceof RpcFailure ? error.message : 'The seller wallet could not be read on chain.');
    }
  }
  const statement = statementFor(to);
  return { to, statement, input: await issueSignInRequest(now, statement), rpcUrl, seller, sellerBalance, warnings };
}

/**
 * Switches the mall to `to` once an operator's wallet signed "Switch <site> to <mode> sales" (a fresh request from
 * checkModeSwitch), the RPC serves that network and a seller is set; `rpcUrl` (null: the network's public endpoint)
 * is saved with it. Audited with before and after.
 */
export async function switchMode(
  actor: OperatorActor,
  to: SalesMode,
  proof: SignInProof,
  { rpcUrl, now = new Date() }: { rpcUrl?: string | null; now?: Date } = {},
) {
  refuseLocked();
  const signer = await verifySignedStatement(proof, statementFor(to), now);
  if ((actor.kind === 'wallet' && signer !== actor.wallet) || !(await operatorRole(signer))) {
    throw new AppError('forbidden', 'The switch must be signed by the operator making it.');
  }
  if (!currentSettings().seller) throw new AppError('conflict', NO_SELLER);
  try {
    await requireNetwork(targetRpc(to, rpcUrl), clusterOfMode(to));
  } catch (error) {
    throw new AppError('conflict', error instanceof RpcFailure ? error.message : 'The RPC endpoint cannot be reached.');
  }
  if (rpcUrl !== undefined && env().SOLANA_RPC_URL) throw new AppError('conflict', lockedMessage('SOLANA_RPC_URL'));
  await updateSettings(actor, rpcUrl === undefined ? { network: to } : { network: to, rpcUrl });
}
