/** CSV as RFC 4180 writes it, with a guard against spreadsheet formula injection. */
export type CsvCell = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-like text gets a leading apostrophe; quotes, commas and line breaks are quoted. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row, CRLF-separated, in the order of `columns`. */
export function toCsv<Row extends Record<string, CsvCell>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const lines = [columns.map((column) => csvCell(column)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
