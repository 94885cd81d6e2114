import { beforeEach, describe, expect, it } from 'vitest';
import { GET as readPoll, POST as vote } from '@/app/api/poll/route';
import { communityPoll } from '@/content/poll';
import { resetRateLimits } from '@/lib/rate-limit';
import { readPollForPage, readPollStanding } from '@/lib/community/poll';
import { POLL_TOTAL_VOTES } from '@/lib/rules/community';
import { ANON_VOTE_LIMIT_MESSAGE } from '@/lib/rules/rewards';
import { testEngines, useTestDatabase } from './support/databases';
import { vouchFor } from './support/reward-proof';
import { freshIp, postJson, signIn, testWallet } from './support/test-wallet';

const postVote = (body: unknown, headers: Record<string, string> = {}) =>
  vote(postJson('http://localhost:3000/api/poll', body, headers), undefined);

const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0];

describe.each(testEngines)('poll integrity on $name', (engine) => {
  useTestDatabase(engine, { seed: false });
  beforeEach(() => resetRateLimits());

  it('30 anonymous votes from one address: 3 count, the rest are refused with 429 and change nothing', async () => {
    const ip = freshIp();
    const before = (await readPollStanding(communityPoll, null)).totalVotes;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => postVote({ optionId: 'rugmuseum' }, { 'x-forwarded-for': ip })),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    const refused = answers.find((response) => response.status === 429)!;
    expect((await refused.json()).error.message).toBe(ANON_VOTE_LIMIT_MESSAGE);
    const after = await readPollStanding(communityPoll, null);
    expect(after.totalVotes).toBe(before + 3);
    expect(after.anonymousVotes).toBe(3);
    // Another address still votes.
    expect((await postVote({ optionId: 'rugmuseum' }, { 'x-forwarded-for': freshIp() })).status).toBe(200);
  });

  it('a browser votes once: its cookie carries its vote, so voting again changes it without taking quota', async () => {
    const ip = freshIp();
    const first = await postVote({ optionId: 'ghostvalidator' }, { 'x-forwarded-for': ip });
    expect(first.status).toBe(200);
    const cookie = cookieOf(first)!;
    expect(first.headers.get('set-cookie')).toMatch(/^rv_voter=[0-9a-f-]{36}; .*HttpOnly/i);
    const before = (await first.json()).data.totalVotes;
    for (const optionId of ['alphastalker', 'rugmuseum', 'ghostvalidator', 'alphastalker']) {
      const again = await postVote({ optionId }, { 'x-forwarded-for': ip, cookie });
      expect(again.status).toBe(200);
      expect(again.headers.get('set-cookie')).toBeNull();
      const { data } = await again.json();
      expect(data.totalVotes).toBe(before);
      expect(data.myVote).toBe(optionId);
    }
    const read = await readPoll(new Request('http://localhost:3000/api/poll', { headers: { cookie } }), undefined);
    expect((await read.json()).data.myVote).toBe('alphastalker');
  });

  it('a signed-in wallet with proof counts once, apart from anonymous votes; its second vote replaces its first', async () => {
    const wallet = testWallet();
    const session = await signIn(wallet);
    await vouchFor(wallet.address);
    const ip = freshIp();
    const before = await readPollStanding(communityPoll, null);
    const first = await postVote({ optionId: 'voidmerchant' }, { cookie: session, 'x-forwarded-for': ip });
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toBeNull();
    const afterFirst = (await first.json()).data;
    expect(afterFirst.totalVotes).toBe(before.totalVotes + 1);
    expect(afterFirst.walletVotes).toBe(before.walletVotes + 1);
    expect(afterFirst.anonymousVotes).toBe(before.anonymousVotes);
    const jpeg = (data: { options: { id: string; votes: number }[] }, id: string) =>
      data.options.find((option) => option.id === id)!.votes;

    const second = (await (await postVote({ optionId: 'mythicmint' }, { cookie: session })).json()).data;
    expect(second.totalVotes).toBe(before.totalVotes + 1);
    expect(second.walletVotes).toBe(before.walletVotes + 1);
    expect(second.myVote).toBe('mythicmint');
    expect(jpeg(second, 'voidmerchant')).toBe(jpeg(before, 'voidmerchant'));
    expect(jpeg(second, 'mythicmint')).toBe(jpeg(before, 'mythicmint') + 1);
    // A wallet's vote takes no anonymous quota: 3 anonymous votes from the same address still count.
    for (let i = 0; i < 3; i++)
      expect((await postVote({ optionId: 'rugmuseum' }, { 'x-forwarded-for': ip })).status).toBe(200);
  });

  it('/vote and the leaderboard read the same totals', async () => {
    const page = await readPollForPage(communityPoll, new Date());
    const api = (await (await readPoll(new Request('http://localhost:3000/api/poll'), undefined)).json()).data;
    expect(page.live).toBe(true);
    expect(page.standing.totalVotes).toBe(api.totalVotes);
    expect(page.standing.totalVotes).toBeGreaterThan(POLL_TOTAL_VOTES);
    expect(page.standing.options.map((o) => o.votes)).toEqual(api.options.map((o: { votes: number }) => o.votes));
    expect(page.standing.walletVotes + page.standing.anonymousVotes).toBe(page.standing.totalVotes - POLL_TOTAL_VOTES);
  });
});
