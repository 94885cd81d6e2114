import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as dayPassRoute } from '@/app/api/day-pass/route';
import { POST as setRoute } from '@/app/api/operator/tickets/set/route';
import { GET as statementRoute } from '@/app/api/wallet/statement/route';
import { GET as walletRoute } from '@/app/api/wallet/route';
import { SIGN_IN_REQUIRED } from '@/lib/auth';
import { wallets } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import { DEFAULT_WALLET_REGISTRY } from '@/lib/rules/access';
import { dayPassFromCookie } from '@/lib/auth';
import { DAY_PASS_INSUFFICIENT, DAY_PASS_LOG_ENTRY, DAY_PASS_MS, DAY_PASS_SUCCESS } from '@/lib/rules/day-pass';
import {
  claimDayPass,
  grantTickets,
  readMallAccess,
  readTicketStatement,
  readWalletRegistry,
  updateWalletRegistry,
} from '@/lib/tickets';
import { testEngines, useTestDatabase } from './support/databases';
import { postJson, signIn, testWallet } from './support/test-wallet';

const OPERATOR = 'integration-operator-token';
process.env.OPERATOR_TOKEN = OPERATOR;

describe.each(testEngines)('registry, day pass and mall access on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  beforeEach(() => resetRateLimits());

  it('read wallet registry: a wallet without a row gets the spec defaults', async () => {
    expect(await readWalletRegistry(testWallet().address)).toEqual(DEFAULT_WALLET_REGISTRY);
  });

  it('claim day pass: 1 RT buys now + 24 h and logs Spend -1 Day Pass', async () => {
    const { address } = testWallet();
    await grantTickets(address, 2, 'seed');
    const now = new Date('2030-01-01T12:00:00.000Z');
    const result = await claimDayPass(address, { now });
    expect(result).toMatchObject({
      message: DAY_PASS_SUCCESS,
      newBalance: 1,
      retailpassExpiry: '2030-01-02T12:00:00.000Z',
    });
    const [entry] = await readTicketStatement(address, 1);
    expect(entry).toMatchObject({
      action: 'Spend',
      amount: -1,
      accessTarget: 'Day Pass',
      notes: '24-hour mall access',
    });
    expect(entry).toMatchObject(DAY_PASS_LOG_ENTRY);
  });

  it('a second pass while one runs extends it by 24 h from its expiry; after expiry it starts from now', async () => {
    const { address } = testWallet();
    await grantTickets(address, 3, 'seed');
    const t0 = new Date('2030-03-01T00:00:00.000Z');
    await claimDayPass(address, { now: t0 });
    const extended = await claimDayPass(address, { now: new Date(t0.getTime() + 3600_000) });
    expect(extended.retailpassExpiry).toBe(new Date(t0.getTime() + 2 * DAY_PASS_MS).toISOString());
    const later = new Date(t0.getTime() + 5 * DAY_PASS_MS);
    const fresh = await claimDayPass(address, { now: later });
    expect(fresh.retailpassExpiry).toBe(new Date(later.getTime() + DAY_PASS_MS).toISOString());
  });

  it('mall access at its boundaries: day pass strictly before expiry, access tiers, wifhoodie; Tier 0 none', async () => {
    const { address } = testWallet();
    expect(await readMallAccess(null)).toMatchObject({ hasAccess: false, source: 'no-wallet' });
    expect(await readMallAccess(address)).toMatchObject({ hasAccess: false, reason: null, source: 'database' });
    await grantTickets(address, 1, 'seed');
    const now = new Date('2031-05-05T05:05:05.000Z');
    const { retailpassExpiry } = await claimDayPass(address, { now });
    const expiry = new Date(retailpassExpiry);
    expect(await readMallAccess(address, new Date(expiry.getTime() - 1))).toMatchObject({
      hasAccess: true,
      reason: 'day-pass',
    });
    expect(await readMallAccess(address, expiry)).toMatchObject({ hasAccess: false, reason: null });
    for (const tier of ['Retailpunk', 'Mallrat', 'Slotlord', 'Mallcore', 'Hoodieguard']) {
      await updateWalletRegistry(address, { tier });
      expect(await readMallAccess(address, expiry)).toMatchObject({ hasAccess: true, reason: 'tier' });
    }
    for (const tier of ['Tier 0', 'Mallcore VIP']) {
      await updateWalletRegistry(address, { tier });
      expect((await readMallAccess(address, expiry)).hasAccess).toBe(false);
    }
    await updateWalletRegistry(address, { wifhoodieHolder: true });
    expect(await readMallAccess(address, expiry)).toMatchObject({ hasAccess: true, reason: 'wifhoodie' });
  });

  it('POST /api/day-pass: 401 without a session, 409 without tickets, then the claim with the spec message', async () => {
    const none = await dayPassRoute(new Request('http://t/api/day-pass', { method: 'POST' }), undefined);
    expect(none.status).toBe(401);
    expect((await none.json()).error.message).toBe(SIGN_IN_REQUIRED);

    const wallet = testWallet();
    const cookie = await signIn(wallet);
    const claim = (key?: string) =>
      dayPassRoute(
        new Request('http://t/api/day-pass', {
          method: 'POST',
          headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
        }),
        undefined,
      );
    const poor = await claim();
    expect(poor.status).toBe(409);
    expect((await poor.json()).error.message).toBe(DAY_PASS_INSUFFICIENT);

    await grantTickets(wallet.address, 1, 'seed');
    const ok = await claim('pass-click-0001');
    expect(ok.status).toBe(200);
    const claimed = await ok.json();
    expect(claimed).toMatchObject({ message: DAY_PASS_SUCCESS, newBalance: 0 });
    // The browser keeps its own signed copy of the pass, bound to the wallet, until the pass ends.
    const kept = /^rv_pass=([^;]+);/.exec(ok.headers.get('set-cookie') ?? '')?.[1];
    expect(ok.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect((await dayPassFromCookie(kept, wallet.address))?.getTime()).toBe(
      Math.floor(Date.parse(claimed.retailpassExpiry) / 1000) * 1000,
    );
    expect(await dayPassFromCookie(kept, testWallet().address)).toBeNull();
    expect((await claim('pass-click-0001')).status).toBe(200);
    expect((await claim('bad key!')).status).toBe(400);

    const access = await (
      await walletRoute(new Request('http://t/api/wallet', { headers: { cookie } }), undefined)
    ).json();
    expect(access).toMatchObject({ hasAccess: true, reason: 'day-pass', registry: { total_rts: 0 } });
    const statement = await (
      await statementRoute(new Request('http://t/api/wallet/statement', { headers: { cookie } }), undefined)
    ).json();
    expect(statement.entries.map((e: { amount: number }) => e.amount)).toEqual([-1, 1]);
  });

  it('operator set: tier and wifhoodie, validated, creating the row when new', async () => {
    const { address } = testWallet();
    const set = (body: unknown) =>
      setRoute(postJson('http://t/api/operator/tickets/set', body, { authorization: `Bearer ${OPERATOR}` }), undefined);
    expect((await set({ wallet: address })).status).toBe(400);
    expect((await set({ wallet: address, tier: 'Emperor' })).status).toBe(400);
    expect((await set({ wallet: address, wifhoodie: 'yes' })).status).toBe(400);
    const ok = await set({ wallet: address, tier: 'Slotlord', wifhoodie: true });
    expect(ok.status).toBe(200);
    expect((await ok.json()).registry).toMatchObject({ tier: 'Slotlord', wifhoodie_holder: true, total_rts: 0 });
    const [row] = await database().db.select().from(wallets).where(eq(wallets.walletAddress, address));
    expect(row).toMatchObject({ tier: 'Slotlord', wifhoodieHolder: true, status: 'Active' });
    const unauthorised = await setRoute(
      postJson('http://t/api/operator/tickets/set', { wallet: address, tier: 'Tier 0' }),
      undefined,
    );
    expect(unauthorised.status).toBe(401);
  });
});
