#!/bin/sh
# Runs the built launcher the way a user would, from another directory and through a path with spaces,
# and checks that `workbench --version` prints the project version and exits 0, and that asking for the window
# where there is no display (DISPLAY unset, empty, or naming no X server) is bad input: exit 2, one line, no
# stack trace.
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

bin="$scratch/with space/workbench dist/bin/workbench"
for display in unset empty ":77"; do
  set +e
  case "$display" in
    unset) err=$(env -u DISPLAY -u WAYLAND_DISPLAY "$bin" 2>&1 >/dev/null) ;;
    empty) err=$(env -u WAYLAND_DISPLAY DISPLAY= "$bin" 2>&1 >/dev/null) ;;
    *) err=$(env -u WAYLAND_DISPLAY DISPLAY="$display" "$bin" 2>&1 >/dev/null) ;;
  esac
  code=$?
  set -e
  case "$code:$err" in
    2:*"workbench: "*"display"*"workbench --help"*)
      case "$err" in
        *"	at "*|*"Exception in thread"*) echo "smoke test FAILED: DISPLAY $display printed a stack trace: $err" >&2; exit 1 ;;
      esac
      echo "smoke test: no display (DISPLAY $display) -> exit 2" ;;
    *) echo "smoke test FAILED: DISPLAY $display: expected exit 2 naming the display, got $code: $err" >&2; exit 1 ;;
  esac
done
