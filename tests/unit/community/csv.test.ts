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
    ['\tindent', `"'\tindent"`],
    ['\rreturn', `"'\rreturn"`],
    ['=1,2', `"'=1,2"`],
    ['x;=1+2', '"x;=1+2"'],
    ['a;b', '"a;b"'],
    ['tab\there', '"tab\there"'],
    ['=1;2', `"'=1;2"`],
    ['semi;"quoted"', '"semi;""quoted"""'],
    ['a.b:c|d', 'a.b:c|d'],
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

  it('quotes every cell that holds a separator of a common locale, whole rows at a time', () => {
    expect(
      toCsv(
        ['email', 'memeText', 'size'],
        [
          { email: 'a@example.com', memeText: 'x;=1+2', size: 'L' },
          { email: 'b@example.com', memeText: 'gm\t=HYPERLINK("http://x")', size: null },
          { email: 'c@example.com', memeText: '-1;2', size: 'XL' },
        ],
      ),
    ).toBe(
      'email,memeText,size\r\n' +
        'a@example.com,"x;=1+2",L\r\n' +
        'b@example.com,"gm\t=HYPERLINK(""http://x"")",\r\n' +
        `c@example.com,"'-1;2",XL\r\n`,
    );
  });
});
