import 'server-only';
import { and, asc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { getDb } from '../../db';
import { paymentScanBacklog, paymentScans, paymentScanSeen, salePayments, saleOrders } from '../../db/schema';
import {
  readTransaction,
  RpcFailure,
  signaturePage,
  signaturesSince,
  type SignatureInfo,
} from '../../integrations/solana-chain';
import type { RpcTarget } from '../../integrations/solana-json-rpc';
import {
  LATE_PAYMENT_WINDOW_MS,
  SCAN_LIST_PAGES_PER_TICK,
  SCAN_OVERLAP_MS,
  SCAN_READ_CONCURRENCY,
  SCAN_READS_PER_TICK,
  SCAN_UNREADABLE_AFTER_MS,
} from '../../rules/payments';
import { MINUTE_MS } from '../../rules/time';
import { recordTransaction } from './payment-record';
import type { ScanState } from './scan-lease';

// What a scan reads (docs/payments.md "The scan"): the seller's signatures listed back to the cursor into the backlog,
// the backlog read a bounded number a tick, and one open order's reference probed directly.

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
export async function listPass(rpc: RpcTarget, state: ScanState, now: Date): Promise<Partial<ScanState>> {
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
export async function readBacklog(rpc: RpcTarget, now: Date): Promise<void> {
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
export async function nextCursor(state: ScanState, listed: Partial<ScanState>): Promise<Partial<ScanState>> {
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
export async function probeReference(rpc: RpcTarget, now: Date): Promise<void> {
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
