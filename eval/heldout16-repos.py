#!/usr/bin/env python3
"""Held-out round 16 (eval/results/heldout16.md): issue 15's four checks (all cuda-* checks run) on three
repositories nobody on the project had used, the untuned check of the stop's final build (main bc093af,
<eval-bin-s32end>). Reuses eval/heldout3-repos.py (db, lint, list, parse, table) like eval/heldout11-repos.py.
The subsets were fixed in writing before any cudalint run:

  PATTERN = cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|
            cudaStreamSynchronize|cudaMalloc|cudaHostAlloc          (heldout7's and heldout11's, unchanged)
  TU rule: the translation units of the repository's own build (its Makefile) whose text, or a project header
  holding the repository's GPU driver code that the unit includes, matches PATTERN.

  asbschmidt/CUDASW4 (CUDASW++4.0, protein database search, Smith-Waterman on one or several GPUs): the LARGE
    MULTI-STREAM APPLICATION of the round. src/cudasw4.cuh (the CudaSW4 class: per-GPU pipelines of several
    streams, pinned staging buffers, events, cudaMemcpyAsync of database batches, per-query scan loop) and
    src/dbbatching.cuh match PATTERN; the Makefile's unit that includes them: src/main.cu (target align, the
    default 'release'). src/gridsearch.cu (target gridsearch, not in 'release') matches too but does not
    preprocess at the pin ('#include oldkernels.cuh"', a missing quote at :14): out of scope. 1 TU. Makefile flags: nvcc -arch=native
    (-> sm_90) -lineinfo --expt-relaxed-constexpr -rdc=true --extended-lambda -Xcompiler=-fopenmp -std=c++17 -O3 -g
    -Xcompiler="-Wall -Wextra"; compiled in the repository root.
  quantumlib/qsim (Schrodinger state-vector quantum circuit simulator; header library lib/ with a CUDA backend):
    apps/Makefile's CUDA targets (*cuda.cu): apps/qsim_base_cuda.cu and apps/qsim_qtrajectory_cuda.cu, which
    include lib/simulator_cuda.h, lib/statespace_cuda.h, lib/vectorspace_cuda.h (cudaMalloc, cudaMemcpyAsync of
    gate matrices, cudaDeviceSynchronize: PATTERN). Flags: nvcc -std=c++17 -O3 -arch=sm_90 (Makefile's
    BASE_NVCCFLAGS with -O3), compiled in apps. The custatevec targets need cuStateVec: out of scope. 2 TUs.
  brichard19/BitCrack (a bitcoin private-key search application; CUDA device in CudaKeySearchDevice/): the .cu
    files of CudaKeySearchDevice/Makefile that match PATTERN: CudaAtomicList.cu, CudaDeviceKeys.cu,
    CudaHashLookup.cu, CudaKeySearchDevice.cu, cudabridge.cu. Flags: nvcc -std=c++11 (-> c++17: CUDA 13's
    headers need it) -arch=sm_90 -Xcompiler -O2 -rdc=true, the Makefile's include dirs (util AddressUtil CmdParse
    CryptoUtil KeyFinderLib CLKeySearchDevice CudaKeySearchDevice cudaMath clUtil cudaUtil secp256k1lib Logger
    embedcl). 5 TUs. (No stream of its own: the legacy stream, mapped pinned memory, a per-step kernel loop.)

8 TUs in all (all preprocess with nvcc -E before the run). cudalint runs with -j 1 under nice -n 10.

  heldout16-repos.py extract --mirrors <mirrors> --out <out>
  heldout16-repos.py db|lint|list|parse --out OUT [--cudalint BIN] [--only owner+name]
  heldout16-repos.py table --out OUT --key eval/heldout16-key.tsv --judged eval/heldout16-judged.tsv
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
PATTERN = h3.PATTERN


def cudasw4():
    f = [NVCC, "-arch=sm_90", "-lineinfo", "--expt-relaxed-constexpr", "-rdc=true", "--extended-lambda",
         "-Xcompiler=-fopenmp", "-std=c++17", "-O3", "-g", "-Xcompiler=-Wall,-Wextra"]
    return [(".", f + ["-c", "src/main.cu"])]


def qsim():
    f = [NVCC, "-std=c++17", "-Wno-deprecated-gpu-targets", "-O3", "-arch=sm_90"]
    return [("apps", f + ["-c", "qsim_base_cuda.cu"]), ("apps", f + ["-c", "qsim_qtrajectory_cuda.cu"])]


def bitcrack():
    dirs = ("util AddressUtil CmdParse CryptoUtil KeyFinderLib CLKeySearchDevice CudaKeySearchDevice cudaMath "
            "clUtil cudaUtil secp256k1lib Logger embedcl").split()
    f = [NVCC, "-std=c++17", "-arch=sm_90", "-Xcompiler=-O2", "-rdc=true"] + ["-I@ROOT@/" + d for d in dirs]
    return [("CudaKeySearchDevice", f + ["-c", u]) for u in
            ("CudaAtomicList.cu", "CudaDeviceKeys.cu", "CudaHashLookup.cu", "CudaKeySearchDevice.cu", "cudabridge.cu")]


h3.REPOS.clear()
h3.REPOS.update({
    "asbschmidt+CUDASW4": ("37a394c372e35086e7ac7da844e262d9645565e3", cudasw4),
    "quantumlib+qsim": ("502b4a3774834ca866c633777b4c7bf8fee1d25e", qsim),
    "brichard19+BitCrack": ("6bf8059ef075eb1622298395866b0bd02375e1d9", bitcrack),
})
h3.PATHS.clear()
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]

if __name__ == "__main__":
    sys.exit(h3.main())
