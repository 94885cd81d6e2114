import 'server-only';
import { and, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '../db';
import { referrals, saleOrders, wallets } from '../db/schema';
import { httpOnlyCookie } from '../auth/signed-cookies';
import { isWalletAddress, shortAddress } from '../auth/wallet-address';
import { REFERRAL_REWARD, REFERRAL_TARGET } from '../rules/rewards';
import type { SalesMode } from '../rules/sales-mode';
import { applyTicketChange } from './ledger';
import { DAY_MS } from '../rules/time';

/** The referrer a visitor arrived with (`?ref=`), kept until their first sign-in. */
export const REFERRAL_COOKIE = 'rv_ref';
const REFERRAL_COOKIE_SECONDS = (30 * DAY_MS) / 1000;

export const referralCookie = (referrer: string) => httpOnlyCookie(REFERRAL_COOKIE, referrer, REFERRAL_COOKIE_SECONDS);
export const clearedReferralCookie = () => httpOnlyCookie(REFERRAL_COOKIE, '', 0);

type Executor = Database | Transaction;

/**
 * Binds a wallet signing in for the first time to the wallet whose link it arrived through. Only a referrer that
 * has signed in itself (it has a registry row) counts, never the wallet itself; a wallet is bound at most once.
 * Returns whether it was bound.
 */
export async function bindReferral(db: Executor, referred: string, referrer: string | undefined): Promise<boolean> {
  if (!referrer || !isWalletAddress(referrer) || referrer === referred) return false;
  const [known] = await db
    .select({ wallet: wallets.walletAddress })
    .from(wallets)
    .where(eq(wallets.walletAddress, referrer))
    .limit(1);
  if (!known) return false;
  const bound = await db
    .insert(referrals)
    .values({ referredWallet: referred, referrerWallet: referrer })
    .onConflictDoNothing()
    .returning({ referred: referrals.referredWallet });
  return bound.length > 0;
}

/**
 * The paid-order hook: when a referred wallet's first order is paid, its referrer earns 5 RT (ledger key
 * referral:{buyer}). Runs inside the payment's transaction; the conditional update claims the credit, so a second
 * paid order, a retried check or a racing process finds nothing to credit and never fails the payment. A buyer
 * who had paid an order before this one (before being referred) earns its referrer nothing.
 */
export async function creditReferralForPaidOrder(
  tx: Transaction,
  buyerAddress: string,
  orderId: string,
  /** The order's mode: a test sale's reward is a test entry. */
  mode: SalesMode = 'live',
): Promise<boolean> {
  const [pending] = await tx
    .select({ referrer: referrals.referrerWallet })
    .from(referrals)
    .where(and(eq(referrals.referredWallet, buyerAddress), isNull(referrals.creditedAt)))
    .limit(1);
  if (!pending) return false;
  const [earlier] = await tx
    .select({ id: saleOrders.id })
    .from(saleOrders)
    .where(and(eq(saleOrders.buyer, buyerAddress), isNotNull(saleOrders.paidAt), ne(saleOrders.id, orderId)))
    .limit(1);
  if (earlier) return false;
  const [claimed] = await tx
    .update(referrals)
    .set({ creditedAt: sql`now()`, creditedOrderId: orderId })
    .where(and(eq(referrals.referredWallet, buyerAddress), isNull(referrals.creditedAt)))
    .returning({ referrer: referrals.referrerWallet });
  if (!claimed) return false;
  await applyTicketChange(
    tx,
    claimed.referrer,
    {
      action: 'Earn',
      amount: REFERRAL_REWARD,
      accessTarget: REFERRAL_TARGET,
      notes: `${shortAddress(buyerAddress)} paid their first order`,
      idempotencyKey: `referral:${buyerAddress}`,
      mode,
    },
    'Referral credit failed',
  );
  return true;
}

export interface ReferralStats {
  /** Wallets that signed in through this wallet's link. */
  referred: number;
  /** Of them, those whose first paid order earned this wallet its 5 RT. */
  credited: number;
}

export async function readReferralStats(referrer: string): Promise<ReferralStats> {
  const db = await getDb();
  const [row] = await db
    .select({
      referred: count(),
      credited: sql<number>`count(${referrals.creditedAt})`,
    })
    .from(referrals)
    .where(eq(referrals.referrerWallet, referrer));
  return { referred: Number(row?.referred ?? 0), credited: Number(row?.credited ?? 0) };
}

/** Operator totals: wallets bound to a referrer, and referrals credited. */
export async function readReferralTotals(): Promise<ReferralStats> {
  const db = await getDb();
  const [all] = await db.select({ n: count() }).from(referrals);
  const [credited] = await db.select({ n: count() }).from(referrals).where(isNotNull(referrals.creditedAt));
  return { referred: Number(all?.n ?? 0), credited: Number(credited?.n ?? 0) };
}
