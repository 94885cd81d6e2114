import { z } from 'zod';
import { handler, json, readJson, readQuery } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth/session';
import { limitCommunityRequest } from '@/lib/community/limits';
import { communityPoll } from '@/content/poll';
import { castVote, readPollStanding } from '@/lib/community/poll';
import { anonymousVoterKey, walletVoterKey } from '@/lib/community/voter';

const voterIdField = z.string().max(64).optional();
const querySchema = z.object({ voterId: voterIdField }).strict();
const voteSchema = z
  .object({
    optionId: z.string({ error: 'Choose an option.' }).min(1, 'Choose an option.').max(64),
    voterId: voterIdField,
  })
  .strict();

/** The signed-in wallet when there is one, else the browser's anonymous id. */
async function voterOf(request: Request, voterId: string | undefined): Promise<string | null> {
  const wallet = await sessionWallet(request);
  if (wallet) return walletVoterKey(wallet);
  return voterId === undefined ? null : anonymousVoterKey(voterId);
}

/** The poll's standing; for a known voter also their choice. */
export const GET = handler(async (request) => {
  const { voterId } = readQuery(request, querySchema);
  return json({ data: await readPollStanding(communityPoll, await voterOf(request, voterId)) });
});

/** Casts or changes this voter's vote (one per voter). */
export const POST = handler(async (request) => {
  await limitCommunityRequest(request, 'poll');
  const { optionId, voterId } = await readJson(request, voteSchema, { maxBytes: 1024 });
  const voter = (await voterOf(request, voterId)) ?? anonymousVoterKey(voterId);
  return json({ data: await castVote(communityPoll, optionId, voter) });
});
