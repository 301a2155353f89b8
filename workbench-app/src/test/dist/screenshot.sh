#!/bin/sh
# Takes a screenshot of the built workbench's main window under a virtual display (for README images).
# Usage: screenshot.sh PATH/TO/bin/workbench OUT.png [SCENARIO.ccw]
# Needs xvfb-run, xdotool and ImageMagick's import and identify.
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
  # The window maps before its first layout, CSS and (for a file without positions) ELK pass are drawn: wait
  # until two captures a second apart agree and show more than a blank frame.
  previous=""
  for i in $(seq 1 60); do
    sleep 1
    import -window "$window" "$1"
    colours=$(identify -format "%k" "$1")
    current=$(md5sum < "$1")
    [ "$colours" -gt 64 ] && [ "$current" = "$previous" ] && exit 0
    previous="$current"
  done
  echo "screenshot: the window never settled" >&2
  exit 1
' "$launcher" "$out" "${3:-}"
