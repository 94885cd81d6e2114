import localFont from 'next/font/local';

// JetBrains Mono's Latin subset without its code ligatures (scripts/subset-fonts.sh): 9 KB a weight, not 21.
export const monoFont = localFont({
  src: [
    { path: '../assets/fonts/jetbrains-mono-latin-400-normal.woff2', weight: '400' },
    { path: '../assets/fonts/jetbrains-mono-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-mono',
  display: 'swap',
});

export const displayFont = localFont({
  src: [
    { path: '../node_modules/@fontsource/orbitron/files/orbitron-latin-700-normal.woff2', weight: '700' },
    { path: '../node_modules/@fontsource/orbitron/files/orbitron-latin-900-normal.woff2', weight: '900' },
  ],
  variable: '--font-display',
  display: 'swap',
});
