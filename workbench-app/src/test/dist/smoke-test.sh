#!/bin/sh
# Runs the built launcher the way a user would, from another directory and through a path with spaces,
# and checks that `workbench --version` prints the project version and exits 0.
# Usage: smoke-test.sh PATH/TO/bin/workbench EXPECTED_VERSION
set -eu
launcher="$1"
expected="$2"
dist=$(cd "$(dirname "$launcher")/.." && pwd -P)

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/with space"
ln -s "$dist" "$scratch/with space/workbench dist"

cd /
out=$("$scratch/with space/workbench dist/bin/workbench" --version)
case "$out" in
  *"$expected"*) echo "smoke test: bin/workbench --version -> $out" ;;
  *) echo "smoke test FAILED: expected version $expected, got: $out" >&2; exit 1 ;;
esac
