import 'server-only';
import { getDomainPriceFromName, REGISTER_PROGRAM_ID } from '@bonfida/spl-name-service';
import { cachedChainRead } from './chain-cache';
import { chainConnection } from './solana-rpc';

type RegistrarState = { status: 'deployed' | 'absent' } | { status: 'unreachable' };

/**
 * Whether the SNS registrar program runs on the mall's cluster: its account exists and is executable. The SDK
 * names the mainnet registrar; a devnet, testnet or local validator without it cannot register names.
 */
export function registrarState(): Promise<RegistrarState> {
  return cachedChainRead('sns-registrar', readRegistrar, (state) => state.status !== 'unreachable');
}

async function readRegistrar(): Promise<RegistrarState> {
  try {
    const account = await chainConnection().getAccountInfo(REGISTER_PROGRAM_ID);
    return { status: account?.executable ? 'deployed' : 'absent' };
  } catch (error) {
    console.error('[sns] registrar unreadable:', error instanceof Error ? error.message : error);
    return { status: 'unreachable' };
  }
}

/** What SNS charges for a name of this length, in USD (1 character 750 … 5 and more 20), paid here in SOL. */
export const registerPriceUsd = (name: string): number => getDomainPriceFromName(name);
