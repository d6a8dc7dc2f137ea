#!/usr/bin/env bash
# Serves the app for a person: installs what building needs (no root, no browser), then runs
# Trunk's dev server, which prints the localhost address to open and rebuilds on every change.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh build
source scripts/env.sh
exec trunk serve "$@"
