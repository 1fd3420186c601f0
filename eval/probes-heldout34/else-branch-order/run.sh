#!/bin/sh
# usage: ./run.sh <eval-bin>/bin/cudalint   (prints the default-stream findings of probe.cu, one per line)
cd "$(dirname "$0")" && out=$("$1" probe.cu --checks='-*,cuda-default-stream' --quiet -- -x cuda --cuda-gpu-arch=sm_90 \
  --cuda-host-only -nocudalib 2>&1 | grep -E 'warning:' | sed 's|.*/eval/probes-heldout34/||')
if [ -n "$out" ]; then echo "$out"; else echo "no finding"; fi
