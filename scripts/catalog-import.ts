// `npm run catalog:import -- FILE`: upserts domains from a JSON or CSV file through the running server.
import fs from 'node:fs';
import path from 'node:path';
import { callOperator, OperatorError } from './operator-client';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run catalog:import -- FILE.json|FILE.csv');
  process.exit(2);
}
const extension = path.extname(file).toLowerCase();
const format = extension === '.csv' ? 'csv' : extension === '.json' ? 'json' : undefined;
if (!format) {
  console.error(`${file}: expected a .json or .csv file`);
  process.exit(2);
}
let content: string;
try {
  content = fs.readFileSync(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}

try {
  const result = await callOperator<{ inserted: number; updated: number }>('/api/operator/catalog/import', {
    format,
    content,
  });
  console.log(`Imported ${file}: ${result.inserted} new, ${result.updated} updated.`);
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  const rows = (error as OperatorError & { payload?: { rows?: { line: number; message: string }[] } }).payload?.rows;
  console.error(`Import failed: ${error.message}`);
  for (const row of rows ?? []) console.error(`  line ${row.line}: ${row.message}`);
  process.exit(1);
}
