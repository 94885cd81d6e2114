import 'server-only';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { getDb } from '../../db';
import { paymentScans, salePayments } from '../../db/schema';
import { env } from '../../env';
import { RpcFailure } from '../../integrations/solana-chain';
import {
  FINALITY_SCAN_INTERVAL_MS,
  PAYMENT_SCAN_INTERVAL_MS,
  RATE_LIMIT_BACKOFF_MAX_MS,
  RATE_LIMIT_BACKOFF_MS,
  SCAN_LEASE_MS,
} from '../../rules/payments';

// The scan's claim on an interval and its lease while it runs (docs/payments.md "The scan"): the row of
// `payment_scans` every process competes for, and what a scan writes back when it ends or fails.

export type ScanState = typeof paymentScans.$inferSelect;

const scanIntervalMs = () => env().PAYMENT_SCAN_INTERVAL_MS ?? PAYMENT_SCAN_INTERVAL_MS;

/** Whether a scan holds the lease at `now` (one stamped by a clock far ahead does not hold it). */
const leaseHeld = (scanningUntil: Date | null, now: Date) =>
  scanningUntil !== null && scanningUntil > now && scanningUntil.getTime() <= now.getTime() + 2 * SCAN_LEASE_MS;

/**
 * Claims this interval's scan of the seller for this process with one conditional update, so however many processes
 * offer, one scans per interval (and none while a 429 backoff runs); while a payment awaits finality the interval is
 * shorter, so a finalized payment is paid within about a second. The claim takes the scan's lease: no other scan
 * starts while this one runs, however long it takes (docs/payments.md "The scan"). Null when the interval is
 * another process's; 'busy' when a scan is running now.
 */
export async function claimScan(seller: string, now: Date): Promise<ScanState | 'busy' | null> {
  const db = await getDb();
  await db.insert(paymentScans).values({ seller }).onConflictDoNothing();
  const due = new Date(now.getTime() - scanIntervalMs());
  const finalityDue = new Date(now.getTime() - Math.min(scanIntervalMs(), FINALITY_SCAN_INTERVAL_MS));
  const awaitingFinality = sql`exists (select 1 from ${salePayments} where ${salePayments.commitment} = 'confirmed')`;
  const [claimed] = await db
    .update(paymentScans)
    .set({
      claimedAt: now,
      scanningUntil: new Date(now.getTime() + SCAN_LEASE_MS),
      ticks: sql`${paymentScans.ticks} + 1`,
    })
    .where(
      and(
        eq(paymentScans.seller, seller),
        // A claim stamped later than this process's now (a clock ahead) does not hold the scan back.
        or(
          isNull(paymentScans.claimedAt),
          lte(paymentScans.claimedAt, due),
          and(lte(paymentScans.claimedAt, finalityDue), awaitingFinality),
          gt(paymentScans.claimedAt, now),
        ),
        or(
          isNull(paymentScans.scanningUntil),
          lte(paymentScans.scanningUntil, now),
          gt(paymentScans.scanningUntil, new Date(now.getTime() + 2 * SCAN_LEASE_MS)),
        ),
        or(
          isNull(paymentScans.backoffUntil),
          lte(paymentScans.backoffUntil, now),
          gt(paymentScans.backoffUntil, new Date(now.getTime() + RATE_LIMIT_BACKOFF_MAX_MS)),
        ),
      ),
    )
    .returning();
  if (claimed) return claimed;
  const [state] = await db
    .select({ scanningUntil: paymentScans.scanningUntil })
    .from(paymentScans)
    .where(eq(paymentScans.seller, seller));
  return state && leaseHeld(state.scanningUntil, now) ? 'busy' : null;
}

export async function readScanState(seller: string): Promise<ScanState | null> {
  const db = await getDb();
  const [state] = await db.select().from(paymentScans).where(eq(paymentScans.seller, seller));
  return state ?? null;
}

/** Writes what the scan found and gives its lease back (only its own: one that ran out may be another scan's now). */
export async function finishScan(state: ScanState, values: Partial<ScanState>): Promise<void> {
  const db = await getDb();
  const ours = state.scanningUntil ?? new Date(0);
  await db
    .update(paymentScans)
    .set({
      ...values,
      scanningUntil: sql`case when ${paymentScans.scanningUntil} = ${ours} then null else ${paymentScans.scanningUntil} end`,
      updatedAt: new Date(),
    })
    .where(eq(paymentScans.seller, state.seller));
}

export interface ScanResult {
  scanned: boolean;
  /** Not scanned because a scan is running now: it reads the chain and settles for everyone. */
  busy?: boolean;
  error?: RpcFailure['kind'] | 'internal';
}

export async function scanFailed(state: ScanState, error: unknown, now: Date): Promise<ScanResult> {
  const kind = error instanceof RpcFailure ? error.kind : 'internal';
  console.warn(`[payments] scan failed (${kind}): ${(error as Error)?.message ?? error}`);
  const failing = { failures: state.failures + 1, failingSince: state.failingSince ?? now, lastError: kind };
  if (kind === 'rate_limited') {
    const backoffMs = Math.min(Math.max(state.backoffMs * 2, RATE_LIMIT_BACKOFF_MS), RATE_LIMIT_BACKOFF_MAX_MS);
    await finishScan(state, { ...failing, backoffMs, backoffUntil: new Date(now.getTime() + backoffMs) });
  } else {
    await finishScan(state, failing);
  }
  return { scanned: true, error: kind };
}
