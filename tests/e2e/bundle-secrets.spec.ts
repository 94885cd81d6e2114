import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const distDir = path.resolve(process.cwd(), process.env.NEXT_DIST_DIR || '.next');
const staticDir = path.join(distDir, 'static');

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * What must never reach the browser: the minting secret's value (the e2e build's, and this environment's if set),
 * and the server-only minting module, recognisable by its variable and header names.
 */
const forbidden = [
  'e2e-mint-secret',
  process.env.MINT_CLIENT_SECRET,
  'MINT_CLIENT_SECRET',
  'x-client-secret',
  'RECEIPT_WEBHOOK_URL',
].filter((value): value is string => Boolean(value));

// Runs in the browser suite, after the e2e server has built the app with a minting secret configured.
test.describe('client bundle', () => {
  test(`no provider secret appears in any file under ${path.relative(process.cwd(), staticDir)}`, () => {
    let scanned = 0;
    const leaks: string[] = [];
    for (const file of files(staticDir)) {
      scanned++;
      const text = fs.readFileSync(file, 'latin1');
      for (const needle of forbidden)
        if (text.includes(needle)) leaks.push(`${path.relative(distDir, file)}: ${needle}`);
    }
    expect(scanned).toBeGreaterThan(0);
    expect(leaks).toEqual([]);
  });
});
