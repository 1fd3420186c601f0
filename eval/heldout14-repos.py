#!/usr/bin/env python3
"""Held-out round 14 (eval/results/heldout14.md): issue 17's four checks (cuda-sync-in-loop,
cuda-event-needless-timing, cuda-resource-leak, cuda-unchecked-error; all cuda-* checks run) on two repositories
nobody on the project had used, with the frozen build <eval-bin-s32final2> (main 11ee08c). Reuses
eval/heldout3-repos.py (db, lint, list, parse, table) like eval/heldout11-repos.py. The subsets were fixed in writing
before any cudalint run:

  PATTERN14 = heldout7's PATTERN | cudaThreadSynchronize | cudaGetLastError
            (cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|cudaStreamSynchronize|
             cudaMalloc|cudaHostAlloc|cudaThreadSynchronize|cudaGetLastError), matched against the TU's own file
            or a repository .cu file it #includes (both repositories build their kernels as one unity TU).

  andyschwarzl/gpuNUFFT (a GPU non-uniform FFT for MRI reconstruction, used from Matlab/Python; the operator runs
    forward / adjoint gridding with cuFFT, per-coil loops, host<->device copies, precomputation of sector data):
    the TUs of its library target gpuNUFFT_ATM_f (CUDA/CMakeLists.txt defaults: single precision, no MEX, no
    Python, no tests) matching PATTERN14: CUDA/src/gpuNUFFT_operator.cpp, CUDA/src/gpu/precomp_kernels.cu,
    CUDA/src/gpu/atomic/atomic_gpuNUFFT.cu (#includes atomic_gpuNUFFT_kernels.cu, texture_gpuNUFFT_kernels.cu,
    which #include ../std_gpuNUFFT_kernels.cu). 3 TUs. (The other five library .cpp files do not match.) Flags:
    nvcc -gencode arch=compute_90,code=sm_90 (the CMake list stops at sm_75; sm_90 for this toolkit), -I CUDA/inc;
    inc/config.hpp and inc/cufft_config.hpp are written from their .cmake templates (MATLAB_DEBUG 0, DEBUG 0,
    GPU_DOUBLE_PREC undefined), as a default CMake configure writes them. The .cpp goes to the host compiler in the
    CMake build; here nvcc hands it on as C++.
  ccsb-scripps/AutoDock-GPU (molecular docking; the CUDA host code runs the genetic algorithm / local-search loop per
    ligand run: kernel launches per generation, per-generation device syncs, copies of evaluation counters, a
    streamed pipeline variant): the TUs of Makefile.Cuda's default build (DEVICE=GPU -> -DN64WI, OVERLAP off,
    CONFIG=RELEASE -> -O3) matching PATTERN14: cuda/kernels.cu (the unity TU #including cuda/kernel*.cu,
    calcenergy.cu, ...) and host/src/performdocking.cpp (the link-code target's copy of performdocking.cpp.Cuda,
    with host/inc/performdocking.h from performdocking.h.Cuda). 2 TUs. Flags: kernels.cu: nvcc -DN64WI
    -use_fast_math -gencode arch=compute_90,code=sm_90 -std=c++11 -I common -I host/inc -I cuda; performdocking.cpp
    (g++ -std=c++17 -O3 -I common -I host/inc -I <cuda>/include -I cuda): here nvcc hands it on as C++.

5 TUs in all (fewer than the brief's 5-12 per repository: these two builds have no more TUs matching the rule).
cudalint runs with -j 1 under nice -n 10.

  heldout14-repos.py db|lint|list|parse --out OUT [--cudalint BIN] [--only owner+name]
  heldout14-repos.py table --out OUT --key eval/heldout14-key.tsv --judged eval/heldout14-judged.tsv
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC


def gpunufft():
    inc = ["-I@ROOT@/CUDA/inc"]
    cu = [NVCC, "-gencode", "arch=compute_90,code=sm_90"] + inc
    cpp = [NVCC, "-O3"] + inc
    return [("CUDA/src", cpp + ["-c", "gpuNUFFT_operator.cpp"]),
            ("CUDA/src/gpu", cu + ["-c", "precomp_kernels.cu"]),
            ("CUDA/src/gpu/atomic", cu + ["-c", "atomic_gpuNUFFT.cu"])]


def autodock():
    inc = ["-I@ROOT@/common", "-I@ROOT@/host/inc", "-I@ROOT@/cuda"]
    cu = [NVCC, "-DN64WI", "-use_fast_math", "-gencode", "arch=compute_90,code=sm_90", "-std=c++11"] + inc
    cpp = [NVCC, "-std=c++17", "-O3"] + inc
    return [("", cu + ["-c", "cuda/kernels.cu"]), ("", cpp + ["-c", "host/src/performdocking.cpp"])]


h3.REPOS.clear()
h3.REPOS.update({
    "andyschwarzl+gpuNUFFT": ("350fc322ce0e259efc8b1dfd49e7339163ca7f2f", gpunufft),
    "ccsb-scripps+AutoDock-GPU": ("f5cf6ffdd0c5b3f113d5cc424fabee51df04da7e", autodock),
})
h3.PATHS.clear()
h3.PATHS.update({"andyschwarzl+gpuNUFFT": ["CUDA"], "ccsb-scripps+AutoDock-GPU": ["."]})
h3.KEYED[:] = ["cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak", "cuda-unchecked-error"]

if __name__ == "__main__":
    sys.exit(h3.main())
