#!/usr/bin/env python3
"""Held-out round 41 (eval/results/heldout41.md): a BLIND precision round, stop 44: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout41-key.tsv) is written from docs/checks/cuda/*.md of main 8fe11f3 before any
cuda-* run on these units. Build: BLIND <eval-bin-s44c> (main 8fe11f3, this stop's build); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout40-repos.py and eval/heldout38-repos.py.

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own flags,
sm_90; where a unit count had to be cut, a line-count rule over `git grep -c` at the pinned commit, decided before any run:

  ztxz16/fastllm (the LARGE multi-stream application: an LLM inference engine: the CUDA device layer with its memory
    pools, pinned host buffers (cudaHostAlloc), streams and events per device, host<->device copies of activations,
    KV-cache and sampling results, and the multi-GPU device (multicuda: one stream per GPU, worker threads,
    peer copies and a custom all-reduce)): CMakeLists.txt's FASTLLM_CUDA_SOURCES with USE_CUDA=ON for CUDA_ARCH=90
    (the SM120-only sources are not compiled; no CUTLASS FP8 arch, so FASTLLM_ENABLE_CUTLASS_FP8 is off), plus the
    multicuda sources it appends, cut to the units with at least 20 lines matching
    'cuda[A-Z][A-Za-z]*\\(|MemcpyAsync|cudaStream_t|cudaEvent': 15 units. Flags (CMakeLists.txt, CMAKE_BUILD_TYPE
    Release): nvcc -std=c++20 (cuda_std_20 is available with CUDA 13) -O3 -DNDEBUG --default-stream=per-thread
    --expt-relaxed-constexpr --expt-extended-lambda -DUSE_CUDA -DFASTLLM_SOURCE_DIR="<root>"; g++ -pthread --std=c++17
    -O2 -march=native -O3 -DNDEBUG for the .cpp; -I include, include/utils, include/models, include/blocks,
    include/devices/cpu, include/devices/disk, third_party/json11, third_party/gguf, third_party/flashinfer,
    include/devices/cuda, src/devices/cuda/linear/marlin_dense_fp8, third_party/turbomind, include/devices/multicuda.
    NCCL is linked by the build but its header is not installed here: units that include nccl.h are stated as not
    parsing cleanly (not replaced by a stub).
  matter-labs/era-bellman-cuda (a CUDA library for zero-knowledge provers: MSM and NTT with copy streams, events,
    pinned/registered host memory, stream-ordered memory pools): src/CMakeLists.txt's bellman-cuda library, every .cu of
    it (14 units). Flags: nvcc -std=c++17 --expt-relaxed-constexpr -rdc=true (CUDA_SEPARABLE_COMPILATION ON), Release
    flags empty (the project sets CMAKE_CUDA_FLAGS_RELEASE ""), sm_90 (the project's default is 80).
  cp2k/cp2k (the LARGE simulation application: the quantum chemistry code's GPU offload layer: the DBM sparse matrix
    multiply with pinned packs uploaded on a stream per shard, the grid collocate/integrate task lists with several
    streams and events, the PW FFT path with async copies through pinned buffers, the memory pool and offload buffers):
    the CUDA-path units of src/offload, src/dbm, src/grid/gpu and src/pw/gpu that the CMake build compiles with
    CP2K_USE_CUDA (CP2K_ENABLE_DBM_GPU, GRID_GPU, PW_GPU on): src/offload/{offload_buffer,offload_library,
    offload_mempool}.c, src/dbm/dbm_multiply_gpu.c, src/dbm/dbm_multiply_gpu_kernel.cu, src/pw/gpu/pw_gpu_internal.c,
    src/pw/gpu/pw_gpu_kernels.cu, src/grid/gpu/grid_gpu_{collocate,integrate,context}.cu: 10 units (src/fm/
    cp_fm_cusolver.c is only compiled with cuSOLVERMp, not installed). Flags (CMakeLists.txt): gcc -std=c11 -O3 -fopenmp
    -D__OFFLOAD_CUDA for .c; nvcc -std=c++14 -O3 -D__OFFLOAD_CUDA -allow-unsupported-compiler for .cu; serial build
    (no __parallel: no MPI installed), no __OFFLOAD_PROFILING.

  heldout41-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout41-repos.py db|lint|list --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  heldout41-repos.py preparse --out <out> --cudalint <eval-bin>/bin/cudalint
(preparse: heldout_base's, except that a .c unit is parsed with clang-22 as C, as its compiler would.)
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, CUDA_INC, CCCL_INC, SM90 = heldout_base.GXX, heldout_base.CUDA_INC, heldout_base.CCCL_INC, heldout_base.SM90
GCC = "/usr/bin/gcc"
CHECKS = "-*,cuda-*"

FL = ["src/devices/cuda/fastllm-cuda.cu", "src/devices/cuda/attention/fastllm-attention.cu",
      "src/devices/cuda/moe/fastllm-moe-vllm-marlin.cu", "src/devices/cuda/awq_sm70/fastllm-awq-sm70.cu",
      "src/devices/cuda/models/deepseekv4-kernels.cu", "src/devices/cuda/fastllm-ggml-cuda.cu",
      "src/devices/cuda/linear/fastllm-linear-fp8.cu", "src/devices/cuda/moe/fastllm-moe-fp8.cu",
      "src/devices/cuda/linear/fastllm-marlin-fp8-dense.cu", "src/devices/cuda/fastllm-triton-cuda.cu",
      "src/devices/cuda/linear/fastllm-linear-fp8-cutlass.cu", "src/devices/cuda/linear/fastllm-linear-int4group.cu",
      "src/devices/multicuda/fastllm-multicuda.cu", "src/devices/multicuda/fastllm-custom-allreduce.cu",
      "src/devices/multicuda/multicudadevice.cpp"]


def fastllm():
    inc = ["-I@ROOT@/" + d for d in ("include", "include/utils", "include/models", "include/blocks",
                                     "include/devices/cpu", "include/devices/disk", "third_party/json11",
                                     "third_party/gguf", "third_party/flashinfer", "include/devices/cuda",
                                     "src/devices/cuda/linear/marlin_dense_fp8", "third_party/turbomind",
                                     "include/devices/multicuda")]
    defs = ["-DUSE_CUDA", '-DFASTLLM_SOURCE_DIR="@ROOT@"']
    cxx = [GXX, "-pthread", "--std=c++17", "-O2", "-march=native", "-O3", "-DNDEBUG"] + defs + inc + [CUDA_INC, CCCL_INC]
    cu = [NVCC, "-std=c++20", "-O3", "-DNDEBUG", "--default-stream=per-thread", "--expt-relaxed-constexpr",
          "--expt-extended-lambda"] + SM90 + defs + inc
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in FL]


BC = ["allocator.cu", "bc.cu", "bellman-cuda.cu", "bellman-cuda-cub.cu", "ff.cu", "ff_config.cu", "ff_kernels.cu",
      "msm.cu", "msm_kernels.cu", "ntt.cu", "ntt_kernels.cu", "pn.cu", "pn_kernels.cu", "utils.cu"]


def bellman():
    cu = [NVCC, "-std=c++17", "--expt-relaxed-constexpr", "-rdc=true"] + SM90
    return [("src", cu + ["-c", u]) for u in BC]


CP = ["offload/offload_buffer.c", "offload/offload_library.c", "offload/offload_mempool.c", "dbm/dbm_multiply_gpu.c",
      "dbm/dbm_multiply_gpu_kernel.cu", "pw/gpu/pw_gpu_internal.c", "pw/gpu/pw_gpu_kernels.cu",
      "grid/gpu/grid_gpu_collocate.cu", "grid/gpu/grid_gpu_integrate.cu", "grid/gpu/grid_gpu_context.cu"]


def cp2k():
    cc = [GCC, "-std=c11", "-O3", "-fopenmp", "-D__OFFLOAD_CUDA", CUDA_INC]
    cu = [NVCC, "-std=c++14", "-O3", "-D__OFFLOAD_CUDA", "-allow-unsupported-compiler"] + SM90
    return [("src", (cu if u.endswith(".cu") else cc) + ["-c", u]) for u in CP]


REPOS = {
    "ztxz16+fastllm": ("d3aea32f809b8b89b152643a202068c35acffbf9", fastllm),
    "matter-labs+era-bellman-cuda": ("a87a309e7c07ef6b3fc5532e50d5d244aab9f4d0", bellman),
    "cp2k+cp2k": ("ae513bac4f751e79b120bf8419509e980ad75ec8", cp2k),
}
PATHS = {"ztxz16+fastllm": ["src", "include", "third_party", "CMakeLists.txt", "LICENSE"],
         "matter-labs+era-bellman-cuda": ["src", "CMakeLists.txt", "LICENSE-MIT", "LICENSE-APACHE"],
         "cp2k+cp2k": ["src/offload", "src/dbm", "src/grid", "src/pw/gpu", "src/base", "src/mpiwrap", "CMakeLists.txt",
                       "src/CMakeLists.txt", "LICENSE"]}

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)


heldout_base.set_steps(h3, CHECKS, extract, {})


if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
