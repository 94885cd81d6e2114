import 'server-only';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { ticketLog, wallets } from '../db/schema';
import type { SalesMode } from '../rules/sales-mode';
import { DAY_MS } from '../rules/time';

export interface TicketFlowDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  issued: number;
  spent: number;
}

export const TICKET_FLOW_DAYS = 30;

/**
 * Tickets issued (every credit) and spent (every debit) per UTC day over the last `days` days, oldest first, of one
 * mode: live figures leave out what test sales caused, and test figures are only that (docs/operators.md "Test mode and going live").
 */
export async function readTicketFlow(
  mode: SalesMode = 'live',
  now = new Date(),
  days = TICKET_FLOW_DAYS,
): Promise<TicketFlowDay[]> {
  const db = await getDb();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const rows = await db
    .select({
      day: sql<string>`to_char(${ticketLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      issued: sql<string>`coalesce(sum(${ticketLog.amount}) filter (where ${ticketLog.amount} > 0), 0)`,
      spent: sql<string>`coalesce(-sum(${ticketLog.amount}) filter (where ${ticketLog.amount} < 0), 0)`,
    })
    .from(ticketLog)
    .where(and(gt(ticketLog.createdAt, start), eq(ticketLog.mode, mode)))
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, issued: Number(row?.issued ?? 0), spent: Number(row?.spent ?? 0) };
  });
}

export interface RunningDayPass {
  wallet: string;
  expiresAt: string;
  balance: number;
}

/** Wallets whose day pass has not expired, the soonest to end first, one page at a time, and how many there are. */
export async function readRunningDayPasses({
  page = 1,
  pageSize = 50,
  now = new Date(),
}: { page?: number; pageSize?: number; now?: Date } = {}): Promise<{ passes: RunningDayPass[]; total: number }> {
  const db = await getDb();
  const running = gt(wallets.retailpassExpiry, now);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ wallet: wallets.walletAddress, expiresAt: wallets.retailpassExpiry, balance: wallets.totalRts })
      .from(wallets)
      .where(running)
      .orderBy(wallets.retailpassExpiry, wallets.walletAddress)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(wallets).where(running),
  ]);
  return {
    passes: rows.map((r) => ({ wallet: r.wallet, expiresAt: r.expiresAt!.toISOString(), balance: r.balance })),
    total: Number(counted?.n ?? 0),
  };
}
