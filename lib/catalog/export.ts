import 'server-only';
import { asc, gt } from 'drizzle-orm';
import { csvCell, type CsvCell } from '../community/csv';
import { getDb } from '../db';
import { domains } from '../db/schema';

/** The import file's columns (docs/operators.md "Catalogue"): an export is a valid import file. */
const CATALOG_CSV_COLUMNS = [
  'name',
  'slug',
  'description',
  'imageUrl',
  'featured',
  'status',
  'price',
  'category',
  'vaulted',
  'listed',
  'available',
  'tags',
  'website',
  'hasWebsite',
  'archetype',
  'tier',
  'floor',
  'fixerQueue',
  'fixerActive',
  'buyLink',
  'pngUrl',
  'social',
  'rotationGroup',
  'lore',
] as const;

const EXPORT_BATCH = 5000;

type DomainRow = typeof domains.$inferSelect;

function csvLine(row: DomainRow): string {
  const cells: Record<(typeof CATALOG_CSV_COLUMNS)[number], CsvCell> = {
    ...row,
    tags: row.tags.join('|'),
    lore: row.lore ? JSON.stringify(row.lore) : null,
  };
  return CATALOG_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',') + '\r\n';
}

/** The whole catalogue as CSV, read and sent EXPORT_BATCH names at a time in id order (a million names stream). */
export function catalogCsvStream(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let lastId = 0;
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(CATALOG_CSV_COLUMNS.join(',') + '\r\n'));
        return;
      }
      const db = await getDb();
      const rows = await db
        .select()
        .from(domains)
        .where(gt(domains.id, lastId))
        .orderBy(asc(domains.id))
        .limit(EXPORT_BATCH);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      lastId = rows.at(-1)!.id;
      controller.enqueue(encoder.encode(rows.map(csvLine).join('')));
    },
  });
}
