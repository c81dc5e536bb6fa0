#!/usr/bin/env bash
# The one test command: core unit tests (with the round trip of every shipped level through Debian's tiled), the
# desktop smoke test (real LWJGL3 window under Xvfb with Mesa's software OpenGL), the browser end-to-end test (GWT
# build in headless Chromium), then the level checker as designers run it. Extra arguments go to Maven.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/ensure-test-deps.sh

export LIBGL_ALWAYS_SOFTWARE=1
if [ -z "${DISPLAY:-}" ]; then
  # -noreset: Xvfb otherwise resets whenever its last window closes, and a window opened during that reset fails
  # ("GLFW_PLATFORM_UNAVAILABLE") in the tests that open one window after another
  xvfb-run -a -s "-screen 0 1600x900x24 -noreset" mvn -B verify "$@"
else
  mvn -B verify "$@"
fi

# The level checker on every shipped level (validation + each replay to the goal), reusing the jar just built...
scripts/check-levels.sh
# ...and it must fail, naming the problem, on a broken level.
out=$(scripts/check-levels.sh core/src/test/resources/levels/broken/no-spawn.tmx) && {
  echo "check-levels.sh passed a level without a player spawn:"; echo "$out"; exit 1; }
grep -q "no-spawn.tmx: missing player spawn" <<<"$out" || { echo "check-levels.sh said: $out"; exit 1; }
echo "check-levels.sh: refuses a broken level, as it should"
