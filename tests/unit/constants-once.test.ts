import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A constant is written once (CONTRIBUTING.md "Layout"): these grep the production source for a second definition of
 * the ones that were copied before, and name the file that has one.
 */
const root = path.resolve(import.meta.dirname, '../..');
const folders = ['app', 'components', 'lib', 'scripts', 'server', 'deploy'];

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const files = folders.flatMap((folder) => sources(path.join(root, folder)));
const text = new Map(files.map((file) => [path.relative(root, file), fs.readFileSync(file, 'utf8')]));

/** The files matching `pattern`, except the one that defines it. */
function filesWith(pattern: RegExp, home?: string): string[] {
  return [...text].filter(([file, source]) => file !== home && pattern.test(source)).map(([file]) => file);
}

describe('constants written once', () => {
  it('one lamportsToSol (lib/rules/money.ts), and no lamports divided by hand', () => {
    expect(filesWith(/(function|const) lamportsToSol\b/, 'lib/rules/money.ts')).toEqual([]);
    expect(filesWith(/\/\s*(\$\{\s*)?(LAMPORTS_PER_SOL\b|1e9\b|1_000_000_000\b)/, 'lib/rules/money.ts')).toEqual([
      // SQL sums a day's sales in the database: the constant, never a literal.
      'lib/commerce/sales/sales-dashboard.ts',
    ]);
  });

  it('one order-id pattern and schema (lib/api/params.ts)', () => {
    expect(filesWith(/\[0-9a-f\]\{8\}-\[0-9a-f\]\{4\}-\[0-9a-f\]\{4\}-/i, 'lib/api/params.ts')).toEqual([]);
    expect(filesWith(/\[0-9a-f-\]\{36\}/)).toEqual([]);
    expect(filesWith(/orderId: z\./)).toEqual([]);
  });

  it("one schema for a name in a route's path or body (lib/api/params.ts)", () => {
    const routes = [...text.keys()].filter((file) => file.startsWith('app/api/'));
    const own = routes.filter((file) => /\bslug: z\s*\.\s*string\(/.test(text.get(file)!));
    expect(own).toEqual([]);
  });

  it('one minute, hour and day (lib/rules/time.ts)', () => {
    const home = 'lib/rules/time.ts';
    expect(filesWith(/\b(const|let) (DAY|HOUR|MINUTE)(_MS)?\s*=/, home)).toEqual([]);
    expect(
      filesWith(/\b24 \* 60 \* 60\b|\b86_?400_?000\b|\b3_?600_?000\b|\b60 \* 60 \* 1000\b|\b60 \* 1000\b/, home),
    ).toEqual([]);

    // The same day and hour counted in seconds.
    expect(filesWith(/\b86_?400\b|\b3_?600\b/, home)).toEqual([]);

    // A bare minute is MINUTE_MS.
    expect(filesWith(/\b60_?000\b/, home)).toEqual([
      // Loaded by Node as it is (Next's cacheHandlers), so it cannot import lib/rules/time.ts.
      'server/cache-handler.mjs',
    ]);
  });

  it('one USD formatter (lib/rules/money.ts) and one way to count a noun (lib/rules/labels.ts)', () => {
    const screens = [...text].filter(([file]) => /^(app|components)\//.test(file));
    const dollarsByHand = /\$\$?\{[^}]*\.toFixed\(2\)/;
    expect(screens.filter(([file, source]) => file.endsWith('.tsx') && dollarsByHand.test(source))).toEqual([]);
    expect(filesWith(/minimumFractionDigits|currency: 'USD'/, 'lib/rules/money.ts')).toEqual([]);
    // `n === 1 ? '' : 's'` and `n === 1 ? 'page' : 'pages'` are countOf's to say.
    expect(filesWith(/=== 1 \? '' : 's'|=== 1 \? '(\w+)' : '\1s'/, 'lib/rules/labels.ts')).toEqual([]);
  });
});
