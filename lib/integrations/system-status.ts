import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db';
import { DAY_SECONDS, HOUR_SECONDS } from '../rules/time';
import { currentSettings } from '../settings';
import { paymentWatchStatus } from '../commerce/payments/payment-scan';
import {
  LISTINGS_DOWN,
  LISTINGS_OK,
  PAYMENTS_DELAYED,
  SCAN_FAILING_AFTER,
  type SystemStatus,
} from '../rules/system-status';

function formatUptime(seconds: number): string {
  const s = Math.floor(seconds);
  const d = Math.floor(s / DAY_SECONDS);
  const h = Math.floor((s % DAY_SECONDS) / HOUR_SECONDS);
  const m = Math.floor((s % HOUR_SECONDS) / 60);
  return d > 0 ? `${d}d ${h}h ${m}m` : h > 0 ? `${h}h ${m}m` : `${m}m ${s % 60}s`;
}

/**
 * The real values behind /api/status.json; `payments` says whether the payment watch reaches the Solana RPC
 * ('ok', 'rate_limited', 'unreachable', 'rpc_error', 'garbled', 'internal', 'starting', or 'off' without
 * SELLER_WALLET), with the scans failed in a row and since when.
 */
export async function readSystemStatus(): Promise<
  SystemStatus & { payments?: Awaited<ReturnType<typeof paymentWatchStatus>> }
> {
  const base = {
    uptime: formatUptime(process.uptime()),
    lastDeployed: process.env.BUILD_TIME ?? new Date().toISOString(),
    /** Test or live sales: every page's ribbon reads it here (components/layout/mall-mode-ribbon.tsx). */
    mode: currentSettings().mode,
  };
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    const payments = await paymentWatchStatus();
    // A scan that keeps failing is said, not hidden behind "ok": payments wait until it reads the chain again.
    const state = payments.failures >= SCAN_FAILING_AFTER ? PAYMENTS_DELAYED : LISTINGS_OK;
    return { ...state, ...base, payments };
  } catch {
    return { ...LISTINGS_DOWN, ...base };
  }
}
