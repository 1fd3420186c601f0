#!/usr/bin/env python3
"""Wave-2 hunt, sixth round (eval/results/wave2hunt6.md): real code for issue 16's three checks
(cuda-capture-unsafe-call, cuda-event-timing-stream, cuda-host-access-before-sync) on repositories nobody
had used. The candidates (eval/wave2hunt6-candidates.tsv) were written and committed before any cuda-* run
on these files (batch 1: e1b1883). Reuses eval/heldout_base.py (heldout3's extract/db steps); the lint step
here runs the frozen build twice, once with the three checks and once with every cuda-* check.

TUs: the files holding the candidate rows, each with the flags of its own build:

- lighttransport/gemm (LLM, 3D-generation and image-generation runners over the CUDA driver API, loaded
  at run time through cuew: every cu* call is a call through a global function pointer). Plain gcc, no
  nvcc, no CUDA headers (cuew.h declares the types): cuda/llm/Makefile (CFLAGS -O3 -Wall -Wextra -I..
  -mavx2 -mfma -march=native) for cuda_llm_runner.c; cuda/hy3d/Makefile (-O3 -Wall -Wextra -I..) for
  cuda_hy3d_runner.c; cuda/hy3d_paint/Makefile (-O3 -Wall -Wextra -I../.. -I../../common -I..) for
  paint_stage_unet.c; cuda/gemm/Makefile (-O3 -Wall -Wextra -I.. -I../../common -mavx2 -mfma -march=native)
  for bench_cuda_gemm.c.
- goldenfox2025/LLM_infer (a Qwen2/Qwen3 inference engine built as a pybind11 module by CMake, Release
  in build.sh): host C++ files of the model_bridge target, g++-12 -std=c++17 (gnu++17 as CMake writes it
  with extensions on) and the Release options -O3 -march=native -funroll-loops -flto -mavx2 -mfma -DNDEBUG,
  include dirs backend/cpp/include, interface, backend/cpp/src/CUDAoperators (the operators target's
  PUBLIC dir), the toolkit's include (CUDA::cudart), pybind11 and Python 3.11 (pybind11_add_module; Debian's
  pybind11-dev 2.10.3 stands in for the pip package). The cutlass submodule is not in the snapshot.

  wave2hunt6-repos.py extract --mirrors <mirrors> --out <out>
  wave2hunt6-repos.py db --out <out>
  wave2hunt6-repos.py preparse --out <out> --cudalint <eval-bin-s49a>/bin/cudalint
  wave2hunt6-repos.py lint3 --out <out> --cudalint <eval-bin-s49a>/bin/cudalint   # the three checks -> <out>/out3
  wave2hunt6-repos.py lint --out <out> --cudalint <eval-bin-s49a>/bin/cudalint    # every cuda-* check -> <out>/out
  wave2hunt6-repos.py parse --out <out>
WAVE2HUNT6_BATCH=<n> in the environment limits db/lint to one batch's repositories (1, 2); WAVE2HUNT6_NANO_SRC
names the directory holding bd4sur/Nano's infer/cuda files (default: <out>/nano).
"""
import os, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import heldout_base as hb  # noqa: E402

h3 = hb.load()
GCC = "/usr/bin/gcc"
GXX12 = "/usr/bin/g++-12"

COMMITS = {
    "lighttransport+gemm": "5c49ba4c37a9c5bcf2a563c74fd4536e8034e47f",
    "goldenfox2025+LLM_infer": "c7ec02a20a97ea99d0814f8fb6a6fd3873330196",
    # Batch 2 (keyed in 08f14c2, after batch 1's run, before any run on it). The mirror's snapshot of
    # bd4sur/Nano (3a4955c, 2026-08) predates infer/cuda/; the three files below are the code index's stored
    # versions at 02840d3 (read_file repo=bd4sur/Nano path=... commit=02840d3e...), written out verbatim
    # (character counts checked: nano_cuda.cu 63537, tokenizer.h 2055, platform_shim.h 1043) into
    # --nano-src <dir>/infer/cuda. extract copies them from there.
    "bd4sur+Nano": "02840d3e0a197aa73f38415711624c7424fb3628",
}
PATHS = {
    "lighttransport+gemm": ["cuda", "common"],
    "lighttransport+gemm-cudah": ["cuda", "common"],
    "goldenfox2025+LLM_infer": ["backend", "interface"],
    "goldenfox2025+LLM_infer-fix": ["backend", "interface"],
    "bd4sur+Nano": ["infer/cuda/nano_cuda.cu", "infer/cuda/tokenizer.h", "infer/cuda/platform_shim.h"],
}
THREE = "-*,cuda-capture-unsafe-call,cuda-event-timing-stream,cuda-host-access-before-sync"


# Not the project's build: lighttransport+gemm-cudah is the same tree and commands with cuda/cuew.h replaced
# by this shim, which declares the driver API and NVRTC as functions (<cuda.h>, <nvrtc.h>) instead of cuew's
# function pointers, so that cudalint's gate (docs/cli.md "Host C and C++ files": a unit must declare the
# API as C functions) lets the units through. It shows what the checks do on the real regions; the blind
# result is the lighttransport+gemm build.
CUEW_SHIM = """/* wave2hunt6 shim (not cuew): the driver API and NVRTC as functions, for lighttransport+gemm-cudah. */
#ifndef __CUEW_H__
#define __CUEW_H__
#include <cuda.h>
#include <nvrtc.h>
#define CUEW_SUCCESS 0
#define CUEW_ERROR_OPEN_FAILED -1
#define CUEW_ERROR_ATEXIT_FAILED -2
#define CUEW_INIT_CUDA 1
#define CUEW_INIT_NVRTC 2
int cuewInit(cuuint32_t flags);
const char *cuewErrorString(CUresult result);
const char *cuewCompilerPath(void);
int cuewCompilerVersion(void);
int cuewNvrtcVersion(void);
#endif
"""


def units(key):
    commit = COMMITS[key.replace("-cudah", "").replace("-fix", "")]
    if key.startswith("lighttransport+gemm"):
        cuda = [hb.CUDA_INC] if key.endswith("-cudah") else []
        w = ["-O3", "-Wall", "-Wextra"]
        return commit, lambda: [
            ("cuda/llm", [GCC] + w + cuda + ["-I..", "-mavx2", "-mfma", "-march=native", "-c", "cuda_llm_runner.c"]),
            ("cuda/hy3d", [GCC] + w + cuda + ["-I..", "-c", "cuda_hy3d_runner.c"]),
            ("cuda/hy3d_paint", [GCC] + w + cuda + ["-I../..", "-I../../common", "-I..", "-c", "paint_stage_unet.c"]),
            ("cuda/gemm", [GCC] + w + cuda + ["-I..", "-I../../common", "-mavx2", "-mfma", "-march=native", "-c",
                                       "bench_cuda_gemm.c"]),
        ]
    if key.startswith("goldenfox2025+LLM_infer"):
        # -fix (not the project's build): CUDA 13 removed cudaDeviceProp::memoryClockRate, which
        # common.hpp:757 prints (1 error in every TU, in no keyed function); the macro maps it to another
        # int member so that the same code parses cleanly.
        fix = ["-DmemoryClockRate=memoryBusWidth"] if key.endswith("-fix") else []
        base = [GXX12, "-std=gnu++17", "-O3", "-march=native", "-funroll-loops", "-flto", "-mavx2", "-mfma",
                "-DNDEBUG", "-fPIC", "-I@ROOT@/backend/cpp/include", "-I@ROOT@/interface",
                "-I@ROOT@/backend/cpp/src/CUDAoperators", hb.CUDA_INC, "-isystem", "/usr/include/python3.11"] + fix
        return commit, lambda: [("backend/cpp/src", base + ["-c", f]) for f in
                                ("qwen.cpp", "speculative_decoder.cpp", "inference.cpp")]
    if key == "bd4sur+Nano":  # infer/cuda/Makefile: $(NVCC) -O3 -arch=$(ARCH) --use_fast_math -lineinfo -c, ARCH ?= sm_89
        return commit, lambda: [("infer/cuda", [h3.NVCC, "-O3", "-arch=sm_89", "--use_fast_math", "-lineinfo",
                                                "-c", "nano_cuda.cu"])]
    raise KeyError(key)


NANO_SRC = os.environ.get("WAVE2HUNT6_NANO_SRC")  # default: <out>/nano, set in extract()


def extract(a):
    for key in h3.REPOS:
        if a.only and key != a.only:
            continue
        if key == "bd4sur+Nano":
            import shutil
            for rel in PATHS[key]:
                dst = os.path.join(a.out, "src", key, rel)
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copyfile(os.path.join(NANO_SRC or os.path.join(a.out, "nano"), rel), dst)
            continue
        mirror = key.replace("-cudah", "").replace("-fix", "")
        hb.archive_into(a.mirrors, mirror, COMMITS[mirror], PATHS[key], os.path.join(a.out, "src", key))
        if key.endswith("-cudah"):
            with open(os.path.join(a.out, "src", key, "cuda", "cuew.h"), "w") as f:
                f.write(CUEW_SHIM)


BATCHES = {"1": ("lighttransport+gemm", "goldenfox2025+LLM_infer", "lighttransport+gemm-cudah",
                 "goldenfox2025+LLM_infer-fix"),
           "2": ("bd4sur+Nano",)}
_b = os.environ.get("WAVE2HUNT6_BATCH")
_keys = list(BATCHES[_b]) if _b in BATCHES else [k for v in BATCHES.values() for k in v]
hb.set_round(h3, {k: units(k) for k in _keys}, {})
hb.set_steps(h3, "-*,cuda-*", extract, {})


def lint_with(checks, sub):
    """cudalint -j 1 under nice -n 10 on each repository's whole database, one JSON report per repository
    under <out>/<sub>."""
    def lint(a):
        for repo in h3.REPOS:
            if a.only and repo != a.only:
                continue
            root = os.path.realpath(os.path.join(a.out, "src", repo))
            report = os.path.join(os.path.abspath(a.out), sub, repo + ".json")
            os.makedirs(os.path.dirname(report), exist_ok=True)
            cmd = ["nice", "-n", "10", a.cudalint, "-j", "1", "--format=json", "-p", os.path.join(a.out, "db", repo),
                   "--checks=" + checks, "--output=" + report, "--quiet", "--source-root=" + root]
            print(" ".join(cmd), flush=True)
            print(f"{repo}: exit {subprocess.run(cmd).returncode}", flush=True)
    return lint


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "lint3":
        sys.argv[1] = "lint"
        h3.lint = lint_with(THREE, "out3")
    elif len(sys.argv) > 1 and sys.argv[1] == "lint":
        h3.lint = lint_with("-*,cuda-*", "out")
    sys.exit(hb.round_main(h3))
