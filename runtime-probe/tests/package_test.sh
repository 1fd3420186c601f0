#!/usr/bin/env bash
# usage: package_test.sh BUILD_DIR — builds the cudalint-probe Debian package and checks it.
set -euo pipefail
build=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$build" && cpack -G DEB -B "$tmp/pkg" >/dev/null)
deb=$(ls "$tmp"/pkg/cudalint-probe_*.deb)
dpkg-deb -f "$deb" Package | grep -qx cudalint-probe
dpkg-deb -x "$deb" "$tmp/root"
test -x "$tmp/root/usr/bin/cudalint-probe"
ls "$tmp"/root/usr/share/cudalint-probe/plans/*.json >/dev/null
"$tmp/root/usr/bin/cudalint-probe" --help | grep -q -- --plan
echo "package_test: $(basename "$deb") holds a working cudalint-probe"
