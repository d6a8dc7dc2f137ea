#!/usr/bin/env bash
# Runs every test: native core tests, component tests in headless Chromium, and Playwright
# end-to-end tests against the release build. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
source scripts/env.sh

echo "== 1/3 native: core unit tests, vectors, properties, doc tests"
cargo test --offline

echo "== 2/3 browser: components in headless Chromium (wasm-bindgen-test)"
cargo test --offline --target wasm32-unknown-unknown --test browser

echo "== 3/3 end to end: release build in Chromium (Playwright)"
trunk build --release
node --test tests/e2e/
