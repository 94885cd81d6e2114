import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const pollVotes = pgTable(
  'poll_votes',
  {
    id: serial('id').primaryKey(),
    pollId: text('poll_id').notNull(),
    optionId: text('option_id').notNull(),
    voterKey: text('voter_key').notNull(),
    /** Cast by a wallet with proof (lib/rules/reward-proof.ts); anonymous and new wallets' votes are counted apart. */
    proven: boolean('proven').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('poll_votes_voter_key').on(t.pollId, t.voterKey),
    index('poll_votes_option_idx').on(t.pollId, t.optionId),
  ],
);

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    source: text('source').notNull().default('app'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waitlist_entries_email_key').on(t.email, t.source)],
);

export const merchWaitlist = pgTable(
  'merch_waitlist',
  {
    id: serial('id').primaryKey(),
    walletAddress: text('wallet_address').notNull(),
    email: text('email').notNull(),
    size: text('size'),
    memeText: text('meme_text'),
    domainHolder: boolean('domain_holder'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('merch_waitlist_email_key').on(t.email),
    check('merch_waitlist_size_check', sql`${t.size} is null or ${t.size} in ('XS','S','M','L','XL','XXL')`),
  ],
);

/** /submit: domain or article ideas. */
export const submissions = pgTable('submissions', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  name: text('name'),
  email: text('email').notNull(),
  title: text('title').notNull(),
  details: text('details'),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name'),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** 'Notify Me' sign-ups (domain tester and other coming-soon tools). */
export const notifyRequests = pgTable(
  'notify_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('notify_requests_email_topic_key').on(t.email, t.topic)],
);

/** The poll's editable settings (its end date); without a row the poll in content/poll.ts stands. */
export const pollSettings = pgTable('poll_settings', {
  pollId: text('poll_id').primaryKey(),
  endDate: text('end_date').notNull(),
  updatedAt: updatedAt(),
});

/** The poll's options as the operator edits them; a retired option leaves the ballot but keeps its votes stored. */
export const pollOptions = pgTable(
  'poll_options',
  {
    pollId: text('poll_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    votes: integer('votes').notNull().default(0),
    category: text('category').notNull(),
    position: integer('position').notNull(),
    retired: boolean('retired').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.id] }),
    check('poll_options_category_check', sql`${t.category} in ('Premium', 'Mid')`),
    check('poll_options_votes_check', sql`${t.votes} >= 0`),
  ],
);
