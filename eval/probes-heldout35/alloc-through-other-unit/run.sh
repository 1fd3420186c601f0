#!/bin/sh
# usage: ./run.sh <eval-bin>/bin/cudalint   (alloc-in-loop findings of the two-unit database loop.cu + wrapper.cpp, run
# whole, and of loop-same-unit.cu and loop-same-unit-guarded.cu alone)
cd "$(dirname "$0")" && d=$(mktemp -d) && here=$(pwd) && cat > $d/compile_commands.json <<JSON
[{"directory": "$here", "file": "$here/loop.cu", "arguments": ["/usr/local/cuda/bin/nvcc", "-std=c++17", "-c", "loop.cu"]},
 {"directory": "$here", "file": "$here/wrapper.cpp", "arguments": ["/usr/bin/g++", "-std=c++17", "-I/usr/local/cuda/include", "-c", "wrapper.cpp"]}]
JSON
echo "== loop.cu + wrapper.cpp (whole database)"
out=$("$1" -p $d --checks='-*,cuda-alloc-in-loop' --quiet 2>&1 | grep -E 'warning:' | sed 's|.*/eval/probes-heldout35/||')
if [ -n "$out" ]; then echo "$out"; else echo "no finding"; fi
for f in loop-same-unit.cu loop-same-unit-guarded.cu; do
cat > $d/compile_commands.json <<JSON
[{"directory": "$here", "file": "$here/$f", "arguments": ["/usr/local/cuda/bin/nvcc", "-std=c++17", "-c", "$f"]}]
JSON
echo "== $f"
out=$("$1" -p $d --checks='-*,cuda-alloc-in-loop' --quiet 2>&1 | grep -E 'warning:' | sed 's|.*/eval/probes-heldout35/||')
if [ -n "$out" ]; then echo "$out"; else echo "no finding"; fi
done
rm -rf $d
