import { describe, expect, it } from 'vitest';
import { parseCatalogFile } from '@/lib/catalog/import-file';

const good = {
  name: 'neonmart.sol',
  status: 'available',
  price: '1.5 SOL',
  category: 'mid',
  tier: 'blueprint-tier',
  floor: '1F_Mainfloor',
};

describe('parseCatalogFile', () => {
  it('accepts a JSON array, deriving the slug and defaults', () => {
    const result = parseCatalogFile(JSON.stringify([good]), 'json');
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.records[0]).toMatchObject({ slug: 'neonmart', tags: [], featured: false, archetype: 'both' });
  });

  it('reports each bad JSON row with the line it starts on', () => {
    const text = `[\n  ${JSON.stringify(good)},\n  ${JSON.stringify({ ...good, name: 'two.sol', price: 'cheap' })},\n  ${JSON.stringify({ ...good, name: 'x', category: 'shoes' })}\n]`;
    const result = parseCatalogFile(text, 'json');
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 3, message: expect.stringContaining('price') },
        { line: 4, message: expect.stringContaining('name') },
      ],
    });
  });

  it('reads CSV booleans, numbers, |-separated tags and JSON lore', () => {
    const csv =
      'name,status,price,category,tier,floor,tags,listed,fixerQueue,queueExpiresInHours\n' +
      'scrap.sol,available,0.25 SOL,scav,quick-snag,B1_Underbelly,Cursed|junk,yes,true,12\n';
    const result = parseCatalogFile(csv, 'csv');
    expect(result.ok && result.records[0]).toMatchObject({
      tags: ['Cursed', 'junk'],
      listed: true,
      fixerQueue: true,
      queueExpiresInHours: 12,
    });
  });

  it('rejects a duplicate name, unknown columns, non-http websites and an empty file', () => {
    expect(parseCatalogFile(JSON.stringify([good, good]), 'json')).toMatchObject({
      ok: false,
      errors: [{ message: expect.stringContaining('already appears') }],
    });
    expect(parseCatalogFile(JSON.stringify([{ ...good, colour: 'red' }]), 'json')).toMatchObject({ ok: false });
    expect(parseCatalogFile(JSON.stringify([{ ...good, website: 'javascript:alert(1)' }]), 'json')).toMatchObject({
      ok: false,
    });
    expect(parseCatalogFile('[]', 'json')).toEqual({
      ok: false,
      errors: [{ line: 1, message: 'the file holds no domains' }],
    });
    expect(parseCatalogFile('{', 'json')).toMatchObject({ ok: false, errors: [{ line: 1 }] });
  });

  it('refuses a NUL or a lone surrogate spelled as a JSON escape, naming the row’s line and the field', () => {
    const text = `[\n${JSON.stringify(good)},\n${JSON.stringify({ ...good, name: 'other.sol', tags: ['ok', 'a\u0000b'] })},\n${JSON.stringify({ ...good, name: 'third.sol', description: '\ud800' })}\n]`;
    expect(parseCatalogFile(text, 'json')).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'tags.1: Text must not contain NUL characters or broken Unicode (unpaired surrogates).' },
        {
          line: 4,
          message: 'description: Text must not contain NUL characters or broken Unicode (unpaired surrogates).',
        },
      ],
    });
  });
});
