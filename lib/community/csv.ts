/** CSV as RFC 4180 writes it (csv-stringify), with a guard against spreadsheet formula injection. */
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Formula-like text gets a leading apostrophe, so a spreadsheet shows it rather than running it. */
const guarded = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * Quoted beyond what RFC 4180 needs (commas, quotes): the separators other locales' spreadsheets split on (`;`,
 * tab) and line breaks, so `x;=1+2` stays one cell there and never becomes a formula cell of its own.
 */
const QUOTED = /[,;\t\r\n"]/;

const options = {
  record_delimiter: 'windows',
  quoted_match: QUOTED,
  cast: {
    string: guarded,
    boolean: (value: boolean) => String(value),
    date: (value: Date) => value.toISOString(),
  },
} as const;

/** One cell: formula-like text is guarded; quotes, separators (`,` `;` tab) and line breaks are quoted. */
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
