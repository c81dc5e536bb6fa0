#!/usr/bin/env bash
# Starts the game, building the desktop jar (natives included) first only when a source or build file changed
# (scripts/build-if-changed.sh: a few seconds to the window when nothing did; levels are read from assets/ on disk).
#   scripts/play-desktop.sh                      title screen, all levels in order
#   scripts/play-desktop.sh path/to/map.tmx      play one map directly (a save or F5 reloads it, at the last checkpoint)
#   scripts/play-desktop.sh map.tmx --replay run.replay
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
"$root/scripts/build-if-changed.sh"
# File arguments become absolute, then the game runs inside assets/ so that the shipped levels are read from the
# working copy (edit, press F5, see the change) rather than from the copy inside the jar.
args=()
for a in "$@"; do
  if [ -e "$a" ]; then args+=("$(realpath "$a")"); else args+=("$a"); fi
done
cd "$root/assets"
exec java -jar "$root/desktop/target/tiltfall.jar" ${args[@]+"${args[@]}"}
