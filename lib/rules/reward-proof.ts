/**
 * Who the free rewards are for (docs/tickets.md "Rewards that cost something to farm"): a wallet costs nothing to
 * make, so the welcome grant, the members' draw and a counted poll vote go to wallets that show something costly to
 * fake. Any one of: a name bought here (a paid order), a name held (the registry's count), or on-chain history (a
 * balance of at least REWARD_MIN_BALANCE_LAMPORTS and a first transaction REWARD_MIN_WALLET_AGE_DAYS old or older).
 */

import { lamportsToSol } from './money';
import { DAY_MS, HOUR_MS } from './time';

/** 0.05 SOL: a script funding a thousand wallets ties up 50 SOL for as long as it farms. */
const REWARD_MIN_BALANCE_LAMPORTS = 50_000_000n;
/** A wallet's first transaction at least this old: a new wallet cannot be made old. */
const REWARD_MIN_WALLET_AGE_DAYS = 30;
/** How long a wallet's chain history, once read, is believed before it is read again. */
export const WALLET_HISTORY_TTL_MS = 6 * HOUR_MS;
/** getSignaturesForAddress pages (1,000 signatures each) read to find the first transaction; past them, the oldest seen. */
export const WALLET_HISTORY_MAX_PAGES = 10;

/** What was read about a wallet. `chain` is null when the chain could not be read. */
export interface WalletProof {
  paidOrder: boolean;
  namesHeld: number;
  chain: { balanceLamports: bigint; firstTransactionAt: Date | null } | null;
}

type RewardProofReason = 'paid-order' | 'name-held' | 'on-chain-history';

export type RewardStanding =
  { eligible: true; reason: RewardProofReason } | { eligible: false; reason: 'no-history' | 'chain-unreadable' };

/** Whether a chain history is proof: enough balance, and a first transaction old enough. */
function chainHistoryQualifies(
  chain: { balanceLamports: bigint; firstTransactionAt: Date | null },
  now: Date,
): boolean {
  if (chain.balanceLamports < REWARD_MIN_BALANCE_LAMPORTS || !chain.firstTransactionAt) return false;
  return now.getTime() - chain.firstTransactionAt.getTime() >= REWARD_MIN_WALLET_AGE_DAYS * DAY_MS;
}

/** The wallet's standing for free rewards: the first proof it has, or why it has none. */
export function rewardStanding(proof: WalletProof, now: Date): RewardStanding {
  if (proof.paidOrder) return { eligible: true, reason: 'paid-order' };
  if (proof.namesHeld > 0) return { eligible: true, reason: 'name-held' };
  if (proof.chain === null) return { eligible: false, reason: 'chain-unreadable' };
  if (chainHistoryQualifies(proof.chain, now)) return { eligible: true, reason: 'on-chain-history' };
  return { eligible: false, reason: 'no-history' };
}

const SOL = (lamports: bigint) => lamportsToSol(lamports);

/** What a wallet without proof is told, and what opens the reward to it. */
const REWARD_PROOF_HOW = `It opens once this wallet buys a name here, or holds at least ${SOL(REWARD_MIN_BALANCE_LAMPORTS)} SOL with a first transaction ${REWARD_MIN_WALLET_AGE_DAYS} or more days old.`;
export const WELCOME_NEEDS_HISTORY = `Welcome grant: for wallets with on-chain history; yours has none yet. ${REWARD_PROOF_HOW}`;
export const MALL_DRAW_NEEDS_HISTORY = `Members' draw: for wallets with on-chain history; yours has none yet. ${REWARD_PROOF_HOW}`;
export const CHAIN_HISTORY_UNREADABLE =
  'Your wallet’s on-chain history could not be read just now. Please try again in a minute.';
export const OFFER_NEEDS_HISTORY = `Offers: for wallets with on-chain history; yours has none yet. ${REWARD_PROOF_HOW}`;
