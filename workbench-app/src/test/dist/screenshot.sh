#!/bin/sh
# Takes a screenshot of the built workbench's main window under a 1280x800 virtual display (for README images).
# Usage: screenshot.sh PATH/TO/bin/workbench OUT.png [SCENARIO.ccw [WINDOW OPTIONS...]]
#   e.g. screenshot.sh bin/workbench images/run-in-progress.png examples/atm6-lossy.ccw --pause-at first-drop
# The window options (see 'workbench --help': --run, --pause-at, --tab, --lecture) bring the window to the
# moment to show. Needs xvfb-run, xdotool and ImageMagick's import and identify. README's run images:
#   run-in-progress.png  examples/atm6-lossy.ccw --run --pause-at first-drop
#   run-timing-tab.png   examples/atm6-lossy.ccw --run --pause-at first-drop --tab timing
#   run-dvcm-token.png   examples/dvcm-star3.ccw --run --pause-at 300us
#   lecture-mode.png     examples/ssam-two-hosts.ccw --run --pause-at 27us --lecture
#   editor-atm16.png     examples/atm16-sort.ccw
# README's images are of a 1280x720 window: run with JAVA_OPTS=-Dccw.settings=DIR, DIR/window.properties holding
# x=0 y=0 width=1280 height=720 (one per line). A long run (dvcm-star3) may look settled while it still computes:
# check the image shows the paused time.
set -eu
launcher="$1"
out="$2"
shift 2
exec xvfb-run -a -s "-screen 0 1280x800x24" sh -c '
  launcher="$1"; out="$2"; shift 2
  "$launcher" "$@" &
  pid=$!
  trap "kill $pid 2>/dev/null" EXIT
  window=""
  for i in $(seq 1 120); do
    window=$(xdotool search --name "Cluster Communication Workbench" 2>/dev/null | head -1) && [ -n "$window" ] && break
    sleep 0.5
  done
  [ -n "$window" ] || { echo "screenshot: the window did not appear" >&2; exit 1; }
  # The window maps before its first layout, CSS, ELK pass and (with --run) the engine run are done: wait
  # until two captures a second apart agree and show more than a blank frame.
  previous=""
  for i in $(seq 1 60); do
    sleep 1
    import -window "$window" "$out"
    colours=$(identify -format "%k" "$out")
    current=$(md5sum < "$out")
    [ "$colours" -gt 64 ] && [ "$current" = "$previous" ] && exit 0
    previous="$current"
  done
  echo "screenshot: the window never settled" >&2
  exit 1
' screenshot "$launcher" "$out" "$@"
