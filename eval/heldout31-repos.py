#!/usr/bin/env python3
"""Held-out round 31 (eval/results/heldout31.md): a BLIND recall-and-precision round for issue 14 (one analysis engine
with whole-program facts) over all twelve cuda-* checks, on four repositories nobody on the project had used, chosen
for facts that cross functions, headers and files: host code in .cpp files that calls the CUDA runtime, buffers
allocated in one file and copied in another, error-checking helpers defined in another file, per-step loops in main.cpp
that reach the CUDA work of other units, and one unity build. The key (eval/heldout31-key.tsv) was written and committed
before any cudalint run on these units. Build: BLIND <eval-bin-s37a> (main 1939a06); a later AFTER run uses the same
command (`lint` below: every cuda-* check, -j 1, nice -n 10). Modelled on eval/heldout30-repos.py (eval/heldout3-repos.py's
db, list and parse through eval/heldout_base.py).

TU rule (fixed before any cudalint run): per repository, the units of its own build (the configuration named below)
that call the CUDA runtime or launch a kernel (grep -E 'cuda[A-Z][A-Za-z0-9]*\\s*\\(|<<<'), plus the host units of
the same build that call into them with host memory or from a loop (main loops, loaders, tensor and op code); tests,
benchmarks and other back ends left out; at most about twenty per repository.

  cholla-hydro/cholla (GPU hydrodynamics + gravity for astrophysics; `make TYPE=gravity`, builds/make.type.gravity on
    make.host.github): 18 units. .cu through nvcc with GPUFLAGS (-g -O3 -std=c++17 DFLAGS -Isrc --expt-extended-lambda
    -fmad=false, sm_90 for CUDA_ARCH), .cpp through mpicxx (here g++ with Open MPI's include dir, which is what mpicxx
    adds) with CXXFLAGS (-Ofast -std=c++17 DFLAGS -Isrc -I<cuda>/include -fopenmp); DFLAGS of the gravity type:
    MPI_CHOLLA PRECISION=2 PLMC HLLC VL DENSITY_FLOOR TEMPERATURE_FLOOR OUTPUT HDF5 GRAVITY PARIS GRAVITY_GPU
    GRAVITY_5_POINTS_GRADIENT PARALLEL_OMP N_OMP_THREADS=7 PARIS_5PT, GIT_HASH and MACRO_FLAGS as the Makefile sets them.
    Open MPI and HDF5 headers from the distribution's libopenmpi-dev and libhdf5-dev (installed for this round).
  andrewkchan/yalm (LLM inference in C++/CUDA, one stream and CUDA graphs per inference state; Makefile): 8 units,
    src/*.cpp (less test.cpp and time.cpp, which call nothing of CUDA nor pass host memory; vendor/format.cc is fmt)
    through $(CXX) with CFLAGS (-g -Wall -O3 -ffast-math -Ivendor -std=c++20 -fopenmp -mf16c -mavx2 -mfma
    -I<cuda>/include), src/infer.cu through nvcc with CUFLAGS (-O2 -lineinfo -Ivendor, sm_90 for the gencode list).
  MegEngine/InferLLM (LLM inference, a GPUDevice with one stream and cuBLAS; CMake with ENABLE_GPU=ON on x86): 8 units,
    src/core/{device,tensor,op,graph,model_imp,kvstotage}.cpp, src/kern/gpu/kernel_gpu.cu and
    application/chatglm/chatglm.cpp (the chat loop), with -std=c++11 -pthread -DENABLE_GPU=1 -DINFER_X86=1 -Iinclude
    -Isrc -I<cuda>/include; the .cu through nvcc (CMake's FindCUDA, sm_90).
  nicehash/nheqminer (Equihash miner; its CUDA solvers cuda_djezo and cuda_tromp, CMake): 4 units,
    cuda_djezo/{cuda_djezo.cpp,equi_miner.cu}, cuda_tromp/{cuda_tromp.cpp,equi_miner.cu}; equi_miner.cu is a unity
    build that #includes blake2b.cu. Flags of their CMakeLists (-D_FORCE_INLINES -O3, include dir ..), C++17 for nvcc
    13's default, sm_90 for the compute_50..60 list; the .cpp files are CUDA_ADD_LIBRARY sources, built by the host
    compiler (g++ -I<cuda>/include -I..).

38 TUs in all.

Parse status before the key (clang 22, host side, cudalint's nvcc-compat header, `<< <` respelled as cudalint does; no
cudalint run): cholla, yalm and InferLLM clean (yalm's infer.cu with the stand-in below); nheqminer's cuda_djezo.cpp and
both equi_miner.cu not clean: four host errors each in cpu_tromp/blake2/blake2.h (arrays of ALIGN(64) structs under
#pragma pack(1), which g++ accepts and clang rejects), plus a device-only __ldca in djezo's unit; the units were kept (the
errors are in CPU-side hash-state declarations, the solvers' host code parses).

  heldout31-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout31-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX = "/usr/bin/g++"
CUDA_INC = "-I/usr/local/cuda/include"
MPI_INC = "-I/usr/lib/x86_64-linux-gnu/openmpi/include"
HDF5_INC = "-I/usr/include/hdf5/serial"

CHECKS = "-*,cuda-*"

CH_COMMIT = "8478c9ede8a5e2cb72d6481a50023666d489a763"
CH_DFLAGS = ["-DMPI_CHOLLA", "-DPRECISION=2", "-DPLMC", "-DHLLC", "-DVL", "-DDENSITY_FLOOR", "-DTEMPERATURE_FLOOR",
             "-DOUTPUT", "-DHDF5", "-DGRAVITY", "-DPARIS", "-DGRAVITY_GPU", "-DGRAVITY_5_POINTS_GRADIENT",
             "-DPARALLEL_OMP", "-DN_OMP_THREADS=7", "-DPARIS_5PT"]
CH_DFLAGS = CH_DFLAGS + ['-DGIT_HASH="%s"' % CH_COMMIT, '-DMACRO_FLAGS="%s"' % " ".join(CH_DFLAGS)]
CH = ["main.cpp", "grid/grid3D.cpp", "grid/cuda_boundaries.cu", "grid/mpi_boundaries.cpp",
      "integrators/VL_3D_cuda.cu", "hydro/hydro_cuda.cu", "gravity/gravity_functions.cpp",
      "gravity/gravity_functions_gpu.cu", "gravity/gravity_boundaries_gpu.cu", "gravity/potential_paris_3D.cu",
      "gravity/paris/ParisPeriodic.cu", "gravity/paris/HenryPeriodic.cu", "io/io.cpp", "io/io_gpu.cu",
      "mpi/mpi_routines.cpp", "mpi/cuda_mpi_routines.cu", "utils/error_check_cuda.cu", "utils/gpu_arrays_functions.cu"]


def cholla():
    root = "@ROOT@"
    gpu = [NVCC, "-g", "-O3", "-std=c++17"] + CH_DFLAGS + ["-Isrc", "--expt-extended-lambda", "-arch", "sm_90",
                                                          "-fmad=false", MPI_INC, HDF5_INC]
    cxx = [GXX, "-Ofast", "-std=c++17"] + CH_DFLAGS + ["-Isrc", CUDA_INC, "-fopenmp", MPI_INC, HDF5_INC]
    return [(".", (gpu if u.endswith(".cu") else cxx) + ["-c", "src/" + u]) for u in CH]


YA = ["codec.cpp", "debug.cpp", "infer.cpp", "main.cpp", "model.cpp", "sampler.cpp", "tokenizer.cpp", "infer.cu"]


def yalm():
    cxx = [GXX, "-g", "-Wall", "-Wpointer-arith", "-O3", "-ffast-math", "-Ivendor", "-std=c++20", "-fopenmp", "-mf16c",
           "-mavx2", "-mfma", CUDA_INC]
    cu = [NVCC, "-O2", "-lineinfo", "-Ivendor", "-allow-unsupported-compiler", "-gencode",
          "arch=compute_90,code=sm_90", "-include", "@ROOT@/../../gen/yalm_cuda13_compat.h"]
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", "src/" + u]) for u in YA]


IL = ["src/core/device.cpp", "src/core/tensor.cpp", "src/core/op.cpp", "src/core/graph.cpp", "src/core/model_imp.cpp",
      "src/core/kvstotage.cpp", "src/kern/gpu/kernel_gpu.cu", "application/chatglm/chatglm.cpp"]


def inferllm():
    defs = ["-DENABLE_GPU=1", "-DINFER_X86=1", "-Iinclude", "-Isrc"]
    cxx = [GXX, "-std=c++11", "-pthread", "-Wno-multichar", "-fPIC", "-O3", "-DNDEBUG"] + defs + [CUDA_INC]
    cu = [NVCC, "-O3", "-DNDEBUG", "-arch=sm_90"] + defs
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in IL]


NH = ["cuda_djezo/cuda_djezo.cpp", "cuda_djezo/equi_miner.cu", "cuda_tromp/cuda_tromp.cpp", "cuda_tromp/equi_miner.cu"]


def nheqminer():
    gen = "-I@ROOT@/../../gen/nheqminer"
    cu = [NVCC, "-D_FORCE_INLINES", "--disable-warnings", "-O3", "-std=c++17", "-gencode", "arch=compute_90,code=sm_90",
          "-I..", gen]
    cxx = [GXX, "-O3", "-std=c++17", CUDA_INC, "-I..", gen]
    out = []
    for u in NH:
        d, b = os.path.split(u)
        out.append((d, (cu if b.endswith(".cu") else cxx) + ["-c", b]))
    return out


# Stand-ins written by `db` under <out>/gen (decided from the parse status, before the key):
# - yalm's infer.cu calls cudaStreamGetCaptureInfo_v2 and the 4-argument cudaStreamUpdateCaptureDependencies of CUDA 12,
#   which CUDA 13 replaced by forms with edge data; the stand-in (included first) declares the CUDA 12 forms as inline
#   functions that call the CUDA 13 ones with no edge data, as the CUDA 12 runtime did.
# - nheqminer's eqcuda.hpp includes device_functions_decls.h, a toolkit header CUDA 9 removed (after cuda.h); the
#   stand-in declares the 3-argument cuCtxCreate that CUDA 13 replaced by cuCtxCreate_v4 with creation parameters, as
#   an inline function calling the CUDA 13 form with none.
GEN = {"yalm_cuda13_compat.h":
           "#pragma once\n#include <cuda_runtime_api.h>\n"
           "static inline cudaError_t cudaStreamGetCaptureInfo_v2(cudaStream_t s, cudaStreamCaptureStatus *st, "
           "unsigned long long *id, cudaGraph_t *g, const cudaGraphNode_t **deps, size_t *n) {\n"
           "  return cudaStreamGetCaptureInfo(s, st, id, g, deps, nullptr, n);\n}\n"
           "static inline cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t s, cudaGraphNode_t *deps, "
           "size_t n, unsigned int flags) {\n  return cudaStreamUpdateCaptureDependencies(s, deps, nullptr, n, flags);\n}\n",
       "nheqminer/device_functions_decls.h":
           "#pragma once\n#include <cuda.h>\n"
           "static inline CUresult cuCtxCreate_v4(CUcontext *pctx, unsigned int flags, CUdevice dev) {\n"
           "  return cuCtxCreate_v4(pctx, nullptr, flags, dev);\n}\n"}


PATHS = {"cholla-hydro+cholla": ["src", "builds", "Makefile", "LICENSE.txt"],
         "andrewkchan+yalm": ["src", "vendor", "Makefile"],
         "MegEngine+InferLLM": ["src", "include", "application", "CMakeLists.txt", "LICENSE"],
         "nicehash+nheqminer": ["cuda_djezo", "cuda_tromp", "cpu_tromp", "nheqminer", "blake2", "CMakeLists.txt",
                                "LICENSE_MIT"]}

heldout_base.set_round(h3, {
    "cholla-hydro+cholla": (CH_COMMIT, cholla),
    "andrewkchan+yalm": ("6cd1ef6e7d6b9f724b6d98a63b273f903928ad2f", yalm),
    "MegEngine+InferLLM": ("d5c2ed9b4b977d2797dee8ba4e75acda2b66c162", inferllm),
    "nicehash+nheqminer": ("b9900ff8e3c6f8e5a46af18db454f2a2082d9f46", nheqminer),
}, PATHS)


def db(a):
    gen = os.path.join(os.path.abspath(a.out), "gen")
    for name, text in GEN.items():
        os.makedirs(os.path.dirname(os.path.join(gen, name)), exist_ok=True)
        with open(os.path.join(gen, name), "w") as f:
            f.write(text)
    P15_DB(a)


P15_DB = h3.p15.db
h3.lint = heldout_base.checked_lint(h3, CHECKS)
h3.extract = lambda a: heldout_base.extract_paths(h3, a, PATHS)  # pathspecs: nheqminer lacks some 3rdparty blobs
h3.p15.db = db

if __name__ == "__main__":
    sys.exit(h3.main())
