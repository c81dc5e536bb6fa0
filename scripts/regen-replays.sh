#!/usr/bin/env bash
# Regenerates the committed replays (assets/replays/<level>.replay) by search (core/src/test/java/com/tiltfall/replay/
# ReplaySearch.java), one level after another, for the levels given or every level of assets/levels/levels.txt:
#   scripts/regen-replays.sh                           # all levels
#   scripts/regen-replays.sh 03-springs 07-lifts.tmx   # some (names with or without .tmx)
#   BEAM=50 scripts/regen-replays.sh 08-gauntlet       # a wider beam (default 30); JITTER=true checks spawn jitter
# A replay is replaced only when the search found a run that reaches the goal with no death and lands at least one
# trick (what ShippedLevelRunsTest checks); otherwise the old file stays and the script ends with status 1 and a list
# of the levels that failed. Needs the core tests compiled (done here, offline). CPU-heavy: run one at a time.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
beam="${BEAM:-30}"
jitter="${JITTER:-false}"
cd "$root"
echo "compiling core and its tests..." >&2
if ! mvn -B -q -o -pl core test-compile >&2; then
  echo "regen-replays: mvn test-compile failed" >&2
  exit 1
fi
[ -f core/target/test-classes/com/tiltfall/replay/ReplaySearch.class ] || {
  echo "regen-replays: core/target/test-classes has no ReplaySearch.class" >&2
  exit 1
}
cpfile="$(mktemp)"
trap 'rm -f "$cpfile"' EXIT
mvn -q -o -pl core dependency:build-classpath -Dmdep.outputFile="$cpfile" >&2
cp="$root/core/target/test-classes:$root/core/target/classes:$(cat "$cpfile")"
if [ $# -gt 0 ]; then
  levels=("$@")
else
  mapfile -t levels < <(grep -v '^\s*#' assets/levels/levels.txt | sed '/^\s*$/d')
fi
failed=()
for name in "${levels[@]}"; do
  name="$(basename "${name%.tmx}")"
  level="levels/$name.tmx"
  [ -f "assets/$level" ] || { echo "regen-replays: no such level assets/$level" >&2; failed+=("$name"); continue; }
  out="assets/replays/$name.replay"
  tmp="$(mktemp)"
  log="$(mktemp)"
  start=$(date +%s)
  echo "== $level (beam $beam)" >&2
  if (cd assets && java -Dbeam="$beam" -Djitter="$jitter" -cp "$cp" com.tiltfall.replay.ReplaySearch "$level" \
      >"$tmp" 2>"$log"); then
    result="$(tail -n 1 "$log")"
  else
    result="search failed: $(tail -n 1 "$log")"
  fi
  echo "   $result ($(( $(date +%s) - start )) s)" >&2
  # ReplayRunner.Outcome: "...: goal reached in 21.40 s, deaths 0, ..., tricks N ..."
  if [[ "$result" == *"goal reached"* && "$result" == *"deaths 0,"* ]] && head -n 1 "$tmp" | grep -q '^tiltfall-replay' \
      && ! [[ "$result" =~ tricks\ 0([^0-9]|$) ]]; then
    mv "$tmp" "$out"
  else
    echo "regen-replays: $level: no usable run; $out left as it was (search log: $log)" >&2
    failed+=("$name")
    rm -f "$tmp"
    continue
  fi
  rm -f "$log"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "regen-replays: FAILED for: ${failed[*]}" >&2
  exit 1
fi
echo "regen-replays: all ${#levels[@]} replays regenerated" >&2
