#!/usr/bin/env bash
# The level checker: validates each level exactly as the game loads it (every problem, with its file, object and
# what to do), then plays the level's replay (assets/replays/<name>.replay) headless and checks it reaches the goal.
#   scripts/check-levels.sh                         every level in assets/levels/levels.txt
#   scripts/check-levels.sh my-level.tmx other.tmj  these files
# Prints "file: object: problem" lines and a summary. Exit status 0 when every level is fine, 1 otherwise.
# Rebuilds the game only when its sources changed (scripts/build-if-changed.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
args=()
for a in "$@"; do
  if [ -e "$a" ]; then args+=("$(realpath "$a")"); else args+=("$a"); fi
done
"$root/scripts/build-if-changed.sh"
cd "$root/assets"
exec java -cp "$root/desktop/target/tiltfall.jar" com.tiltfall.desktop.LevelCheckCommand ${args[@]+"${args[@]}"}
