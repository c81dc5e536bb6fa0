#!/usr/bin/env bash
# Plays a level with a recorded input sequence, with no window, and prints the outcome.
#   scripts/replay.sh assets/levels/01-first-slopes.tmx assets/replays/01-first-slopes.replay
# Exit status: 0 goal reached, 1 not reached, 2 bad input (unreadable level or replay).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
args=()
for a in "$@"; do
  if [ -e "$a" ]; then args+=("$(realpath "$a")"); else args+=("$a"); fi
done
cd "$root"
echo "Building (the first build downloads dependencies and takes a few minutes)..." >&2
build_log=$(mvn -B -q -pl desktop -am package -DskipTests 2>&1) || { echo "$build_log"; echo "Build failed." >&2; exit 1; }
cd "$root/assets"
exec java -cp "$root/desktop/target/tiltfall.jar" com.tiltfall.desktop.ReplayCommand ${args[@]+"${args[@]}"}
