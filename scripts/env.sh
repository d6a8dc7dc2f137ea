# Sourced by the scripts: puts the locally installed tools first and keeps trunk offline.
# shellcheck shell=bash
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$root/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
# binaryen's version is pinned once, in package.json; Trunk is told it here (it runs wasm-opt
# only for benches/leptos-min) and must then find that version on PATH, never download one.
binaryen=$(sed -n 's/^ *"binaryen": "\([0-9][0-9]*\)\.[0-9][0-9]*\.[0-9][0-9]*",*$/\1/p' "$root/package.json")
if [ -z "$binaryen" ]; then
  echo "scripts/env.sh: package.json must pin binaryen to one exact version (x.y.z)" >&2
  return 1 2>/dev/null || exit 1
fi
export TRUNK_TOOLS_WASM_OPT="version_$binaryen"
