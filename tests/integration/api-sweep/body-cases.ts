import { EMOJI, HUGE, LONE_SURROGATE, NUL, RAW_NUMBERS, RTL_OVERRIDE, TWO_MB, ZERO_WIDTH, type Case } from './inputs';
import type { FieldKind, FieldSpec } from './types';

const RAW_MARK = '__sweep_raw__';

const error = (name: string, body: string | null, extra: Partial<Case> = {}): Case => ({
  name,
  body,
  expect: 'error',
  ...extra,
});

/** Bodies that are not a usable JSON object at all, whatever the route expects. */
function transportCases(valid: Record<string, unknown>): Case[] {
  const text = JSON.stringify(valid);
  return [
    error('malformed JSON: truncated', text.slice(0, -3)),
    error('malformed JSON: trailing comma', text.replace(/}$/, ',}')),
    error('malformed JSON: single quotes', text.replaceAll('"', "'")),
    error('malformed JSON: NaN literal', text.replace(/^{/, '{"n":NaN,')),
    error('empty body', ''),
    error('no body', null),
    error('JSON null', 'null'),
    error('JSON number', '42'),
    error('JSON string', '"hello"'),
    error('array instead of object', `[${text}]`),
    error('deeply nested arrays', '['.repeat(5000) + ']'.repeat(5000)),
    error('wrong content type: text/plain', text, { contentType: 'text/plain' }),
    error('wrong content type: form', 'a=1&b=2', { contentType: 'application/x-www-form-urlencoded' }),
    error('wrong content type: multipart', '--b\r\n\r\nx\r\n--b--', { contentType: 'multipart/form-data; boundary=b' }),
    error('no content type', text, { contentType: null }),
    error('2 MB of junk', 'z'.repeat(TWO_MB)),
    error('2 MB JSON body', JSON.stringify({ ...valid, padding: 'p'.repeat(TWO_MB) })),
  ];
}

const wrongTypes = (kind: FieldKind, value: unknown): [string, unknown][] => [
  ...(kind === 'int' || kind === 'signed-int'
    ? [['string number', '5'] as [string, unknown], ['NaN string', 'NaN'] as [string, unknown]]
    : [['number', 12345] as [string, unknown]]),
  ...(kind === 'boolean'
    ? [['string boolean', 'true'] as [string, unknown], ['number 1', 1] as [string, unknown]]
    : [['boolean', true] as [string, unknown]]),
  ['empty array', []],
  ['array of the value', [value]],
  ['object', { value }],
];

const unicodeTricks = (value: string): [string, unknown][] => [
  ['RTL override', `${value}${RTL_OVERRIDE}gpj`],
  ['zero-width space', `${value.slice(0, 1)}${ZERO_WIDTH}${value.slice(1)}`],
  ['emoji', `${value}${EMOJI}`],
];

const numberCases = (kind: FieldKind): [string, unknown][] => [
  ...(kind === 'int' ? [['negative', -1] as [string, unknown]] : [['enormous negative', -1e308] as [string, unknown]]),
  ['enormous', 1e308],
  ['float', 1.5],
  ['unsafe integer', 2 ** 53 + 2],
  ...RAW_NUMBERS.map((raw) => [`raw ${raw.slice(0, 12)}`, `${RAW_MARK}${raw}`] as [string, unknown]),
];

/** Values that are wrong for a field of this kind (the rest of the body stays valid). */
function badFieldValues(kind: FieldKind, value: unknown, optional: boolean): [string, unknown][] {
  const text = typeof value === 'string' ? value : String(value);
  const cases: [string, unknown][] = [...wrongTypes(kind, value)];
  if (!optional) cases.push(['null', null]);
  if (kind === 'int' || kind === 'signed-int') return [...cases, ...numberCases(kind)];
  if (kind === 'boolean') return cases;
  cases.push(['100k characters', HUGE], ['NUL byte', `${text}${NUL}`], ['lone surrogate', `${text}${LONE_SURROGATE}`]);
  if (kind === 'identifier') cases.push(...unicodeTricks(text));
  return cases;
}

function bodyText(body: Record<string, unknown>): string {
  return JSON.stringify(body).replace(new RegExp(`"${RAW_MARK}([^"]*)"`, 'g'), '$1');
}

/** Every bad body for a JSON route: transport failures, then one defect per field. */
export function jsonBodyCases(fields: Record<string, FieldSpec>, valid: Record<string, unknown>): Case[] {
  const cases = transportCases(valid);
  const anyRequired = Object.values(fields).some((field) => !field.optional);
  if (anyRequired) cases.push(error('empty object', '{}'));
  for (const [name, field] of Object.entries(fields)) {
    if (!field.optional) {
      const { [name]: _removed, ...rest } = valid;
      cases.push(error(`${name}: missing`, JSON.stringify(rest)));
    }
    for (const [label, value] of badFieldValues(field.kind, valid[name], field.optional ?? false)) {
      cases.push(error(`${name}: ${label}`, bodyText({ ...valid, [name]: value })));
    }
  }
  return cases;
}

/** Bodies sent to a route that takes none. */
export function noBodyCases(): Case[] {
  return [
    error('malformed JSON', '{"a":'),
    error('JSON object with fields', '{"wallet":"x","amount":5}'),
    error('array', '[]'),
    error('text', 'hello', { contentType: 'text/plain' }),
    error('2 MB of junk', 'z'.repeat(TWO_MB)),
    error('NUL bytes', NUL.repeat(10)),
  ];
}

/** Idempotency-Key values a route must refuse (header values cannot carry NUL or non-Latin-1 text). */
export function idempotencyKeyCases(body: string | null): Case[] {
  const keys: Record<string, string> = {
    'too short': 'abc',
    'too long': 'k'.repeat(101),
    'path characters': '../../etc/passwd',
    'Latin-1 letters': 'ééééééééé',
    spaces: 'key with spaces',
  };
  return Object.entries(keys).map(([label, key]) =>
    error(`Idempotency-Key: ${label}`, body, { headers: { 'idempotency-key': key } }),
  );
}
