#!/usr/bin/env python3
"""Wave-2 hunt, fifth round (eval/results/wave2hunt5.md): real code for issue 16's three checks
(cuda-host-access-before-sync, cuda-event-timing-stream, cuda-capture-unsafe-call), on four
repositories nobody had used. The candidates (eval/wave2hunt5-candidates.tsv) were written and
committed before any cuda-* run. Reuses eval/heldout_base.py (heldout3's steps, -j 1 under nice -n 10).

TUs: only the files that hold the candidate rows (12 TUs), each with the flags of its own build:

- OpenBMB/CPM.cu (an LLM inference engine built as a torch extension by setup.py): src/entry.cu, the one
  TU that includes every model header, with setup.py's nvcc flags (C++17, both dtypes, the -U__CUDA_NO_*
  flags, --expt-relaxed-constexpr, --expt-extended-lambda, include dirs src/, src/flash_attn,
  src/flash_attn/src), twice: the default build (key OpenBMB+CPM.cu) and the CPMCU_PERF=1 build, which
  adds -DENABLE_PERF (key OpenBMB+CPM.cu-perf, same tree); and both again with CPM_FIX (keys -fix,
  -perf-fix), <cassert>, <algorithm> and -Wno-invalid-constexpr, which make the TU parse cleanly. CPMCU_DISABLE_PYBIND11 (the source's own
  switch) is defined so that pybind11 (torch's copy) is not needed. The cutlass submodule is not in the
  snapshot: a two-line stub of cutlass/numeric_types.h (half_t, bfloat16_t, written here, not CUTLASS)
  stands in for it under <out>/gen.
- NVIDIA/nvshmem: four programs of examples/ (its CMake builds each with nvcc, C++17,
  CUDA_SEPARABLE_COMPILATION ON: -rdc=true, the tree's src/include); the three headers CMake configures from .in files are generated under <out>/gen by
  replacing every @VAR@ with 0 and
  every #cmakedefine with the /* #undef */ CMake writes for an option that is off (versions, build options).
- lmontigny/Practice_Cuda (a practice repository): cuda_graph.cu (a fragment: expected not to parse) and
  the three transpose tasks (plain `nvcc file.cu`).
- CoffeeBeforeArch/cuda_programming (a tutorial): the pinned-memory and prefetch vector additions.
- Batch 2 (keyed after batch 1's run): krishna-exp/llama2.cu forward.cu (a multi-stream llama2 port; README:
  `nvcc -arch=native run.cu forward.cu`) and BDHU/llama2.cu llama2.cu (one file, plain nvcc).
  WAVE2HUNT5_BATCH=2 in the environment limits db/lint/parse to these two.
- Batch 3: votca/xtp src/libxtp/cudamatrix.cc at acdf126 (the parent of 4e53b66, which fixed the project's
  issue #391), host C++14 (CMake) against the toolkit. Two dependencies are not in the tree: votca-tools
  (eigen.h, types.h) and Eigen; <out>/gen/votca holds small stubs written here (Eigen::Matrix/Array with the
  members the included headers use, votca::Index), and votca_config.h generated from its .in with USE_CUDA
  defined (the build this file belongs to). WAVE2HUNT5_BATCH=3 limits db/lint/parse to it.

  wave2hunt5-repos.py extract --mirrors <mirrors> --out <out>
  wave2hunt5-repos.py db|lint|parse --out <out> [--cudalint <eval-bin-s45a>/bin/cudalint]
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import heldout_base as hb  # noqa: E402

h3 = hb.load()
NVCC = h3.NVCC
SM90 = hb.SM90

COMMITS = {
    "OpenBMB+CPM.cu": "23aa7b7fefc537113166691cec63d5baa5209ebe",
    "NVIDIA+nvshmem": "2d7d25f0816235e3c2b51779571ec032606ea0dd",
    "lmontigny+Practice_Cuda": "9ad9393d4e7302f11a4af8998d08be3e0a9db64d",
    "CoffeeBeforeArch+cuda_programming": "8711be08e2060680820304594f3691cc0016edd1",
    # Batch 2 (keyed in 97e5637, after batch 1's run, before any run on these)
    "krishna-exp+llama2.cu": "c6823c6bf1c491cee7f3b4460d3fe1a240469b36",
    "BDHU+llama2.cu": "db83c3f3da0022fda42c93ea1889389b00d7ba5c",
    # Batch 3 (keyed in 3ba967d, before its run): the parent of the fix of votca/xtp issue #391
    "votca+xtp": "acdf12676a179cd59b603c0488d44919adb41c2b",
}
# key -> (mirror, pathspecs)
TREES = {
    "OpenBMB+CPM.cu": ("OpenBMB+CPM.cu", ["src"]),
    "OpenBMB+CPM.cu-perf": ("OpenBMB+CPM.cu", ["src"]),
    "OpenBMB+CPM.cu-fix": ("OpenBMB+CPM.cu", ["src"]),
    "OpenBMB+CPM.cu-perf-fix": ("OpenBMB+CPM.cu", ["src"]),
    "NVIDIA+nvshmem": ("NVIDIA+nvshmem", ["src/include", "examples"]),
    "lmontigny+Practice_Cuda": ("lmontigny+Practice_Cuda", ["cuda_graph.cu", "GPU Memory Optimizations"]),
    "CoffeeBeforeArch+cuda_programming": ("CoffeeBeforeArch+cuda_programming", ["01_vector_addition"]),
    "krishna-exp+llama2.cu": ("krishna-exp+llama2.cu", ["forward.cu", "forward.h", "model.h"]),
    "BDHU+llama2.cu": ("BDHU+llama2.cu", ["llama2.cu"]),
    "votca+xtp": ("votca+xtp", ["include/votca/xtp", "src/libxtp/cudamatrix.cc"]),
}

GEN = "@GEN@"  # replaced by <out>/gen in db

CPM_BASE = [NVCC, "-std=c++17", "-DENABLE_DTYPE_FP16", "-DENABLE_DTYPE_BF16", "-U__CUDA_NO_HALF_OPERATORS__",
            "-U__CUDA_NO_HALF_CONVERSIONS__", "-U__CUDA_NO_HALF2_OPERATORS__",
            "-U__CUDA_NO_BFLOAT16_CONVERSIONS__", "--expt-relaxed-constexpr", "--expt-extended-lambda", "-O3",
            "--use_fast_math", "-DCPMCU_DISABLE_PYBIND11", "-I@ROOT@/src/flash_attn", "-I@ROOT@/src/flash_attn/src",
            "-I" + GEN, "-I@ROOT@/src"] + SM90


# The two builds above do not parse cleanly (16 errors, none in a keyed function): the real build includes
# pybind11 (entry.cu:1-3), which brings in assert (Python.h includes <assert.h>); with CPMCU_DISABLE_PYBIND11
# it is missing (nvcc 13.0 with the same flags stops on the same asserts: 7 errors). And, unlike nvcc, clang
# misses <algorithm> for std::min({...}) (flash_api.hpp:156) and rejects a constexpr function that
# reinterpret_casts (trait.cuh:21,36). The -fix builds add the two headers and -Wno-invalid-constexpr, so
# that a clean parse of the same code is judged too.
CPM_FIX = ["--pre-include", "cassert", "--pre-include", "algorithm", "-Xcompiler", "-Wno-invalid-constexpr"]


def units(key):
    commit = COMMITS[TREES[key][0]]
    if key == "OpenBMB+CPM.cu":
        return commit, lambda: [("src", CPM_BASE + ["-c", "entry.cu"])]
    if key == "OpenBMB+CPM.cu-perf":
        return commit, lambda: [("src", CPM_BASE + ["-DENABLE_PERF", "-c", "entry.cu"])]
    if key == "OpenBMB+CPM.cu-fix":
        return commit, lambda: [("src", CPM_BASE + CPM_FIX + ["-c", "entry.cu"])]
    if key == "OpenBMB+CPM.cu-perf-fix":
        return commit, lambda: [("src", CPM_BASE + CPM_FIX + ["-DENABLE_PERF", "-c", "entry.cu"])]
    if key == "NVIDIA+nvshmem":
        base = [NVCC, "-std=c++17", "-rdc=true", "-I" + GEN + "/nvshmem", "-I@ROOT@/src/include", hb.CCCL_INC] + SM90
        return commit, lambda: [("examples", base + ["-c", f]) for f in
                                ("ring-reduce.cu", "ring-bcast.cu", "dev-guide-ring.cu", "moe_shuffle.cu")]
    if key == "lmontigny+Practice_Cuda":
        base = [NVCC, "-arch=sm_90"]
        t = "GPU Memory Optimizations/transpose_optimization_files"
        return commit, lambda: [(".", base + ["-c", "cuda_graph.cu"])] + [
            (f"{t}/task{i}", base + ["-c", f"task{i}.cu"]) for i in (1, 2, 3)]
    if key == "CoffeeBeforeArch+cuda_programming":
        base = [NVCC, "-arch=sm_90"]
        return commit, lambda: [("01_vector_addition/pinned_memory", base + ["-c", "vectorAdd_pinned.cu"]),
                                ("01_vector_addition/unified_memory", base + ["-c", "vectorAdd_um_prefetch.cu"])]
    if key == "krishna-exp+llama2.cu":  # README: nvcc -arch=native run.cu forward.cu
        return commit, lambda: [(".", [NVCC, "-arch=sm_90", "-c", "forward.cu"])]
    if key == "BDHU+llama2.cu":  # a single file, no build script: plain nvcc
        return commit, lambda: [(".", [NVCC, "-arch=sm_90", "-c", "llama2.cu"])]
    if key == "votca+xtp":  # CMake, C++14; cudamatrix.cc is host C++ against the toolkit (USE_CUDA builds)
        return commit, lambda: [("src/libxtp", [hb.GXX, "-std=c++14", "-O2", "-I" + GEN + "/votca",
                                                "-I@ROOT@/include", hb.CUDA_INC, "-c", "cudamatrix.cc"])]
    raise KeyError(key)


GENERATED = {
    "cutlass/numeric_types.h":
        "// Stub written for wave2hunt5 (not CUTLASS): the two element types CPM.cu's flash_attn headers name.\n"
        "#pragma once\nnamespace cutlass { struct half_t { unsigned short x; }; "
        "struct bfloat16_t { unsigned short x; }; }\n",
}
# votca-tools and Eigen stand-ins for votca/xtp's cudamatrix.cc (written for this round; not the libraries).
GENERATED["votca/votca/tools/types.h"] = (
    "// Stub written for wave2hunt5 (not votca-tools).\n#pragma once\n#include <cstddef>\n"
    "namespace votca { using Index = long; }\n")
GENERATED["votca/votca/tools/eigen.h"] = (
    "// Stub written for wave2hunt5 (not Eigen, not votca-tools): what votca/xtp/eigen.h and cudamatrix.h use.\n"
    "#pragma once\n#include <votca/tools/types.h>\n"
    "namespace Eigen {\nusing Index = long;\nconst int Dynamic = -1;\n"
    "template <typename T, int R, int C> class Matrix {\n public:\n  Matrix() = default;\n"
    "  static Matrix Zero(Index, Index) { return Matrix(); }\n  Index rows() const { return r_; }\n"
    "  Index cols() const { return c_; }\n  Index size() const { return r_ * c_; }\n"
    "  T *data() { return p_; }\n  const T *data() const { return p_; }\n private:\n  T *p_ = nullptr;\n"
    "  Index r_ = 0, c_ = 0;\n};\ntemplate <typename T, int R, int C> class Array : public Matrix<T, R, C> {};\n"
    "using MatrixXd = Matrix<double, Dynamic, Dynamic>;\nusing VectorXd = Matrix<double, Dynamic, 1>;\n}\n")
NVSHMEM_IN = ["non_abi/nvshmem_build_options.h", "non_abi/nvshmem_version.h",
              "non_abi/device/pt-to-pt/transfer_device.cuh"]


def more_generated(a, gen):
    """votca/xtp's votca_config.h (its .in with USE_CUDA defined, MKL off), when that tree is extracted; and nvshmem's CMake-configured headers: the .in files with every @VAR@ set to 0 and every #cmakedefine
    turned into the /* #undef X */ CMake writes for an option that is off."""
    import re
    vin = os.path.join(a.out, "src", "votca+xtp", "include", "votca", "xtp", "votca_config.h.in")
    if os.path.exists(vin):
        text = open(vin).read().replace("#cmakedefine USE_CUDA", "#define USE_CUDA")
        text = re.sub(r"#cmakedefine[ \t]+([A-Za-z0-9_]+)[^\n]*", r"/* #undef \1 */", text)
        dst = os.path.join(gen, "votca", "votca", "xtp", "votca_config.h")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with open(dst, "w") as f:
            f.write(re.sub(r"@[A-Za-z0-9_]+@", "0", text))
    src = os.path.join(a.out, "src", "NVIDIA+nvshmem", "src", "include")
    for rel in NVSHMEM_IN:
        text = open(os.path.join(src, rel + ".in")).read()
        dst = os.path.join(gen, "nvshmem", rel)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with open(dst, "w") as f:
            text = re.sub(r"#cmakedefine[ \t]+([A-Za-z0-9_]+)[^\n]*", r"/* #undef \1 */", text)
            f.write(re.sub(r"@[A-Za-z0-9_]+@", "0", text))


def extract(a):
    for key, (mirror, paths) in TREES.items():
        if (a.only and key != a.only) or key not in h3.REPOS:
            continue
        hb.archive_into(a.mirrors, mirror, COMMITS[mirror], paths, os.path.join(a.out, "src", key))


BATCHES = {"2": ("krishna-exp+llama2.cu", "BDHU+llama2.cu"), "3": ("votca+xtp",)}
_b = os.environ.get("WAVE2HUNT5_BATCH")
if _b in BATCHES:
    _keys = list(BATCHES[_b])
elif _b == "1":
    _keys = [k for k in TREES if not any(k in v for v in BATCHES.values())]
else:
    _keys = list(TREES)
hb.set_round(h3, {k: units(k) for k in _keys}, {})
hb.set_steps(h3, "-*,cuda-*", extract, GENERATED, more_generated)

# @GEN@ is resolved like @ROOT@: after heldout3 resolves the units, db writes <out>/gen into them.
_resolved = h3.resolved


def resolved(repo):
    f = _resolved(repo)
    gen = os.path.join(os.path.abspath(h3.OUT_SRC), "..", "gen")
    return lambda: [(d, [x.replace(GEN, os.path.normpath(gen)) for x in cmd]) for d, cmd in f()]


h3.resolved = resolved

if __name__ == "__main__":
    sys.exit(hb.round_main(h3))
