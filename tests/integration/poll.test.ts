import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as readPoll, POST as vote } from '@/app/api/poll/route';
import { communityPoll } from '@/content/poll';
import type { Poll } from '@/lib/community/poll-standing';
import { resetRateLimits } from '@/lib/rate-limit';
import { castVote, readPollStanding } from '@/lib/community/poll';
import { pollVotes } from '@/lib/db/schema';
import { POLL_TOTAL_VOTES } from '@/lib/rules/community';
import { testEngines, useTestDatabase } from './support/databases';

const VOTER_A = '0b7f4a52-3c1e-4d7a-9a55-0f2d7e1b9c01';
const VOTER_B = '6d1e2f3a-4b5c-4d6e-8f70-81a2b3c4d5e6';

const postVote = (body: unknown, headers: Record<string, string> = {}) =>
  vote(
    new Request('http://t/api/poll', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    undefined,
  );

const optionVotes = (data: { options: { id: string; votes: number }[] }, id: string) =>
  data.options.find((option) => option.id === id)?.votes;

const starting = (id: string) => communityPoll.options.find((option) => option.id === id)!.votes;

describe.each(testEngines)('poll on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  const storedVotes = async () => (await database().db.select({ n: count() }).from(pollVotes))[0].n;
  beforeEach(() => resetRateLimits());

  it('starts from the spec total of 186 with the starting counts', async () => {
    const response = await readPoll(new Request('http://t/api/poll'), undefined);
    const { data } = await response.json();
    expect(data.totalVotes).toBe(POLL_TOTAL_VOTES);
    expect(data.open).toBe(true);
    expect(data.myVote).toBeNull();
    expect(optionVotes(data, 'voidmerchant')).toBe(starting('voidmerchant'));
  });

  it('adds real votes on top of the starting counts, one per voter: voting again changes the vote', async () => {
    const first = await postVote({ optionId: 'alphastalker', voterId: VOTER_A });
    expect(first.status).toBe(200);
    const afterFirst = (await first.json()).data;
    expect(afterFirst.totalVotes).toBe(POLL_TOTAL_VOTES + 1);
    expect(optionVotes(afterFirst, 'alphastalker')).toBe(starting('alphastalker') + 1);
    expect(afterFirst.myVote).toBe('alphastalker');

    const changed = (await (await postVote({ optionId: 'mythicmint', voterId: VOTER_A })).json()).data;
    expect(changed.totalVotes).toBe(POLL_TOTAL_VOTES + 1);
    expect(optionVotes(changed, 'alphastalker')).toBe(starting('alphastalker'));
    expect(optionVotes(changed, 'mythicmint')).toBe(starting('mythicmint') + 1);
    expect(await storedVotes()).toBe(1);

    await postVote({ optionId: 'mythicmint', voterId: VOTER_B });
    const read = await readPoll(new Request(`http://t/api/poll?voterId=${VOTER_B}`), undefined);
    const standing = (await read.json()).data;
    expect(standing.totalVotes).toBe(POLL_TOTAL_VOTES + 2);
    expect(optionVotes(standing, 'mythicmint')).toBe(starting('mythicmint') + 2);
    expect(standing.myVote).toBe('mythicmint');
    expect(await storedVotes()).toBe(2);
  });

  it.each([
    ['an unknown option', { optionId: 'not-an-option', voterId: VOTER_A }],
    ['a voter id that is not a UUID', { optionId: 'voidmerchant', voterId: 'me' }],
    ['no option', { voterId: VOTER_A }],
    ['an extra field', { optionId: 'voidmerchant', voterId: VOTER_A, votes: 1000 }],
    ['malformed JSON', '{"optionId":'],
  ])('refuses %s with a 400 and writes nothing', async (_, body) => {
    const before = await storedVotes();
    const response = await postVote(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toEqual(expect.any(String));
    expect(await storedVotes()).toBe(before);
  });

  it('GET with a malformed voter id is a 400', async () => {
    expect((await readPoll(new Request('http://t/api/poll?voterId=abc'), undefined)).status).toBe(400);
  });

  it('a closed poll keeps its results and refuses votes with 409', async () => {
    const afterEnd = new Date('2099-01-01T00:00:00Z');
    const before = await storedVotes();
    await expect(castVote(communityPoll, 'voidmerchant', `anon:${VOTER_B}`, afterEnd)).rejects.toMatchObject({
      status: 409,
      message: 'This poll has closed. The results are final.',
    });
    const standing = await readPollStanding(communityPoll, `anon:${VOTER_B}`, afterEnd);
    expect(standing.open).toBe(false);
    expect(standing.myVote).toBe('mythicmint');
    expect(await storedVotes()).toBe(before);
  });

  it('never offers or counts a mall site name', async () => {
    const withSiteName: Poll = {
      ...communityPoll,
      id: 'with-site-name',
      totalVotes: communityPoll.totalVotes + 10,
      options: [
        ...communityPoll.options,
        { ...communityPoll.options[0], id: 'retailverse', name: 'retailverse.sol', votes: 10 },
      ],
    };
    const standing = await readPollStanding(withSiteName, null, new Date());
    expect(standing.options.map((option) => option.id)).not.toContain('retailverse');
    expect(standing.totalVotes).toBe(communityPoll.totalVotes);
    await expect(castVote(withSiteName, 'retailverse', `anon:${VOTER_A}`, new Date())).rejects.toMatchObject({
      status: 400,
    });
  });
});
