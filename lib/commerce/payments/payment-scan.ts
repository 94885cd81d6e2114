import 'server-only';
import { lt } from 'drizzle-orm';
import { getDb } from '../../db';
import { paymentScanBacklog, paymentScanSeen } from '../../db/schema';
import { chargeScanCalls } from '../../integrations/rpc-budget';
import type { RpcTarget } from '../../integrations/solana-json-rpc';
import { requireNetwork } from '../../integrations/solana-network';
import { paymentSettings } from '../../integrations/solana-pay';
import { LATE_PAYMENT_WINDOW_MS, REFERENCE_PROBE_EVERY_TICKS } from '../../rules/payments';
import { requirePayments } from '../orders/sale-orders';
import { expireDueOrders } from './payment-expiry';
import { settleConfirmedPayments } from './payment-finality';
import { listPass, nextCursor, probeReference, readBacklog } from './scan-reads';
import { claimScan, finishScan, readScanState, scanFailed, type ScanResult } from './scan-lease';

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
