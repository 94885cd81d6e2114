import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '../db';
import { nameEvents } from '../db/schema';
import {
  ACTIVITY_FEED_LIMIT,
  NAME_HISTORY_LIMIT,
  nameEventOfCatalogWrite,
  type NameEventKind,
} from '../rules/name-history';

// A name's history (docs/product.md "A name's history"): each event written in the transaction of the change it
// records, so a change that rolls back leaves none, and an order's event is written once (a unique index).

export interface NameEventInput {
  slug: string;
  kind: NameEventKind;
  lamports: number | bigint | null;
  orderId?: string | null;
  offerId?: string | null;
  at: Date;
}

/** Records one event in `tx`; an order's event already recorded (the same kind and order) is not recorded again. */
export async function recordNameEvent(tx: Transaction, event: NameEventInput): Promise<void> {
  await tx
    .insert(nameEvents)
    .values({
      domainSlug: event.slug,
      kind: event.kind,
      lamports: event.lamports === null ? null : Number(event.lamports),
      orderId: event.orderId ?? null,
      offerId: event.offerId ?? null,
      createdAt: event.at,
    })
    .onConflictDoNothing();
}

interface PricedRow {
  slug: string;
  listed: boolean;
  priceLamports: number | null;
}

/** Records what a catalogue edit did to a name (listed or repriced), if anything. */
export async function recordCatalogWrite(tx: Transaction, before: PricedRow, after: PricedRow, at: Date) {
  const kind = nameEventOfCatalogWrite(before, after);
  if (kind) await recordNameEvent(tx, { slug: after.slug, kind, lamports: after.priceLamports, at });
}

/** Records, in one statement, the names a staged import lists or reprices (before it is written over them). */
export async function recordImportEvents(tx: Transaction, importId: string, at: Date): Promise<void> {
  await tx.execute(sql`insert into name_events (domain_slug, kind, lamports, created_at)
    select r.slug, case when r.listed and not coalesce(d.listed, false) then 'listed' else 'repriced' end,
      r.price_lamports, ${at.toISOString()}::timestamptz
    from catalog_import_rows s
    cross join lateral jsonb_populate_record(null::domains, s.row) r
    left join domains d on d.name = s.name
    where s.import_id = ${importId}
      and ((r.listed and not coalesce(d.listed, false))
        or (d.id is not null and r.price_lamports is not null and r.price_lamports is distinct from d.price_lamports))
    order by s.line`);
}

export interface NameEventView {
  id: number;
  slug: string;
  kind: NameEventKind;
  lamports: number | null;
  at: string;
}

/** GET /api/activity and /api/domains/{slug}/activity. */
export interface ActivityList {
  events: NameEventView[];
}

const view = (row: typeof nameEvents.$inferSelect): NameEventView => ({
  id: row.id,
  slug: row.domainSlug,
  kind: row.kind as NameEventKind,
  lamports: row.lamports,
  at: row.createdAt.toISOString(),
});

/** A name's events, newest first. */
export async function readNameHistory(slug: string, limit = NAME_HISTORY_LIMIT): Promise<NameEventView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(nameEvents)
    .where(eq(nameEvents.domainSlug, slug))
    .orderBy(desc(nameEvents.id))
    .limit(limit);
  return rows.map(view);
}

/** The mall's events, newest first, optionally of some kinds only. */
export async function readActivity(
  kinds: readonly NameEventKind[] = [],
  limit = ACTIVITY_FEED_LIMIT,
): Promise<NameEventView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(nameEvents)
    .where(and(kinds.length ? inArray(nameEvents.kind, [...kinds]) : undefined))
    .orderBy(desc(nameEvents.id))
    .limit(limit);
  return rows.map(view);
}
