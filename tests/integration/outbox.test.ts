import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enqueueEffects } from '@/lib/commerce/outbox/jobs';
import { outboxHandlers } from '@/lib/commerce/outbox/handlers';
import { readOutboxSummary, retryOutboxJob, runOutbox, type OutboxHandlers } from '@/lib/commerce/outbox/worker';
import { insertOrder, transitionOrder } from '@/lib/commerce/orders/transitions';
import { outboxJobs } from '@/lib/db/schema';
import { OUTBOX_CLAIM_MS, OUTBOX_MAX_ATTEMPTS, outboxBackoffMs } from '@/lib/rules/outbox';
import { testEngines, useTestDatabase } from './support/databases';

const T0 = new Date('2026-11-28T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(testEngines)('the outbox and the order state machine on $name', (engine) => {
  const database = useTestDatabase(engine);
  const db = () => database().db;

  async function newOrder() {
    return db().transaction((tx) =>
      insertOrder(tx, {
        id: randomUUID(),
        cluster: 'devnet',
        domainSlug: `outbox-${randomUUID().slice(0, 8)}`,
        domainName: 'outbox.sol',
        amountLamports: 1_000_000_000n,
        recipient: 'Se11er1111111111111111111111111111111111111',
        reference: randomUUID(),
        expiresAt: at(15 * 60_000),
        createdAt: T0,
        updatedAt: T0,
      }),
    );
  }

  /** Handlers that record what they carried out, and fail while `failing` says so. */
  function recordingHandlers(log: string[], failing: { on: boolean }): OutboxHandlers {
    const record = (kind: string) => ({
      inTransaction: async (_tx: unknown, job: { orderId: string | null }) => {
        if (failing.on) throw new Error(`${kind} is down`);
        log.push(`${kind}:${job.orderId}`);
      },
    });
    return Object.fromEntries(
      Object.keys(outboxHandlers).map((kind) => [kind, record(kind)]),
    ) as unknown as OutboxHandlers;
  }

  it('a move writes its consequences in its own transaction; a move not declared is refused and writes nothing', async () => {
    const order = await newOrder();
    await expect(
      db().transaction((tx) =>
        transitionOrder(tx, { orderId: order.id, from: ['awaiting_payment'], to: 'fulfilled', now: T0 }),
      ),
    ).rejects.toThrow('An order cannot move from awaiting_payment to fulfilled.');
    // The move and its effects commit together, or (the transaction failing after them) not at all.
    await expect(
      db().transaction(async (tx) => {
        await transitionOrder(tx, {
          orderId: order.id,
          from: ['awaiting_payment'],
          to: 'expired',
          effects: [{ kind: 'voucher.release' }],
          now: T0,
        });
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await db().select().from(outboxJobs).where(eq(outboxJobs.orderId, order.id))).toEqual([]);
    const moved = await db().transaction((tx) =>
      transitionOrder(tx, {
        orderId: order.id,
        from: ['awaiting_payment'],
        to: 'expired',
        effects: [{ kind: 'voucher.release' }],
        now: T0,
      }),
    );
    expect(moved?.status).toBe('expired');
    // Moved already: a second mover finds it elsewhere and changes nothing.
    expect(
      await db().transaction((tx) =>
        transitionOrder(tx, { orderId: order.id, from: ['awaiting_payment'], to: 'expired', now: T0 }),
      ),
    ).toBeNull();
    expect(await db().select().from(outboxJobs).where(eq(outboxJobs.orderId, order.id))).toHaveLength(1);
  });

  it("an order's jobs run once each, in order; a failing job backs off, gives up, and is retried by the operator", async () => {
    const order = await newOrder();
    await db().transaction((tx) =>
      enqueueEffects(tx, order.id, [{ kind: 'tickets.purchase' }, { kind: 'referral.credit' }], T0),
    );
    const log: string[] = [];
    const failing = { on: true };
    const handlers = recordingHandlers(log, failing);
    await runOutbox(handlers, { now: T0 });
    // The first job failed: the second, behind it, did not run; the first waits its backoff.
    expect(log).toEqual([]);
    const [first] = await db().select().from(outboxJobs).where(eq(outboxJobs.kind, 'tickets.purchase'));
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: 'tickets.purchase is down' });
    expect(first.nextAttemptAt.getTime()).toBe(T0.getTime() + outboxBackoffMs(1));
    let now = T0.getTime();
    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      now += outboxBackoffMs(attempt - 1);
      await runOutbox(handlers, { now: new Date(now) });
    }
    const summary = await readOutboxSummary();
    expect(summary.troubled.find((job) => job.id === first.id)).toMatchObject({ state: 'failed' });
    expect(summary.failed).toBeGreaterThanOrEqual(1);

    failing.on = false;
    expect(await retryOutboxJob(first.id, new Date(now))).toBe(true);
    await runOutbox(handlers, { now: new Date(now) });
    await runOutbox(handlers, { now: new Date(now) });
    expect(log.filter((entry) => entry.endsWith(order.id))).toEqual([
      `tickets.purchase:${order.id}`,
      `referral.credit:${order.id}`,
    ]);
  });

  it('a job claimed by a process that died is claimed again once its claim runs out', async () => {
    const order = await newOrder();
    await db().transaction((tx) => enqueueEffects(tx, order.id, [{ kind: 'sale.rate' }], T0));
    const [job] = await db().select().from(outboxJobs).where(eq(outboxJobs.orderId, order.id));
    // A process claimed it, then died before it marked the job done.
    await db()
      .update(outboxJobs)
      .set({ claimedUntil: at(OUTBOX_CLAIM_MS), attempts: 1 })
      .where(eq(outboxJobs.id, job.id));
    const log: string[] = [];
    const handlers = recordingHandlers(log, { on: false });
    await runOutbox(handlers, { now: at(1000) });
    expect(log).toEqual([]);
    await runOutbox(handlers, { now: at(OUTBOX_CLAIM_MS + 1) });
    expect(log).toEqual([`sale.rate:${order.id}`]);
    const [done] = await db().select().from(outboxJobs).where(eq(outboxJobs.id, job.id));
    expect(done.state).toBe('done');
  });
});

describe.each(testEngines)('a long run of the outbox on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });

  it('lets the process answer what waits between two jobs, not only once the run ends', async () => {
    // A burst of sales: one job each for 20 orders.
    for (let i = 0; i < 20; i++) {
      await database().db.transaction(async (tx) => {
        const order = await insertOrder(tx, {
          id: randomUUID(),
          cluster: 'devnet',
          domainSlug: `outbox-run-${i}`,
          domainName: `outbox-run-${i}.sol`,
          amountLamports: 1_000_000_000n,
          recipient: 'Se11er1111111111111111111111111111111111111',
          reference: randomUUID(),
          expiresAt: at(15 * 60_000),
          createdAt: T0,
          updatedAt: T0,
        });
        await enqueueEffects(tx, order.id, [{ kind: 'sale.rate' }], T0);
      });
    }
    const events: string[] = [];
    const handlers = {
      ...outboxHandlers,
      'sale.rate': { inTransaction: async () => void events.push('job') },
    } as OutboxHandlers;
    const run = runOutbox(handlers, { now: T0 }).then(() => events.push('end'));
    // A request arriving meanwhile (an order page asking whether its order is paid) waits for a timer's turn.
    setTimeout(() => events.push('request'), 0);
    await run;
    expect(events.filter((event) => event === 'job')).toHaveLength(20);
    expect(events.indexOf('request')).toBeGreaterThan(-1);
    expect(events.indexOf('request')).toBeLessThan(events.indexOf('end'));
  });
});
