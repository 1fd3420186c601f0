#!/bin/sh
# usage: ./run.sh <eval-bin>/bin/cudalint   (prints the missing-stream findings of probe.cpp and probe-visible.cpp)
cd "$(dirname "$0")" && for f in probe.cpp probe-visible.cpp; do echo "== $f"
  out=$("$1" $f --checks='-*,cuda-missing-stream' --quiet -- -x c++ -std=c++17 -I/usr/local/cuda/include 2>&1 \
    | grep -E 'warning:' | sed 's|.*/eval/probes-heldout34/||')
  if [ -n "$out" ]; then echo "$out"; else echo "no finding"; fi; done
