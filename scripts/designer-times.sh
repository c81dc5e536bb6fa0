#!/usr/bin/env bash
# Writes each level's designer time (its committed replay's time to the goal) after its name in
# assets/levels/levels.txt; the medal times follow from it (docs/levels.md, "Medals"). Run after a replay changed
# (scripts/regen-replays.sh runs it itself). Needs the core tests compiled (done here).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
mvn -B -q -o -pl core test-compile >&2 || mvn -B -q -pl core test-compile >&2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mvn -B -q -o -pl core dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" >&2
java -cp "core/target/test-classes:core/target/classes:$(cat "$work/cp.txt")" com.tiltfall.replay.DesignerTimes
