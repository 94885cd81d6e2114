import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, isUniqueViolation, type Database, type Transaction } from '../db';
import { feedback } from '../db/schema';
import { conflict, notFound } from '../errors';
import { createRateLimiter } from '../rate-limit';
import {
  FEEDBACK_ALREADY_CREDITED_TODAY,
  FEEDBACK_ALREADY_REVIEWED,
  FEEDBACK_PER_HOUR,
  FEEDBACK_REWARD,
  FEEDBACK_TARGET,
  FEEDBACK_TOO_MANY,
  utcDay,
  type FeedbackStatus,
} from '../rules/rewards';
import { applyTicketChange } from './ledger';
import { ensureWallet } from './registry';
import { HOUR_MS } from '../rules/time';

export interface FeedbackRecord {
  id: number;
  wallet: string;
  message: string;
  status: FeedbackStatus;
  /** The UTC day it was credited (approved with its 3 RT); null while pending or when rejected. */
  creditedOn: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

/** POST /api/operator/feedback `list`. */
export interface FeedbackList {
  feedback: FeedbackRecord[];
}

/** POST /api/operator/feedback `approve` and `reject`: the feedback as reviewed. */
export interface FeedbackReviewed {
  feedback: FeedbackRecord;
}

/** POST /api/rewards/feedback: what the wallet is told, and its feedback, pending. */
export interface FeedbackSent {
  message: string;
  feedback: FeedbackRecord;
}

const perWallet = createRateLimiter('feedback', { limit: FEEDBACK_PER_HOUR, windowMs: HOUR_MS });

function toRecord(row: typeof feedback.$inferSelect): FeedbackRecord {
  return {
    id: row.id,
    wallet: row.walletAddress,
    message: row.message,
    status: row.status as FeedbackStatus,
    creditedOn: row.creditedOn,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

/** A signed-in wallet's feedback, stored as pending until the operator reviews it. */
export async function submitFeedback(wallet: string, message: string): Promise<FeedbackRecord> {
  await perWallet.hit(wallet, FEEDBACK_TOO_MANY);
  const db = await getDb();
  await ensureWallet(wallet, db);
  const [row] = await db.insert(feedback).values({ walletAddress: wallet, message }).returning();
  return toRecord(row);
}

export async function listFeedback({
  status,
  wallet,
  limit = 100,
}: { status?: FeedbackStatus; wallet?: string; limit?: number } = {}): Promise<FeedbackRecord[]> {
  const db = await getDb();
  const where = and(
    status ? eq(feedback.status, status) : undefined,
    wallet ? eq(feedback.walletAddress, wallet) : undefined,
  );
  const rows = await db.select().from(feedback).where(where).orderBy(desc(feedback.id)).limit(limit);
  return rows.map(toRecord);
}

async function refuseReviewed(db: Database | Transaction, id: number): Promise<never> {
  const [row] = await db.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id)).limit(1);
  throw row ? conflict(FEEDBACK_ALREADY_REVIEWED) : notFound(`No feedback #${id}.`);
}

/**
 * Operator: approves pending feedback and credits its wallet 3 RT (ledger key feedback:{id}), in one transaction.
 * A wallet is credited for at most one feedback per UTC day: a second approval that day is refused with a 409 and
 * the feedback stays pending (the unique (wallet, credited_on) index decides, also between racing approvals).
 */
export async function approveFeedback(id: number, now = new Date()): Promise<FeedbackRecord> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(feedback)
        .set({ status: 'approved', creditedOn: utcDay(now), reviewedAt: now })
        .where(and(eq(feedback.id, id), eq(feedback.status, 'pending')))
        .returning();
      if (!row) return refuseReviewed(tx, id);
      await applyTicketChange(
        tx,
        row.walletAddress,
        {
          action: 'Earn',
          amount: FEEDBACK_REWARD,
          accessTarget: FEEDBACK_TARGET,
          notes: `Feedback #${row.id} approved`,
          idempotencyKey: `feedback:${row.id}`,
        },
        FEEDBACK_ALREADY_REVIEWED,
      );
      return toRecord(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(FEEDBACK_ALREADY_CREDITED_TODAY);
    throw error;
  }
}

/** Operator: rejects pending feedback (nothing is credited). */
export async function rejectFeedback(id: number, now = new Date()): Promise<FeedbackRecord> {
  const db = await getDb();
  const [row] = await db
    .update(feedback)
    .set({ status: 'rejected', reviewedAt: now })
    .where(and(eq(feedback.id, id), eq(feedback.status, 'pending')))
    .returning();
  if (!row) return refuseReviewed(db, id);
  return toRecord(row);
}
