import 'server-only';
import { eq, ne, sql } from 'drizzle-orm';
import { recordOperatorAction } from '../auth/audit-log';
import { actorName, type OperatorActor } from '../auth/operator-session';
import type { Transaction } from '../db';
import { notifyWatchers, watchSnapshot } from '../inbox/watch-notices';
import { catalogImportRows, catalogImports, domains } from '../db/schema';
import { shouldRebuildIndexes, withIndexesRebuilt } from './import-indexes';
import { recordImportEvents } from './name-history';
import { badRequest } from '../errors';
import { AUDIT_NAMES_PER_ENTRY, IMPORT_REPORT_PROTECTED_MAX } from '../rules/catalog-limits';
import { writtenColumns } from './import-columns';
import { namesArray, orderProtectsName, protectingOrderRank } from './sale-guard';
import { bumpCatalogVersion } from './version-watch';

/** A row whose name an order holds or sold: written but for the fields that would have put it back on sale. */
interface ProtectedRow {
  name: string;
  line: number;
  /** Each field the row would have changed, as the catalogue keeps it (`from`) and as the file had it (`to`). */
  kept: Record<string, { from: unknown; to: unknown }>;
  orderId: string;
  orderStatus: string;
}

export interface ImportOutcome {
  inserted: number;
  updated: number;
  /** Names added or changed (rows equal to the catalogue's are not counted). */
  changed: number;
  protectedCount: number;
  protected: ProtectedRow[];
}

export interface ApplyOptions {
  /** Names whose sale the operator overrides: their rows are written whole. */
  override?: readonly string[];
  /** Who imports; the audit log names every changed name with its before and after under this actor. */
  actor?: OperatorActor;
  now?: Date;
  /** Memory for building the indexes again after a large import (PostgreSQL's maintenance_work_mem). */
  indexBuildMemory?: string;
}

type Rows<T> = { rows: T[] };

interface KeptRow {
  name: string;
  line: number;
  order_id: string;
  order_status: string;
  status: string;
  new_status: string;
  price: string;
  new_price: string;
  available: boolean;
  new_available: boolean;
  listed: boolean;
  new_listed: boolean;
}

/** Keeps status and price (and a listing the row would switch on) of every staged name an order protects. */
async function protectSoldNames(tx: Transaction, id: string, override: readonly string[], now: Date) {
  const result = (await tx.execute(sql`with p as (
      select distinct on (s.name) s.name, s.line, o.id as order_id, o.status as order_status,
        d.status, d.price, d.price_lamports, d.available, d.listed,
        s.row->>'status' as new_status, s.row->>'price' as new_price,
        (s.row->>'available')::boolean as new_available, (s.row->>'listed')::boolean as new_listed
      from sale_orders o
      join domains d on d.slug = o.domain_slug
      join catalog_import_rows s on s.import_id = ${id} and s.name = d.name
      where ${orderProtectsName(now)} and not (s.name = any(${namesArray(override)}))
      order by s.name, ${protectingOrderRank}
    )
    update catalog_import_rows s set row = s.row || jsonb_build_object(
      'status', p.status, 'price', p.price, 'price_lamports', p.price_lamports,
      'available', p.available and p.new_available, 'listed', p.listed and p.new_listed)
    from p
    where s.import_id = ${id} and s.name = p.name
      and (p.status is distinct from p.new_status or p.price is distinct from p.new_price
        or (p.new_available and not p.available) or (p.new_listed and not p.listed))
    returning p.name, p.line, p.order_id, p.order_status, p.status, p.new_status, p.price, p.new_price,
      p.available, p.new_available, p.listed, p.new_listed`)) as unknown as Rows<KeptRow>;
  return result.rows
    .map((r): ProtectedRow => {
      const kept: ProtectedRow['kept'] = {};
      if (r.status !== r.new_status) kept.status = { from: r.status, to: r.new_status };
      if (r.price !== r.new_price) kept.price = { from: r.price, to: r.new_price };
      if (r.new_available && !r.available) kept.available = { from: false, to: true };
      if (r.new_listed && !r.listed) kept.listed = { from: false, to: true };
      return { name: r.name, line: r.line, kept, orderId: r.order_id, orderStatus: r.order_status };
    })
    .sort((a, b) => a.line - b.line);
}

/**
 * Writes one audit entry per AUDIT_NAMES_PER_ENTRY changed names, oldest line first: `before` and `after` map each
 * name to the fields it changes (an added name: before null, after its status and price). Runs before the write.
 */
async function auditChangedNames(tx: Transaction, id: string, actor: OperatorActor): Promise<number> {
  const perEntry = sql.raw(String(AUDIT_NAMES_PER_ENTRY));
  const result = (await tx.execute(sql`with changed as (
      select s.name, s.line, c.before, c.after
      from catalog_import_rows s
      join domains d on d.name = s.name
      cross join lateral (
        select jsonb_object_agg(a.key, b.value) as before, jsonb_object_agg(a.key, a.value) as after
        from jsonb_each(to_jsonb(jsonb_populate_record(null::domains, s.row))) a
        join jsonb_each(to_jsonb(d)) b on b.key = a.key
        where a.key not in ('id', 'created_at', 'updated_at') and a.value is distinct from b.value
      ) c
      where s.import_id = ${id} and c.after is not null
      union all
      select s.name, s.line, null, jsonb_build_object('added', true, 'status', s.row->'status', 'price', s.row->'price')
      from catalog_import_rows s
      where s.import_id = ${id} and not exists (select 1 from domains d where d.name = s.name)
    ), numbered as (
      select *, (row_number() over (order by line) - 1) / ${perEntry} as chunk,
        count(*) over () as total
      from changed
    ), written as (
      insert into operator_audit_log (actor, action, target, before, after)
      select ${actorName(actor)}, 'catalog.import.names',
        'import ' || ${id}::text || ': names ' || (chunk * ${perEntry} + 1) || '-'
          || (chunk * ${perEntry} + count(*)) || ' of ' || min(total),
        jsonb_object_agg(name, before), jsonb_object_agg(name, after)
      from numbered group by chunk order by chunk
      returning 1
    )
    select coalesce((select min(total) from numbered), 0)::int as total`)) as unknown as Rows<{ total: number }>;
  return Number(result.rows[0]?.total ?? 0);
}

const columns = writtenColumns();

/**
 * Drops the import and its staged rows. Alone, it empties the staging table at once: deleting ten million staged rows
 * one by one took minutes. New imports wait for the lock until this transaction ends; it is the commit's last step.
 */
async function dropStagedImport(tx: Transaction, id: string): Promise<void> {
  await tx.execute(sql`lock table catalog_imports in share row exclusive mode`);
  const [other] = await tx
    .select({ id: catalogImports.id })
    .from(catalogImports)
    .where(ne(catalogImports.id, id))
    .limit(1);
  if (!other) await tx.execute(sql`truncate catalog_import_rows`);
  await tx.delete(catalogImports).where(eq(catalogImports.id, id));
}

/**
 * Writes a staged import to the catalogue inside `tx` and drops it: names an order protects keep their sale fields
 * (reported, not dropped), every changed name goes to the audit log with its before and after, and the wallets
 * watching a name hear of its price drop or return to sale.
 */
export async function applyStagedImport(
  tx: Transaction,
  id: string,
  options: ApplyOptions = {},
): Promise<ImportOutcome> {
  const { override = [], actor, now = new Date() } = options;
  const [counts] = await tx
    .select({ total: sql<number>`count(*)::int`, existing: sql<number>`count(${domains.id})::int` })
    .from(catalogImportRows)
    .leftJoin(domains, eq(domains.name, catalogImportRows.name))
    .where(eq(catalogImportRows.importId, id));
  const total = Number(counts?.total ?? 0);
  if (total === 0) throw badRequest('The import holds no domains; nothing was imported.');
  const kept = await protectSoldNames(tx, id, override, now);
  const changed = actor ? await auditChangedNames(tx, id, actor) : 0;
  await recordImportEvents(tx, id, now);
  const watched = await watchSnapshot(tx);
  const existing = Number(counts?.existing ?? 0);
  // In name order, the name and slug indexes (and those that end in the name) fill page by page, not at random.
  const write = () =>
    tx.execute(sql`insert into domains (${columns.list})
    select ${columns.fromStaged}
    from catalog_import_rows s, jsonb_populate_record(null::domains, s.row) r
    where s.import_id = ${id}
    order by s.name
    on conflict (name) do update set ${columns.updates}`);
  if (await shouldRebuildIndexes(tx, total - existing))
    await withIndexesRebuilt(tx, options.indexBuildMemory ?? null, write);
  else await write();
  await notifyWatchers(tx, watched, now);
  await dropStagedImport(tx, id);
  await bumpCatalogVersion(tx);
  const outcome: ImportOutcome = {
    inserted: total - existing,
    updated: existing,
    changed,
    protectedCount: kept.length,
    protected: kept.slice(0, IMPORT_REPORT_PROTECTED_MAX),
  };
  if (actor) {
    const { protected: rows, ...summary } = outcome;
    const keptNames = rows.map(({ name, orderId, orderStatus, kept: fields }) => ({
      name,
      orderId,
      orderStatus,
      fields,
    }));
    await recordOperatorAction(
      { actor, action: 'catalog.import', target: `import ${id}`, after: { ...summary, override, kept: keptNames } },
      tx,
    );
  }
  return outcome;
}
