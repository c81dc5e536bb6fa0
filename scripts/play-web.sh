#!/usr/bin/env bash
# Compiles the GWT web build and serves it on http://127.0.0.1:8080 (Ctrl+C stops the server).
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -pl html -am package -DskipTests
echo "Tiltfall is served on http://127.0.0.1:8080/  (Ctrl+C to stop)"
exec python3 -m http.server 8080 --bind 127.0.0.1 --directory html/target/webapp
