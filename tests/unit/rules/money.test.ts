import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SOL_PRICE_USD,
  effectiveSolPriceUsd,
  formatSol,
  formatUsd,
  parseSolPrice,
  solTextToLamports,
  solToLamports,
  solToUsd,
} from '../../../lib/rules/money';

describe('parseSolPrice', () => {
  it('reads the price texts of the catalogue', () => {
    expect(parseSolPrice('5 SOL')).toBe(5);
    expect(parseSolPrice('0.25 SOL')).toBe(0.25);
    expect(parseSolPrice('12 sol')).toBe(12);
    expect(parseSolPrice(' 8.5 SOL ')).toBe(8.5);
    expect(parseSolPrice('1.25')).toBe(1.25);
  });

  it('returns null for N/A, TBA, negatives and garbage', () => {
    for (const text of ['N/A', 'TBA', '', 'SOL', '-1 SOL', '1e3 SOL', 'five SOL', '3+ SOL', '1.2.3 SOL']) {
      expect(parseSolPrice(text), text).toBeNull();
    }
    expect(parseSolPrice(null)).toBeNull();
    expect(parseSolPrice(undefined)).toBeNull();
  });
});

describe('lamports', () => {
  it('converts decimal text exactly', () => {
    expect(solTextToLamports('0.6')).toBe(600_000_000);
    expect(solTextToLamports('0.19 SOL')).toBe(190_000_000);
    expect(solTextToLamports('.5')).toBe(500_000_000);
  });

  it('absorbs float noise when converting numbers', () => {
    expect(solToLamports(0.1 + 0.2)).toBe(300_000_000);
    expect(solToLamports(0.6)).toBe(600_000_000);
    expect(() => solToLamports(-1)).toThrow(RangeError);
  });
});

describe('formatSol', () => {
  it('drops trailing zeros', () => {
    expect(formatSol(5)).toBe('5 SOL');
    expect(formatSol(0.25)).toBe('0.25 SOL');
    expect(formatSol(1.2)).toBe('1.2 SOL');
    expect(formatSol(3.456, 2)).toBe('3.46 SOL');
    expect(formatSol(0)).toBe('0 SOL');
  });
});

describe('USD conversion', () => {
  it('falls back to 100 USD per SOL', () => {
    expect(FALLBACK_SOL_PRICE_USD).toBe(100);
    expect(effectiveSolPriceUsd(null)).toBe(100);
    expect(effectiveSolPriceUsd(Number.NaN)).toBe(100);
    expect(effectiveSolPriceUsd(0)).toBe(100);
    expect(effectiveSolPriceUsd(187.5)).toBe(187.5);
  });

  it('prices the demo domain: 1.25 SOL is $125.00 at the fallback', () => {
    expect(solToUsd(1.25)).toBe(125);
    expect(solToUsd(1.25, 200)).toBe(250);
    expect(solToUsd(0.1, 3)).toBe(0.3);
    expect(formatUsd(solToUsd(1.25))).toBe('$125.00');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it('writes every USD amount one way: with its sign, or its digits alone before the word "USD"', () => {
    expect(formatUsd(1800)).toBe('$1,800.00');
    expect(formatUsd(1234.5, { sign: false })).toBe('1,234.50');
    expect(formatUsd(0.005005 + 0.005005, { sign: false })).toBe('0.01');
  });
});
