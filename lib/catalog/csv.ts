import { CsvError, parse } from 'csv-parse/sync';

export type CsvResult =
  { ok: true; rows: { line: number; cells: Record<string, string> }[] } | { ok: false; line: number; message: string };

/** Line breaks inside a record's quoted fields: csv-parse counts the line a record ends on. */
const breaksIn = (fields: string[]) =>
  fields.reduce((sum, field) => sum + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/** RFC 4180 CSV with a header row (csv-parse); each row keeps the line it starts on. */
export function parseCsv(text: string): CsvResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') {
      const { record } = error as CsvError & { record?: string[] };
      const expected = /expect (\d+)/.exec(error.message)?.[1];
      return { ok: false, line, message: `expected ${expected} columns, found ${record?.length ?? '?'}` };
    }
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') return { ok: false, line, message: 'unterminated quoted field' };
    return { ok: false, line, message: error.message };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, line: 1, message: 'the file is empty' };
  const names = header.record.map((name) => name.trim());
  return {
    ok: true,
    rows: body.map(({ record, info }) => ({
      line: info.lines - breaksIn(record),
      cells: Object.fromEntries(names.map((name, i) => [name, record[i]!])),
    })),
  };
}
