import 'server-only';
import { setImmediate } from 'node:timers/promises';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { crashPoint } from '../../crash-point';
import { getDb, type Transaction } from '../../db';
import { nameDeliveries, outboxJobs, paymentScans, saleOrders } from '../../db/schema';
import { queueNotification } from '../../inbox/notify';
import { OUTBOX_CLAIM_MS, OUTBOX_MAX_ATTEMPTS, outboxBackoffMs } from '../../rules/outbox';
import type { OutboxJob, OutboxKind } from './jobs';

/**
 * How one kind of job is carried out. `inTransaction`: the job changes only the database, and runs in the same
 * transaction that marks it done, so it happens exactly once. `outside`: it calls an outside service and must be
 * safe to repeat (a crash between the call and the mark runs it again).
 */
type OutboxHandler =
  | { inTransaction: (tx: Transaction, job: OutboxJob, now: Date) => Promise<void> }
  | { outside: (job: OutboxJob, now: Date) => Promise<void> };

export type OutboxHandlers = Record<OutboxKind, OutboxHandler>;

const claimable = (now: Date) =>
  and(
    eq(outboxJobs.state, 'pending'),
    lte(outboxJobs.nextAttemptAt, now),
    or(isNull(outboxJobs.claimedUntil), lte(outboxJobs.claimedUntil, now)),
  );

/** Due jobs whose order has no earlier job still pending (an order's jobs run in the order they were written). */
async function dueJobs(now: Date, limit: number): Promise<OutboxJob[]> {
  const db = await getDb();
  return db
    .select()
    .from(outboxJobs)
    .where(
      and(
        claimable(now),
        sql`not exists (select 1 from outbox_jobs earlier where earlier.order_id = ${outboxJobs.orderId}
          and earlier.id < ${outboxJobs.id} and earlier.state = 'pending')`,
      ),
    )
    .orderBy(asc(outboxJobs.id))
    .limit(limit);
}

/** One process takes the job for OUTBOX_CLAIM_MS with a conditional update; null when another process has it. */
async function claim(job: OutboxJob, now: Date): Promise<OutboxJob | null> {
  const db = await getDb();
  const [claimed] = await db
    .update(outboxJobs)
    .set({ claimedUntil: new Date(now.getTime() + OUTBOX_CLAIM_MS), attempts: sql`${outboxJobs.attempts} + 1` })
    .where(and(eq(outboxJobs.id, job.id), claimable(now)))
    .returning();
  return claimed ?? null;
}

const done = (now: Date) => ({ state: 'done', doneAt: now, claimedUntil: null, lastError: null });

async function fail(job: OutboxJob, error: unknown, now: Date): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  console.warn(`[outbox] ${job.kind} job ${job.id}${job.orderId ? ` (order ${job.orderId})` : ''}: ${message}`);
  const gaveUp = job.attempts >= OUTBOX_MAX_ATTEMPTS;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(outboxJobs)
      .set({
        state: gaveUp ? 'failed' : 'pending',
        lastError: message,
        claimedUntil: null,
        nextAttemptAt: new Date(now.getTime() + outboxBackoffMs(job.attempts)),
      })
      .where(eq(outboxJobs.id, job.id));
    if (gaveUp) await notifyGaveUp(tx, job, message, now);
  });
}

/** The operator inbox hears of a job that gave up; a mail that could not be sent is not mailed about. */
async function notifyGaveUp(tx: Transaction, job: OutboxJob, error: string, now: Date) {
  const [order] = job.orderId
    ? await tx.select({ name: saleOrders.domainName }).from(saleOrders).where(eq(saleOrders.id, job.orderId))
    : [];
  await queueNotification(
    tx,
    {
      to: { operators: true },
      kind: 'operator.job-failed',
      name: order?.name,
      orderId: job.orderId,
      detail: { job: job.kind, jobId: job.id, error: error.slice(0, 200) },
      email: !job.kind.startsWith('email.'),
    },
    now,
  );
}

async function carryOut(job: OutboxJob, handler: OutboxHandler, now: Date): Promise<void> {
  const db = await getDb();
  if ('inTransaction' in handler) {
    await db.transaction(async (tx) => {
      await handler.inTransaction(tx, job, now);
      await tx.update(outboxJobs).set(done(now)).where(eq(outboxJobs.id, job.id));
    });
    return;
  }
  await handler.outside(job, now);
  await db.update(outboxJobs).set(done(now)).where(eq(outboxJobs.id, job.id));
}

/**
 * Carries out the due jobs this process claims, oldest first (several processes share the work; a claim expires, so a
 * process that died leaves its jobs to the others). Returns how many were done.
 */
export async function runOutbox(
  handlers: OutboxHandlers,
  { now = new Date(), limit = 25 }: { now?: Date; limit?: number } = {},
): Promise<number> {
  let carried = 0;
  // An order's next job becomes due once the one before it is done: a few passes carry a whole move's effects out.
  for (let pass = 0; pass < 8; pass++) {
    let progressed = false;
    for (const job of await dueJobs(now, limit)) {
      // Between two jobs the process answers what waits: on the embedded database every query resolves without
      // touching the event loop, so a run of hundreds of jobs (a burst of sales) would hold every request until its end.
      await setImmediate();
      const claimed = await claim(job, now);
      if (!claimed) continue;
      const handler = handlers[claimed.kind as OutboxKind];
      crashPoint('outbox.claimed');
      try {
        if (!handler) throw new Error(`no handler for ${claimed.kind}`);
        await carryOut(claimed, handler, now);
        crashPoint('outbox.done');
        carried++;
        progressed = true;
      } catch (error) {
        await fail(claimed, error, now);
      }
    }
    if (!progressed) break;
  }
  return carried;
}

/**
 * The embedded database serves one process: at its start no other process can hold a claim, so the claims of the
 * process that died before it (a crash, a kill), on its jobs, deliveries and the payment scan's lease, are released at
 * once instead of running out later.
 */
export async function releaseDeadClaims(): Promise<void> {
  const db = await getDb();
  await db.update(outboxJobs).set({ claimedUntil: null }).where(eq(outboxJobs.state, 'pending'));
  await db
    .update(nameDeliveries)
    .set({ claimedUntil: null })
    .where(inArray(nameDeliveries.state, ['pending', 'sent']));
  await db.update(paymentScans).set({ scanningUntil: null });
}

export interface OutboxSummary {
  pending: number;
  failed: number;
  /** The jobs that gave up, and the ones that failed at least once and wait to try again (oldest first). */
  troubled: {
    id: number;
    kind: string;
    orderId: string | null;
    state: string;
    attempts: number;
    lastError: string | null;
  }[];
}

/** What the console shows of the outbox: how much waits, and every job in trouble. */
export async function readOutboxSummary(limit = 50): Promise<OutboxSummary> {
  const db = await getDb();
  const [counts] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${outboxJobs.state} = 'pending'))::int`,
      failed: sql<number>`(count(*) filter (where ${outboxJobs.state} = 'failed'))::int`,
    })
    .from(outboxJobs)
    .where(inArray(outboxJobs.state, ['pending', 'failed']));
  const troubled = await db
    .select({
      id: outboxJobs.id,
      kind: outboxJobs.kind,
      orderId: outboxJobs.orderId,
      state: outboxJobs.state,
      attempts: outboxJobs.attempts,
      lastError: outboxJobs.lastError,
    })
    .from(outboxJobs)
    .where(or(eq(outboxJobs.state, 'failed'), and(eq(outboxJobs.state, 'pending'), isNotNull(outboxJobs.lastError))))
    .orderBy(asc(outboxJobs.id))
    .limit(limit);
  return { pending: Number(counts?.pending ?? 0), failed: Number(counts?.failed ?? 0), troubled };
}

/** Operator: a job that gave up is tried again now. False when there is no such job. */
export async function retryOutboxJob(id: number, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const retried = await db
    .update(outboxJobs)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: now, claimedUntil: null })
    .where(and(eq(outboxJobs.id, id), eq(outboxJobs.state, 'failed')))
    .returning({ id: outboxJobs.id });
  return retried.length > 0;
}
