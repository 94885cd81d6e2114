import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The variables lib/env.ts reads: the keys of its schema. NODE_ENV is set by the commands, not by an operator. */
function schemaVariables(): string[] {
  const source = fs.readFileSync(path.join(root, 'lib/env.ts'), 'utf8');
  const schema = source.slice(source.indexOf('const envSchema = z.object({'), source.indexOf('export type Env'));
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!).filter((name) => name !== 'NODE_ENV');
}

describe('.env.example', () => {
  it('lists every variable lib/env.ts reads, set or commented out', () => {
    const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    const variables = schemaVariables();
    expect(variables.length).toBeGreaterThan(20);
    expect(variables.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists no test hook: they are not part of the environment', () => {
    expect(schemaVariables()).not.toContain('SCAV_DRAW_SEED');
    expect(schemaVariables()).not.toContain('CHAT_VOUCHER_SEED');
  });
});
