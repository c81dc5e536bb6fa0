#!/usr/bin/env bash
# Box2D v3's benchmark protocol (com.tiltfall.bench.dynamics.Box2dProtocol) on the working tree and, optionally, on
# other git revisions, in one session, alternated with Box2D v3 itself (C, built from ../shared/anchors):
#
#   scripts/bench-box2d.sh              # the working tree only
#   scripts/bench-box2d.sh main         # main (built in a temporary git worktree under /tmp) against the working tree
#
# Builds the benchmarks jar of the working tree and of every given revision that has the runner (revisions without
# it are skipped), then runs each scene in its own JVM, jar after jar: with two or more jars in the order
# A B ... B A per scene (ABBA for two), so slow drifts of the machine's load hit every jar alike. Prints ms per step
# (min and median over all runs of a jar) and the ratio to Box2D v3 measured in the same minutes: the Box2D
# benchmark app (one thread) runs before every round of jars and once after the last, so each scene alternates
# C, Java, C, Java, ..., C (ROUNDS rounds, default 3); the ratio is the jar's median over Box2D's median, with the load
# average of each run in the log. Without the anchor (or BOX2D=0) the ratio is to issue 9's fixed figures (large
# pyramid 3.65, tumbler 3.15, joint grid 7.25 ms/step, stale). Also the state hash per jar (equal hashes =
# bit-identical simulation) and, with several jars, each jar's median against the first one's.
#
# Settings (environment): REPEATS (runs per JVM; default 5 for one jar, 3 with several, i.e. 6 per jar in ABBA),
# SCENES (default "large_pyramid tumbler joint_grid"),
# STEPS (override the step counts, for a quick check only), JAVA_OPTS (default "-Xms2g -Xmx2g"),
# MVN (default "mvn -B -q -o"), LOG (full log, default benchmarks/target/bench-box2d-<UTC time>.log), BOX2D (0: do not
# build or run Box2D), BOX2D_TAR (default ../shared/anchors/box2d-617d32ab.tar.gz), ROUNDS.
# Needs cmake and a C compiler for Box2D. Run it only on a quiet machine (check uptime): the ratio is only as good as
# the load was equal for both engines.
# On the 2 shared cores: one jar ~0.5-1 min to build and ~2.5 min to run; a revision against the working tree
# (2 builds, 4 JVMs per scene with 3 runs each) ~6-8 min.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SCENES="${SCENES:-large_pyramid tumbler joint_grid}"
JAVA_OPTS="${JAVA_OPTS:--Xms2g -Xmx2g}"
MVN="${MVN:-mvn -B -q -o}"
STAMP="$(date -u +%Y%m%dT%H%M%SZ)"
LOG="${LOG:-$ROOT/benchmarks/target/bench-box2d-$STAMP.log}"
RUNNER=com.tiltfall.bench.dynamics.Box2dProtocol
RUNNER_SRC=benchmarks/src/main/java/com/tiltfall/bench/dynamics/Box2dProtocol.java

WORK="$(mktemp -d /tmp/bench-box2d.XXXXXX)"
TREES=()
cleanup() {
  for t in "${TREES[@]+"${TREES[@]}"}"; do git -C "$ROOT" worktree remove --force "$t" >/dev/null 2>&1 || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT

say() { echo "$@" | tee -a "$LOG"; }
build() { # build <source dir>: the benchmarks jar of that tree
  (cd "$1" && $MVN -pl core,benchmarks -am package -DskipTests && echo) >>"$LOG" 2>&1 || {
    tail -40 "$LOG"
    echo "build failed in $1 (log: $LOG)" >&2
    exit 1
  }
}

mkdir -p "$(dirname "$LOG")"
: >"$LOG"
BOX2D="${BOX2D:-1}"
BOX2D_TAR="${BOX2D_TAR:-$ROOT/../shared/anchors/box2d-617d32ab.tar.gz}"
ROUNDS="${ROUNDS:-3}"
B2D_BIN=""
say "== Box2D v3 protocol, $STAMP, $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')),"\
" $(free -g | awk '/Mem:/ {print $2}') GB, $(java -version 2>&1 | head -1), load average $(cut -d' ' -f1-3 /proc/loadavg)"

LABELS=()
JARS=()
for rev in "$@"; do
  sha="$(git -C "$ROOT" rev-parse --verify --quiet "$rev^{commit}")" || { echo "unknown revision: $rev" >&2; exit 2; }
  short="$(git -C "$ROOT" rev-parse --short "$sha")"
  if ! git -C "$ROOT" cat-file -e "$sha:$RUNNER_SRC" 2>/dev/null; then
    say "-- skipping $rev ($short): it has no $RUNNER_SRC"
    continue
  fi
  tree="$WORK/src-$short"
  say "-- building $rev ($short) in a temporary worktree"
  git -C "$ROOT" worktree add --detach --quiet "$tree" "$sha"
  TREES+=("$tree")
  build "$tree"
  cp "$tree/benchmarks/target/benchmarks.jar" "$WORK/$short.jar"
  git -C "$ROOT" worktree remove --force "$tree"
  LABELS+=("${rev//[^A-Za-z0-9._~^\/-]/_}@$short")
  JARS+=("$WORK/$short.jar")
done

head_short="$(git -C "$ROOT" rev-parse --short HEAD)"
dirty=""
[ -n "$(git -C "$ROOT" status --porcelain)" ] && dirty="+changes"
say "-- building the working tree ($head_short$dirty)"
build "$ROOT"
cp "$ROOT/benchmarks/target/benchmarks.jar" "$WORK/worktree.jar"
LABELS+=("worktree@$head_short$dirty")
JARS+=("$WORK/worktree.jar")

if [ "$BOX2D" != 0 ] && [ -f "$BOX2D_TAR" ]; then
  say "-- building Box2D v3 from $BOX2D_TAR (Release, benchmark app only)"
  tar xzf "$BOX2D_TAR" -C "$WORK"
  b2src="$(find "$WORK" -maxdepth 1 -type d -name 'box2d-*' | head -1)"
  (cmake -S "$b2src" -B "$b2src/build" -DCMAKE_BUILD_TYPE=Release -DBOX2D_SAMPLES=OFF -DBOX2D_UNIT_TESTS=OFF \
    -DBOX2D_BENCHMARKS=ON && cmake --build "$b2src/build" -j2) >>"$LOG" 2>&1 || {
    tail -40 "$LOG"
    echo "Box2D build failed (log: $LOG)" >&2
    exit 1
  }
  B2D_BIN="$b2src/build/bin/benchmark"
else
  ROUNDS=1
  say "-- no Box2D run (BOX2D=$BOX2D, $BOX2D_TAR): ratios to issue 9's fixed figures"
fi

# runs Box2D's benchmark on a scene: a BOX2D_C_RUN line per run (ms per timed step) with the load average
box2d_run() {
  local scene="$1" load out steps
  load="$(cut -d' ' -f1 /proc/loadavg)"
  out="$(cd "$WORK" && "$B2D_BIN" -t=1 -w=1 -r="$REPEATS" -b="$scene")" || { echo "$out"; exit 1; }
  echo "$out" >>"$LOG"
  steps="$(echo "$out" | sed -n 's/.*steps = \([0-9]*\).*/\1/p' | head -1)"
  echo "$out" | sed -n 's/^run \([0-9]*\) : \([0-9.e+-]*\) (ms)/\2/p' | while read -r ms; do
    awk -v s="$scene" -v ms="$ms" -v n="$steps" -v l="$load" \
      'BEGIN { printf "BOX2D_C_RUN scene=%s ms_per_step=%.4f steps=%d load=%s\n", s, ms / (n - 1), n, l }'
  done | tee -a "$LOG" | sed 's/^/   /'
}

ORDER=()
for i in "${!JARS[@]}"; do ORDER+=("$i"); done
if [ "${#JARS[@]}" -gt 1 ]; then
  for ((i = ${#JARS[@]} - 1; i >= 0; i--)); do ORDER+=("$i"); done
fi

if [ "${#JARS[@]}" -gt 1 ]; then REPEATS="${REPEATS:-3}"; else REPEATS="${REPEATS:-5}"; fi
order_names=""
for i in "${ORDER[@]}"; do order_names+=" ${LABELS[$i]}"; done
say "-- ${#JARS[@]} jar(s), $REPEATS runs per JVM; per scene, in this order:$order_names"
ARGS=("-r=$REPEATS")
[ -n "${STEPS:-}" ] && ARGS+=("--steps=$STEPS")
for scene in $SCENES; do
  for ((round = 1; round <= ROUNDS; round++)); do
  if [ -n "$B2D_BIN" ]; then
    say "-- $scene, Box2D v3 C (load average $(cut -d' ' -f1 /proc/loadavg))"
    box2d_run "$scene"
  fi
  for i in "${ORDER[@]}"; do
    say "-- $scene, ${LABELS[$i]} (load average $(cut -d' ' -f1 /proc/loadavg))"
    # shellcheck disable=SC2086
    java $JAVA_OPTS -cp "${JARS[$i]}" "$RUNNER" "-b=$scene" "--label=${LABELS[$i]}" "${ARGS[@]}" >"$WORK/out" 2>&1 || {
      cat "$WORK/out"
      exit 1
    }
    cat "$WORK/out" >>"$LOG"
    grep '^run ' "$WORK/out" | sed 's/^/   /'
  done
  done
  if [ -n "$B2D_BIN" ]; then
    say "-- $scene, Box2D v3 C (load average $(cut -d' ' -f1 /proc/loadavg))"
    box2d_run "$scene"
  fi
done
say "-- done, load average $(cut -d' ' -f1-3 /proc/loadavg)"

# Summary over every BOX2D_RUN line of the log: per jar and scene, min and median ms/step over all its runs.
grep -h '^BOX2D_RESULT\|^BOX2D_RUN\|^BOX2D_C_RUN' "$LOG" | awk -v labels="${LABELS[*]}" -v scenes="$SCENES" '
  function kv(line, key,    n, i, parts, f) {
    n = split(line, parts, " ")
    for (i = 1; i <= n; i++) { split(parts[i], f, "="); if (f[1] == key) return substr(parts[i], length(key) + 2) }
    return ""
  }
  /^BOX2D_RESULT/ { ref[kv($0, "scene")] = kv($0, "ref_ms_per_step"); steps[kv($0, "scene")] = kv($0, "steps") }
  /^BOX2D_C_RUN/ { cs = kv($0, "scene"); cv[cs, ++cn[cs]] = kv($0, "ms_per_step") + 0 }
  /^BOX2D_RUN/ {
    k = kv($0, "label") SUBSEP kv($0, "scene")
    v[k, ++n[k]] = kv($0, "ms_per_step") + 0
    h = kv($0, "hash")
    if (!(k in hash)) hash[k] = h; else if (hash[k] != h) hash[k] = hash[k] "(unstable)"
  }
  END {
    nl = split(labels, L, " "); ns = split(scenes, S, " ")
    # Box2D measured in this run: its median replaces the fixed figure
    for (s = 1; s <= ns; s++) {
      c = cn[S[s]]; if (c == 0) continue
      for (i = 1; i <= c; i++) b[i] = cv[S[s], i]
      for (i = 2; i <= c; i++) { x = b[i]; for (j = i - 1; j >= 1 && b[j] > x; j--) b[j + 1] = b[j]; b[j + 1] = x }
      ref[S[s]] = (c % 2) ? b[(c + 1) / 2] : (b[c / 2] + b[c / 2 + 1]) / 2
      printf "Box2D v3 C, %s: %d runs, min %.3f, median %.3f ms/step (the ratios below divide by this median)\n", \
        S[s], c, b[1], ref[S[s]]
    }
    printf "\n%-14s %-26s %4s %8s %11s %11s %9s %11s %8s  %s\n", "scene", "code", "runs", "steps", "min ms/step", \
      "med ms/step", "min/B2D", "median/B2D", "vs " (nl > 1 ? "1st" : "-"), "state hash"
    for (s = 1; s <= ns; s++) for (l = 1; l <= nl; l++) {
      k = L[l] SUBSEP S[s]; c = n[k]; if (c == 0) continue
      for (i = 1; i <= c; i++) a[i] = v[k, i]
      for (i = 2; i <= c; i++) { x = a[i]; for (j = i - 1; j >= 1 && a[j] > x; j--) a[j + 1] = a[j]; a[j + 1] = x }
      mn = a[1]; md = (c % 2) ? a[(c + 1) / 2] : (a[c / 2] + a[c / 2 + 1]) / 2
      med[k] = md
      first = L[1] SUBSEP S[s]
      vs = (nl > 1 && (first in med)) ? sprintf("%.3f", md / med[first]) : "-"
      same = (nl > 1 && l > 1) ? (hash[k] == hash[first] ? " (= 1st)" : " (differs)") : ""
      printf "%-14s %-26s %4d %8s %11.3f %11.3f %8.2fx %10.2fx %8s  %s%s\n", S[s], L[l], c, steps[S[s]], mn, md, \
        mn / ref[S[s]], md / ref[S[s]], vs, hash[k], same
      summary[s, l] = sprintf("BOX2D_SUMMARY label=%s scene=%s runs=%d min_ms_per_step=%.4f median_ms_per_step=%.4f" \
        " ref_ms_per_step=%s min_ratio=%.3f median_ratio=%.3f median_vs_first=%s hash=%s", L[l], S[s], c, mn, md, \
        ref[S[s]], mn / ref[S[s]], md / ref[S[s]], vs, hash[k])
    }
    print ""
    for (s = 1; s <= ns; s++) for (l = 1; l <= nl; l++) if ((s, l) in summary) print summary[s, l]
  }' | tee -a "$LOG"
echo "full log: $LOG"
