import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliText, preferredEncoding } from '@/server/compression.mjs';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.0, GZIP;q=0.5', 'gzip'],
    ['gzip;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip, br', 'br'],
  ] as const)('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('brotliText', () => {
  it('round-trips a page, smaller than it was', () => {
    const page = Buffer.from('<li class="card">jpegdealer.sol — 12 SOL</li>'.repeat(200));
    const compressed = brotliText(page);
    expect(brotliDecompressSync(compressed).equals(page)).toBe(true);
    expect(compressed.length).toBeLessThan(page.length / 10);
  });
});
