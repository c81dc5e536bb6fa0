#!/usr/bin/env bash
# Compiles the GWT web build and serves it on http://127.0.0.1:8080 (Ctrl+C stops the server).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "Building (the first build downloads dependencies and takes a few minutes)..." >&2
build_log=$(mvn -B -q -pl html -am package -DskipTests 2>&1) || { echo "$build_log"; echo "Build failed." >&2; exit 1; }
grep "not found (" <<<"$build_log" >&2 || true # a build tool missing (terser, zopfli): what the build did instead
echo "Tiltfall is served on http://127.0.0.1:8080/  (Ctrl+C to stop)"
# Sends the build's precompressed .gz files, like a production host should (see docs/performance/web.md).
exec python3 scripts/web-server.py --port 8080 --dir html/target/webapp
