#!/usr/bin/env bash
# Makes a current Tiled (1.11, from Debian 13 "trixie") runnable on this Debian 12 machine, beside Debian 12's own
# Tiled 1.8, without installing anything system-wide: the tests check the Tiled project and the re-saves with both.
#   scripts/ensure-tiled-current.sh      # prints the path of the tiled command (downloads once, then reuses it)
# Tiled 1.11 needs a newer C and C++ library than Debian 12 has, so its Debian packages are unpacked under
# $TILTFALL_TOOLS (default ~/.cache/tiltfall/tools) together with trixie's libc6, libstdc++6, libgcc-s1 and libzstd1;
# patchelf points the tiled binary at that libc's loader and library folder, and Qt 5 comes from Debian 12
# (Tiled 1.11 is still built on Qt 5 in trixie: Debian 12's tiled package brings its Qt libraries, and
# scripts/ensure-test-deps.sh adds libqt5concurrent5 and patchelf, then runs this script). Nothing outside that folder changes. Each file is checked against
# the SHA-256 in trixie's package index; the pinned file names are tried first and the index is fetched only when
# Debian has replaced one of them (a point release).
set -euo pipefail

TOOLS="${TILTFALL_TOOLS:-$HOME/.cache/tiltfall/tools}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
DEST="$TOOLS/tiled-trixie"
BIN="$DEST/bin/tiled"
if [ -x "$BIN" ] && QT_QPA_PLATFORM=offscreen "$BIN" --version >/dev/null 2>&1; then
  echo "$BIN"
  exit 0
fi

command -v patchelf >/dev/null || {
  echo "ensure-tiled-current: patchelf is missing (scripts/ensure-test-deps.sh installs it)" >&2
  exit 1
}
# package, pinned pool file, its SHA-256 (trixie's index, 2026-11)
PINNED=(
  "tiled pool/main/t/tiled-qt/tiled_1.11.90-1_amd64.deb 81eb5ae7a367742af3d2e8f0245f2c11ad848e093391b5934dadb5db5434683d"
  "libtiled1 pool/main/t/tiled-qt/libtiled1_1.11.90-1_amd64.deb 55233aedd813fe815224b717ec85e59e3f12e916f88b5b4b4928075cce75d5a1"
  "libc6 pool/main/g/glibc/libc6_2.41-12+deb13u5_amd64.deb b59b0625cd1a791375d40dab23a4d5d3d0641e3d0a773501becdc3725b7f99cf"
  "libstdc++6 pool/main/g/gcc-14/libstdc++6_14.2.0-19_amd64.deb ab1fa05837aa7a92aae748fd07a18a35f7d18bb4a71c4724fe2bbf0e32089de0"
  "libgcc-s1 pool/main/g/gcc-14/libgcc-s1_14.2.0-19_amd64.deb 3c71917b490d1a17aed43196a2787a256ecf060526cdb20216a74bedc061b150"
  "libzstd1 pool/main/libz/libzstd/libzstd1_1.5.7+dfsg-1_amd64.deb 2f6a2aeacfc925eba8b00ac9139bc4bfccf8cacb09eb93de067074b26948eef9"
)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
index=""
lookup() { # lookup <package> <field>: from trixie's package index (fetched only when a pinned file is gone)
  if [ -z "$index" ]; then
    index="$work/Packages"
    curl -fsS "$MIRROR/dists/trixie/main/binary-amd64/Packages.xz" | xz -dc >"$index"
  fi
  awk -v P="$1" -v F="$2:" '$0 == "Package: " P { p = 1 } p && $1 == F { print $2; exit }' "$index"
}

rm -rf "$DEST.new"
mkdir -p "$DEST.new/root" "$DEST.new/bin"
for entry in "${PINNED[@]}"; do
  read -r pkg file want <<<"$entry"
  deb="$work/$pkg.deb"
  if ! curl -fsS -o "$deb" "$MIRROR/$file" 2>/dev/null; then
    file="$(lookup "$pkg" Filename)"
    want="$(lookup "$pkg" SHA256)"
    [ -n "$file" ] || { echo "ensure-tiled-current: $pkg is not in trixie's index" >&2; exit 1; }
    curl -fsS -o "$deb" "$MIRROR/$file"
  fi
  [ "$(sha256sum "$deb" | cut -d' ' -f1)" = "$want" ] || {
    echo "ensure-tiled-current: $MIRROR/$file does not have the SHA-256 of trixie's index" >&2
    exit 1
  }
  dpkg-deb -x "$deb" "$DEST.new/root"
done

root="$DEST/root"
libs="$root/usr/lib/x86_64-linux-gnu:$root/lib/x86_64-linux-gnu"
# the final paths are baked into the binary: patch a copy that already names them, then move the folder there
patchelf --set-interpreter "$root/usr/lib64/ld-linux-x86-64.so.2" --force-rpath --set-rpath "$libs" \
  "$DEST.new/root/usr/bin/tiled"
cat >"$DEST.new/bin/tiled" <<EOF
#!/bin/sh
# Tiled from Debian trixie, unpacked by scripts/ensure-tiled-current.sh (its own libc; Qt 5 from this system)
exec "$root/usr/bin/tiled" "\$@"
EOF
chmod +x "$DEST.new/bin/tiled"
rm -rf "$DEST"
mv "$DEST.new" "$DEST"
QT_QPA_PLATFORM=offscreen "$BIN" --version >/dev/null 2>&1 || {
  echo "ensure-tiled-current: the unpacked Tiled does not start:" >&2
  QT_QPA_PLATFORM=offscreen "$BIN" --version >&2 || true
  exit 1
}
echo "$BIN"
