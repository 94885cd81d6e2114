export type CsvResult =
  { ok: true; rows: { line: number; cells: Record<string, string> }[] } | { ok: false; line: number; message: string };

/** RFC 4180 CSV with a header row; each row keeps the line it starts on. */
export function parseCsv(text: string): CsvResult {
  const records: { line: number; fields: string[] }[] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      fields.push(field);
      if (fields.some((f) => f !== '')) records.push({ line: rowLine, fields });
      fields = [];
      field = '';
      line++;
      rowLine = line;
    } else field += c;
  }
  if (quoted) return { ok: false, line: rowLine, message: 'unterminated quoted field' };
  fields.push(field);
  if (fields.some((f) => f !== '')) records.push({ line: rowLine, fields });
  const [header, ...body] = records;
  if (!header) return { ok: false, line: 1, message: 'the file is empty' };
  const names = header.fields.map((h) => h.trim());
  for (const record of body) {
    if (record.fields.length !== names.length) {
      return {
        ok: false,
        line: record.line,
        message: `expected ${names.length} columns, found ${record.fields.length}`,
      };
    }
  }
  return {
    ok: true,
    rows: body.map((r) => ({ line: r.line, cells: Object.fromEntries(names.map((n, i) => [n, r.fields[i]])) })),
  };
}
