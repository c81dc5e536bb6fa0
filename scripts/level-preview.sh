#!/usr/bin/env bash
# Draws a whole level into a PNG, headless: the terrain the physics sees, every entity, and the path of the level's
# replay (assets/replays/<name>.replay) when it has one.
#   scripts/level-preview.sh assets/levels/01-first-slopes.tmx            -> 01-first-slopes.png here
#   scripts/level-preview.sh my-level.tmx out.png [pixels-per-metre]      (default 16)
#   scripts/level-preview.sh --docs                                       every listed level into docs/images/
# Rebuilds the game only when its sources changed.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/build-if-changed.sh"
run() { (cd "$root/assets" && java -cp "$root/desktop/target/tiltfall.jar" com.tiltfall.desktop.LevelPreviewCommand "$@"); }
if [ "${1:-}" = "--docs" ]; then
  mkdir -p "$root/docs/images"
  grep -v '^\s*#' "$root/assets/levels/levels.txt" | sed '/^\s*$/d' | while read -r name _; do
    run "levels/$name" "$root/docs/images/${name%.*}.png" 16
  done
  exit 0
fi
[ $# -ge 1 ] || { echo "usage: scripts/level-preview.sh level.tmx [out.png] [pixels-per-metre] | --docs" >&2; exit 2; }
level="$(realpath "$1")"
base="$(basename "${1%.*}")"
out="$(realpath -m "${2:-$base.png}")"
run "$level" "$out" ${3:+"$3"}
