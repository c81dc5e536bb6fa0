#!/usr/bin/env bash
# Builds desktop/target/tiltfall.jar only when it is missing or older than a source or build file, so that the
# level tools (check-levels.sh, level-preview.sh) start in about a second when nothing changed. Levels, tilesets
# and replays are read from assets/ on disk, so editing them never needs a build.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
jar=desktop/target/tiltfall.jar
# the time the last good build started: a file saved while a build runs is newer, so the next start builds again
stamp=desktop/target/.sources-built
if [ -f "$jar" ] && [ -f "$stamp" ] && [ -z "$(find pom.xml core/pom.xml desktop/pom.xml core/src/main desktop/src/main \
      -newer "$stamp" -type f -print -quit 2>/dev/null)" ]; then
  exit 0
fi
echo "Building the game (changed sources; the first build takes a few minutes)..." >&2
mkdir -p desktop/target
started="$(mktemp desktop/target/.sources-building.XXXXXX)"
build_log=$(mvn -B -q -pl desktop -am package -DskipTests 2>&1) || {
  rm -f "$started"; echo "$build_log"; echo "Build failed." >&2; exit 1; }
mv "$started" "$stamp"
