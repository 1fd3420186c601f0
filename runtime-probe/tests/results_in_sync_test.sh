#!/usr/bin/env bash
# The committed charts and results/README.md are exactly what the scripts make from the committed
# JSON: no figure in them was typed by hand or left stale.
# usage: results_in_sync_test.sh PYTHON SOURCE_DIR
set -u
py=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$py" "$src/scripts/make-charts.py" --results "$src/results" --out "$tmp" >/dev/null || exit 1
"$py" "$src/scripts/make-readme.py" --results "$src/results" --out "$tmp" >/dev/null || exit 1
fail=0
for f in "$tmp"/*; do
  name=$(basename "$f")
  if ! cmp -s "$f" "$src/results/$name"; then
    echo "FAIL: results/$name differs from what the scripts make (rerun them)"; fail=1
  else
    echo "ok: results/$name"
  fi
done
exit $fail
