import { HUGE, type Case } from './inputs';
import type { FieldKind, FieldSpec } from './types';

const BAD_QUERY_VALUES: Record<FieldKind, Record<string, string>> = {
  text: { '100k characters': HUGE, 'NUL byte': 'a%00b' },
  identifier: {
    unknown: 'no-such-value',
    'dot-dot': '../../etc/passwd',
    'NUL byte': 'a%00b',
    'bad percent-encoding': '%zz%E0%A4%A',
    'RTL override': 'a%E2%80%AEb',
    '100k characters': HUGE,
  },
  int: {
    negative: '-1',
    float: '1.5',
    NaN: 'NaN',
    Infinity: 'Infinity',
    'raw 1e999': '1e999',
    '400 digits': '9'.repeat(400),
    hex: '0x10',
    word: 'ten',
    empty: '',
    'NUL byte': '1%002',
  },
  'signed-int': { float: '1.5', NaN: 'NaN', 'raw 1e999': '1e999', word: 'ten', 'NUL byte': '1%002' },
  boolean: { yes: 'yes', one: '1', 'upper case': 'TRUE', empty: '', 'NUL byte': 'true%00' },
};

const encode = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');

/** Every bad query string for a route that reads its query: unknown keys, then one defect per parameter. */
export function queryCases(fields: Record<string, FieldSpec>, valid: Record<string, string>): Case[] {
  const base = encode(valid);
  const join = (extra: string) => `?${[base, extra].filter(Boolean).join('&')}`;
  const cases: Case[] = [
    { name: 'unknown key', query: join('nope=1'), expect: 'error' },
    { name: 'percent-junk key', query: join('%zz%00=1'), expect: 'error' },
  ];
  for (const [name, field] of Object.entries(fields)) {
    const { [name]: _replaced, ...rest } = valid;
    const others = encode(rest);
    const withValue = (raw: string) => `?${[others, `${encodeURIComponent(name)}=${raw}`].filter(Boolean).join('&')}`;
    for (const [label, raw] of Object.entries(BAD_QUERY_VALUES[field.kind])) {
      cases.push({ name: `${name}: ${label}`, query: withValue(raw), expect: 'error' });
    }
    if (field.kind !== 'text') {
      const value = encodeURIComponent(valid[name] ?? 'x');
      cases.push({
        name: `${name}: repeated`,
        query: `${withValue(value)}&${encodeURIComponent(name)}=${value}`,
        expect: 'error',
      });
    }
  }
  return cases;
}
