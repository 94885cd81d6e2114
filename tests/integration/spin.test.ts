import { createHash, createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as fairnessRoute } from '@/app/api/fairness/route';
import { POST as spinRoute } from '@/app/api/spin-wheel/route';
import { resetRateLimits } from '@/lib/rate-limit';
import { prizeFromHmac, SPIN_WHEEL_PRIZES } from '@/lib/rules/spin-wheel';
import { SPIN_NEEDS_TICKETS } from '@/lib/rules/tickets';
import { grantTickets, ledgerSum, readTicketStatement } from '@/lib/tickets';
import { ensureActiveSeed } from '@/lib/tickets/fairness';
import { DAY_MS } from '@/lib/rules/time';
import { testEngines, useTestDatabase } from './support/databases';
import { postJson, signIn, testWallet } from './support/test-wallet';

describe.each(testEngines)('spin wheel and fairness on $name', (engine) => {
  useTestDatabase(engine, { seed: false });
  beforeEach(() => resetRateLimits());

  const spin = (cookie: string | null, body: unknown = {}, headers: Record<string, string> = {}) =>
    spinRoute(postJson('http://t/api/spin-wheel', body, { ...(cookie ? { cookie } : {}), ...headers }), undefined);

  it('needs a session, acts only for it, and needs 5 tickets', async () => {
    expect((await spin(null)).status).toBe(401);
    const wallet = testWallet();
    const cookie = await signIn(wallet);
    const other = testWallet();
    expect((await spin(cookie, { wallet: other.address })).status).toBe(403);
    await grantTickets(wallet.address, 4, 'seed');
    const poor = await spin(cookie, { wallet: wallet.address, tickets: 4 });
    expect(poor.status).toBe(409);
    expect(await poor.json()).toEqual({
      error: { code: 'conflict', message: SPIN_NEEDS_TICKETS },
      message: SPIN_NEEDS_TICKETS,
    });
    expect(await ledgerSum(wallet.address)).toBe(4);

    // A body of another shape spends nothing.
    await grantTickets(wallet.address, 1, 'seed');
    const stray = await spin(cookie, { wallet: wallet.address, bogus: [1, 2, 3] });
    expect(stray.status).toBe(400);
    expect((await stray.json()).error.message).toMatch(/bogus/);
    expect(await ledgerSum(wallet.address)).toBe(5);
  });

  it('costs 5, credits ticket prizes in the same transaction, and is idempotent per key', async () => {
    const wallet = testWallet();
    const cookie = await signIn(wallet);
    await grantTickets(wallet.address, 50, 'seed');
    const response = await spin(cookie, { wallet: wallet.address, tickets: 50 }, { 'idempotency-key': 'spin-click-1' });
    expect(response.status).toBe(200);
    const body = await response.json();
    const prize = SPIN_WHEEL_PRIZES.find((p) => p.label === body.prize.label)!;
    expect(body.prize).toEqual({ label: prize.label, rarity: prize.rarity });
    expect(body.newBalance).toBe(50 - 5 + prize.tickets);
    expect(body.spinId).toMatch(/^[0-9a-f-]{36}$/);
    const replay = await (await spin(cookie, {}, { 'idempotency-key': 'spin-click-1' })).json();
    expect(replay).toEqual(body);
    const statement = await readTicketStatement(wallet.address);
    expect(statement.filter((e) => e.accessTarget === 'Spin Wheel').map((e) => e.amount)).toEqual(
      prize.tickets ? [prize.tickets, -5] : [-5],
    );
    expect(await ledgerSum(wallet.address)).toBe(body.newBalance);
  });

  it('is provably fair: the seed hash is published, and after rotation anyone can recompute a spin', async () => {
    const wallet = testWallet();
    const cookie = await signIn(wallet);
    await grantTickets(wallet.address, 100, 'seed');
    const before = await (await fairnessRoute(new Request('http://t/api/fairness'), undefined)).json();
    expect(before.current.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const spinsMade = [];
    for (let i = 0; i < 5; i++) spinsMade.push(await (await spin(cookie)).json());

    const hidden = await (
      await fairnessRoute(new Request(`http://t/api/fairness?spin=${spinsMade[0].spinId}`), undefined)
    ).json();
    expect(hidden.seed).toMatchObject({ seedHash: before.current.seedHash, seed: null });

    // A day later the seed in use is revealed and a new one committed to.
    await ensureActiveSeed(new Date(Date.now() + DAY_MS));
    const after = await (await fairnessRoute(new Request('http://t/api/fairness'), undefined)).json();
    expect(after.current.seedHash).not.toBe(before.current.seedHash);
    const revealed = after.revealed.find((s: { seedHash: string }) => s.seedHash === before.current.seedHash);
    expect(createHash('sha256').update(revealed.seed).digest('hex')).toBe(before.current.seedHash);

    for (const made of spinsMade) {
      const record = await (
        await fairnessRoute(new Request(`http://t/api/fairness?spin=${made.spinId}`), undefined)
      ).json();
      expect(record.seed.seed).toBe(revealed.seed);
      const hmac = createHmac('sha256', revealed.seed).update(`${wallet.address}:${made.spinId}`).digest('hex');
      expect(record.spin.hmac).toBe(hmac);
      expect(prizeFromHmac(hmac).label).toBe(made.prize.label);
    }
    expect((await fairnessRoute(new Request('http://t/api/fairness?spin=nope'), undefined)).status).toBe(400);
  });

  it('concurrent spins never overdraw: 40 at once against 20 tickets', async () => {
    const wallet = testWallet();
    const cookie = await signIn(wallet);
    await grantTickets(wallet.address, 20, 'seed');
    const statuses = (await Promise.all(Array.from({ length: 40 }, () => spin(cookie)))).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const balance = await ledgerSum(wallet.address);
    expect(balance).toBeGreaterThanOrEqual(0);
    const spent = statuses.filter((s) => s === 200).length;
    expect(spent).toBeGreaterThanOrEqual(4);
  });
});
