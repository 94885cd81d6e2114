import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { getDb } from '../../db';
import { paymentScanBacklog, paymentScans, paymentScanSeen, salePayments, saleOrders } from '../../db/schema';
import { env } from '../../env';
import {
  readTransaction,
  RpcFailure,
  signaturePage,
  signaturesSince,
  type SignatureInfo,
} from '../../integrations/solana-chain';
import { chargeScanCalls } from '../../integrations/rpc-budget';
import type { RpcTarget } from '../../integrations/solana-json-rpc';
import { requireNetwork } from '../../integrations/solana-network';
import { paymentSettings } from '../../integrations/solana-pay';
import {
  FINALITY_SCAN_INTERVAL_MS,
  LATE_PAYMENT_WINDOW_MS,
  PAYMENT_SCAN_INTERVAL_MS,
  RATE_LIMIT_BACKOFF_MAX_MS,
  RATE_LIMIT_BACKOFF_MS,
  REFERENCE_PROBE_EVERY_TICKS,
  SCAN_LEASE_MS,
  SCAN_LIST_PAGES_PER_TICK,
  SCAN_OVERLAP_MS,
  SCAN_READ_CONCURRENCY,
  SCAN_READS_PER_TICK,
  SCAN_UNREADABLE_AFTER_MS,
} from '../../rules/payments';
import { MINUTE_MS } from '../../rules/time';
import { requirePayments } from '../orders/sale-orders';
import { expireDueOrders } from './payment-expiry';
import { settleConfirmedPayments } from './payment-finality';
import { recordTransaction } from './payment-record';

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
async function claimScan(seller: string, now: Date): Promise<ScanState | 'busy' | null> {
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

/** Signatures already read: seen by a scan, or recorded as a payment that was not lost to a fork. */
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
      .where(and(inArray(salePayments.signature, signatures), ne(salePayments.commitment, 'dropped'))),
  ]);
  return new Set([...seen, ...recorded].map((row) => row.signature));
}

/**
 * Lists the seller's signatures from the newest back to the cursor, a few pages a tick, into the backlog: the pass
 * goes on next tick from where it stopped (`list_before`), so a flood of any size is listed whole and the cursor
 * never moves past a page that was not read. Returns whether the pass reached the cursor.
 */
async function listPass(rpc: RpcTarget, state: ScanState, now: Date): Promise<Partial<ScanState>> {
  const db = await getDb();
  let before = state.listBefore;
  let head = { signature: state.passHead, slot: state.passHeadSlot };
  // Before its first cursor, the scan looks no further back than the oldest order: the seller's older history
  // (a wallet used before the mall) holds no payment of an order.
  const floor = state.cursor ? null : await oldestOrderTime(now);
  for (let page = 0; page < SCAN_LIST_PAGES_PER_TICK; page++) {
    const fullPage = await signaturePage(rpc, state.seller, { before, until: state.cursor });
    const listed = floor ? fullPage.filter((info) => (info.blockTime ?? now) >= floor) : fullPage;
    const settledBefore = now.getTime() - SCAN_OVERLAP_MS;
    // The newest signature of the pass old enough to be a cursor: an indexer may still show younger ones late.
    if (!head.signature) {
      const old = listed.find((info) => (info.blockTime ?? now).getTime() <= settledBefore);
      if (old) head = { signature: old.signature, slot: old.slot };
    }
    await backlog(listed, now);
    if (fullPage.length < 1000 || listed.length < fullPage.length) {
      return { listBefore: null, passHead: head.signature, passHeadSlot: head.slot };
    }
    before = fullPage[fullPage.length - 1].signature;
    await db.update(paymentScans).set({ listBefore: before }).where(eq(paymentScans.seller, state.seller));
  }
  return { listBefore: before, passHead: head.signature, passHeadSlot: head.slot };
}

/** A minute before the oldest order (or now, with none): no payment of an order can be older. */
async function oldestOrderTime(now: Date): Promise<Date> {
  const db = await getDb();
  const [oldest] = await db.select({ at: sql<Date | null>`min(${saleOrders.createdAt})` }).from(saleOrders);
  const at = oldest?.at ? new Date(oldest.at) : now;
  return new Date(at.getTime() - MINUTE_MS);
}

async function backlog(listed: SignatureInfo[], now: Date): Promise<void> {
  const known = await alreadyRead(listed.map((s) => s.signature));
  const fresh = listed.filter((info) => !known.has(info.signature));
  if (fresh.length === 0) return;
  const db = await getDb();
  await db
    .insert(paymentScanBacklog)
    .values(
      fresh.map((info) => ({
        signature: info.signature,
        slot: info.slot,
        blockTime: info.blockTime,
        memo: info.memo,
        listedAt: now,
      })),
    )
    .onConflictDoNothing();
}

/** Reads one listed signature and records it; false while the node cannot show it yet. */
async function readListed(rpc: RpcTarget, signature: string, now: Date): Promise<boolean> {
  const chainTx = await readTransaction(rpc, signature, 'confirmed').catch((error: unknown) => {
    // One transaction the node answers with nonsense is set aside; it never stops the others.
    if (error instanceof RpcFailure && error.kind === 'garbled') {
      console.warn(`[payments] ${signature}: ${error.message}; set aside`);
      return 'garbled' as const;
    }
    throw error;
  });
  if (chainTx === null) return false;
  if (chainTx !== 'garbled') await recordTransaction(chainTx, 'confirmed', now);
  return true;
}

/**
 * Reads the backlog, a bounded number a tick, several at once: transactions whose memo names an order first (a
 * payment under a dust flood is found on the next tick), then oldest first. Each read signature leaves the backlog;
 * one the node cannot show for long is dropped (the per-order probe is the safety net).
 */
async function readBacklog(rpc: RpcTarget, now: Date): Promise<void> {
  const db = await getDb();
  const due = await db
    .select()
    .from(paymentScanBacklog)
    .orderBy(
      sql`(${paymentScanBacklog.memo} ~ '[0-9a-f]{8}-[0-9a-f]{4}-') desc nulls last`,
      asc(paymentScanBacklog.slot),
    )
    .limit(SCAN_READS_PER_TICK);
  for (let start = 0; start < due.length; start += SCAN_READ_CONCURRENCY) {
    const chunk = due.slice(start, start + SCAN_READ_CONCURRENCY);
    const read = await Promise.all(chunk.map((entry) => readListed(rpc, entry.signature, now)));
    const done = chunk.filter(
      (entry, i) => read[i] || now.getTime() - entry.listedAt.getTime() > SCAN_UNREADABLE_AFTER_MS,
    );
    if (done.length === 0) continue;
    const signatures = done.map((entry) => entry.signature);
    await db
      .insert(paymentScanSeen)
      .values(signatures.map((signature) => ({ signature, seenAt: now })))
      .onConflictDoNothing();
    await db.delete(paymentScanBacklog).where(inArray(paymentScanBacklog.signature, signatures));
  }
}

/** Once a pass is complete and nothing at or before its cursor candidate waits in the backlog, the cursor moves. */
async function nextCursor(state: ScanState, listed: Partial<ScanState>): Promise<Partial<ScanState>> {
  if (listed.listBefore || !listed.passHead || listed.passHeadSlot == null) return listed;
  const db = await getDb();
  const [waiting] = await db
    .select({ signature: paymentScanBacklog.signature })
    .from(paymentScanBacklog)
    .where(lte(paymentScanBacklog.slot, listed.passHeadSlot))
    .limit(1);
  if (waiting) return { ...listed, passHead: null, passHeadSlot: null };
  return { ...listed, cursor: listed.passHead, passHead: null, passHeadSlot: null };
}

/**
 * One watched order's reference looked up directly (the least recently probed first): finds a payment that went to
 * another address, or one the seller's index showed out of order. One order per probe, so the RPC calls do not grow
 * with the number of open orders.
 */
async function probeReference(rpc: RpcTarget, now: Date): Promise<void> {
  const db = await getDb();
  const lateSince = new Date(now.getTime() - LATE_PAYMENT_WINDOW_MS);
  const [order] = await db
    .select()
    .from(saleOrders)
    .where(
      or(
        inArray(saleOrders.status, ['awaiting_payment', 'confirming']),
        and(inArray(saleOrders.status, ['expired', 'paid_late']), gt(saleOrders.expiresAt, lateSince)),
      ),
    )
    .orderBy(sql`${saleOrders.checkedAt} asc nulls first`, asc(saleOrders.createdAt))
    .limit(1);
  if (!order) return;
  await db.update(saleOrders).set({ checkedAt: now }).where(eq(saleOrders.id, order.id));
  const listed = await signaturesSince(rpc, order.reference, { maxPages: 1 });
  const known = await alreadyRead(listed.map((s) => s.signature));
  for (const info of listed.reverse()) {
    if (!known.has(info.signature)) await readListed(rpc, info.signature, now);
  }
}

/** Writes what the scan found and gives its lease back (only its own: one that ran out may be another scan's now). */
async function finishScan(state: ScanState, values: Partial<ScanState>): Promise<void> {
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

async function scanFailed(state: ScanState, error: unknown, now: Date): Promise<ScanResult> {
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

/**
 * One tick of the payment watch, from any process: expire what is due (always, whatever the RPC says), then, if
 * this process claims the interval, list and read the seller's new signatures, settle the payments that became final
 * (or were dropped by a fork), and every few ticks probe one order's reference. A failing scan is counted, and shown
 * on /api/status.json and the console; a 429 backs it off, doubling.
 */
export async function runPaymentScan({
  now = new Date(),
  connection,
}: { now?: Date; connection?: RpcTarget } = {}): Promise<ScanResult> {
  await expireDueOrders(now);
  const { seller, rpcUrl, cluster } = requirePayments();
  const state = await claimScan(seller, now);
  if (state === 'busy') return { scanned: false, busy: true };
  if (!state) return { scanned: false };
  const rpc = connection ?? rpcUrl;
  try {
    await requireNetwork(rpc, cluster);
    const listed = await nextCursor(state, await listPass(rpc, state, now));
    await readBacklog(rpc, now);
    await settleConfirmedPayments(rpc, now);
    if (state.ticks % REFERENCE_PROBE_EVERY_TICKS === 1 % REFERENCE_PROBE_EVERY_TICKS) await probeReference(rpc, now);
    const db = await getDb();
    const [behind] = await db.select({ signature: paymentScanBacklog.signature }).from(paymentScanBacklog).limit(1);
    await finishScan(state, {
      ...listed,
      backoffMs: 0,
      backoffUntil: null,
      lastError: null,
      lastOkAt: now,
      failures: 0,
      failingSince: null,
      // Behind (a pass under way, or a backlog): the next tick of any process scans again at once.
      ...(behind || listed.listBefore ? { claimedAt: null } : {}),
    });
    await db
      .delete(paymentScanSeen)
      .where(lt(paymentScanSeen.seenAt, new Date(now.getTime() - LATE_PAYMENT_WINDOW_MS)));
    return { scanned: true };
  } catch (error) {
    return scanFailed(state, error, now);
  } finally {
    await chargeScanCalls().catch((error: unknown) => console.warn(`[rpc] budget: ${(error as Error).message}`));
  }
}

/** The payment watch as /api/status.json shows it: off (no SELLER_WALLET), ok, or the RPC's last problem. */
export async function paymentWatchStatus(): Promise<{
  watch: string;
  lastOkAt: string | null;
  failures: number;
  failingSince: string | null;
}> {
  const settings = paymentSettings();
  if (!settings) return { watch: 'off', lastOkAt: null, failures: 0, failingSince: null };
  const state = await readScanState(settings.seller);
  return {
    watch: state?.lastError ?? (state?.lastOkAt ? 'ok' : 'starting'),
    lastOkAt: state?.lastOkAt?.toISOString() ?? null,
    failures: state?.failures ?? 0,
    failingSince: state?.failingSince?.toISOString() ?? null,
  };
}
