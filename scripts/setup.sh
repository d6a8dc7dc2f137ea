#!/usr/bin/env bash
# Installs what this machine lacks, and nothing more; quick when everything is present.
#
#   scripts/setup.sh         what serving and building the app need (the same as `build`):
#   scripts/setup.sh build   the wasm32 target, trunk, wasm-bindgen-cli, wasm-split-cli,
#                            wasm-opt (npm binaryen), esbuild (npm). No root, no apt, no browser.
#   scripts/setup.sh test    the above, plus what the tests need: Debian's chromium,
#                            chromium-driver, chromium-headless-shell, a Korean font, nginx
#                            and postgresql, and for the smoke set in other engines
#                            firefox-esr, webkit2gtk-driver and xvfb (apt, root or sudo);
#                            playwright-core, axe and puppeteer-core (npm); python3 must be
#                            present.
#
# Versions come from one place each:
#   trunk            Trunk.toml  trunk-version
#   wasm-bindgen-cli Cargo.lock  (Trunk.toml [tools] must agree; checked below)
#   wasm-opt         package.json and its lock (npm binaryen; never Debian's binaryen),
#                    read from there by scripts/env.sh and scripts/release/split.mjs
#   wasm-split-cli   below (crate wasm_split_cli_support; the release build's split step,
#                    scripts/release/split.mjs; it reads what leptos' wasm_split_helpers writes)
#   esbuild          package.json and its lock (minifies the release build's scripts)
#   playwright-core  package-lock.json
#   puppeteer-core   package-lock.json (drives Debian's firefox-esr; it downloads no browser)
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-build}
case "$mode" in build|test) ;; *) echo "usage: scripts/setup.sh [build|test]" >&2; exit 2 ;; esac

log() { printf '[setup] %s\n' "$*" >&2; }
fail() { printf '[setup] %s\n' "$*" >&2; exit 1; }

# The e2e tests use import.meta.dirname (Node 20.11) and the runner's file arguments.
node_version=$(node --version 2>/dev/null || true)
[ -n "$node_version" ] || fail "Node.js is missing: install Node 20.11 or newer (any maintained line: 20, 22, 24)."
IFS=. read -r node_major node_minor _ <<<"${node_version#v}"
if [ "$node_major" -lt 20 ] || { [ "$node_major" -eq 20 ] && [ "$node_minor" -lt 11 ]; }; then
  fail "Node.js $node_version is too old: this project needs 20.11 or newer (package.json engines)."
fi
command -v cargo >/dev/null || fail "cargo is missing: install Rust with rustup (stable)."

trunk_version=$(sed -n 's/^trunk-version = "=\(.*\)"/\1/p' Trunk.toml)
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
tools_bindgen=$(sed -n 's/^wasm_bindgen = "\(.*\)"/\1/p' Trunk.toml)
if [ -z "$trunk_version" ] || [ -z "$bindgen_version" ]; then
  fail "cannot read the pinned trunk or wasm-bindgen version"
fi
if [ "$bindgen_version" != "$tools_bindgen" ]; then
  fail "Cargo.lock has wasm-bindgen $bindgen_version but Trunk.toml [tools] says $tools_bindgen: make them equal"
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# The tools are compiled without optimisation: how fast they run hardly shows in a build
# (they hand the work to cargo and wasm-opt), while an optimised compile takes minutes longer.
# The figures are in the README.
quick_install() {
  CARGO_PROFILE_RELEASE_OPT_LEVEL=0 CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256 \
    CARGO_PROFILE_RELEASE_DEBUG=false CARGO_PROFILE_RELEASE_INCREMENTAL=false cargo install "$@"
}
# The missing tools compile side by side: each spends much of its time in single-threaded
# steps (build scripts, linking) that leave the other core idle. Each one's output is shown
# only if it fails.
install_log=$(mktemp -d)
pids=() names=()
# A failure stops set-up; the other installs stop with it.
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$install_log"' EXIT
install_tool() {
  local name=$1; shift
  log "installing $name"
  quick_install "$@" >"$install_log/$name.log" 2>&1 &
  pids+=($!) names+=("$name")
}
if ! trunk --version 2>/dev/null | grep -qx "trunk $trunk_version"; then
  install_tool "trunk $trunk_version" trunk --version "=$trunk_version" --locked
fi
split_version=0.2.4
# It has no --version; cargo's own list of installed crates says which one is there.
if ! cargo install --list | grep -qx "wasm_split_cli_support v$split_version:"; then
  install_tool "wasm-split-cli $split_version" wasm_split_cli_support --version "=$split_version" --features build-binary --locked
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q "^wasm-bindgen $bindgen_version\b"; then
  # Not --locked: the published lock names a webpki-roots version the registry no longer has.
  install_tool "wasm-bindgen-cli $bindgen_version" wasm-bindgen-cli --version "=$bindgen_version"
fi
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then
    cat "$install_log/${names[$i]}.log" >&2
    fail "installing ${names[$i]} failed (its output is above)"
  fi
  log "installed ${names[$i]}"
done
trap - EXIT
rm -rf "$install_log"

if [ "$mode" = test ]; then
  command -v python3 >/dev/null || fail "python3 is missing: the tests run the Python code sample (apt-get install python3)."
  # Chromium and its driver for the browser tests, and the same engine's headless shell for
  # the end-to-end tests (without the browser's own layers, each new page costs far less
  # CPU); a Korean font so the Korean screenshots show text, not
  # empty boxes (visitors' own systems bring their fonts); nginx for the deployment test;
  # PostgreSQL to run the SQL code sample. For the smoke set in two more engines
  # (tests/engines/): Firefox ESR, and WebKit, WebKitGTK's MiniBrowser (libwebkit2gtk, which
  # the driver depends on) through WebKitWebDriver, drawing on an Xvfb display. Debian's
  # builds: Playwright's own builds of those engines come from a server this machine cannot
  # reach.
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ] || [ ! -x /usr/bin/chromium-headless-shell ] \
     || [ ! -d /usr/share/fonts/truetype/nanum ] \
     || [ ! -x /usr/sbin/nginx ] || ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 \
     || [ ! -x /usr/bin/firefox-esr ] || [ ! -x /usr/bin/WebKitWebDriver ] || [ ! -x /usr/bin/Xvfb ]; then
    log "installing Debian chromium, chromium-driver, chromium-headless-shell, fonts-nanum, nginx, postgresql, firefox-esr, webkit2gtk-driver and xvfb"
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q \
      chromium chromium-driver chromium-headless-shell fonts-nanum nginx postgresql \
      firefox-esr webkit2gtk-driver xvfb
  fi
fi

# npm: `dependencies` are the build tools, `devDependencies` what the tests add.
if [ package-lock.json -nt node_modules/.package-lock.json ] || [ ! -x node_modules/.bin/wasm-opt ] \
   || [ ! -d node_modules/esbuild ] \
   || { [ "$mode" = test ] && { [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/puppeteer-core ]; }; }; then
  if [ "$mode" = test ]; then
    log "installing npm packages from package-lock.json"
    npm ci --no-audit --no-fund
  else
    log "installing the npm build tools from package-lock.json"
    npm ci --no-audit --no-fund --omit=dev
  fi
fi

cargo fetch --quiet
[ "$mode" = build ] || cargo fetch --quiet --manifest-path fuzz/Cargo.toml
