#!/usr/bin/env bash
# Makes sure the system packages the tests need are present:
#   - Xvfb + Mesa software OpenGL + X libraries for the LWJGL3 desktop smoke test,
#   - Debian Chromium + ChromeDriver for the browser end-to-end test,
#   - Debian's Tiled (1.8) for the test that re-saves every shipped level through `tiled --export-map`, and a current
#     Tiled (1.11, from Debian 13, unpacked privately by scripts/ensure-tiled-current.sh; needs libqt5concurrent5 and
#     patchelf) for the same tests,
#   - zopfli, with which the web build compresses its script (3.5 % smaller than gzip -9; the budgets assume it) and
#     its PNGs (zopflipng, lossless),
#   - terser (with Node.js), which minifies the web build's script before that (the budgets measure the minified
#     script; a build without it sends the script unminified and says so, a CI build fails).
# Installs them with apt-get when running as root (always on CI); otherwise prints the exact command and fails.
set -euo pipefail

PACKAGES=(xvfb xauth libgl1-mesa-dri libglx-mesa0 libegl-mesa0 libxrandr2 libxcursor1 libxi6 libxinerama1
          libxxf86vm1 libxtst6 chromium chromium-driver tiled libqt5concurrent5 patchelf zopfli terser)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
current_tiled() { "$(dirname "$0")/ensure-tiled-current.sh" >/dev/null; }
[ ${#missing[@]} -eq 0 ] && { current_tiled; exit 0; }

echo "Test dependencies missing: ${missing[*]}"
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${missing[@]}"
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  sudo DEBIAN_FRONTEND=noninteractive apt-get update -q
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
current_tiled
