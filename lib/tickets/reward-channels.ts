import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { ticketLog } from '../db/schema';
import { PURCHASE_TICKET_TARGET } from '../commerce/payments/payment-check';
import { FEEDBACK_TARGET, referralLink, REFERRAL_TARGET } from '../rules/rewards';
import { listFeedback, type FeedbackRecord } from './feedback';
import { readReferralStats, type ReferralStats } from './referrals';
import { SPIN_WHEEL_TARGET } from './spin';
import { readWelcomeClaim, welcomeGrantAmount } from './welcome';

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
  welcome: { claimed: boolean; amount: number };
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
    welcome: welcome ? { claimed: true, amount: welcome.amount } : { claimed: false, amount: welcomeAmount },
    wheel: { earned: of(SPIN_WHEEL_TARGET) },
  };
}
