#!/usr/bin/env bash
# Makes the self-hosted Inter files in app/assets/fonts from @fontsource-variable/inter: the Latin
# and Cyrillic subsets, weights 400-800 only, no hinting. Run once after upgrading the font package
# (needs Debian's python3-fonttools and python3-brotli); the results are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=node_modules/@fontsource-variable/inter/files
OUT=app/assets/fonts
PY=/usr/bin/python3
subset() { # name source unicodes
  "$PY" -m fontTools.subset "$SRC/$2" --unicodes="$3" --layout-features="kern,liga,calt,tnum,case" \
    --no-hinting --desubroutinize --output-file="/tmp/$1.ttf"
  "$PY" -m fontTools.varLib.instancer "/tmp/$1.ttf" wght=400:800 -o "/tmp/$1-inst.ttf" >/dev/null
  "$PY" -c "from fontTools.ttLib import TTFont; f=TTFont('/tmp/$1-inst.ttf'); f.flavor='woff2'; f.save('$OUT/$1.woff2')"
}
subset inter-latin inter-latin-wght-normal.woff2 "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
subset inter-cyrillic inter-cyrillic-wght-normal.woff2 "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116"
ls -la "$OUT"
