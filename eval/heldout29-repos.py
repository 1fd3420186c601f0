#!/usr/bin/env python3
"""Held-out round 29 (eval/results/heldout29.md): a BLIND precision round for issue 17's four checks
(cuda-unchecked-error, cuda-sync-in-loop, cuda-event-needless-timing, cuda-resource-leak) over two repositories nobody on
the project had used, chosen for host code that creates streams and events, waits on them (cudaStreamWaitEvent,
cudaStreamSynchronize in loops) and calls the runtime both through a checking macro and bare. Builds: BEFORE
<eval-bin-s34d> (main 2cfc288), BLIND <eval-bin-s36a> (main 893f9a7), the same command for both (`lint` below: only
the four checks, -j 1, nice -n 10). Modelled on eval/heldout27-repos.py (eval/heldout3-repos.py's db, list, parse
through eval/heldout_base.py).

TU rule (fixed before any cudalint run): per repository, the units of its own build that call the CUDA runtime or
driver API or launch a kernel (grep -E '\\bcuda[A-Z][A-Za-z0-9]*\\s*\\(|\\bcu[A-Z][A-Za-z0-9]*\\s*\\(|<<<'), restricted
as follows:

  netsyslab/Totem (a hybrid CPU+GPU graph-processing engine: partitions on several GPUs, two streams and two events
    per GPU partition, a communication layer, BFS/PageRank/betweenness/Graph500 kernels): the library src/totem/*.cu
    that match the grep (totem_bitmap, totem_engine, totem_graph, totem_grooves, totem_hash_table, totem_mem,
    totem_partition, totem_util: 8) and the algorithms src/alg/*.cu that match it AND name a stream or an event
    (grep -lE 'cudaStream|cudaEvent': totem_betweenness_hybrid, totem_bfs_hybrid, totem_bfs_stepwise_hybrid,
    totem_cc_hybrid, totem_frontier, totem_graph500_hybrid, totem_graph500_stepwise_hybrid,
    totem_page_rank_incoming_hybrid: 8). 16 TUs. Flags: make.defs' default build (GPU_ARCH unset = the 3.5 build:
    -dc, -DFEATURE_SM35; -D__STDC_LIMIT_MACROS; -Xcompiler -fopenmp; -I.; the algorithms add -I../totem), sm_90 for
    sm_35. TBB's tbb/parallel_sort.h from the distribution's libtbb-dev (installed for this round).
  cbuchner1/CudaMiner (a scrypt/Keccak/Blake GPU miner: per-thread pairs of streams and serializing events with
    cudaStreamWaitEvent, polling with cudaStreamQuery, per-kernel-class launch code): Makefile.am's cudaminer_SOURCES
    .cu files, all of which match the grep: blake.cu, fermi_kernel.cu, keccak.cu, kepler_kernel.cu, nv_kernel.cu,
    nv_kernel2.cu, salsa_kernel.cu, sha256.cu, test_kernel.cu, titan_kernel.cu, wrapnvml.cu. 11 TUs. Flags: the .cu.o
    rule's (-I compat/jansson), -O3, sm_90 for compute_10/sm_30/sm_35, C++17 (CUDA 13); stand-ins for what CUDA 13
    removed, decided from the parse status (clang 22 with cudalint's nvcc-compat header, no cudalint run) before the
    key: -DcudaThreadExit=cudaDeviceReset, -DcudaThreadSynchronize=cudaDeviceSynchronize (the removed aliases'
    documented replacements), -DkernelExecTimeoutEnabled=integrated (a removed cudaDeviceProp int member, read once;
    another int member so the expression parses). Expected not clean: fermi_kernel.cu, kepler_kernel.cu, nv_kernel.cu,
    test_kernel.cu declare texture references (texture<uint4, 1/2, ...>, removed in CUDA 12): two host errors each,
    the rest of the unit parses.

27 TUs.

  heldout29-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout29-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC

CHECKS = "-*,cuda-unchecked-error,cuda-sync-in-loop,cuda-event-needless-timing,cuda-resource-leak"

TOTEM_LIB = ["totem_bitmap", "totem_engine", "totem_graph", "totem_grooves", "totem_hash_table", "totem_mem",
             "totem_partition", "totem_util"]
TOTEM_ALG = ["totem_betweenness_hybrid", "totem_bfs_hybrid", "totem_bfs_stepwise_hybrid", "totem_cc_hybrid",
             "totem_frontier", "totem_graph500_hybrid", "totem_graph500_stepwise_hybrid",
             "totem_page_rank_incoming_hybrid"]


def totem():
    f = [NVCC, "-g", "-Xcompiler", "-fopenmp -fno-strict-aliasing", "-O3", "-I.", "-arch=sm_90", "-dc",
         "-DFEATURE_SM35", "-D__STDC_LIMIT_MACROS"]
    return ([("src/totem", f + ["-c", u + ".cu"]) for u in TOTEM_LIB] +
            [("src/alg", f + ["-I../totem", "-c", u + ".cu"]) for u in TOTEM_ALG])


MINER = ["blake.cu", "fermi_kernel.cu", "keccak.cu", "kepler_kernel.cu", "nv_kernel.cu", "nv_kernel2.cu",
         "salsa_kernel.cu", "sha256.cu", "test_kernel.cu", "titan_kernel.cu", "wrapnvml.cu"]


def cudaminer():
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "--maxrregcount=64", "-Icompat/jansson",
         "-DcudaThreadExit=cudaDeviceReset", "-DcudaThreadSynchronize=cudaDeviceSynchronize",
         "-DkernelExecTimeoutEnabled=integrated"]
    return [(".", f + ["-c", u]) for u in MINER]


PATHS = {"netsyslab+Totem": ["src/totem", "src/alg", "src/LICENSE"]}

h3.REPOS.clear()
h3.REPOS.update({
    "netsyslab+Totem": ("05958acd71f7d96e307f8c8144443806b4e643c5", totem),
    "cbuchner1+CudaMiner": ("746a7733dda9d2b3466c54c149362e4fb205cc3f", cudaminer),
})
h3.PATHS.clear()
h3.PATHS.update(PATHS)
h3.KEYED[:] = ["cuda-unchecked-error", "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak"]


h3.lint = heldout_base.checked_lint(h3, CHECKS)

if __name__ == "__main__":
    sys.exit(h3.main())
