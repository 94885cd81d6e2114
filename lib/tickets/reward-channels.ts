import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { ticketLog } from '../db/schema';
import { PURCHASE_TICKET_TARGET } from '../commerce/payments/payment-check';
import { FEEDBACK_TARGET, referralLink, REFERRAL_TARGET } from '../rules/rewards';
import { listFeedback, type FeedbackRecord } from './feedback';
import { readReferralStats, type ReferralStats } from './referrals';
import { SPIN_WHEEL_TARGET } from './spin';
import { readRewardStanding } from './reward-proof';
import { readWelcomeClaim, welcomeGrantAmount } from './welcome';
import { CHAIN_HISTORY_UNREADABLE, WELCOME_NEEDS_HISTORY } from '../rules/reward-proof';

/** POST /api/operator/rewards: the welcome grant's amount and claims, and the referrals' totals. */
export interface RewardSettings {
  welcomeGrant: number;
  welcomeClaims: number;
  welcomeTicketsGranted: number;
  referrals: ReferralStats;
}

/** Every earning channel of /retail-tickets and where this wallet stands in it. */
export interface RewardChannels {
  purchases: { earned: number };
  feedback: { earned: number; recent: FeedbackRecord[] };
  referrals: ReferralStats & { earned: number; link: string };
  /** `notice`: why an unclaimed grant cannot be claimed yet (no proof: lib/rules/reward-proof.ts), else null. */
  welcome: { claimed: boolean; amount: number; notice: string | null };
  wheel: { earned: number };
}

/** Tickets earned per channel: the ledger's earn entries grouped by what they were for. */
async function earnedByTarget(wallet: string): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ target: ticketLog.accessTarget, earned: sql<string>`sum(${ticketLog.amount})` })
    .from(ticketLog)
    .where(and(eq(ticketLog.walletAddress, wallet), gt(ticketLog.amount, 0)))
    .groupBy(ticketLog.accessTarget);
  return new Map(rows.map((row) => [row.target ?? '', Number(row.earned)]));
}

async function welcomeNotice(wallet: string): Promise<string | null> {
  const standing = await readRewardStanding(wallet);
  if (standing.eligible) return null;
  return standing.reason === 'chain-unreadable' ? CHAIN_HISTORY_UNREADABLE : WELCOME_NEEDS_HISTORY;
}

export async function readRewardChannels(wallet: string, siteUrl: string): Promise<RewardChannels> {
  const [earned, recent, referrals, welcome, welcomeAmount] = await Promise.all([
    earnedByTarget(wallet),
    listFeedback({ wallet, limit: 5 }),
    readReferralStats(wallet),
    readWelcomeClaim(wallet),
    welcomeGrantAmount(),
  ]);
  const of = (target: string) => earned.get(target) ?? 0;
  return {
    purchases: { earned: of(PURCHASE_TICKET_TARGET) },
    feedback: { earned: of(FEEDBACK_TARGET), recent },
    referrals: { ...referrals, earned: of(REFERRAL_TARGET), link: referralLink(siteUrl, wallet) },
    welcome: welcome
      ? { claimed: true, amount: welcome.amount, notice: null }
      : { claimed: false, amount: welcomeAmount, notice: await welcomeNotice(wallet) },
    wheel: { earned: of(SPIN_WHEEL_TARGET) },
  };
}
