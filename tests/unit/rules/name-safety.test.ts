import { describe, expect, it } from 'vitest';
import { checkNameSafety, normalizeSolName } from '../../../lib/rules/name-safety';

describe('normalizeSolName', () => {
  it('trims, applies NFC, lowercases and strips one trailing .sol', () => {
    expect(normalizeSolName('  JpegDealer.SOL ')).toBe('jpegdealer');
    expect(normalizeSolName('fudscience')).toBe('fudscience');
    expect(normalizeSolName('x.sol.sol')).toBe('x.sol');
    expect(normalizeSolName('cafe\u0301')).toBe('caf\u00e9');
  });
});

describe('checkNameSafety', () => {
  it('accepts a-z, 0-9 and hyphens', () => {
    expect(checkNameSafety('JpegDealer.sol')).toEqual({ ok: true, name: 'jpegdealer' });
    expect(checkNameSafety('node-hunter-42')).toEqual({ ok: true, name: 'node-hunter-42' });
  });

  it('rejects an empty name', () => {
    expect(checkNameSafety('  .sol ')).toEqual({ ok: false, reason: 'The name is empty.' });
  });

  it.each([
    ['\u200b', 'U+200B', 'ZERO WIDTH SPACE'],
    ['\u200c', 'U+200C', 'ZERO WIDTH NON-JOINER'],
    ['\u200d', 'U+200D', 'ZERO WIDTH JOINER'],
    ['\u2060', 'U+2060', 'WORD JOINER'],
    ['\ufeff', 'U+FEFF', 'ZERO WIDTH NO-BREAK SPACE'],
    ['\u00ad', 'U+00AD', 'SOFT HYPHEN'],
    ['\u202e', 'U+202E', 'RIGHT-TO-LEFT OVERRIDE'],
    ['\ufe0f', 'U+FE0F', 'VARIATION SELECTOR'],
  ])('rejects the invisible %j by code point', (char, label, name) => {
    const result = checkNameSafety(`jpeg${char}dealer`);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toContain(label);
      expect(result.reason).toContain(name);
      expect(result.reason).toContain('invisible');
    }
  });

  it("rejects the Cyrillic 'а' U+0430 in 'jpegdeаler' as mixed scripts", () => {
    const result = checkNameSafety('jpegde\u0430ler');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toContain('U+0430');
      expect(result.reason).toContain('Cyrillic');
      expect(result.reason).toContain('mixes Latin');
    }
  });

  it('rejects Greek look-alikes and all-Cyrillic names', () => {
    const greek = checkNameSafety('c\u03bfpevendor');
    expect(greek.ok === false && greek.reason.includes('U+03BF') && greek.reason.includes('Greek')).toBe(true);
    const cyrillic = checkNameSafety('\u0441\u043e\u0440\u0435');
    expect(
      cyrillic.ok === false && cyrillic.reason.includes('uses Cyrillic') && cyrillic.reason.includes('U+0441'),
    ).toBe(true);
  });

  it('calls a space a space', () => {
    expect(checkNameSafety('jpeg dealer')).toEqual({
      ok: false,
      reason: "The name contains a space U+0020; only a-z, 0-9 and '-' are allowed.",
    });
  });

  it('rejects any other character and names it', () => {
    const cases: [string, string][] = [
      ['jpeg dealer', 'U+0020'],
      ['jpeg_dealer', 'U+005F'],
      ['jpeg.dealer', 'U+002E'],
      ['caf\u00e9', 'U+00E9'],
      ['\uff41bc', 'U+FF41'],
      ['moon🚀', 'U+1F680'],
    ];
    for (const [input, label] of cases) {
      const result = checkNameSafety(input);
      expect(result.ok, input).toBe(false);
      if (!result.ok) expect(result.reason, input).toContain(label);
    }
  });

  it('formats code points as U+XXXX', () => {
    const reason = (name: string) => {
      const result = checkNameSafety(name);
      return result.ok ? '' : result.reason;
    };
    expect(reason('a\u0430')).toContain('U+0430');
    expect(reason('moon🚀')).toContain('U+1F680');
  });
});
