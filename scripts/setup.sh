#!/usr/bin/env bash
# Installs whatever this machine lacks to build and test the app, and nothing more.
# Quick when everything is present. Versions come from one place each:
#   trunk            Trunk.toml  trunk-version
#   wasm-bindgen-cli Cargo.lock  (Trunk.toml [tools] must agree; checked below)
#   wasm-opt         package-lock.json (npm binaryen 132; never Debian's binaryen)
#   playwright-core  package-lock.json
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '[setup] %s\n' "$*" >&2; }

trunk_version=$(sed -n 's/^trunk-version = "=\(.*\)"/\1/p' Trunk.toml)
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
tools_bindgen=$(sed -n 's/^wasm_bindgen = "\(.*\)"/\1/p' Trunk.toml)
if [ -z "$trunk_version" ] || [ -z "$bindgen_version" ]; then
  log "cannot read the pinned trunk or wasm-bindgen version"; exit 1
fi
if [ "$bindgen_version" != "$tools_bindgen" ]; then
  log "Cargo.lock has wasm-bindgen $bindgen_version but Trunk.toml [tools] says $tools_bindgen: make them equal"; exit 1
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -qx "trunk $trunk_version"; then
  log "installing trunk $trunk_version (several minutes on 2 cores)"
  cargo install trunk --version "=$trunk_version" --locked
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q "^wasm-bindgen $bindgen_version\b"; then
  log "installing wasm-bindgen-cli $bindgen_version"
  # Not --locked: the published lock names a webpki-roots version the registry no longer has.
  cargo install wasm-bindgen-cli --version "=$bindgen_version"
fi

# Chromium and its driver for the browser tests; a Korean font so the Korean screenshots
# show text, not empty boxes (visitors' own systems bring their fonts).
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ] || [ ! -d /usr/share/fonts/truetype/nanum ]; then
  log "installing Debian chromium, chromium-driver and fonts-nanum"
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q chromium chromium-driver fonts-nanum
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  log "installing npm packages from package-lock.json"
  npm ci --no-audit --no-fund
fi

cargo fetch --quiet
cargo fetch --quiet --target wasm32-unknown-unknown
