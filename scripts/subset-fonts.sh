#!/bin/sh
# Regenerates assets/fonts/ from @fontsource-variable (run after upgrading it; needs Debian's python3-fonttools
# and python3-brotli). One variable file a family instead of one file a weight: two font requests a page, not
# four. Each file keeps only the weight range the site uses (JetBrains Mono 400-700, Orbitron 700-900) and
# every character of the Latin subset. JetBrains Mono also loses its code ligatures (the `calt` and `frac`
# features and the ~140 glyphs only they use), which a storefront's labels and prices never want. Last, the
# emoji subset of @fontsource/noto-emoji (scripts/subset-emoji.mjs): run this again after adding an emoji.
# Orbitron's square brackets are a bare stem with hooks that reads as "l", so they are left out of its file:
# the display stack falls back to JetBrains Mono for them (app/globals.css).
set -e
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

subset() { # family, source file, weight range, layout features, code points
  python3 -m fontTools.varLib.instancer "$2" "wght=$3" --quiet -o "$work/$1.ttf"
  python3 -m fontTools.subset "$work/$1.ttf" --unicodes="$5" --layout-features="$4" --flavor=woff2 \
    --output-file="assets/fonts/$1-latin-wght-$(echo "$3" | tr : -)-normal.woff2"
}

subset jetbrains-mono node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2 \
  400:700 'kern,mark,mkmk,ccmp,locl' '*'
subset orbitron node_modules/@fontsource-variable/orbitron/files/orbitron-latin-wght-normal.woff2 700:900 '*' \
  'U+0000-005A,U+005C,U+005E-10FFFF'
cp node_modules/@fontsource-variable/jetbrains-mono/LICENSE assets/fonts/OFL-jetbrains-mono.txt
cp node_modules/@fontsource-variable/orbitron/LICENSE assets/fonts/OFL-orbitron.txt
node scripts/subset-emoji.mjs
ls -l assets/fonts
