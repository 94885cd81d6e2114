import { getDomainKeySync } from '@bonfida/spl-name-service';
import { describe, expect, it } from 'vitest';
import { snsNameAccountKey } from '@/lib/integrations/sns';
import { checkNameSafety, normalizeSolName } from '@/lib/rules/name-safety';

describe('name normalisation for the domain tester', () => {
  it.each([
    ['  JpegDealer.SOL ', 'jpegdealer'],
    ['bonfida.sol', 'bonfida'],
    ['CAFE\u0301', 'café'], // NFC composes e + combining acute
    ['name.sol.sol', 'name.sol'],
  ])('%j → %j', (input, expected) => expect(normalizeSolName(input)).toBe(expected));

  it.each([
    ['a zero-width joiner', 'jpeg\u200ddealer', 'U+200D (ZERO WIDTH JOINER)'],
    ['a zero-width space', '\u200bjpegdealer', 'U+200B (ZERO WIDTH SPACE)'],
    ['a zero-width non-joiner', 'fud\u200cscience', 'U+200C (ZERO WIDTH NON-JOINER)'],
    ['a byte-order mark', 'cope\ufeffvendor', 'U+FEFF'],
  ])('rejects %s and names it', (_, input, reason) => {
    const result = checkNameSafety(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
  });

  it.each([
    ['Cyrillic а in a Latin name', 'jpegde\u0430ler', "mixes Latin letters with Cyrillic: 'а' U+0430"],
    ['Cyrillic о', 'c\u043epevendor', 'U+043E'],
    ['an all-Cyrillic look-alike', '\u0440\u0430\u0443\u0440\u0430\u0441', 'uses Cyrillic letters'],
    ['Greek ο', 'l\u03bfre', 'Greek'],
  ])('rejects %s', (_, input, reason) => {
    const result = checkNameSafety(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
  });

  it('accepts plain names and returns them normalised', () => {
    expect(checkNameSafety(' Scav-Rack42.sol ')).toEqual({ ok: true, name: 'scav-rack42' });
  });
});

describe('SNS name account key', () => {
  it('matches the published key of bonfida.sol', () => {
    expect(snsNameAccountKey('bonfida')).toBe('Crf8hzfthWGbGbLTVCiqRqV5MVnbpHB1L9KQMd6gsinb');
  });

  it.each(['jpegdealer', 'fudscience', 'retailverse', 'a', 'scav-rack42'])('%s matches the SDK', (name) => {
    expect(snsNameAccountKey(name)).toBe(getDomainKeySync(`${name}.sol`).pubkey.toBase58());
  });

  it('differs for a look-alike, which is why the tester refuses them', () => {
    expect(snsNameAccountKey('jpegde\u0430ler')).not.toBe(snsNameAccountKey('jpegdealer'));
  });
});
