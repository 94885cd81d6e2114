import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as pollRoute } from '@/app/api/operator/poll/route';
import { GET as publicPoll } from '@/app/api/poll/route';
import { communityPoll } from '@/content/poll';
import { readAuditLog } from '@/lib/auth/audit-log';
import { editPoll, readCommunityPoll, readPollEditor } from '@/lib/community/poll-config';
import { resetEnvCache } from '@/lib/env';
import { resetRateLimits } from '@/lib/rate-limit';
import { POLL_TOTAL_VOTES } from '@/lib/rules/community';
import { testEngines, useTestDatabase } from './support/databases';
import { signIn, testWallet } from './support/test-wallet';

const TOKEN = 'integration-poll-token-0123';
const operator = testWallet();
process.env.OPERATOR_TOKEN = TOKEN;
process.env.OPERATOR_WALLETS = operator.address;
resetEnvCache();

const actor = { kind: 'wallet' as const, wallet: operator.address };
const edit = (body: unknown, headers: Record<string, string>) =>
  pollRoute(
    new Request('http://localhost:3000/api/operator/poll', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    undefined,
  );

describe.each(testEngines)('the editable poll on $name', (engine) => {
  useTestDatabase(engine);
  let operatorCookie: string;
  let strangerCookie: string;
  beforeAll(async () => {
    operatorCookie = await signIn(operator);
    strangerCookie = await signIn(testWallet());
  });
  beforeEach(() => resetRateLimits());

  it('is the poll of content/poll.ts until an edit (the seeded default)', async () => {
    const poll = await readCommunityPoll(communityPoll);
    expect(poll.endDate).toBe(communityPoll.endDate);
    expect(poll.totalVotes).toBe(POLL_TOTAL_VOTES);
    expect(poll.options.map((o) => o.id)).toEqual(communityPoll.options.map((o) => o.id));
  });

  it('edits the end date, adds, renames, retires and restores options, each audited, and /api/poll shows it', async () => {
    await editPoll(actor, { action: 'end-date', endDate: '2027-12-31' }, communityPoll);
    await editPoll(
      actor,
      {
        action: 'add',
        name: 'SynthSignal.sol',
        description: 'Coming soon, if the vote says so.',
        image: '📡',
        category: 'Mid',
      },
      communityPoll,
    );
    await editPoll(
      actor,
      { action: 'rename', id: 'synthsignal', name: 'escalatorcult.sol', description: 'Going up, slowly.' },
      communityPoll,
    );
    await editPoll(actor, { action: 'retire', id: 'alphastalker' }, communityPoll);
    const poll = await readCommunityPoll(communityPoll);
    expect(poll.endDate).toBe('2027-12-31');
    expect(poll.options.map((o) => o.id)).toEqual([
      'voidmerchant',
      'mythicmint',
      'ghostvalidator',
      'rugmuseum',
      'synthsignal',
    ]);
    expect(poll.options.find((o) => o.id === 'rugmuseum')).toMatchObject({ name: 'rugmuseum.sol', votes: 24 });
    expect(poll.options.find((o) => o.id === 'synthsignal')).toMatchObject({ name: 'escalatorcult.sol', votes: 0 });
    expect(poll.totalVotes).toBe(POLL_TOTAL_VOTES - 28);

    const shown = await (await publicPoll(new Request('http://localhost:3000/api/poll'), undefined)).json();
    expect(shown.data.endDate).toBe('2027-12-31');
    expect(shown.data.totalVotes).toBe(POLL_TOTAL_VOTES - 28);
    expect(shown.data.options.map((o: { id: string }) => o.id)).not.toContain('alphastalker');

    await editPoll(actor, { action: 'restore', id: 'alphastalker' }, communityPoll);
    expect((await readCommunityPoll(communityPoll)).totalVotes).toBe(POLL_TOTAL_VOTES);
    expect((await readPollEditor(communityPoll)).options).toHaveLength(communityPoll.options.length + 1);
    const actions = (await readAuditLog()).entries.map((e) => e.action);
    expect(actions.slice(0, 5)).toEqual(['poll.restore', 'poll.retire', 'poll.rename', 'poll.add', 'poll.end-date']);
  });

  it('takes only catalogue names still locked, in their catalogue category', async () => {
    const add = (name: string, category: 'Premium' | 'Mid') =>
      editPoll(actor, { action: 'add', name, description: 'd', image: 'x', category }, communityPoll);
    await expect(add('coldstorage.sol', 'Premium')).rejects.toMatchObject({
      code: 'bad_request',
      message: 'coldstorage.sol is not locked (it is available): the ballot takes names still in the vault.',
    });
    await expect(add('deepstorage.sol', 'Mid')).rejects.toMatchObject({
      code: 'bad_request',
      message: 'deepstorage.sol is a basement name in the catalogue, not Mid.',
    });
    await expect(add('nosuchname-anywhere.sol', 'Mid')).rejects.toMatchObject({
      code: 'bad_request',
      message: 'nosuchname-anywhere.sol is not in the catalogue: the poll unlocks the mall’s own names.',
    });
    await expect(
      editPoll(
        actor,
        { action: 'rename', id: 'voidmerchant', name: 'coldstorage.sol', description: 'd' },
        communityPoll,
      ),
    ).rejects.toMatchObject({ code: 'bad_request' });
    expect((await readPollEditor(communityPoll)).options.map((o) => o.name)).not.toContain('coldstorage.sol');
  });

  it('refuses a site name, a duplicate, a bad name and retiring the last option', async () => {
    await expect(
      editPoll(
        actor,
        { action: 'add', name: 'retailverse', description: 'd', image: 'x', category: 'Mid' },
        communityPoll,
      ),
    ).rejects.toMatchObject({ code: 'bad_request', message: 'The mall’s own site names cannot be poll options.' });
    await expect(
      editPoll(
        actor,
        { action: 'add', name: 'voidmerchant.sol', description: 'd', image: 'x', category: 'Mid' },
        communityPoll,
      ),
    ).rejects.toMatchObject({ code: 'conflict' });
    await expect(
      editPoll(actor, { action: 'rename', id: 'voidmerchant', name: 'no spaces.sol', description: 'd' }, communityPoll),
    ).rejects.toMatchObject({ code: 'bad_request' });
    await expect(editPoll(actor, { action: 'retire', id: 'nope' }, communityPoll)).rejects.toMatchObject({
      code: 'not_found',
    });
    const active = (await readCommunityPoll(communityPoll)).options.map((o) => o.id);
    for (const id of active.slice(1)) await editPoll(actor, { action: 'retire', id }, communityPoll);
    await expect(editPoll(actor, { action: 'retire', id: active[0]! }, communityPoll)).rejects.toMatchObject({
      code: 'conflict',
    });
    for (const id of active.slice(1)) await editPoll(actor, { action: 'restore', id }, communityPoll);
  });

  it('the route: operator shows and edits, a stranger gets 403, signed out 401, a bad date 400', async () => {
    const shown = await edit({ action: 'show' }, { cookie: operatorCookie });
    expect(shown.status).toBe(200);
    expect((await shown.json()).poll.options.length).toBeGreaterThan(0);
    const saved = await edit({ action: 'end-date', endDate: '2028-01-15' }, { authorization: `Bearer ${TOKEN}` });
    expect((await saved.json()).poll.endDate).toBe('2028-01-15');
    expect((await edit({ action: 'end-date', endDate: '2028-01-15' }, { cookie: strangerCookie })).status).toBe(403);
    expect((await edit({ action: 'show' }, {})).status).toBe(401);
    expect((await edit({ action: 'end-date', endDate: '15/01/2028' }, { cookie: operatorCookie })).status).toBe(400);
  });
});
