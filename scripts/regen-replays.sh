#!/usr/bin/env bash
# Makes every level's replay (assets/replays/<level>.replay) play to the goal again after the rules or a level
# changed: for the levels given, or every level of assets/levels/levels.txt, two at a time (JOBS, one per core).
#   scripts/regen-replays.sh                           # all levels (a few minutes: docs/player.md, "Changing feel")
#   scripts/regen-replays.sh 03-springs 07-lifts.tmx   # some (names with or without .tmx)
#   FRESH=true scripts/regen-replays.sh 08-gauntlet    # search from scratch, ignoring the old replay
#   OUT=/tmp/replays scripts/regen-replays.sh          # write the replays there instead (to compare first)
# Each level's old replay is played first: still good, it stays byte for byte; otherwise the search
# (core/src/test/java/com/tiltfall/replay/ReplaySearch.java) keeps it up to shortly before where it fails and
# searches the rest. A replay is replaced only by a run that reaches the goal with no death and lands at least one
# trick (what ShippedLevelRunsTest checks); otherwise the old file stays and the script ends with status 1 and a list
# of the levels that failed. When all pass, scripts/designer-times.sh writes their times into levels.txt (the
# medals). BEAM / MAX_BEAM / LOOKAHEAD tune the search (defaults 12 / 96 / 36). Needs the core tests compiled (done
# here).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
jobs="${JOBS:-2}"
out="${OUT:-$root/assets/replays}"
cd "$root"
mkdir -p "$out"
mvn_quiet() { # offline first (the usual case); online only if a plugin is missing from ~/.m2
  mvn -B -q -o "$@" >&2 || mvn -B -q "$@" >&2
}
echo "compiling core and its tests..." >&2
mvn_quiet -pl core test-compile || { echo "regen-replays: mvn test-compile failed" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mvn_quiet -pl core dependency:build-classpath -Dmdep.outputFile="$work/cp.txt" \
  || { echo "regen-replays: could not get core's classpath" >&2; exit 1; }
cp="$root/core/target/test-classes:$root/core/target/classes:$(cat "$work/cp.txt")"
if [ $# -gt 0 ]; then
  levels=("$@")
else
  mapfile -t levels < <(grep -v '^\s*#' assets/levels/levels.txt | sed '/^\s*$/d' | awk '{print $1}')
fi
# the longest levels first (by their old replay's size), so that two at a time finish together
mapfile -t levels < <(for name in "${levels[@]}"; do
  name="$(basename "${name%.tmx}")"
  echo "$(stat -c %s "assets/replays/$name.replay" 2>/dev/null || echo 0) $name"
done | sort -rn | cut -d' ' -f2)

# one level: the search's replay in $work/<name>.replay, its log in .log, its seconds in .time
search() {
  local name="$1" start
  start=$(date +%s)
  (cd assets && java -Xmx2g -Dbeam="${BEAM:-12}" -DmaxBeam="${MAX_BEAM:-96}" -Dlookahead="${LOOKAHEAD:-36}" \
    -Dfresh="${FRESH:-false}" -cp "$cp" com.tiltfall.replay.ReplaySearch "levels/$name.tmx" \
    "replays/$name.replay" >"$work/$name.replay" 2>"$work/$name.log") || true
  echo $(( $(date +%s) - start )) >"$work/$name.time"
  echo "   $name: $(tail -n 1 "$work/$name.log") ($(cat "$work/$name.time") s)" >&2
}

began=$(date +%s)
echo "== ${#levels[@]} levels, $jobs at a time; load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for name in "${levels[@]}"; do
  [ -f "assets/levels/$name.tmx" ] || { echo "regen-replays: no such level assets/levels/$name.tmx" >&2; exit 1; }
done
for name in "${levels[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  search "$name" &
done
wait
failed=()
for name in "${levels[@]}"; do
  result="$(tail -n 1 "$work/$name.log")"
  # ReplaySearch's last line: "...: goal reached in 21.40 s, deaths 0, ..., tricks N; how"
  if [[ "$result" == *"goal reached"* && "$result" == *"deaths 0,"* ]] \
      && head -n 1 "$work/$name.replay" | grep -q '^tiltfall-replay' && ! [[ "$result" =~ tricks\ 0([^0-9]|$) ]]; then
    cmp -s "$work/$name.replay" "$out/$name.replay" || cp "$work/$name.replay" "$out/$name.replay"
  else
    mkdir -p core/target/regen-replays
    cp "$work/$name.log" "core/target/regen-replays/$name.log"
    echo "regen-replays: $name: no usable run; $out/$name.replay left as it was (log:" \
      "core/target/regen-replays/$name.log)" >&2
    failed+=("$name")
  fi
done
echo "== $(( $(date +%s) - began )) s in all; load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
if [ ${#failed[@]} -gt 0 ]; then
  echo "regen-replays: FAILED for: ${failed[*]}" >&2
  exit 1
fi
# the designer times (and so the medal times) in levels.txt follow the committed replays
if [ "$out" = "$root/assets/replays" ]; then "$root/scripts/designer-times.sh"; fi
echo "regen-replays: all ${#levels[@]} replays reach the goal" >&2
