import 'server-only';
import { count, desc } from 'drizzle-orm';
import { getDb, type Database } from '../db';
import { operatorAuditLog } from '../db/schema';
import { actorName, type OperatorActor } from './operator-session';

/** One operator write as the audit log keeps it (docs/operators.md "The audit log"). */
export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AuditRecord {
  actor: OperatorActor;
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Appends one entry; pass the write's transaction so the entry commits with the change or not at all. */
export async function recordOperatorAction(record: AuditRecord, db?: Database): Promise<void> {
  const target = db ?? (await getDb());
  await target.insert(operatorAuditLog).values({
    actor: actorName(record.actor),
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first, and how many entries it holds. */
export async function readAuditLog(
  page = 1,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const db = await getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(operatorAuditLog)
      .orderBy(desc(operatorAuditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(operatorAuditLog),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: Number(counted?.n ?? 0),
  };
}
