# Sourced by the scripts: puts the locally installed tools first and keeps trunk offline.
# shellcheck shell=bash
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$root/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export TRUNK_SKIP_VERSION_CHECK=true
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
