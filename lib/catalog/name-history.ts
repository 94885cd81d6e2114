import 'server-only';
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { getDb, type Transaction } from '../db';
import { nameEvents } from '../db/schema';
import { ACTIVITY_PAGE_SIZE, nameEventOfCatalogWrite, type NameEventKind } from '../rules/name-history';

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

/**
 * Records, in one statement, the names a staged import lists or reprices (before it is written over them), in name
 * order, as the import writes them (lib/catalog/import-apply.ts).
 */
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
    order by s.name`);
}

export interface NameEventView {
  id: number;
  slug: string;
  kind: NameEventKind;
  lamports: number | null;
  at: string;
}

/**
 * GET /api/activity and /api/domains/{slug}/activity: one page of events, newest first, and the `before` that reads
 * the next (older) page, null on the last.
 */
export interface ActivityList {
  events: NameEventView[];
  olderBefore: number | null;
}

const view = (row: typeof nameEvents.$inferSelect): NameEventView => ({
  id: row.id,
  slug: row.domainSlug,
  kind: row.kind as NameEventKind,
  lamports: row.lamports,
  at: row.createdAt.toISOString(),
});

/** Where a page starts: `before` an event's id (the previous page's `olderBefore`), or at the newest. */
export interface ActivityPaging {
  before?: number;
  limit?: number;
}

/** One page of the events `where` picks, newest first (one more row read tells whether an older page exists). */
async function readPage(where: SQL | undefined, { before, limit = ACTIVITY_PAGE_SIZE }: ActivityPaging) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(nameEvents)
    .where(and(where, before === undefined ? undefined : lt(nameEvents.id, before)))
    .orderBy(desc(nameEvents.id))
    .limit(limit + 1);
  const events = rows.slice(0, limit).map(view);
  return { events, olderBefore: rows.length > limit ? events[events.length - 1]!.id : null };
}

/** A name's events, newest first, a page at a time. */
export function readNameHistory(slug: string, paging: ActivityPaging = {}): Promise<ActivityList> {
  return readPage(eq(nameEvents.domainSlug, slug), paging);
}

/** The mall's events, newest first, a page at a time, optionally of some kinds only. */
export function readActivity(kinds: readonly NameEventKind[] = [], paging: ActivityPaging = {}): Promise<ActivityList> {
  return readPage(kinds.length ? inArray(nameEvents.kind, [...kinds]) : undefined, paging);
}
