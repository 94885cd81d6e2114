import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { integerParam, parseWith, readNoBody } from '@/lib/api/handler';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@/lib/api/unsafe-text';
import { AppError } from '@/lib/errors';

describe('findUnsafeText', () => {
  it('passes ordinary text, emoji, RTL marks and paired surrogates', () => {
    expect(findUnsafeText({ a: 'héllo \u{1F480} \u202E', list: ['x', { y: 'z' }], n: 5, none: null })).toBeUndefined();
  });

  it('names the path of a NUL byte or an unpaired surrogate', () => {
    expect(findUnsafeText({ a: 'ok', b: { c: 'x\u0000' } })).toBe('b.c');
    expect(findUnsafeText({ list: ['fine', '\uD800'] })).toBe('list.1');
    expect(findUnsafeText({ trailing: 'a\uDC00' })).toBe('trailing');
    expect(findUnsafeText('\u0000')).toBe('');
  });

  it('reports a bad key at its parent, so the answer never echoes it', () => {
    expect(findUnsafeText({ outer: { 'k\u0000': 1 } })).toBe('outer');
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(50_000) + '"\\u0000"' + ']'.repeat(50_000));
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('parseWith refuses unsafe text before the schema sees it', () => {
  it('is a 400 naming the field', () => {
    const error = (() => {
      try {
        parseWith(z.object({ name: z.string() }), { name: 'a\u0000b' });
      } catch (caught) {
        return caught as AppError;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect({ status: error!.status, path: error!.path, message: error!.message }).toEqual({
      status: 400,
      path: 'name',
      message: `name: ${UNSAFE_TEXT_MESSAGE}`,
    });
  });
});

describe('readNoBody', () => {
  const post = (body?: string) => new Request('http://t/x', { method: 'POST', body });

  it('accepts no body, whitespace and an empty JSON object', async () => {
    for (const body of [undefined, '', '  \n', '{}', ' { } '])
      await expect(readNoBody(post(body))).resolves.toBeUndefined();
  });

  it('refuses anything else with a 400, however large', async () => {
    for (const body of ['{"a":1}', 'junk', 'z'.repeat(2 * 1024 * 1024)]) {
      await expect(readNoBody(post(body))).rejects.toMatchObject({
        status: 400,
        message: 'This endpoint takes no body.',
      });
    }
  });
});

describe('integerParam', () => {
  const limit = integerParam(1, 500);
  it('takes plain decimal digits in range', () => {
    expect(limit.parse('42')).toBe(42);
  });
  it('refuses hex, exponents, signs, fractions, blanks and out-of-range values', () => {
    for (const value of ['0x10', '1e3', '-1', '+5', '1.5', '', ' 5', '0', '501', '9'.repeat(400), 'NaN'])
      expect(limit.safeParse(value).success, value).toBe(false);
  });
});
