#!/usr/bin/env bash
# Runs every test: native core tests, component tests in headless Chromium, Playwright
# end-to-end tests against the release build, and a smoke set of that build in Firefox ESR and
# WebKit. Installs what is missing first, and prints how long each stage took.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
stage_start=$SECONDS
timings=()
stage_done() { timings+=("$(printf '%-50s %4d s' "$1" $((SECONDS - stage_start)))"); stage_start=$SECONDS; }

scripts/setup.sh test
source scripts/env.sh
stage_done "set-up (install what is missing)"

echo "== 1/3 native: core unit tests, vectors, properties, fuzz checks over kept inputs, doc tests"
cargo test --offline
# The fuzz targets themselves (libFuzzer wrappers around fuzz/checks.rs) still compile on stable.
cargo check --offline --quiet --manifest-path fuzz/Cargo.toml --bins
# The API documentation builds without a warning: every intra-doc link resolves.
RUSTDOCFLAGS="-D warnings" cargo doc --offline --no-deps --quiet
stage_done "1/3 native cargo test, fuzz targets compile, docs"

echo "== 2/3 browser: components in headless Chromium (wasm-bindgen-test)"
cargo test --offline --target wasm32-unknown-unknown --test browser
stage_done "2/3 browser components (wasm-bindgen-test)"

echo "== 3/3 end to end: release build in Chromium (Playwright)"
trunk build --release
stage_done "3/3 release build"
# Files, not a folder: Node 21+ reads a folder argument as a glob pattern. The files are
# independent (each starts its own server and browser), so three run at once, the longest
# first so that none starts last. The three that time a 100 ms recovery after each of their
# hundreds of inputs then run on their own, two at a time (a core each), so that a busy
# machine cannot fail them.
alone=(tests/e2e/hostile-timestamp-datacenter.test.mjs tests/e2e/hostile-machine-sequence.test.mjs tests/e2e/hostile.test.mjs)
together=(tests/e2e/embed-i18n.test.mjs tests/e2e/embed-views.test.mjs tests/e2e/hostile-address.test.mjs)
for file in tests/e2e/*.test.mjs; do
  [[ " ${alone[*]} ${together[*]} " == *" $file "* ]] || together+=("$file")
done
e2e_status=0
node --test --test-concurrency=3 "${together[@]}" || e2e_status=$?
stage_done "3/3 end to end, ${#together[@]} files three at a time"
node --test --test-concurrency=2 "${alone[@]}" || e2e_status=$?
stage_done "3/3 end to end, ${#alone[@]} timing files two at a time"

echo "== 3/3 end to end: a smoke set of the release build in Firefox ESR and WebKit"
# One file per engine (tests/engines/), both at once: each runs the same checks in one browser
# session of its own (headless Firefox over WebDriver BiDi; WebKitGTK's MiniBrowser through
# WebKitWebDriver on an Xvfb display).
node --test --test-concurrency=2 tests/engines/firefox.test.mjs tests/engines/webkit.test.mjs || e2e_status=$?
stage_done "engines: smoke set in Firefox and WebKit"

echo "== timings"
printf '%s\n' "${timings[@]}"
printf '%-50s %4d s\n' "total" $((SECONDS - started))
exit "$e2e_status"
