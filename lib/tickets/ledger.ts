import 'server-only';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { getDb, isUniqueViolation, type Transaction } from '../db';
import { ticketLog, wallets } from '../db/schema';
import { conflict } from '../errors';

/** One ticket_log entry to write: amount > 0 earns, < 0 spends. */
export interface TicketChange {
  action: string;
  amount: number;
  accessTarget?: string | null;
  notes?: string | null;
  /** Unique per wallet: the same key twice is one effect. */
  idempotencyKey: string;
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
  createdAt: string;
}

/** Thrown inside a transaction when the idempotency key is already used: the transaction rolls back. */
class DuplicateOperation extends Error {}

/**
 * Applies one change inside a transaction: the balance first, with a conditional update that can never take it
 * below zero (it also locks the wallet row, so log ids follow balance order), then the log entry.
 * Throws a 409 with `insufficientMessage` when the balance is too low.
 */
export async function applyTicketChange(
  tx: Transaction,
  wallet: string,
  change: TicketChange,
  insufficientMessage: string,
): Promise<AppliedChange> {
  if (!Number.isInteger(change.amount) || change.amount === 0)
    throw new RangeError('amount must be a non-zero integer');
  if (change.amount > 0) await tx.insert(wallets).values({ walletAddress: wallet }).onConflictDoNothing();
  const [row] = await tx
    .update(wallets)
    .set({ totalRts: sql`${wallets.totalRts} + ${change.amount}`, updatedAt: sql`now()` })
    .where(and(eq(wallets.walletAddress, wallet), sql`${wallets.totalRts} + ${change.amount} >= 0`))
    .returning({ balance: wallets.totalRts, retailpassExpiry: wallets.retailpassExpiry });
  if (!row) throw conflict(insufficientMessage);
  const [entry] = await tx
    .insert(ticketLog)
    .values({
      walletAddress: wallet,
      action: change.action,
      amount: change.amount,
      accessTarget: change.accessTarget ?? null,
      notes: change.notes ?? null,
      idempotencyKey: change.idempotencyKey,
    })
    .onConflictDoNothing()
    .returning({ id: ticketLog.id });
  if (!entry) throw new DuplicateOperation();
  return { entryId: entry.id, ...row };
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
 * first operation's entry instead of a second effect (or a spurious 409 or 500).
 */
export async function runOnce<T>(
  wallet: string,
  idempotencyKey: string,
  operation: (tx: Transaction) => Promise<T>,
  replay: (entry: TicketEntry) => Promise<T>,
): Promise<T> {
  // No read-before-write: a reused key is caught by the log insert (or by the 409 a replayed spend runs into),
  // which keeps one pool connection per operation.
  const db = await getDb();
  try {
    return await db.transaction(operation);
  } catch (error) {
    const lostRace =
      error instanceof DuplicateOperation || isUniqueViolation(error) || (error as { status?: number }).status === 409;
    if (lostRace) {
      const first = await findTicketEntry(wallet, idempotencyKey);
      if (first) return replay(first);
    }
    if (error instanceof DuplicateOperation) throw conflict('This operation is already being processed.');
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
    createdAt: row.createdAt.toISOString(),
  };
}
