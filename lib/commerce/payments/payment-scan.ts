import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Connection } from '@solana/web3.js';
import { getDb } from '../../db';
import { paymentScans, paymentScanSeen, salePayments, saleOrders } from '../../db/schema';
import { env } from '../../env';
import { readTransaction, RpcFailure, signaturesSince, type SignatureInfo } from '../../integrations/solana-chain';
import { paymentSettings } from '../../integrations/solana-pay';
import { chainConnection } from '../../integrations/solana-rpc';
import {
  LATE_PAYMENT_WINDOW_MS,
  PAYMENT_SCAN_INTERVAL_MS,
  RATE_LIMIT_BACKOFF_MAX_MS,
  RATE_LIMIT_BACKOFF_MS,
  REFERENCE_PROBE_EVERY_TICKS,
  SCAN_OVERLAP_MS,
} from '../../rules/payments';
import { ordersReferencedBy, recordPayment } from './payment-record';
import { requirePayments } from '../orders/sale-orders';
import { transitionOrder } from '../orders/transitions';

export type ScanState = typeof paymentScans.$inferSelect;

const scanIntervalMs = () => env().PAYMENT_SCAN_INTERVAL_MS ?? PAYMENT_SCAN_INTERVAL_MS;

/**
 * Orders still awaiting payment past their expiry become expired: no RPC answer is needed to free a name. Each move
 * queues the release of the order's voucher.
 */
export async function expireDueOrders(now: Date, orderId?: string): Promise<void> {
  const db = await getDb();
  const due = await db
    .select({ id: saleOrders.id })
    .from(saleOrders)
    .where(
      and(
        eq(saleOrders.status, 'awaiting_payment'),
        lte(saleOrders.expiresAt, now),
        orderId ? eq(saleOrders.id, orderId) : undefined,
      ),
    )
    .limit(500);
  for (const { id } of due) {
    await db.transaction((tx) =>
      transitionOrder(tx, {
        orderId: id,
        from: ['awaiting_payment'],
        to: 'expired',
        effects: [{ kind: 'voucher.release' }],
        now,
      }),
    );
  }
}

/**
 * Claims this interval's scan of the seller for this process with one conditional update, so however many processes
 * offer, one scans per interval (and none while a 429 backoff runs). Null when another process has it.
 */
async function claimScan(seller: string, now: Date): Promise<ScanState | null> {
  const db = await getDb();
  await db.insert(paymentScans).values({ seller }).onConflictDoNothing();
  const due = new Date(now.getTime() - scanIntervalMs());
  const [claimed] = await db
    .update(paymentScans)
    .set({ claimedAt: now, ticks: sql`${paymentScans.ticks} + 1` })
    .where(
      and(
        eq(paymentScans.seller, seller),
        // A claim stamped later than this process's now (a clock ahead) does not hold the scan back.
        or(isNull(paymentScans.claimedAt), lte(paymentScans.claimedAt, due), gt(paymentScans.claimedAt, now)),
        or(
          isNull(paymentScans.backoffUntil),
          lte(paymentScans.backoffUntil, now),
          gt(paymentScans.backoffUntil, new Date(now.getTime() + RATE_LIMIT_BACKOFF_MAX_MS)),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

export async function readScanState(seller: string): Promise<ScanState | null> {
  const db = await getDb();
  const [state] = await db.select().from(paymentScans).where(eq(paymentScans.seller, seller));
  return state ?? null;
}

/** Reads a signature's transaction and records it against the orders it references. False while not readable yet. */
async function examine(connection: Connection, signature: string, now: Date): Promise<boolean> {
  const tx = await readTransaction(connection, signature);
  if (!tx) return false;
  for (const order of await ordersReferencedBy(tx)) await recordPayment(order, tx, now);
  return true;
}

async function alreadyRead(signatures: string[]): Promise<Set<string>> {
  if (signatures.length === 0) return new Set();
  const db = await getDb();
  const [seen, recorded] = await Promise.all([
    db
      .select({ signature: paymentScanSeen.signature })
      .from(paymentScanSeen)
      .where(inArray(paymentScanSeen.signature, signatures)),
    db
      .select({ signature: salePayments.signature })
      .from(salePayments)
      .where(inArray(salePayments.signature, signatures)),
  ]);
  return new Set([...seen, ...recorded].map((row) => row.signature));
}

/**
 * The seller's signatures since the cursor, oldest first, each read once: every transaction that names an order's
 * reference is recorded. The cursor moves past a signature only once it and every older one are read and it is older
 * than the overlap window, so a transaction an indexer shows late (or not yet readable) is read on a later scan.
 */
async function scanSeller(connection: Connection, state: ScanState, now: Date): Promise<string | null> {
  const listed: SignatureInfo[] = (await signaturesSince(connection, state.seller, { until: state.cursor })).reverse();
  const known = await alreadyRead(listed.map((s) => s.signature));
  const db = await getDb();
  let cursor = state.cursor;
  let settled = true;
  for (const info of listed) {
    let read = known.has(info.signature);
    if (!read) {
      read = await examine(connection, info.signature, now);
      if (read)
        await db.insert(paymentScanSeen).values({ signature: info.signature, seenAt: now }).onConflictDoNothing();
    }
    settled &&= read && (info.blockTime ?? now).getTime() <= now.getTime() - SCAN_OVERLAP_MS;
    if (settled) cursor = info.signature;
  }
  return cursor;
}

/**
 * One watched order's reference looked up directly (the least recently probed first): finds a payment that went to
 * another address, or one the seller's index showed out of order. One order per probe, so the RPC calls do not grow
 * with the number of open orders.
 */
async function probeReference(connection: Connection, now: Date): Promise<void> {
  const db = await getDb();
  const lateSince = new Date(now.getTime() - LATE_PAYMENT_WINDOW_MS);
  const [order] = await db
    .select()
    .from(saleOrders)
    .where(
      or(
        eq(saleOrders.status, 'awaiting_payment'),
        and(inArray(saleOrders.status, ['expired', 'paid_late']), gt(saleOrders.expiresAt, lateSince)),
      ),
    )
    .orderBy(sql`${saleOrders.checkedAt} asc nulls first`, asc(saleOrders.createdAt))
    .limit(1);
  if (!order) return;
  await db.update(saleOrders).set({ checkedAt: now }).where(eq(saleOrders.id, order.id));
  const listed = await signaturesSince(connection, order.reference, { maxPages: 1 });
  const known = await alreadyRead(listed.map((s) => s.signature));
  for (const info of listed.reverse()) {
    if (!known.has(info.signature)) await examine(connection, info.signature, now);
  }
}

async function finishScan(seller: string, values: Partial<ScanState>): Promise<void> {
  const db = await getDb();
  await db
    .update(paymentScans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentScans.seller, seller));
}

export interface ScanResult {
  scanned: boolean;
  error?: RpcFailure['kind'];
}

/**
 * One tick of the payment watch, from any process: expire what is due (always, whatever the RPC says), then, if
 * this process claims the interval, scan the seller's address (and every few ticks probe one order's reference).
 * A 429 backs the scan off, doubling, and the state says so (the order page and /api/status show it).
 */
export async function runPaymentScan({
  now = new Date(),
  connection,
}: { now?: Date; connection?: Connection } = {}): Promise<ScanResult> {
  await expireDueOrders(now);
  const { seller, rpcUrl } = requirePayments();
  const state = await claimScan(seller, now);
  if (!state) return { scanned: false };
  const rpc = connection ?? chainConnection(rpcUrl);
  try {
    const cursor = await scanSeller(rpc, state, now);
    if (state.ticks % REFERENCE_PROBE_EVERY_TICKS === 1 % REFERENCE_PROBE_EVERY_TICKS) {
      await probeReference(rpc, now);
    }
    await finishScan(seller, { cursor, backoffMs: 0, backoffUntil: null, lastError: null, lastOkAt: now });
    const db = await getDb();
    await db
      .delete(paymentScanSeen)
      .where(lt(paymentScanSeen.seenAt, new Date(now.getTime() - LATE_PAYMENT_WINDOW_MS)));
    return { scanned: true };
  } catch (error) {
    if (!(error instanceof RpcFailure)) throw error;
    const failure = error;
    console.warn(`[payments] scan failed (${failure.kind}): ${failure.message}`);
    if (failure.kind === 'rate_limited') {
      const backoffMs = Math.min(Math.max(state.backoffMs * 2, RATE_LIMIT_BACKOFF_MS), RATE_LIMIT_BACKOFF_MAX_MS);
      await finishScan(seller, {
        backoffMs,
        backoffUntil: new Date(now.getTime() + backoffMs),
        lastError: failure.kind,
      });
    } else {
      await finishScan(seller, { lastError: failure.kind });
    }
    return { scanned: true, error: failure.kind };
  }
}

/** The payment watch as /api/status.json shows it: off (no SELLER_WALLET), ok, or the RPC's last problem. */
export async function paymentWatchStatus(): Promise<{ watch: string; lastOkAt: string | null }> {
  const settings = paymentSettings();
  if (!settings) return { watch: 'off', lastOkAt: null };
  const state = await readScanState(settings.seller);
  return {
    watch: state?.lastError ?? (state?.lastOkAt ? 'ok' : 'starting'),
    lastOkAt: state?.lastOkAt?.toISOString() ?? null,
  };
}
