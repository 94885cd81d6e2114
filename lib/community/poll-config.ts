import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { recordOperatorAction } from '../auth/audit-log';
import type { OperatorActor } from '../auth/operator-session';
import { getDb, isDatabaseUnavailable, type Transaction } from '../db';
import { domains, pollOptions, pollSettings } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { ballotNameProblem, pollOptionSlug } from '../rules/community';
import type { Poll, PollCategory, PollOption } from './poll-standing';

interface EditableOption extends PollOption {
  retired: boolean;
}

export interface PollEditor {
  endDate: string;
  options: EditableOption[];
}

/** POST /api/operator/poll: the poll as stored, after the edit if one was sent. */
export interface PollEditorAnswer {
  poll: PollEditor;
}

export type PollChange =
  | { action: 'end-date'; endDate: string }
  | { action: 'add'; name: string; description: string; image: string; category: PollCategory }
  | { action: 'rename'; id: string; name: string; description: string }
  | { action: 'retire' | 'restore'; id: string };

const seeded = (base: Poll): EditableOption[] => base.options.map((o) => ({ ...o, retired: false }));

async function readEditor(db: Pick<Transaction, 'select'>, base: Poll): Promise<PollEditor> {
  const pollId = base.id;
  const [settings] = await db.select().from(pollSettings).where(eq(pollSettings.pollId, pollId));
  const rows = await db
    .select()
    .from(pollOptions)
    .where(eq(pollOptions.pollId, pollId))
    .orderBy(asc(pollOptions.position));
  return {
    endDate: settings?.endDate ?? base.endDate,
    options:
      rows.length === 0
        ? seeded(base)
        : rows.map(({ id, name, description, image, votes, category, retired }) => ({
            id,
            name,
            description,
            image,
            votes,
            category: category as PollCategory,
            retired,
          })),
  };
}

/** The poll as the operator edits it: every option, retired ones too, and the end date. */
export async function readPollEditor(base: Poll): Promise<PollEditor> {
  return readEditor(await getDb(), base);
}

/**
 * The community poll as /vote, GET /api/poll and the leaderboard show it: content/poll.ts with the operator's edits
 * (docs/operators.md "The poll"). Retired options leave the ballot and their starting votes leave the total. While
 * the database is unreachable, the poll as content/poll.ts defines it.
 */
export async function readCommunityPoll(base: Poll): Promise<Poll> {
  let editor: PollEditor;
  try {
    editor = await readPollEditor(base);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return base;
  }
  const options = editor.options.filter((o) => !o.retired).map(({ retired: _retired, ...option }) => option);
  return {
    ...base,
    endDate: editor.endDate,
    options,
    totalVotes: options.reduce((sum, o) => sum + o.votes, 0),
  };
}

/** The options as stored, written from content/poll.ts on the first edit (the seeded default). */
async function seedOptions(tx: Transaction, base: Poll): Promise<EditableOption[]> {
  const pollId = base.id;
  const { options } = await readEditor(tx, base);
  const [stored] = await tx
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .where(eq(pollOptions.pollId, pollId))
    .limit(1);
  if (!stored) {
    await tx
      .insert(pollOptions)
      .values(options.map((o, position) => ({ ...o, pollId, position })))
      .onConflictDoNothing();
  }
  return options;
}

function optionName(name: string) {
  const { slug, error } = pollOptionSlug(name);
  if (error !== null) throw badRequest(error, 'name');
  return slug;
}

/** Refuses a ballot name unless the catalogue holds it locked, in `category` (lib/rules/community.ts). */
async function requireBallotName(tx: Transaction, slug: string, category: PollCategory): Promise<void> {
  const [known] = await tx
    .select({ status: domains.status, category: domains.category })
    .from(domains)
    .where(eq(domains.slug, slug))
    .limit(1);
  const problem = ballotNameProblem(slug, known ?? null, category);
  if (problem !== null) throw badRequest(problem, 'name');
}

async function apply(tx: Transaction, pollId: string, change: PollChange, options: EditableOption[]) {
  const now = new Date();
  if (change.action === 'end-date') {
    await tx
      .insert(pollSettings)
      .values({ pollId, endDate: change.endDate })
      .onConflictDoUpdate({ target: pollSettings.pollId, set: { endDate: change.endDate, updatedAt: now } });
    return;
  }
  if (change.action === 'add') {
    const slug = optionName(change.name);
    if (options.some((o) => o.id === slug || o.name === `${slug}.sol`))
      throw conflict(`${slug}.sol is already an option.`);
    await requireBallotName(tx, slug, change.category);
    const { name: _name, action: _action, ...rest } = change;
    await tx
      .insert(pollOptions)
      .values({ ...rest, pollId, id: slug, name: `${slug}.sol`, votes: 0, position: options.length });
    return;
  }
  const option = options.find((o) => o.id === change.id);
  if (!option) throw notFound('The poll has no such option.');
  const where = (id: string) => and(eq(pollOptions.pollId, pollId), eq(pollOptions.id, id));
  if (change.action === 'rename') {
    const slug = optionName(change.name);
    if (options.some((o) => o.id !== option.id && o.name === `${slug}.sol`))
      throw conflict(`${slug}.sol is already an option.`);
    await requireBallotName(tx, slug, option.category);
    await tx
      .update(pollOptions)
      .set({ name: `${slug}.sol`, description: change.description, updatedAt: now })
      .where(where(option.id));
    return;
  }
  if (change.action === 'retire' && options.filter((o) => !o.retired && o.id !== option.id).length === 0)
    throw conflict('The poll needs at least one option on the ballot.');
  await tx
    .update(pollOptions)
    .set({ retired: change.action === 'retire', updatedAt: now })
    .where(where(option.id));
}

/** One edit of the poll, and its audit entry, in one transaction; returns the poll as the operator now sees it. */
export async function editPoll(actor: OperatorActor, change: PollChange, base: Poll): Promise<PollEditor> {
  const db = await getDb();
  const pollId = base.id;
  return db.transaction(async (tx) => {
    const before = await readEditor(tx, base);
    await apply(tx, pollId, change, await seedOptions(tx, base));
    const after = await readEditor(tx, base);
    const target = 'id' in change ? `poll:${pollId}:${change.id}` : `poll:${pollId}`;
    await recordOperatorAction({ actor, action: `poll.${change.action}`, target, before, after }, tx);
    return after;
  });
}
