import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/lib/catalog/csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and newlines, keeping each row’s first line', () => {
    const result = parseCsv('name,description\na.sol,"one, two"\nb.sol,"say ""hi""\nand more"\r\nc.sol,plain\n');
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, cells: { name: 'a.sol', description: 'one, two' } },
        { line: 3, cells: { name: 'b.sol', description: 'say "hi"\nand more' } },
        { line: 5, cells: { name: 'c.sol', description: 'plain' } },
      ],
    });
  });

  it('reports a row with the wrong number of columns by its line', () => {
    expect(parseCsv('a,b\n1,2\n3\n')).toEqual({ ok: false, line: 3, message: 'expected 2 columns, found 1' });
  });

  it('reports an unterminated quote', () => {
    expect(parseCsv('a\n"open')).toMatchObject({ ok: false, line: 2 });
  });
});
