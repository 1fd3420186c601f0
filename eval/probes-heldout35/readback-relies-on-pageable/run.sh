#!/bin/sh
# usage: ./run.sh <eval-bin>/bin/cudalint   (cuda-pageable-async-memcpy findings of probe.cu)
cd "$(dirname "$0")" && out=$("$1" probe.cu --checks='-*,cuda-pageable-async-memcpy' --quiet -- -x cuda --cuda-host-only \
  -std=c++17 -I/usr/local/cuda/include 2>&1 | grep -E 'warning:' | sed 's|.*/eval/probes-heldout35/||')
if [ -n "$out" ]; then echo "$out"; else echo "no finding"; fi
