import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_TABLES } from './fingerprint';
import { SWEPT_ROUTES } from './routes';
import { HTTP_METHODS } from './types';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every app/api/**\/route.ts on disk, relative to the project root. */
function routeFilesOnDisk(): string[] {
  return readdirSync(path.join(root, 'app/api'), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => path.posix.join('app/api', file.split(path.sep).join('/')))
    .sort();
}

describe('the API sweep covers every route', () => {
  it('has an entry for each route file, and none for files that are gone', () => {
    const onDisk = routeFilesOnDisk();
    expect(onDisk.length).toBeGreaterThan(20);
    expect(SWEPT_ROUTES.map((route) => route.file).sort()).toEqual(onDisk);
  });

  it.each(SWEPT_ROUTES.map((route) => [route.file, route] as const))(
    '%s: sweeps exactly the methods it exports',
    async (_file, route) => {
      const exported = Object.keys(await route.load()).filter(
        (name) => (HTTP_METHODS as string[]).includes(name) || ['HEAD', 'OPTIONS'].includes(name),
      );
      expect(exported.sort()).toEqual(Object.keys(route.methods).sort());
    },
  );

  it('declares a segment template exactly for routes with a [slug], [id] or [name] segment', () => {
    for (const route of SWEPT_ROUTES)
      expect({ file: route.file, slug: Boolean(route.slug) }).toEqual({
        file: route.file,
        slug: /\[(slug|id|name)\]/.test(route.file),
      });
  });

  it('compares every table of the schema', () => {
    expect(ALL_TABLES).toEqual(
      expect.arrayContaining([
        'domains',
        'wallets',
        'ticket_log',
        'spins',
        'nft_mints',
        'waitlist_entries',
        'contact_messages',
      ]),
    );
    expect(ALL_TABLES.length).toBeGreaterThanOrEqual(14);
  });
});
