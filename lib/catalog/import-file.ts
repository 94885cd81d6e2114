import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '../api/unsafe-text';
import { parseCsv } from './csv';
import { csvRowToRecord } from './csv-record';
import { domainSeedSchema, type DomainSeed } from './seed-schema';

export { csvRowToRecord };

interface ImportRowError {
  line: number;
  message: string;
}

export type ImportParseResult =
  { ok: true; records: DomainSeed[]; lines: number[] } | { ok: false; errors: ImportRowError[] };

/** Finds the 1-based line on which each top-level element of a JSON array starts. */
export function jsonArrayLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    if (c === '{' || c === '[') {
      if (depth === 1) lines.push(line);
      depth++;
    } else if (c === '}' || c === ']') depth--;
  }
  return lines;
}

/** Parses and validates a whole import file; any bad row fails the whole file, with its line. */
export function parseCatalogFile(text: string, format: 'json' | 'csv'): ImportParseResult {
  let rows: { line: number; value: unknown }[];
  if (format === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return { ok: false, errors: [{ line: 1, message: `not valid JSON: ${(error as Error).message}` }] };
    }
    if (!Array.isArray(parsed))
      return { ok: false, errors: [{ line: 1, message: 'expected a JSON array of domains' }] };
    const lines = jsonArrayLines(text);
    rows = parsed.map((value, i) => ({ line: lines[i] ?? 1, value }));
  } else {
    const csv = parseCsv(text);
    if (!csv.ok) return { ok: false, errors: [{ line: csv.line, message: csv.message }] };
    rows = csv.rows.map(({ line, cells }) => ({ line, value: csvRowToRecord(cells) }));
  }
  if (rows.length === 0) return { ok: false, errors: [{ line: 1, message: 'the file holds no domains' }] };
  const errors: ImportRowError[] = [];
  const records: DomainSeed[] = [];
  const recordLines: number[] = [];
  const seen = new Map<string, number>();
  for (const { line, value } of rows) {
    // A JSON file can spell a NUL (or half a surrogate pair) as an escape: text the database cannot store.
    const unsafePath = findUnsafeText(value);
    if (unsafePath !== undefined) {
      errors.push({ line, message: `${unsafePath || 'row'}: ${UNSAFE_TEXT_MESSAGE}` });
      continue;
    }
    const result = domainSeedSchema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      errors.push({ line, message: `${issue.path.join('.') || 'row'}: ${issue.message}` });
      continue;
    }
    const first = seen.get(result.data.name);
    if (first !== undefined) errors.push({ line, message: `${result.data.name} already appears on line ${first}` });
    seen.set(result.data.name, line);
    records.push(result.data);
    recordLines.push(line);
  }
  return errors.length ? { ok: false, errors } : { ok: true, records, lines: recordLines };
}
