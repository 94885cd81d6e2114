/** CSV as RFC 4180 writes it (csv-stringify), with a guard against spreadsheet formula injection. */
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Formula-like text gets a leading apostrophe, so a spreadsheet shows it rather than running it. */
const guarded = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const options = {
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
  cast: {
    string: guarded,
    boolean: (value: boolean) => String(value),
    date: (value: Date) => value.toISOString(),
  },
} as const;

/** One cell: formula-like text is guarded; quotes, commas and line breaks are quoted. */
export function csvCell(value: CsvCell): string {
  return stringify([[value]], { ...options, record_delimiter: '' });
}

/** A header line and one line per row, CRLF-separated, in the order of `columns`. */
export function toCsv<Row extends Record<string, CsvCell>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  return stringify([...rows] as Record<string, CsvCell>[], { ...options, header: true, columns: [...columns] });
}
