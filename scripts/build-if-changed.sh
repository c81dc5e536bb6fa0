#!/usr/bin/env bash
# Builds desktop/target/tiltfall.jar only when it is missing or older than a source or build file, so that the
# level tools (check-levels.sh, level-preview.sh) start in about a second when nothing changed. Levels, tilesets
# and replays are read from assets/ on disk, so editing them never needs a build.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
jar=desktop/target/tiltfall.jar
if [ -f "$jar" ] && [ -z "$(find pom.xml core/pom.xml desktop/pom.xml core/src/main desktop/src/main \
      -newer "$jar" -type f -print -quit 2>/dev/null)" ]; then
  exit 0
fi
echo "Building the game (changed sources; the first build takes a few minutes)..." >&2
build_log=$(mvn -B -q -pl desktop -am package -DskipTests 2>&1) || { echo "$build_log"; echo "Build failed." >&2; exit 1; }
