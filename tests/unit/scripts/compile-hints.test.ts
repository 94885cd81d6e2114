import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints, withCompileHint } from '@/scripts/compile-hints.mjs';

function buildWith(files: Record<string, string>): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  for (const [name, source] of Object.entries(files)) {
    const file = path.join(distDir, 'static', 'chunks', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, source);
  }
  return distDir;
}

const read = (distDir: string, name: string) => fs.readFileSync(path.join(distDir, 'static', 'chunks', name), 'utf8');

describe('compile hints', () => {
  it("is V8's magic comment for eager compilation of a whole script, on its own first line", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(withCompileHint('(globalThis.TURBOPACK||=[]).push([])')).toBe(
      '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||=[]).push([])',
    );
  });

  it('is added once, however often the build step runs', () => {
    expect(withCompileHint(withCompileHint('a()'))).toBe(withCompileHint('a()'));
  });

  it('marks every JavaScript chunk of the build, in nested folders too, and nothing else', () => {
    const distDir = buildWith({ 'a.js': 'a()', 'pages/b.js': 'b()', 'c.css': 'body{}', 'd.js.map': '{}' });
    expect(addCompileHints(distDir)).toBe(2);
    expect(read(distDir, 'a.js')).toBe(`${COMPILE_HINT}a()`);
    expect(read(distDir, 'pages/b.js')).toBe(`${COMPILE_HINT}b()`);
    expect(read(distDir, 'c.css')).toBe('body{}');
    expect(read(distDir, 'd.js.map')).toBe('{}');
    expect(addCompileHints(distDir)).toBe(0);
  });
});
