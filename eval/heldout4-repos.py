#!/usr/bin/env python3
"""Held-out round 4 (eval/results/heldout4.md): all twelve cuda-* checks on four production
repositories nobody had used. Reuses eval/heldout3-repos.py (extract, db, lint, list, parse, table)
with this round's repositories and TUs; the subsets were fixed before any run:

  FasterTransformer: every .cc/.cu/.cpp under src/fastertransformer (th_op, tf_op, triton_backend,
    tensorrt_plugin left out) whose text matches FT_PATTERN (git grep -E at the pin);
  ccminer: every .cu/.cpp matching CC_PATTERN; xmrig-cuda: every .cu/.cpp;
  ethminer: the two TUs of libethash-cuda.

  heldout4-repos.py extract --mirrors DIR --out OUT
  heldout4-repos.py db|lint|list|parse --out OUT [--cudalint BIN]
  heldout4-repos.py table --out OUT --key eval/heldout4-key.tsv --judged eval/heldout4-judged.tsv
"""
import importlib.util, os, shutil, subprocess, sys

_spec = importlib.util.spec_from_file_location(
    "heldout3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout3-repos.py"))
h3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(h3)
NVCC = h3.NVCC

FT_PATTERN = r"cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|cudaStreamSynchronize"
CC_PATTERN = r"cudaStream|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async"
FT_LEFT_OUT = ("/th_op/", "/tf_op/", "/triton_backend/", "/tensorrt_plugin/")


def grep_units(repo, pattern, pathspecs):
    """Files of the extracted tree whose text matches pattern (same result as git grep at the pin)."""
    root = os.path.join(h3.OUT_SRC, repo)
    out = subprocess.run(["grep", "-rlE", pattern] + pathspecs, cwd=root, stdout=subprocess.PIPE,
                         text=True).stdout.split()
    return sorted(f[2:] if f.startswith("./") else f for f in out)


def faster_transformer():
    # CMakeLists.txt: -DENABLE_BF16 (CUDA >= 11), --expt-extended-lambda --expt-relaxed-constexpr,
    # -DCUDA_PTX_FP8_F2FP_ENABLED, include dirs PROJECT_SOURCE_DIR and 3rdparty/cutlass/include (a
    # submodule, absent from the snapshot: TUs that include cutlass do not parse cleanly). C++17
    # instead of FT's default 14: CUDA 13's CCCL needs it. ENABLE_FP8 on for the *_fp8_* files
    # (they are built only with it). BUILD_MULTI_GPU off (its default; no MPI here). sm_90.
    base = [NVCC, "-O3", "-std=c++17", "-arch=sm_90", "-DENABLE_BF16", "-DCUDA_PTX_FP8_F2FP_ENABLED",
            "--expt-extended-lambda", "--expt-relaxed-constexpr", "-I@ROOT@",
            "-I@ROOT@/3rdparty/cutlass/include"]
    units = []
    for f in grep_units("NVIDIA+FasterTransformer", FT_PATTERN, ["--include=*.cu", "--include=*.cc",
                                                                 "--include=*.cpp", "src/fastertransformer"]):
        if any(s in "/" + f for s in FT_LEFT_OUT):
            continue
        fp8 = ["-DENABLE_FP8"] if ("fp8" in f.lower() or "FP8" in f) else []
        # nvcc treats .cc as C++ host code, as CMake's CXX rule does.
        units.append((os.path.dirname(f), base + fp8 + ["-c", os.path.basename(f)]))
    return units


def ccminer():
    # Makefile.am: nvcc_FLAGS = -gencode sm_52 @CUDA_INCLUDES@ -I. @CUDA_CFLAGS@ -I compat/jansson,
    # run from the top folder; .cpp through the host compiler with -I compat/jansson. sm_90 here.
    # ccminer-config.h is configure's output; the repository's Windows copy (compat/ccminer-config.h:
    # plain HAVE_*/PACKAGE_* defines) stands in for it from OUT/gen (-I compat itself would pull in
    # the Windows sys/time.h). libcurl's headers come from the system (libcurl4-openssl-dev).
    gen = os.path.join(os.path.dirname(h3.OUT_SRC), "gen", "tpruvot+ccminer")
    os.makedirs(gen, exist_ok=True)
    shutil.copy(os.path.join(h3.OUT_SRC, "tpruvot+ccminer", "compat", "ccminer-config.h"), gen)
    base = [NVCC, "-O3", "-arch=sm_90", "-I@ROOT@", "-I@ROOT@/compat/jansson", "-I" + gen]
    return [(os.path.dirname(f), base + ["-c", os.path.basename(f)]) for f in
            grep_units("tpruvot+ccminer", CC_PATTERN, ["--include=*.cu", "--include=*.cpp", "."])
            if not f.startswith("compat/")]


def xmrig_cuda():
    # CMakeLists.txt + cmake/CUDA.cmake: include_directories(src), --default-stream per-thread,
    # -DCUB_IGNORE_DEPRECATED_CPP_DIALECT -DTHRUST_IGNORE_DEPRECATED_CPP_DIALECT, the default
    # algorithm set (CN_LITE, CN_HEAVY, CN_PICO, CN_FEMTO, RANDOMX, ARGON2, KAWPOW, CN_R on);
    # -std=c++17 for CCCL. sm_90.
    algos = ["CN_LITE", "CN_HEAVY", "CN_PICO", "CN_FEMTO", "RANDOMX", "ARGON2", "KAWPOW", "CN_R"]
    base = [NVCC, "-O3", "-std=c++17", "-arch=sm_90", "--default-stream", "per-thread", "-I@ROOT@/src",
            "-DCUB_IGNORE_DEPRECATED_CPP_DIALECT", "-DTHRUST_IGNORE_DEPRECATED_CPP_DIALECT", "-DNDEBUG"]
    base += ["-DXMRIG_ALGO_" + x for x in algos]
    return [(os.path.dirname(f), base + ["-c", os.path.basename(f)]) for f in
            grep_units("xmrig+xmrig-cuda", ".", ["--include=*.cu", "--include=*.cpp", "src"])]


def ethminer():
    # libethash-cuda/CMakeLists.txt: CUDA_NVCC_FLAGS --ptxas-options=-v -use_fast_math
    # --disable-warnings -O3; include dirs the repository root (libethcore/..., libdevcore/...) and
    # the build folder (BuildInfo.h, ethash from Hunter: absent here, so CUDAMiner.cpp does not
    # parse cleanly). The two TUs of libethash-cuda. sm_90.
    base = [NVCC, "-O3", "-use_fast_math", "-arch=sm_90", "-std=c++14", "-I@ROOT@", "-I@ROOT@/libethash-cuda"]
    return [("libethash-cuda", base + ["-c", f]) for f in ["CUDAMiner.cpp", "ethash_cuda_miner_kernel.cu"]]


h3.REPOS.clear()
h3.REPOS.update({
    "NVIDIA+FasterTransformer": ("df4a7534860137e060e18d2ebf019906120ea204", faster_transformer),
    "tpruvot+ccminer": ("6ff4e50987e59a70056324a94ed8667cc0bf598d", ccminer),
    "xmrig+xmrig-cuda": ("01d534864b5d82c2ab153af4d995414e419ed069", xmrig_cuda),
    "ethereum-mining+ethminer": ("8eaf50ab3baad9a1747e04dc295793d46740dcae", ethminer),
})
h3.PATHS.clear()
h3.PATHS.update({"tpruvot+ccminer": [".", ":!compat/curl-for-windows"],  # a blob the snapshot lacks
                 "ethereum-mining+ethminer": ["libethash-cuda", "libethcore", "libdevcore"]})
# All twelve; issue 15's four first (table() sums KEYED[:4]).
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream",
               "cuda-alloc-in-loop", "cuda-sync-in-loop", "cuda-event-timing-stream",
               "cuda-host-access-before-sync", "cuda-capture-unsafe-call", "cuda-event-needless-timing",
               "cuda-elapsed-time-disable-timing", "cuda-resource-leak", "cuda-unchecked-error"]

if __name__ == "__main__":
    sys.exit(h3.main())
