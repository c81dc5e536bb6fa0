#!/usr/bin/env bash
# Builds the desktop jar (natives included) and starts the game.
#   scripts/play-desktop.sh                      title screen, all levels in order
#   scripts/play-desktop.sh path/to/map.tmx      play one map directly (F5 reloads it from disk)
#   scripts/play-desktop.sh map.tmx --replay run.replay
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
echo "Building (the first build downloads dependencies and takes a few minutes)..." >&2
build_log=$(mvn -B -q -pl desktop -am package -DskipTests 2>&1) || { echo "$build_log"; echo "Build failed." >&2; exit 1; }
# File arguments become absolute, then the game runs inside assets/ so that the shipped levels are read from the
# working copy (edit, press F5, see the change) rather than from the copy inside the jar.
args=()
for a in "$@"; do
  if [ -e "$a" ]; then args+=("$(realpath "$a")"); else args+=("$a"); fi
done
cd "$root/assets"
exec java -jar "$root/desktop/target/tiltfall.jar" ${args[@]+"${args[@]}"}
