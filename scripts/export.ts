// `npm run export -- waitlist|merch|votes|upgrades|submissions|mints|contact|notify [--out FILE]` writes CSV.
// With DATABASE_URL set it reads PostgreSQL directly; otherwise it asks the running server (only that process may
// open the embedded data dir).
import fs from 'node:fs';
import { EXPORT_TABLES, exportCsv, type ExportTable } from '../lib/community/export';
import { openDatabase } from '../lib/db/open';
import { callOperator, OperatorError } from './operator-client';

const USAGE = `Usage: npm run export -- ${EXPORT_TABLES.join('|')} [--out FILE]`;

function parseArgs(argv: string[]): { table: ExportTable; out: string | null } {
  const [table, ...rest] = argv;
  if (!table || !(EXPORT_TABLES as readonly string[]).includes(table)) throw new OperatorError(USAGE);
  let out: string | null = null;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--out' && rest[i + 1]) out = rest[++i];
    else if (rest[i]?.startsWith('--out=')) out = rest[i].slice('--out='.length);
    else throw new OperatorError(`Unexpected argument '${rest[i]}'.\n${USAGE}`);
  }
  return { table: table as ExportTable, out };
}

async function readCsv(table: ExportTable): Promise<{ csv: string; rows: number }> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return callOperator<{ csv: string; rows: number }>('/api/operator/export', { table });
  const handle = await openDatabase({ engine: 'postgres', url });
  try {
    return await exportCsv(handle.db, table);
  } finally {
    await handle.close();
  }
}

try {
  const { table, out } = parseArgs(process.argv.slice(2));
  const { csv, rows } = await readCsv(table);
  if (out) {
    fs.writeFileSync(out, csv);
    console.error(`Wrote ${rows} ${table} row(s) to ${out}.`);
  } else {
    process.stdout.write(csv);
  }
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  console.error(error.message);
  process.exit(error.message.startsWith('Usage') || error.message.startsWith('Unexpected') ? 2 : 1);
}
