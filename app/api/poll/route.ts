import { z } from 'zod';
import { handler, json, readJson, readQuery } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth/session';
import { pollLimiter } from '@/lib/community/limits';
import { communityPoll } from '@/content/poll';
import { readCommunityPoll } from '@/lib/community/poll-config';
import { castVote, readPollStanding, type PollAnswer } from '@/lib/community/poll';
import {
  addressHash,
  anonymousVoter,
  anonymousVoterKey,
  voterIdFromCookie,
  walletVoterKey,
} from '@/lib/community/voter';
import { clientIp } from '@/lib/rate-limit';

const voterIdField = z.string().max(64).optional();
const querySchema = z.object({ voterId: voterIdField }).strict();
const voteSchema = z
  .object({
    optionId: z.string({ error: 'Choose an option.' }).min(1, 'Choose an option.').max(64),
    voterId: voterIdField,
  })
  .strict();

/** The poll's standing; for a known voter (wallet, browser cookie, or the page's older id) also their choice. */
export const GET = handler(async (request) => {
  const { voterId } = readQuery(request, querySchema);
  const wallet = await sessionWallet(request);
  const anonId = voterIdFromCookie(request) ?? voterId;
  const voter = wallet ? walletVoterKey(wallet) : anonId === undefined ? null : anonymousVoterKey(anonId);
  return json<PollAnswer>({ data: await readPollStanding(await readCommunityPoll(communityPoll), voter) });
});

/**
 * Casts or changes this voter's vote: one per signed-in wallet; without a wallet one per browser (its HttpOnly
 * cookie), and at most 3 new anonymous voters per network address a day.
 */
export const POST = handler(async (request) => {
  await pollLimiter.hit(clientIp(request));
  const { optionId, voterId } = await readJson(request, voteSchema, { maxBytes: 1024 });
  const wallet = await sessionWallet(request);
  if (voterId !== undefined) anonymousVoterKey(voterId);
  const voter = wallet ? { key: walletVoterKey(wallet) } : anonymousVoter(request, voterId);
  const standing = await castVote(await readCommunityPoll(communityPoll), optionId, voter.key, new Date(), {
    addressHash: addressHash(clientIp(request)),
  });
  return json<PollAnswer>({ data: standing }, voter.setCookie ? { headers: { 'set-cookie': voter.setCookie } } : {});
});
