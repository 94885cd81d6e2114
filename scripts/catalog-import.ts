// `npm run catalog:import -- FILE [--override a.sol,b.sol]`: streams a CSV or JSON catalogue file to the running server
// in batches, then commits it in one transaction: a bad row (reported with its line and column) leaves the catalogue as
// it was. A name an order holds or sold keeps its status and price (each such row is listed) unless --override names it.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse';
import { csvRowToRecord, jsonArrayLines } from '../lib/catalog/import-file';
import { IMPORT_BATCH_MAX_ROWS } from '../lib/rules/catalog-limits';
import { callOperator, OperatorError } from './operator-client';

type Row = { line: number; record: unknown };
type Kept = {
  name: string;
  line: number;
  kept: Record<string, { from: unknown; to: unknown }>;
  orderId: string;
  orderStatus: string;
};
type CommitResult = { inserted: number; updated: number; protectedCount: number; protected: Kept[] };

function reportProtected({ protectedCount, protected: rows }: CommitResult) {
  if (!protectedCount) return;
  console.log(
    `${protectedCount} name(s) kept their status and price because an order holds or sold them (the rest of each row was written):`,
  );
  for (const row of rows) {
    const fields = Object.entries(row.kept)
      .map(([field, { from, to }]) => `${field} stays ${JSON.stringify(from)} (file: ${JSON.stringify(to)})`)
      .join(', ');
    console.log(`  line ${row.line}: ${row.name}: ${fields}; order ${row.orderId} is ${row.orderStatus}`);
  }
  if (protectedCount > rows.length) console.log(`  … and ${protectedCount - rows.length} more.`);
  console.log('  To write them anyway: --override NAME,NAME…');
}
type Problem = { line: number; column?: string; message: string };

const USAGE = `Usage: npm run catalog:import -- FILE.json|FILE.csv [--override NAME,NAME…]

  --override NAME,NAME…  write these names' rows whole even though an order holds or sold them
                         (without it, such a name keeps its status, price and listing; the rest of its row is written)`;

function parseArgs(args: string[]): { file?: string; override: string[] } {
  let file: string | undefined;
  const override: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const inline = arg.startsWith('--override=') ? arg.slice('--override='.length) : undefined;
    if (arg === '--override' || inline !== undefined) {
      const list = inline ?? args[++i] ?? '';
      override.push(
        ...list
          .split(',')
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean),
      );
      if (!list) file = undefined;
    } else if (arg === '--help' || arg === '-h' || file) return { override };
    else file = arg;
  }
  return { file, override };
}

const { file, override } = parseArgs(process.argv.slice(2));
if (!file) {
  console.error(USAGE);
  process.exit(2);
}
const format = { '.csv': 'csv', '.json': 'json' }[path.extname(file).toLowerCase()];
if (!format) {
  console.error(`${file}: expected a .json or .csv file`);
  process.exit(2);
}
let size: number;
try {
  size = fs.statSync(file).size;
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}

class FileProblem extends Error {
  constructor(readonly problems: Problem[]) {
    super('bad rows');
  }
}

const stream = fs.createReadStream(file);

async function* csvRows(): AsyncGenerator<Row> {
  const parser = stream.pipe(parse({ columns: true, bom: true, skip_empty_lines: true, info: true }));
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>)
      yield { line: info.lines, record: csvRowToRecord(record) };
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new FileProblem([{ line, message: (error as Error).message.replace(/^Invalid Record Length: /, '') }]);
  }
}

// A JSON array is parsed whole (JSON has no record boundaries to stream by); CSV is the format for large files.
async function* jsonRows(): AsyncGenerator<Row> {
  const text = fs.readFileSync(file!, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new FileProblem([{ line: 1, message: `not valid JSON: ${(error as Error).message}` }]);
  }
  if (!Array.isArray(parsed)) throw new FileProblem([{ line: 1, message: 'expected a JSON array of domains' }]);
  const lines = jsonArrayLines(text);
  for (const [i, record] of parsed.entries()) yield { line: lines[i] ?? 1, record };
}

const started = Date.now();
let lastReport = 0;
function progress(rows: number, done = false) {
  const now = Date.now();
  if (!done && now - lastReport < (process.stderr.isTTY ? 200 : 5000)) return;
  lastReport = now;
  const seconds = (now - started) / 1000;
  const rate = rows / Math.max(seconds, 0.001);
  const fraction = format === 'csv' ? stream.bytesRead / size : 1;
  const eta = fraction > 0 && fraction < 1 ? ` · ETA ${Math.round((seconds / fraction) * (1 - fraction))} s` : '';
  const text = `${rows.toLocaleString('en-US')} rows · ${Math.round(rate).toLocaleString('en-US')} rows/s · ${Math.round(fraction * 100)}%${done ? '' : eta}`;
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[2K${text}${done ? '\n' : ''}`);
  else process.stderr.write(`${text}\n`);
}

let importId: string | undefined;
try {
  importId = (await callOperator<{ id: string }>('/api/operator/catalog/imports', {})).id;
  let rows = 0;
  let batch: Row[] = [];
  // Two batches in flight: the server validates one while the database stores the other.
  const inFlight = new Set<Promise<void>>();
  const send = async () => {
    const rowsOfBatch = batch;
    batch = [];
    const request = callOperator(`/api/operator/catalog/imports/${importId}/rows`, { rows: rowsOfBatch }).then(() => {
      rows += rowsOfBatch.length;
      progress(rows);
    });
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request)).catch(() => {});
    if (inFlight.size >= 2) await Promise.race(inFlight);
  };
  for await (const row of format === 'csv' ? csvRows() : jsonRows()) {
    batch.push(row);
    if (batch.length === IMPORT_BATCH_MAX_ROWS) await send();
  }
  if (batch.length) await send();
  await Promise.all(inFlight);
  if (rows === 0) throw new FileProblem([{ line: 1, message: 'the file holds no domains' }]);
  progress(rows, true);
  process.stderr.write('Committing…\n');
  const result = await callOperator<CommitResult>(
    `/api/operator/catalog/imports/${importId}/commit`,
    { override },
    'POST',
    { untimed: true },
  );
  importId = undefined;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Imported ${file}: ${result.inserted} new, ${result.updated} updated (${seconds} s).`);
  reportProtected(result);
} catch (error) {
  if (importId) await callOperator(`/api/operator/catalog/imports/${importId}`, undefined, 'DELETE').catch(() => {});
  if (process.stderr.isTTY) process.stderr.write('\n');
  const problems =
    error instanceof FileProblem
      ? error.problems
      : ((error as OperatorError & { payload?: { rows?: Problem[] } }).payload?.rows ?? []);
  if (!(error instanceof OperatorError) && !(error instanceof FileProblem)) throw error;
  console.error(`Import failed: ${problems.length ? 'bad row(s); nothing was imported.' : error.message}`);
  for (const p of problems) console.error(`  line ${p.line}${p.column ? `, column ${p.column}` : ''}: ${p.message}`);
  process.exit(1);
}
