import { describe, expect, it } from 'vitest';
import { POST as setupRoute } from '@/app/api/setup/route';
import { POST as operatorsRoute } from '@/app/api/operator/operators/route';
import { POST as setupLinkRoute } from '@/app/api/operator/setup-link/route';
import { operatorRole } from '@/lib/auth/operators';
import { announceSetupCode, issueSetupCode } from '@/lib/auth/setup';
import { getDb } from '@/lib/db';
import { operatorAuditLog, operators, setupCodes } from '@/lib/db/schema';
import { SETUP_CODE_TTL_MS, SETUP_REFUSALS } from '@/lib/rules/sales-mode';
import { resetRateLimits } from '@/lib/rate-limit';
import { call, operator, TOKEN } from './support/operator-console';
import { testEngines, useTestDatabase } from './support/databases';
import { freshIp, signIn, testWallet } from './support/test-wallet';

const claim = async (code: string, cookie: string) =>
  setupRoute(call('/api/setup', 'POST', { cookie, 'x-forwarded-for': freshIp() }, { code }), undefined);

const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

describe.each(testEngines)('claiming the shop with its setup link, on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  const fresh = async () => {
    resetRateLimits();
    const db = database().db;
    await db.delete(operators);
    await db.delete(setupCodes);
  };

  it('prints one link however many processes start, and none while it waits or once the shop is claimed', async () => {
    await fresh();
    const starts = await Promise.all([announceSetupCode(), announceSetupCode(), announceSetupCode()]);
    expect(starts.filter((start) => start && 'code' in start)).toHaveLength(1);
    expect(starts.filter((start) => start && 'pending' in start)).toHaveLength(2);
    const [stored] = await (await getDb()).select().from(setupCodes);
    const { code } = starts.find((start) => start && 'code' in start) as { code: string };
    expect(stored.codeHash).not.toContain(code);
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes the signed-in wallet the owner, once: the code is single-use and the shop is refused once owned', async () => {
    await fresh();
    const code = await issueSetupCode();
    const owner = testWallet();
    const response = await claim(code, await signIn(owner));
    expect(response.status).toBe(200);
    expect(await operatorRole(owner.address)).toBe('owner');

    const again = await claim(code, await signIn(testWallet()));
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(SETUP_REFUSALS.claimed);
    // A new link is refused too, from the script's route as from the library.
    const link = await setupLinkRoute(
      call('/api/operator/setup-link', 'POST', { authorization: `Bearer ${TOKEN}` }),
      undefined,
    );
    expect(link.status).toBe(409);
    const [entry] = await (await getDb()).select().from(operatorAuditLog);
    expect(entry).toMatchObject({ actor: owner.address, action: 'setup.claim', target: owner.address });
  });

  it('refuses a used code as used, even after the owner row is gone', async () => {
    await fresh();
    const code = await issueSetupCode();
    expect((await claim(code, await signIn(testWallet()))).status).toBe(200);
    await (await getDb()).delete(operators);
    const response = await claim(code, await signIn(testWallet()));
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(SETUP_REFUSALS.used);
  });

  it('refuses an expired code, an unknown one, a replaced one, and a visitor who is not signed in', async () => {
    await fresh();
    const old = await issueSetupCode(new Date(Date.now() - SETUP_CODE_TTL_MS - 1000));
    const expired = await claim(old, await signIn(testWallet()));
    expect(expired.status).toBe(403);
    expect(await errorOf(expired)).toBe(SETUP_REFUSALS.expired);
    expect(await errorOf(await claim('not-a-code', await signIn(testWallet())))).toBe(SETUP_REFUSALS.invalid);

    const first = await issueSetupCode();
    const second = await issueSetupCode();
    expect(await errorOf(await claim(first, await signIn(testWallet())))).toBe(SETUP_REFUSALS.expired);
    const signedOut = await setupRoute(
      call('/api/setup', 'POST', { 'x-forwarded-for': freshIp() }, { code: second }),
      undefined,
    );
    expect(signedOut.status).toBe(401);
    expect((await claim(second, await signIn(testWallet()))).status).toBe(200);
  });

  it('lets the owner add and remove operators (audited), shows OPERATOR_WALLETS as set by the environment', async () => {
    await fresh();
    const owner = testWallet();
    const ownerCookie = await signIn(owner);
    expect((await claim(await issueSetupCode(), ownerCookie)).status).toBe(200);
    const added = testWallet();
    const post = (cookie: string, body: unknown) =>
      operatorsRoute(call('/api/operator/operators', 'POST', { cookie }, body), undefined);

    const list = await post(ownerCookie, { action: 'add', wallet: added.address });
    expect(list.status).toBe(200);
    const { operators: listed } = (await list.json()) as { operators: { wallet: string; role: string }[] };
    expect(listed[0]).toMatchObject({ wallet: owner.address, role: 'owner' });
    expect(listed).toContainEqual(expect.objectContaining({ wallet: added.address, role: 'operator' }));
    expect(listed).toContainEqual(expect.objectContaining({ wallet: operator.address, role: 'environment' }));

    // An operator is not the owner: it may read the list but not change it.
    const addedCookie = await signIn(added);
    expect((await post(addedCookie, { action: 'list' })).status).toBe(200);
    expect((await post(addedCookie, { action: 'add', wallet: testWallet().address })).status).toBe(403);
    expect((await post(ownerCookie, { action: 'remove', wallet: operator.address })).status).toBe(409);
    expect((await post(ownerCookie, { action: 'remove', wallet: owner.address })).status).toBe(409);

    expect((await post(ownerCookie, { action: 'remove', wallet: added.address })).status).toBe(200);
    expect(await operatorRole(added.address)).toBeNull();
    expect((await post(addedCookie, { action: 'list' })).status).toBe(403);
    const actions = (await (await getDb()).select().from(operatorAuditLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['operators.add', 'operators.remove']));
  });
});
