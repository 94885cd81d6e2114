// No 'server-only' here: scripts/export.ts uses this directly against DATABASE_URL.
import { asc } from 'drizzle-orm';
import type { Database } from '../db/open';
import {
  contactMessages,
  merchWaitlist,
  notifyRequests,
  orders,
  pollVotes,
  submissions,
  upgradeRequests,
  waitlistEntries,
} from '../db/schema';
import { toCsv, type CsvCell } from './csv';

export const EXPORT_TABLES = [
  'waitlist',
  'merch',
  'votes',
  'upgrades',
  'submissions',
  'orders',
  'contact',
  'notify',
] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

type Rows = Record<string, CsvCell>[];

const readers: Record<ExportTable, (db: Database) => Promise<{ columns: string[]; rows: Rows }>> = {
  waitlist: async (db) => ({
    columns: ['id', 'email', 'source', 'created_at'],
    rows: (await db.select().from(waitlistEntries).orderBy(asc(waitlistEntries.id))).map((r) => ({
      id: r.id,
      email: r.email,
      source: r.source,
      created_at: r.createdAt,
    })),
  }),
  merch: async (db) => ({
    columns: ['id', 'wallet_address', 'email', 'size', 'meme_text', 'domain_holder', 'created_at', 'updated_at'],
    rows: (await db.select().from(merchWaitlist).orderBy(asc(merchWaitlist.id))).map((r) => ({
      id: r.id,
      wallet_address: r.walletAddress,
      email: r.email,
      size: r.size,
      meme_text: r.memeText,
      domain_holder: r.domainHolder,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    })),
  }),
  votes: async (db) => ({
    columns: ['id', 'poll_id', 'option_id', 'voter_key', 'created_at', 'updated_at'],
    rows: (await db.select().from(pollVotes).orderBy(asc(pollVotes.id))).map((r) => ({
      id: r.id,
      poll_id: r.pollId,
      option_id: r.optionId,
      voter_key: r.voterKey,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    })),
  }),
  upgrades: async (db) => ({
    columns: ['id', 'kind', 'domain', 'description', 'contact', 'created_at'],
    rows: (await db.select().from(upgradeRequests).orderBy(asc(upgradeRequests.id))).map((r) => ({
      id: r.id,
      kind: r.kind,
      domain: r.domain,
      description: r.description,
      contact: r.contact,
      created_at: r.createdAt,
    })),
  }),
  submissions: async (db) => ({
    columns: ['id', 'kind', 'name', 'email', 'title', 'details', 'created_at'],
    rows: (await db.select().from(submissions).orderBy(asc(submissions.id))).map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      email: r.email,
      title: r.title,
      details: r.details,
      created_at: r.createdAt,
    })),
  }),
  orders: async (db) => ({
    columns: [
      'id',
      'domain_slug',
      'recipient',
      'email',
      'price_sol',
      'status',
      'provider_ref',
      'error',
      'receipt_requested_at',
      'created_at',
      'updated_at',
    ],
    rows: (await db.select().from(orders).orderBy(asc(orders.createdAt))).map((r) => ({
      id: r.id,
      domain_slug: r.domainSlug,
      recipient: r.recipient,
      email: r.email,
      price_sol: r.priceSol,
      status: r.status,
      provider_ref: r.providerRef,
      error: r.error,
      receipt_requested_at: r.receiptRequestedAt,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    })),
  }),
  contact: async (db) => ({
    columns: ['id', 'name', 'email', 'subject', 'message', 'created_at'],
    rows: (await db.select().from(contactMessages).orderBy(asc(contactMessages.id))).map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      created_at: r.createdAt,
    })),
  }),
  notify: async (db) => ({
    columns: ['id', 'email', 'topic', 'created_at'],
    rows: (await db.select().from(notifyRequests).orderBy(asc(notifyRequests.id))).map((r) => ({
      id: r.id,
      email: r.email,
      topic: r.topic,
      created_at: r.createdAt,
    })),
  }),
};

/** One operator table as CSV, oldest first. */
export async function exportCsv(db: Database, table: ExportTable): Promise<{ csv: string; rows: number }> {
  const { columns, rows } = await readers[table](db);
  return { csv: toCsv(columns, rows), rows: rows.length };
}
