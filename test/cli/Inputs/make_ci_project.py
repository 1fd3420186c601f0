#!/usr/bin/env python3
"""Writes a small project for the CI-scale tests: DEST/src/*.cu, a header that several of them
include (its finding is reported by units of every shard), DEST/build/compile_commands.json
with relative file names. usage: make_ci_project.py DEST FAKE_CUDA_INCLUDE_DIR"""
import json
import os
import sys

dest, fake_cuda = sys.argv[1], sys.argv[2]

FINDING = """#include "cuda_runtime.h"

void time_{name}() {{
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}}
"""
CLEAN = """#include "cuda_runtime.h"

void time_{name}() {{
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
}}
"""
USES_HEADER = """#include "timing.cuh"

float total_{name}() {{ return helper_elapsed(); }}
"""
HEADER = """#pragma once
#include "cuda_runtime.h"

inline float helper_elapsed() {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming);
  cudaEventCreate(&b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}
"""
sources = {"alpha": FINDING, "bravo": CLEAN, "charlie": USES_HEADER, "delta": USES_HEADER,
           "echo": FINDING, "foxtrot": USES_HEADER, "golf": CLEAN, "hotel": USES_HEADER}
for d in ("src", "include", "build"):
    os.makedirs(os.path.join(dest, d), exist_ok=True)
with open(os.path.join(dest, "include", "timing.cuh"), "w") as f:
    f.write(HEADER)
entries = []
build = os.path.join(dest, "build")
for name, text in sources.items():
    with open(os.path.join(dest, "src", name + ".cu"), "w") as f:
        f.write(text.format(name=name))
    entries.append({"directory": build, "file": "../src/%s.cu" % name,
                    "arguments": ["clang++", "-nocudainc", "-nocudalib", "-std=c++17",
                                  "-I", fake_cuda, "-I", "../include", "-c",
                                  "../src/%s.cu" % name, "-o", name + ".o"]})
with open(os.path.join(build, "compile_commands.json"), "w") as f:
    json.dump(entries, f, indent=1)
