#!/bin/sh
# Regenerates assets/fonts/ from @fontsource/jetbrains-mono (run after upgrading it; needs Debian's
# python3-fonttools and python3-brotli). The Latin files of @fontsource carry JetBrains Mono's code ligatures
# (the `calt` and `frac` features and ~140 glyphs only they use), which a storefront's labels and prices never
# want: without them each weight is 9 KB instead of 21 KB. Every character of the Latin subset is kept.
set -e
cd "$(dirname "$0")/.."
for weight in 400 700; do
  python3 -m fontTools.subset "node_modules/@fontsource/jetbrains-mono/files/jetbrains-mono-latin-$weight-normal.woff2" \
    --unicodes='*' --layout-features='kern,mark,mkmk,ccmp,locl' --flavor=woff2 \
    --output-file="assets/fonts/jetbrains-mono-latin-$weight-normal.woff2"
done
cp node_modules/@fontsource/jetbrains-mono/LICENSE assets/fonts/OFL-jetbrains-mono.txt
ls -l assets/fonts
