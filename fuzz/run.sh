#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 600) and keeps the corpora in fuzz/corpus.
# Needs the nightly toolchain and cargo-fuzz: `cargo install cargo-fuzz --locked`.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
for target in parse_field decode_id compose_roundtrip layout_text; do
  echo "== $target for ${seconds}s"
  cargo +nightly fuzz run "$target" -- -max_total_time="$seconds" -print_final_stats=1 2>&1 | tail -n 25
done
