import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressStatic } from '@/scripts/precompress.mjs';

function buildWith(files: Record<string, string>): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  for (const [name, source] of Object.entries(files)) {
    const file = path.join(distDir, 'static', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, source);
  }
  return distDir;
}

describe('precompressStatic', () => {
  it('writes a brotli copy beside every script and stylesheet of the build, in nested folders too, and nothing else', async () => {
    const script = 'self.__next_f.push([1,"hello"]);'.repeat(50);
    const distDir = buildWith({
      'chunks/a.js': script,
      'chunks/pages/b.css': 'body{color:red}',
      'media/font.woff2': 'wOF2',
      'chunks/a.js.map': '{}',
    });
    expect(await precompressStatic(distDir)).toBe(2);
    const copy = fs.readFileSync(path.join(distDir, 'static', 'chunks', 'a.js.br'));
    expect(brotliDecompressSync(copy).toString()).toBe(script);
    expect(copy.length).toBeLessThan(script.length / 10);
    expect(
      brotliDecompressSync(fs.readFileSync(path.join(distDir, 'static', 'chunks', 'pages', 'b.css.br'))).toString(),
    ).toBe('body{color:red}');
    expect(fs.existsSync(path.join(distDir, 'static', 'media', 'font.woff2.br'))).toBe(false);
    expect(fs.existsSync(path.join(distDir, 'static', 'chunks', 'a.js.map.br'))).toBe(false);
  });

  it('replaces the copies when the build runs again, without compressing a copy', async () => {
    const distDir = buildWith({ 'chunks/a.js': 'first()' });
    await precompressStatic(distDir);
    fs.writeFileSync(path.join(distDir, 'static', 'chunks', 'a.js'), 'second()');
    expect(await precompressStatic(distDir)).toBe(1);
    expect(brotliDecompressSync(fs.readFileSync(path.join(distDir, 'static', 'chunks', 'a.js.br'))).toString()).toBe(
      'second()',
    );
    expect(fs.existsSync(path.join(distDir, 'static', 'chunks', 'a.js.br.br'))).toBe(false);
  });
});
