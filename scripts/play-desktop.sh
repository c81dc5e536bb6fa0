#!/usr/bin/env bash
# Builds the desktop jar (natives included) and starts the game. Arguments are passed to the game.
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -pl desktop -am package -DskipTests
exec java -jar desktop/target/tiltfall.jar "$@"
