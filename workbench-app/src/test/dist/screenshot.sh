#!/bin/sh
# Takes a screenshot of the built workbench's main window under a virtual display (for README images).
# Usage: screenshot.sh PATH/TO/bin/workbench OUT.png [SCENARIO.ccw]
# Needs xvfb-run, xdotool and ImageMagick's import.
set -eu
launcher="$1"
out="$2"
exec xvfb-run -a -s "-screen 0 1400x900x24" sh -c '
  if [ -n "$2" ]; then "$0" "$2" & else "$0" & fi
  pid=$!
  trap "kill $pid 2>/dev/null" EXIT
  window=""
  for i in $(seq 1 120); do
    window=$(xdotool search --name "Cluster Communication Workbench" 2>/dev/null | head -1) && [ -n "$window" ] && break
    sleep 0.5
  done
  [ -n "$window" ] || { echo "screenshot: the window did not appear" >&2; exit 1; }
  sleep 2   # first layout and CSS pass after the window maps
  import -window "$window" "$1"
' "$launcher" "$out" "${3:-}"
