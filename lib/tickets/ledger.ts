import 'server-only';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { getDb, isUniqueViolation, type Database, type Transaction } from '../db';
import { ticketLog } from '../db/schema';
import { conflict } from '../errors';
import type { SalesMode } from '../rules/sales-mode';

/** One ticket_log entry to write: amount > 0 earns, < 0 spends. */
export interface TicketChange {
  action: string;
  amount: number;
  accessTarget?: string | null;
  notes?: string | null;
  /** Unique per wallet: the same key twice is one effect. */
  idempotencyKey: string;
  /** 'test' when a test-mode sale causes it (kept apart from live figures); 'live' when not given. */
  mode?: SalesMode;
}

export interface AppliedChange {
  entryId: number;
  balance: number;
  retailpassExpiry: Date | null;
}

export interface TicketEntry {
  id: number;
  action: string;
  amount: number;
  accessTarget: string | null;
  notes: string | null;
  mode: SalesMode;
  createdAt: string;
}

/** Moves a day pass on with the change: it runs `ms` from its current expiry, or from `from` when that is later. */
export interface PassExtension {
  from: Date;
  ms: number;
}

interface ChangeRow {
  balance: number;
  retailpass_expiry: Date | string | null;
  entry_id: number | string;
}

/**
 * Applies one change as one statement (inside a transaction or on its own): the balance first, with a conditional
 * update that can never take it below zero (it also locks the wallet row, so log ids follow balance order), then the
 * log entry, which reads the update's result so neither lands without the other. An earn creates the wallet row.
 * A key already used for the wallet fails the whole statement with a unique violation (see runOnce).
 * Throws a 409 with `insufficientMessage` when the balance is too low.
 */
export async function applyTicketChange(
  db: Database,
  wallet: string,
  change: TicketChange,
  insufficientMessage: string,
  extendPass?: PassExtension,
): Promise<AppliedChange> {
  if (!Number.isInteger(change.amount) || change.amount === 0)
    throw new RangeError('amount must be a non-zero integer');
  const expiry = extendPass
    ? sql`greatest(coalesce(w.retailpass_expiry, ${extendPass.from}), ${extendPass.from}) + ${extendPass.ms} * interval '1 millisecond'`
    : sql`w.retailpass_expiry`;
  const balanceChange =
    change.amount > 0
      ? sql`insert into wallets as w (wallet_address, total_rts) values (${wallet}, ${change.amount})
          on conflict (wallet_address) do update
            set total_rts = w.total_rts + excluded.total_rts, updated_at = now(), retailpass_expiry = ${expiry}
          returning w.total_rts, w.retailpass_expiry`
      : sql`update wallets as w
            set total_rts = w.total_rts + ${change.amount}, updated_at = now(), retailpass_expiry = ${expiry}
          where w.wallet_address = ${wallet} and w.total_rts + ${change.amount} >= 0
          returning w.total_rts, w.retailpass_expiry`;
  const result = (await db.execute(sql`
    with changed as (${balanceChange}),
    entry as (
      insert into ticket_log (wallet_address, action, amount, access_target, notes, idempotency_key, mode)
      select ${wallet}, ${change.action}, ${change.amount}, ${change.accessTarget ?? null}, ${change.notes ?? null},
        ${change.idempotencyKey}, ${change.mode ?? 'live'}
      from changed
      returning id
    )
    select changed.total_rts as balance, changed.retailpass_expiry, entry.id as entry_id from changed, entry`)) as {
    rows: ChangeRow[];
  };
  const [row] = result.rows;
  if (!row) throw conflict(insufficientMessage);
  return {
    entryId: Number(row.entry_id),
    balance: Number(row.balance),
    retailpassExpiry: row.retailpass_expiry === null ? null : new Date(row.retailpass_expiry),
  };
}

export async function findTicketEntry(wallet: string, idempotencyKey: string): Promise<TicketEntry | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(ticketLog)
    .where(and(eq(ticketLog.walletAddress, wallet), eq(ticketLog.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row ? toEntry(row) : null;
}

/** The balance right after an entry: the running sum of the log up to it. */
export async function balanceAfter(wallet: string, entryId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ticketLog.amount})` })
    .from(ticketLog)
    .where(and(eq(ticketLog.walletAddress, wallet), lte(ticketLog.id, entryId)));
  return Number(row?.sum ?? 0);
}

/**
 * Runs a ledger operation once per (wallet, key): a retry — sequential or concurrent — gets `replay` of the
 * first operation's entry instead of a second effect (or a spurious 409 or 500). The operation runs in a
 * transaction unless `inTransaction` is false (an operation of one statement needs none).
 */
export async function runOnce<T>(
  wallet: string,
  idempotencyKey: string,
  operation: (tx: Transaction) => Promise<T>,
  replay: (entry: TicketEntry) => Promise<T>,
): Promise<T>;
export async function runOnce<T>(
  wallet: string,
  idempotencyKey: string,
  operation: (db: Database) => Promise<T>,
  replay: (entry: TicketEntry) => Promise<T>,
  options: { inTransaction: false },
): Promise<T>;
export async function runOnce<T>(
  wallet: string,
  idempotencyKey: string,
  operation: (db: Transaction) => Promise<T>,
  replay: (entry: TicketEntry) => Promise<T>,
  { inTransaction = true }: { inTransaction?: boolean } = {},
): Promise<T> {
  // No read-before-write: a reused key is caught by the log insert (or by the 409 a replayed spend runs into),
  // which keeps one pool connection per operation.
  const db = await getDb();
  try {
    return await (inTransaction ? db.transaction(operation) : (operation as (db: Database) => Promise<T>)(db));
  } catch (error) {
    const reusedKey = isUniqueViolation(error);
    if (reusedKey || (error as { status?: number }).status === 409) {
      const first = await findTicketEntry(wallet, idempotencyKey);
      if (first) return replay(first);
    }
    if (reusedKey) throw conflict('This operation is already being processed.');
    throw error;
  }
}

/** The wallet's ticket statement, newest first. */
export async function readTicketStatement(wallet: string, limit = 100): Promise<TicketEntry[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(ticketLog)
    .where(eq(ticketLog.walletAddress, wallet))
    .orderBy(desc(ticketLog.id))
    .limit(limit);
  return rows.map(toEntry);
}

/** Sum of the wallet's log (equals wallets.total_rts: the ledger invariant). */
export async function ledgerSum(wallet: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ticketLog.amount})` })
    .from(ticketLog)
    .where(eq(ticketLog.walletAddress, wallet));
  return Number(row?.sum ?? 0);
}

function toEntry(row: typeof ticketLog.$inferSelect): TicketEntry {
  return {
    id: row.id,
    action: row.action,
    amount: row.amount,
    accessTarget: row.accessTarget,
    notes: row.notes,
    mode: row.mode === 'test' ? 'test' : 'live',
    createdAt: row.createdAt.toISOString(),
  };
}
