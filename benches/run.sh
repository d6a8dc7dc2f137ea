#!/usr/bin/env bash
# The benchmark command (not part of the tests): release build, then bench.mjs, pastes of
# unrelated IDs (paste.mjs), the first visit's long tasks (longtasks.mjs) and what the
# clock costs an open page with every tool open (clock.mjs).
# ROUNDS=7 by default; set ROUNDS=15 for tighter numbers.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh test
source scripts/env.sh
( cd benches && { [ -d node_modules/lighthouse ] && [ ! package-lock.json -nt node_modules/.package-lock.json ]; } || npm ci --no-audit --no-fund )
trunk build --release
( cd benches/leptos-min && trunk build --release )
node benches/bench.mjs
node benches/paste.mjs
node benches/longtasks.mjs
node benches/clock.mjs
