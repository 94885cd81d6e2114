import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@/lib/community/csv';

describe('CSV export cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tindent', "'\tindent"],
    ['=1,2', `"'=1,2"`],
  ])('%j → %j', (input, expected) => expect(csvCell(input)).toBe(expected));

  it('writes numbers, booleans, dates and empty values as they are', () => {
    expect([csvCell(-5), csvCell(true), csvCell(null), csvCell(undefined)]).toEqual(['-5', 'true', '', '']);
    expect(csvCell(new Date('2025-01-15T00:00:00Z'))).toBe('2025-01-15T00:00:00.000Z');
  });

  it('writes a header and CRLF-separated rows in column order', () => {
    expect(
      toCsv(
        ['b', 'a'],
        [
          { a: 1, b: 'x' },
          { a: 2, b: null },
        ],
      ),
    ).toBe('b,a\r\nx,1\r\n,2\r\n');
  });
});
