// No 'server-only' here: scripts/export.ts uses this directly against DATABASE_URL.
import { asc, count, desc, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open';
import {
  buyerOffers,
  contactMessages,
  nameEvents,
  merchWaitlist,
  nftMints,
  notifyRequests,
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
  'mints',
  'contact',
  'notify',
  'offers',
  'activity',
] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

type Row = Record<string, CsvCell>;

interface TableSpec<T extends PgTable> {
  table: T;
  /** The order rows are listed in (oldest first for exports, newest first in the console). */
  orderBy: AnyColumn;
  columns: string[];
  toRow: (row: T['$inferSelect']) => Row;
}

const spec = <T extends PgTable>(s: TableSpec<T>) => s as unknown as TableSpec<PgTable>;

const specs: Record<ExportTable, TableSpec<PgTable>> = {
  waitlist: spec({
    table: waitlistEntries,
    orderBy: waitlistEntries.id,
    columns: ['id', 'email', 'source', 'created_at'],
    toRow: (r) => ({ id: r.id, email: r.email, source: r.source, created_at: r.createdAt }),
  }),
  merch: spec({
    table: merchWaitlist,
    orderBy: merchWaitlist.id,
    columns: ['id', 'wallet_address', 'email', 'size', 'meme_text', 'domain_holder', 'created_at', 'updated_at'],
    toRow: (r) => ({
      id: r.id,
      wallet_address: r.walletAddress,
      email: r.email,
      size: r.size,
      meme_text: r.memeText,
      domain_holder: r.domainHolder,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    }),
  }),
  votes: spec({
    table: pollVotes,
    orderBy: pollVotes.id,
    columns: ['id', 'poll_id', 'option_id', 'voter_key', 'created_at', 'updated_at'],
    toRow: (r) => ({
      id: r.id,
      poll_id: r.pollId,
      option_id: r.optionId,
      voter_key: r.voterKey,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    }),
  }),
  upgrades: spec({
    table: upgradeRequests,
    orderBy: upgradeRequests.id,
    columns: ['id', 'kind', 'domain', 'description', 'contact', 'created_at'],
    toRow: (r) => ({
      id: r.id,
      kind: r.kind,
      domain: r.domain,
      description: r.description,
      contact: r.contact,
      created_at: r.createdAt,
    }),
  }),
  submissions: spec({
    table: submissions,
    orderBy: submissions.id,
    columns: ['id', 'kind', 'name', 'email', 'title', 'details', 'created_at'],
    toRow: (r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      email: r.email,
      title: r.title,
      details: r.details,
      created_at: r.createdAt,
    }),
  }),
  mints: spec({
    table: nftMints,
    orderBy: nftMints.createdAt,
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
    toRow: (r) => ({
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
    }),
  }),
  contact: spec({
    table: contactMessages,
    orderBy: contactMessages.id,
    columns: ['id', 'name', 'email', 'subject', 'message', 'created_at'],
    toRow: (r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      subject: r.subject,
      message: r.message,
      created_at: r.createdAt,
    }),
  }),
  notify: spec({
    table: notifyRequests,
    orderBy: notifyRequests.id,
    columns: ['id', 'email', 'topic', 'created_at'],
    toRow: (r) => ({ id: r.id, email: r.email, topic: r.topic, created_at: r.createdAt }),
  }),
  offers: spec({
    table: buyerOffers,
    orderBy: buyerOffers.createdAt,
    columns: [
      'id',
      'domain_slug',
      'wallet',
      'status',
      'amount_lamports',
      'counter_lamports',
      'message',
      'decline_reason',
      'expires_at',
      'order_id',
      'created_at',
      'updated_at',
    ],
    toRow: (r) => ({
      id: r.id,
      domain_slug: r.domainSlug,
      wallet: r.wallet,
      status: r.status,
      amount_lamports: r.amountLamports,
      counter_lamports: r.counterLamports,
      message: r.message,
      decline_reason: r.declineReason,
      expires_at: r.expiresAt,
      order_id: r.orderId,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    }),
  }),
  activity: spec({
    table: nameEvents,
    orderBy: nameEvents.id,
    columns: ['id', 'domain_slug', 'kind', 'lamports', 'order_id', 'offer_id', 'created_at'],
    toRow: (r) => ({
      id: r.id,
      domain_slug: r.domainSlug,
      kind: r.kind,
      lamports: r.lamports,
      order_id: r.orderId,
      offer_id: r.offerId,
      created_at: r.createdAt,
    }),
  }),
};

/** POST /api/operator/export: the table asked for, as CSV, and its row count. */
export interface CsvExport {
  table: ExportTable;
  csv: string;
  rows: number;
}

/** One operator table as CSV, oldest first. */
export async function exportCsv(db: Database, table: ExportTable): Promise<Omit<CsvExport, 'table'>> {
  const { table: source, orderBy, columns, toRow } = specs[table];
  const rows = (await db.select().from(source).orderBy(asc(orderBy))).map(toRow);
  return { csv: toCsv(columns, rows), rows: rows.length };
}

/** One page of an operator table, newest first, with its columns and how many rows the table holds (the console). */
export async function readTablePage(
  db: Database,
  table: ExportTable,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ columns: string[]; rows: Row[]; total: number }> {
  const { table: source, orderBy, columns, toRow } = specs[table];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(source)
      .orderBy(desc(orderBy))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(source),
  ]);
  return { columns, rows: rows.map(toRow), total: Number(counted?.n ?? 0) };
}

/** How many rows an operator table holds (the dashboard's counts). */
export async function countTable(db: Database, table: ExportTable): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(specs[table].table);
  return Number(counted?.n ?? 0);
}
