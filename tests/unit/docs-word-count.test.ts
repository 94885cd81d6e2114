import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs a newcomer reads stay readable in an hour: README.md, CONTRIBUTING.md and every docs/*.md together stay
 * under 12,000 words, counted as `wc -w` counts them (runs of characters between whitespace). BENCHMARKS.md is
 * written by `npm run bench` and deploy/README.md is the deployment recipe: neither is counted.
 */
const root = path.resolve(import.meta.dirname, '../..');
const WORD_LIMIT = 12_000;

function countedDocs(): string[] {
  const docs = fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', 'CONTRIBUTING.md', ...docs.sort()];
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('docs word count', () => {
  it('counts words as wc -w does', () => {
    expect(wordsIn('  one two\n\tthree — `four`  ')).toBe(5);
    expect(wordsIn('')).toBe(0);
  });

  it('counts the path in and the references', () => {
    const counted = countedDocs();
    for (const doc of ['README.md', 'CONTRIBUTING.md', 'docs/map.md', 'docs/glossary.md', 'docs/architecture.md']) {
      expect(counted).toContain(doc);
    }
    expect(counted).toContain('docs/architecture-reference.md');
    expect(counted).toContain('docs/payments-reference.md');
  });

  it(`keeps README, CONTRIBUTING and docs/*.md under ${WORD_LIMIT} words`, () => {
    const perFile = countedDocs().map((doc) => [doc, wordsIn(fs.readFileSync(path.join(root, doc), 'utf8'))] as const);
    const total = perFile.reduce((sum, [, words]) => sum + words, 0);
    console.log(`docs word count: ${total} of ${WORD_LIMIT} (${perFile.map(([doc, n]) => `${doc} ${n}`).join(', ')})`);
    expect(total).toBeLessThan(WORD_LIMIT);
  });
});
