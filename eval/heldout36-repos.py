#!/usr/bin/env python3
"""Held-out round 36 (eval/results/heldout36.md): a BLIND study of the wave-2 checks of issues 16 and 17 -- every
cuda-* check over repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer
("would act on it": yes/no with the reason). The key (eval/heldout36-key.tsv) covers issue 16's
cuda-host-access-before-sync, cuda-event-timing-stream, cuda-capture-unsafe-call and issue 17's cuda-sync-in-loop,
cuda-event-needless-timing, cuda-resource-leak, cuda-unchecked-error, written from docs/checks/cuda/*.md of main before
any cuda-* run on these units. Build: BLIND <eval-bin-s40b> (main ecd98fd; 176e333 behaves the same); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout35-repos.py.

TU rule (fixed before any cudalint run): per repository, the units of its own build that call the CUDA runtime's stream,
event or memory API (directly or through the project's gpu* macros), with the build's own flags, sm_90:

  xiaoyeli/superlu_dist (**the sizeable multi-stream application**: the distributed sparse direct solver; its GPU
    Schur-complement update (SRC/cuda/dsuperlu_gpu.cu, SRC/double/dSchCompUdt-gpu.c included by pdgstrf.c) pipelines
    panels over several CUDA streams, uploads through pinned host buffers and times each stream's phases with events
    (SRC/prec-independent/gpu_api_utils.c prints their elapsed times); the triangular solve (pdgstrs_lsum_cuda.cu) and
    the batched/3D factorisation (CplusplusFactor/*.cu) add more): the double-precision and precision-independent units
    of SRC/CMakeLists.txt (TPL_ENABLE_CUDALIB) that call the runtime through the gpu* macros of
    SRC/include/gpu_wrapper.h or directly (`grep -lE '(cuda|gpu)(StreamCreate|StreamSynchronize|DeviceSynchronize|
    EventCreate|EventRecord|Malloc|MallocHost|HostAlloc|MemcpyAsync|Memcpy|EventElapsedTime|Free)\\b'`): cuda/
    {dsuperlu_gpu,pdgstrs_lsum_cuda,superlu_gpu_utils}.cu, CplusplusFactor/{LUgpuCHandle_interface_impl,batch_factorize,
    batch_block_copy}.cu, double/{pdgssvx,pdgssvx3d,pdgstrf,pdgstrs,pdgstrs3d,pdsymbfact_distdata,pdutil}.c,
    prec-independent/{gpu_api_utils,memory}.c: 15 candidates (the single and complex16 clones left out: the same code),
    13 built here: CplusplusFactor/LUgpuCHandle_interface_impl.cu and batch_factorize.cu left out after the parse status
    (7 errors each, clang rejects luAuxStructTemplated.hpp:205's explicit specialization of atomicAddT: 'no function
    template matches').
    Flags: CMakeLists.txt's Release (C: -O3 -g, -DUSE_VENDOR_BLAS, MPI's include dirs; CUDA: -O3 --expt-relaxed-constexpr
    -DNDEBUG -DUSE_VENDOR_BLAS, C++11 raised to C++17 for CUDA 13's headers), -I<root>/SRC/include -I<out>/gen/superlu
    (a stand-in superlu_dist_config.h from SRC/superlu_dist_config.h.in: HAVE_CUDA, XSDK_INDEX_SIZE 32; no ParMETIS,
    NVSHMEM, CombBLAS, MAGMA), .c through gcc, .cu through nvcc.
  NVIDIA/MatX (a header-only GPU array library; its examples are the signal-processing applications it ships: radar
    pipelines over several streams, a spectrogram captured into a CUDA graph, benchmarks timed with events): the
    examples of examples/CMakeLists.txt that call the runtime's event or capture API (`git grep -l -e
    cudaStreamBeginCapture -e cudaEventElapsedTime examples` at v0.9.4): black_scholes, channelize_poly_bench, convolution,
    fft_conv, mvdr_beamformer, recursive_filter, resample, resample_poly_bench, simple_radar_pipeline,
    spectrogram_graph: 10 TUs, at release v0.9.4 (ad55c6b; the newest release whose headers do not need C++20's
    <format>, which this machine's libstdc++ 12 lacks: main 4d58c1a parsed with 'format' file not found in every
    unit). Flags: CMakeLists.txt's (C++17/CUDA 17, --extended-lambda, --expt-relaxed-constexpr), -I<root>/include -I<root>/include/matx/kernels, the toolkit's cccl.

Parse status before the key (heldout36-repos.py preparse: host side, no check run): superlu_dist 13 of 13 clean (its .c
units as C: the preparse step's clang++ reads them as C++ and reports void* conversions that C allows; clang-22 as C
gives 0 errors for all nine); MatX 9 of 10 clean, simple_radar_pipeline.cu 1 error inside MatX's own template
(include/matx/transforms/cub.h:1764, 'no matching member function for call to LookupAndExec'), kept: the example's
own code parses. 23 TUs.

  heldout36-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout36-repos.py db|lint|list --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  heldout36-repos.py preparse --out <out> --cudalint <eval-bin>/bin/cudalint
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GCC = "/usr/bin/gcc"
CUDA_INC = "-I/usr/local/cuda/include"
CCCL_INC = "-I/usr/local/cuda/include/cccl"
SM90 = ["-gencode", "arch=compute_90,code=sm_90"]
MPI_INC = ["-I/usr/lib/x86_64-linux-gnu/openmpi/include", "-I/usr/lib/x86_64-linux-gnu/openmpi/include/openmpi"]

CHECKS = "-*,cuda-*"

SLU = ["SRC/cuda/dsuperlu_gpu.cu", "SRC/cuda/pdgstrs_lsum_cuda.cu", "SRC/cuda/superlu_gpu_utils.cu",
       "SRC/CplusplusFactor/batch_block_copy.cu",
       "SRC/double/pdgssvx.c", "SRC/double/pdgssvx3d.c", "SRC/double/pdgstrf.c", "SRC/double/pdgstrs.c",
       "SRC/double/pdgstrs3d.c", "SRC/double/pdsymbfact_distdata.c", "SRC/double/pdutil.c",
       "SRC/prec-independent/gpu_api_utils.c", "SRC/prec-independent/memory.c"]


def superlu():
    inc = ["-I@ROOT@/SRC/include", "-I@ROOT@/SRC/CplusplusFactor", "-I@ROOT@/../../gen/superlu"] + MPI_INC
    cu = [NVCC, "-std=c++17", "-O3", "--expt-relaxed-constexpr", "-DNDEBUG", "-DUSE_VENDOR_BLAS"] + SM90 + inc
    cc = [GCC, "-O3", "-g", "-DUSE_VENDOR_BLAS", "-fopenmp"] + inc + [CUDA_INC]
    return [(".", (cu if u.endswith(".cu") else cc) + ["-c", u]) for u in SLU]


MATX = ["examples/" + u for u in [
    "black_scholes.cu", "channelize_poly_bench.cu", "convolution.cu", "fft_conv.cu", "mvdr_beamformer.cu",
    "recursive_filter.cu", "resample.cu", "resample_poly_bench.cu", "simple_radar_pipeline.cu",
    "spectrogram_graph.cu"]]


def matx():
    cu = [NVCC, "-std=c++17", "-O3", "--extended-lambda", "--expt-relaxed-constexpr", "-Wno-deprecated-gpu-targets"] \
        + SM90 + ["-I@ROOT@/include", "-I@ROOT@/include/matx/kernels", "-I@ROOT@/examples", CCCL_INC]
    return [(".", cu + ["-c", u]) for u in MATX]


SLU_CONFIG = """/* stand-in for superlu_dist's CMake-configured superlu_dist_config.h (SRC/superlu_dist_config.h.in) */
#define HAVE_CUDA TRUE
#define XSDK_INDEX_SIZE 32
#if defined(XSDK_INDEX_SIZE) && (XSDK_INDEX_SIZE == 64)
#define _LONGINT 1
#endif
"""
GEN = {"superlu/superlu_dist_config.h": SLU_CONFIG}

REPOS = {
    "xiaoyeli+superlu_dist": ("1fd66dad5a1dfa0c4906010883a7fed92883555e", superlu),
    "NVIDIA+MatX": ("ad55c6b894f0fdef65294858d9561ba31baa8734", matx),
}
PATHS = {"xiaoyeli+superlu_dist": ["SRC", "CMakeLists.txt", "License.txt"],
         "NVIDIA+MatX": ["include", "examples", "cmake", "CMakeLists.txt", "LICENSE"]}

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)


heldout_base.set_steps(h3, CHECKS, extract, GEN)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
