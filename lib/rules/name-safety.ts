/** Normalising and vetting a typed .sol name before it is looked up, shown or stored. */
export type NameSafety = { ok: true; name: string } | { ok: false; reason: string };

/** trim, Unicode NFC, lower case, then one trailing '.sol' removed: ' JpegDealer.SOL ' → 'jpegdealer'. */
/** What normalizeSolName forgives, as the Domain Tester tells it: a space inside a name is still refused. */
export const DOMAIN_TESTER_HINT =
  "Case, spaces around the name and a trailing .sol are ignored; inside it only a-z, 0-9 and '-' are allowed.";

export function normalizeSolName(input: string): string {
  return input
    .trim()
    .normalize('NFC')
    .toLowerCase()
    .replace(/\.sol$/, '');
}

/** Invisible or formatting characters that make two names look identical. */
const INVISIBLE_CHARACTERS: ReadonlyMap<number, string> = new Map([
  [0x00ad, 'SOFT HYPHEN'],
  [0x034f, 'COMBINING GRAPHEME JOINER'],
  [0x061c, 'ARABIC LETTER MARK'],
  [0x115f, 'HANGUL CHOSEONG FILLER'],
  [0x1160, 'HANGUL JUNGSEONG FILLER'],
  [0x180e, 'MONGOLIAN VOWEL SEPARATOR'],
  [0x200b, 'ZERO WIDTH SPACE'],
  [0x200c, 'ZERO WIDTH NON-JOINER'],
  [0x200d, 'ZERO WIDTH JOINER'],
  [0x200e, 'LEFT-TO-RIGHT MARK'],
  [0x200f, 'RIGHT-TO-LEFT MARK'],
  [0x202a, 'LEFT-TO-RIGHT EMBEDDING'],
  [0x202b, 'RIGHT-TO-LEFT EMBEDDING'],
  [0x202c, 'POP DIRECTIONAL FORMATTING'],
  [0x202d, 'LEFT-TO-RIGHT OVERRIDE'],
  [0x202e, 'RIGHT-TO-LEFT OVERRIDE'],
  [0x2060, 'WORD JOINER'],
  [0x2061, 'FUNCTION APPLICATION'],
  [0x2062, 'INVISIBLE TIMES'],
  [0x2063, 'INVISIBLE SEPARATOR'],
  [0x2064, 'INVISIBLE PLUS'],
  [0x2066, 'LEFT-TO-RIGHT ISOLATE'],
  [0x2067, 'RIGHT-TO-LEFT ISOLATE'],
  [0x2068, 'FIRST STRONG ISOLATE'],
  [0x2069, 'POP DIRECTIONAL ISOLATE'],
  [0x3164, 'HANGUL FILLER'],
  [0xfeff, 'ZERO WIDTH NO-BREAK SPACE'],
  [0xffa0, 'HALFWIDTH HANGUL FILLER'],
]);

const LOOKALIKE_SCRIPTS: readonly [string, RegExp][] = [
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
];

/** 'U+0430' for 'а'. */
function codePointLabel(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function isInvisible(codePoint: number): boolean {
  return (
    INVISIBLE_CHARACTERS.has(codePoint) ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef)
  );
}

/**
 * Normalises the input, then accepts only [a-z0-9-]. Rejections name the first offending character by code point:
 * invisible characters, look-alike letters from other scripts (Cyrillic 'а' U+0430 in 'jpegdeаler'; reported as
 * mixed scripts when the name also has Latin letters), and any other character.
 */
export function checkNameSafety(input: string): NameSafety {
  const name = normalizeSolName(input);
  if (name === '') return { ok: false, reason: 'The name is empty.' };
  const chars = Array.from(name);
  const hasLatin = /[a-z]/.test(name);
  for (const char of chars) {
    const codePoint = char.codePointAt(0) ?? 0;
    const label = codePointLabel(char);
    if (isInvisible(codePoint)) {
      const description = INVISIBLE_CHARACTERS.get(codePoint) ?? 'VARIATION SELECTOR';
      return { ok: false, reason: `The name contains an invisible character ${label} (${description}).` };
    }
    const script = LOOKALIKE_SCRIPTS.find(([, pattern]) => pattern.test(char));
    if (script) {
      const mixed = hasLatin ? `mixes Latin letters with ${script[0]}` : `uses ${script[0]} letters`;
      return { ok: false, reason: `The name ${mixed}: '${char}' ${label} looks like a Latin letter but is not.` };
    }
    if (!/^[a-z0-9-]$/.test(char)) {
      const shown = /\s/u.test(char) ? 'a space ' : /\p{L}|\p{N}|\p{P}|\p{S}/u.test(char) ? `'${char}' ` : '';
      return { ok: false, reason: `The name contains ${shown}${label}; only a-z, 0-9 and '-' are allowed.` };
    }
  }
  return { ok: true, name };
}
