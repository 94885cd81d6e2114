import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operatorAuditLog, ticketLog } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import { DAY_PASS_INSUFFICIENT } from '@/lib/rules/day-pass';
import { claimDayPass, grantTickets, readWalletRegistry } from '@/lib/tickets';
import { readRunningDayPasses, readTicketFlow, TICKET_FLOW_DAYS } from '@/lib/tickets/operator-reads';
import { testEngines, useTestDatabase } from './support/databases';
import { grant, operator, TOKEN } from './support/operator-console';
import { signIn, testWallet } from './support/test-wallet';

describe.each(testEngines)('operator tickets on $name', (engine) => {
  const database = useTestDatabase(engine);
  let operatorCookie: string;
  beforeAll(async () => {
    operatorCookie = await signIn(operator);
  });
  beforeEach(() => resetRateLimits());

  describe('grants and revocations', () => {
    it('are idempotent by the form key: a second submit is the first grant, with one ledger and audit entry', async () => {
      const wallet = testWallet().address;
      const body = { wallet, amount: 8, reason: 'event prize', idempotencyKey: 'console-key-1' };
      const first = await grant({ cookie: operatorCookie }, body);
      expect(first.status).toBe(201);
      expect(await first.json()).toMatchObject({ wallet, balance: 8, replayed: false });
      const again = await grant({ cookie: operatorCookie }, body);
      expect(again.status).toBe(200);
      expect(await again.json()).toMatchObject({ wallet, balance: 8, replayed: true });
      const reused = await grant({ cookie: operatorCookie }, { ...body, amount: 9 });
      expect(reused.status).toBe(422);
      expect((await reused.json()).error.message).toBe(
        'This idempotency key was already used for a different request. Use a new key for a new request.',
      );

      const db = database().db;
      expect(await db.select().from(ticketLog).where(eq(ticketLog.walletAddress, wallet))).toHaveLength(1);
      const audited = await db.select().from(operatorAuditLog).where(eq(operatorAuditLog.target, wallet));
      expect(audited).toHaveLength(1);
      expect(audited[0]).toMatchObject({
        actor: operator.address,
        action: 'tickets.grant',
        before: { balance: 0 },
        after: { balance: 8, amount: 8, reason: 'event prize' },
      });
    });

    it('revoke with a reason, never below zero', async () => {
      const wallet = testWallet().address;
      await grant(
        { authorization: `Bearer ${TOKEN}` },
        { wallet, amount: 5, reason: 'seed', idempotencyKey: 'seed-5' },
      );
      const revoked = await grant(
        { cookie: operatorCookie },
        { wallet, amount: -3, reason: 'granted by mistake', idempotencyKey: 'revoke-3' },
      );
      expect(revoked.status).toBe(201);
      expect((await readWalletRegistry(wallet)).total_rts).toBe(2);
      const tooMany = await grant(
        { cookie: operatorCookie },
        { wallet, amount: -3, reason: 'again', idempotencyKey: 'revoke-3b' },
      );
      expect(tooMany.status).toBe(409);
      expect((await tooMany.json()).error.message).toBe(DAY_PASS_INSUFFICIENT);
      expect((await readWalletRegistry(wallet)).total_rts).toBe(2);
      const audited = await database()
        .db.select()
        .from(operatorAuditLog)
        .where(eq(operatorAuditLog.target, wallet))
        .orderBy(operatorAuditLog.id);
      expect(audited.map((a) => [a.actor, a.action, a.after])).toEqual([
        ['token', 'tickets.grant', { balance: 5, amount: 5, reason: 'seed', entryId: expect.any(Number) }],
        [
          operator.address,
          'tickets.revoke',
          { balance: 2, amount: -3, reason: 'granted by mistake', entryId: expect.any(Number) },
        ],
      ]);
    });
  });

  describe('the dashboard and tickets reads', () => {
    it('count tickets issued and spent per UTC day, and the day passes running', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const before = await readTicketFlow();
      expect(before).toHaveLength(TICKET_FLOW_DAYS);
      expect(before.at(-1)!.day).toBe(today);
      const passesBefore = (await readRunningDayPasses()).total;
      const [a, b] = [testWallet().address, testWallet().address];
      await grantTickets(a, 5, 'flow');
      await grantTickets(b, 3, 'flow');
      await grantTickets(a, -2, 'flow back');
      await claimDayPass(b);
      const after = (await readTicketFlow()).at(-1)!;
      expect(after.issued - before.at(-1)!.issued).toBe(8);
      expect(after.spent - before.at(-1)!.spent).toBe(3);
      const passes = await readRunningDayPasses({ pageSize: 1000 });
      expect(passes.total).toBe(passesBefore + 1);
      expect(passes.passes.find((p) => p.wallet === b)).toMatchObject({ balance: 2 });
      expect(passes.passes.find((p) => p.wallet === a)).toBeUndefined();
    });
  });
});
