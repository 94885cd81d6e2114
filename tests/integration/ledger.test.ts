import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as grantRoute } from '@/app/api/operator/tickets/grant/route';
import { ticketLog, wallets } from '@/lib/db/schema';
import { DAY_PASS_INSUFFICIENT } from '@/lib/rules/day-pass';
import { claimDayPass, grantTickets, ledgerSum } from '@/lib/tickets';
import { testEngines, useTestDatabase } from './support/databases';
import { postJson, testWallet } from './support/test-wallet';

const OPERATOR = 'integration-operator-token';
process.env.OPERATOR_TOKEN = OPERATOR;

describe.each(testEngines)('ticket ledger on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  const balance = async (wallet: string) =>
    (await database().db.select({ n: wallets.totalRts }).from(wallets).where(eq(wallets.walletAddress, wallet)))[0]?.n;
  const logRows = async (wallet: string) =>
    database().db.select().from(ticketLog).where(eq(ticketLog.walletAddress, wallet));

  it('500 concurrent spends against 100 tickets: exactly 100 succeed, the rest 409, balance 0, 100 log rows', async () => {
    const { address } = testWallet();
    await grantTickets(address, 100, 'load test');
    const results = await Promise.allSettled(Array.from({ length: 500 }, () => claimDayPass(address)));
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const reasons: Record<string, number> = {};
    for (const r of rejected) {
      const reason = `${r.reason.status} ${r.reason.message}`;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    expect(reasons).toEqual({ [`409 ${DAY_PASS_INSUFFICIENT}`]: 400 });
    expect(fulfilled).toHaveLength(100);
    expect(await balance(address)).toBe(0);
    const spends = (await logRows(address)).filter((row) => row.amount === -1);
    expect(spends).toHaveLength(100);
    expect(await ledgerSum(address)).toBe(0);
  });

  it('the same idempotency key twice (in turn or at once) is one effect and the first answer', async () => {
    const { address } = testWallet();
    await grantTickets(address, 3, 'seed');
    const first = await claimDayPass(address, { idempotencyKey: 'click-1' });
    const again = await claimDayPass(address, { idempotencyKey: 'click-1' });
    expect(first).toMatchObject({ newBalance: 2, replayed: false });
    expect(again).toMatchObject({ newBalance: 2, replayed: true, retailpassExpiry: first.retailpassExpiry });
    const racing = await Promise.all(
      Array.from({ length: 20 }, () => claimDayPass(address, { idempotencyKey: 'click-2' })),
    );
    expect(new Set(racing.map((r) => r.newBalance))).toEqual(new Set([1]));
    expect(racing.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balance(address)).toBe(1);
    expect(await ledgerSum(address)).toBe(1);

    const grants = await Promise.all(
      Array.from({ length: 10 }, () => grantTickets(address, 7, 'event', 'grant:event-42')),
    );
    expect(grants.filter((g) => !g.replayed)).toHaveLength(1);
    expect(new Set(grants.map((g) => g.balance))).toEqual(new Set([8]));
    expect(await balance(address)).toBe(8);
  });

  it('a retry of a spend that emptied the wallet gets the first answer, not a 409', async () => {
    const { address } = testWallet();
    await grantTickets(address, 1, 'seed');
    const first = await claimDayPass(address, { idempotencyKey: 'only-ticket' });
    await expect(claimDayPass(address, { idempotencyKey: 'only-ticket' })).resolves.toMatchObject({
      newBalance: 0,
      replayed: true,
    });
    expect(first.newBalance).toBe(0);
    await expect(claimDayPass(address)).rejects.toMatchObject({ status: 409, message: DAY_PASS_INSUFFICIENT });
  });

  it('balance == sum of the log after an interleaving of earns and spends', async () => {
    const { address } = testWallet();
    const operations = Array.from({ length: 120 }, (_, i) =>
      i % 3 === 0 ? grantTickets(address, 2, `grant ${i}`) : claimDayPass(address).catch(() => null),
    );
    await Promise.all(operations);
    const [row] = await database().db.select().from(wallets).where(eq(wallets.walletAddress, address));
    expect(row.totalRts).toBe(await ledgerSum(address));
    expect(row.totalRts).toBeGreaterThanOrEqual(0);
  });

  it('operator grant endpoint: token required, validated, idempotent, negative grants cannot overdraw', async () => {
    const { address } = testWallet();
    const grant = (body: unknown, token = OPERATOR) =>
      grantRoute(
        postJson('http://t/api/operator/tickets/grant', body, { authorization: `Bearer ${token}` }),
        undefined,
      );
    expect((await grant({ wallet: address, amount: 5, reason: 'x' }, 'wrong-token-wrong-token')).status).toBe(401);
    expect((await grant({ wallet: 'not-a-wallet', amount: 5, reason: 'x' })).status).toBe(400);
    expect((await grant({ wallet: address, amount: 0, reason: 'x' })).status).toBe(400);
    expect((await grant({ wallet: address, amount: 2.5, reason: 'x' })).status).toBe(400);
    expect((await grant({ wallet: address, amount: 5, reason: '' })).status).toBe(400);

    const created = await grant({
      wallet: address,
      amount: 12,
      reason: 'Purchase settled by DM',
      idempotencyKey: 'dm-77',
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ wallet: address, balance: 12, replayed: false });
    const replay = await grant({
      wallet: address,
      amount: 12,
      reason: 'Purchase settled by DM',
      idempotencyKey: 'dm-77',
    });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ balance: 12, replayed: true });
    const reusedKey = await grant({ wallet: address, amount: 50, reason: 'Another purchase', idempotencyKey: 'dm-77' });
    expect(reusedKey.status).toBe(422);
    expect((await reusedKey.json()).error.message).toBe(
      'This idempotency key was already used for a different request. Use a new key for a new request.',
    );

    const overdraw = await grant({ wallet: address, amount: -13, reason: 'claw back' });
    expect(overdraw.status).toBe(409);
    expect(await balance(address)).toBe(12);
    expect(await logRows(address)).toEqual([
      expect.objectContaining({
        action: 'Earn',
        amount: 12,
        accessTarget: 'Operator Grant',
        notes: 'Purchase settled by DM',
      }),
    ]);
  });
});
