#!/usr/bin/env bash
# Attribution for the page's budgets: CPU profile of keystrokes and trace of page loads, for
# the app and the minimal Leptos page, from release builds whose wasm keeps function names.
# Run benches/run.sh (or both trunk builds) first; this reuses their cargo output.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
work="$(mktemp -d)"
named() { # <dist> <linked wasm> <out>: a copy of dist whose wasm is the same build with names kept
  cp -r "$1" "$3"
  rm -f "$3"/*.gz
  wasm-bindgen --target web --out-dir "$work/bindgen" "$2"
  wasm-opt -Oz -g --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    "$work"/bindgen/*_bg.wasm -o "$(ls "$3"/*_bg.wasm)"
  rm -rf "$work/bindgen"
  sed -i 's/ integrity="[^"]*"//g' "$3/index.html" # the named wasm no longer matches the SRI hashes
}
named dist target/wasm32-unknown-unknown/release/snowflake-composer.wasm "$work/app"
named benches/leptos-min/dist benches/leptos-min/target/wasm32-unknown-unknown/release/snowflake-leptos-min.wasm "$work/min"
for mode in keys load; do
  for page in app min; do
    node benches/profile.mjs "$mode" "$work/$page"
    echo
  done
done
rm -rf "$work"
