import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMOJI_FONT_FAMILY, emojiFontFace, pictographsIn, sitePictographs } from '@/scripts/subset-emoji.mjs';

const fontFaceCss = fs.readFileSync('app/emoji-font.css', 'utf8');
const rangeOf = (css: string) =>
  new Set((/unicode-range:([^;]+);/.exec(css)?.[1] ?? '').split(',').map((part) => parseInt(part.trim().slice(2), 16)));

describe('emoji subset font', () => {
  it('takes emoji-presentation pictographs and those asked for with U+FE0F, not symbols used as text', () => {
    expect(pictographsIn(['🔥 hot', 'sun ☀️ and ☀', '© 2026 · Open ↗', '🧪🔥'])).toEqual([0x2600, 0x1f525, 0x1f9ea]);
  });

  it("covers every emoji the site's source uses (rerun scripts/subset-fonts.sh after adding one)", () => {
    const range = rangeOf(fontFaceCss);
    const missing = sitePictographs().filter((codePoint) => !range.has(codePoint));
    expect(missing.map((codePoint) => String.fromCodePoint(codePoint))).toEqual([]);
  });

  it('prefers the system colour emoji fonts, then the subset, and swaps in once loaded', () => {
    const css = emojiFontFace([0x1f525], '../assets/fonts/x.woff2');
    expect(css).toContain(`font-family: '${EMOJI_FONT_FAMILY}';`);
    expect(css).toContain(
      "src: local('Apple Color Emoji'), local('Segoe UI Emoji'), local('Noto Color Emoji'), url('../assets/fonts/x.woff2') format('woff2');",
    );
    expect(css).toContain('font-display: swap;');
    expect(css).toContain('unicode-range: U+200D, U+FE0F, U+1F525;');
  });

  it('is in every font stack the site uses: the body text first, the mono and display faces as their fallback', () => {
    expect(fs.readFileSync('app/globals.css', 'utf8')).toMatch(
      new RegExp(`font-family:\\s+${EMOJI_FONT_FAMILY},\\s+ui-sans-serif`),
    );
    expect(
      fs.readFileSync('app/fonts.ts', 'utf8').match(new RegExp(`fallback: \\['${EMOJI_FONT_FAMILY}'\\]`, 'g')),
    ).toHaveLength(2);
    expect(fs.readFileSync('app/globals.css', 'utf8')).toContain("@import './emoji-font.css';");
  });
});
