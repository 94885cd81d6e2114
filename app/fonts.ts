import localFont from 'next/font/local';

// One variable file a family (scripts/subset-fonts.sh): two font requests a page instead of four, 25 KB in all.
// JetBrains Mono's Latin subset without its code ligatures, weights 400-700. Emoji come from rv-emoji
// (app/emoji-font.css): neither family has any.
export const monoFont = localFont({
  src: '../assets/fonts/jetbrains-mono-latin-wght-400-700-normal.woff2',
  weight: '400 700',
  variable: '--font-mono-face',
  display: 'swap',
  fallback: ['rv-emoji'],
});

export const displayFont = localFont({
  src: '../assets/fonts/orbitron-latin-wght-700-900-normal.woff2',
  weight: '700 900',
  variable: '--font-display-face',
  display: 'swap',
  fallback: ['rv-emoji'],
});
