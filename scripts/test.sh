#!/usr/bin/env bash
# The one test command: core unit tests, the desktop smoke test (real LWJGL3 window under Xvfb with Mesa's
# software OpenGL) and the browser end-to-end test (GWT build in headless Chromium). Extra arguments go to Maven.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/ensure-test-deps.sh

export LIBGL_ALWAYS_SOFTWARE=1
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1600x900x24" mvn -B verify "$@"
fi
exec mvn -B verify "$@"
