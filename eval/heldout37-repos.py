#!/usr/bin/env python3
"""Held-out round 37 (eval/results/heldout37.md): a BLIND study of the wave-2 flow checks
(cuda-host-access-before-sync, cuda-event-timing-stream, cuda-capture-unsafe-call, cuda-sync-in-loop,
cuda-resource-leak, cuda-event-needless-timing, cuda-unchecked-error) and of cuda-default-stream (with its rule for the
legacy stream written out as an argument to a project function that queues work on that stream parameter) and
cuda-missing-stream -- every cuda-* check over repositories nobody on the project had used, judged by the standard of
an experienced CUDA engineer ("would act on it": yes/no with the reason). The key (eval/heldout37-key.tsv) is written
from docs/checks/cuda/*.md of main before any cuda-* run on these units. Build: BLIND <eval-bin-s41d> (main 4923323;
5fdf7bc behaves the same); the lint step is heldout_base.checked_lint(..., whole_database=True) (every cuda-* check,
-j 1, nice -n 10, the whole database of each repository, no list of sources). Modelled on eval/heldout36-repos.py.

TU rule (fixed before any cudalint run): per repository, the units of its own build with CUDA on, with the build's own
flags, sm_90 (every unit includes the project's CUDA runtime layer):

  NVIDIA-Merlin/HierarchicalKV (NVIDIA's GPU key-value store for recommender embeddings, header-only: its table
    API takes a stream everywhere (defaulted to 0), stages through pinned host workspaces from a memory pool whose
    buffers are released behind events, locks with kernels on a thread-local stream; the tests and benchmarks create
    streams, run multi-stream upserts, wait per batch and time with events): the executables of CMakeLists.txt, 3
    benchmarks and 18 tests (tests/accum_or_assign_test: CMakeLists.txt names accum_or_assign_test.cc, the file is
    .cc.cu, used). Flags: C++17 (CMAKE_CUDA_STANDARD), -g (CMakeLists.txt sets CMAKE_BUILD_TYPE to Debug after its
    first targets; CUDA_ERROR_CHECK is added only when the build type is Debug at the top, so it is not defined, and
    CudaCheckError() is empty), -I<root>/include -I<root>/tests (googletest: the system's), the toolkit's cccl, sm_90.
  LLNL/Aluminum (GPU-aware communication library of LLNL (LBANN's): its host-transfer backend stages device buffers
    through pinned host memory on internal streams, with events and a progress engine; GPU wait/flag kernels on
    mapped host memory; benchmarks time operations with events on the communicator's stream): the library with
    ALUMINUM_ENABLE_CUDA, _MPI_CUDA, _MPI_CUDA_RMA, _HOST_TRANSFER, _NCCL on (src/CMakeLists.txt, src/cuda,
    src/mpi_cuda), its benchmarks (benchmark/CMakeLists.txt: benchmark_ops, bandwidth, benchmark_waits,
    benchmark_events, wait.cu), tests (test/CMakeLists.txt: test_ops, test_exchange, test_stream_mem_ops,
    test_rma_ring, test_rma_halo_exchange), examples (hello_world, allreduce, pingpong) and util/al_info.cpp.
    Calls through the AlGpu* macros of cmake/Al_config.hpp.in (AL_GPU_RT(x) = cuda##x): <out>/gen/aluminum/Al_config.hpp
    written from that template with those options (no Caliper, NVPROF, hwloc, ROCm; AL_THREAD_MULTIPLE off).
    Flags: C++17 (target_compile_features), -Wall -Wextra -pedantic -g, Release -O3 -DNDEBUG; .cpp through g++, .cu
    through nvcc; MPI's include dirs; cxxopts (third_party/cxxopts, a submodule: jarro2783/cxxopts at its mirror's
    head, include/cxxopts.hpp under <out>/dep/cxxopts).
  eth-cscs/Tiled-MM (COSMA's out-of-core GPU GEMM: host matrices multiplied in tiles that are round-robined over
    several GPU streams through pinned (host-registered) buffers, double buffered, with events between the copy and
    compute of consecutive tiles; all runtime calls through gpu::runtime_api's forwarding templates,
    src/Tiled-MM/gpu_runtime_api.hpp): the library (src/Tiled-MM/CMakeLists.txt: gpu_context, mm_handle, tile_dim,
    tiled_matrix, tiled_mm, tile_coord), examples/multiply.cpp, examples/cublasXt-multiply.cpp and
    tests/test-multiply.cpp. Flags: -DTILED_MM_CUDA, C++14 raised to C++17 for CUDA 13's headers, Release -O3
    -DNDEBUG, g++, cxxopts as above.

Parse status before the key (heldout37-repos.py preparse: host side, no check run): Aluminum 29 of 30 clean
(src/mpi_cuda/rma.cpp: 1 error, 'no member named computeMode in cudaDeviceProp', removed in CUDA 13; kept);
Tiled-MM 9 of 9; HierarchicalKV 3 of 21 clean (memory_pool_test, group_lock_test, reserved_keys_test): the other 18 have
1-28 errors, all in device code of include/merlin/core_kernels/kernel_utils.cuh ('no matching function for call to
__stcg/__stcs': cudalint's nvcc-compat header lacks their unsigned long overloads, which nvcc's headers have); kept, the
tests' and the library's host code parses. 60 TUs.

  heldout37-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout37-repos.py db|lint|list --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  heldout37-repos.py preparse --out <out> --cudalint <eval-bin>/bin/cudalint
"""
import os, re, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX = "/usr/bin/g++"
CUDA_INC = "-I/usr/local/cuda/include"
CCCL_INC = "-I/usr/local/cuda/include/cccl"
SM90 = ["-gencode", "arch=compute_90,code=sm_90"]
MPI_INC = ["-I/usr/lib/x86_64-linux-gnu/openmpi/include", "-I/usr/lib/x86_64-linux-gnu/openmpi/include/openmpi"]
CXXOPTS = "-I@ROOT@/../../dep/cxxopts/include"

CHECKS = "-*,cuda-*"

AL_LIB = ["src/" + u for u in ["Al.cpp", "mempool.cpp", "mpi_impl.cpp", "profiling.cpp", "progress.cpp", "trace.cpp",
                               "mpi_cuda_impl.cpp", "ht_impl.cpp", "nccl_impl.cpp", "cuda/cuda.cpp",
                               "cuda/gpu_status_flag.cpp", "cuda/gpu_wait.cpp", "cuda/streams.cpp",
                               "cuda/helper_kernels.cu", "mpi_cuda/communicator.cpp", "mpi_cuda/rma.cpp"]]
AL_BENCH = ["benchmark/" + u for u in ["benchmark_ops.cpp", "bandwidth.cpp", "benchmark_waits.cpp",
                                       "benchmark_events.cpp", "wait.cu"]]
AL_TEST = ["test/" + u for u in ["test_ops.cpp", "test_exchange.cpp", "test_stream_mem_ops.cpp", "test_rma_ring.cpp",
                                 "test_rma_halo_exchange.cpp"]]
AL_MISC = ["examples/hello_world.cpp", "examples/allreduce.cpp", "examples/pingpong.cpp", "util/al_info.cpp"]
AL_ON = {"AL_HAS_CUDA", "AL_HAS_MPI_CUDA", "AL_HAS_MPI_CUDA_RMA", "AL_HAS_HOST_TRANSFER", "AL_HAS_NCCL",
         "AL_PE_START_ON_DEMAND"}
# CMakeLists.txt's tuning parameters (their defaults, x86_64) for cmake/tuning_params.hpp.in.
AL_TUNING = {"AL_PE_NUM_CONCURRENT_OPS": "4", "AL_PE_NUM_STREAMS": "64", "AL_PE_NUM_PIPELINE_STAGES": "2",
             "AL_PE_INPUT_QUEUE_SIZE": "8192", "AL_SYNC_MEM_PREALLOC": "1024", "AL_CACHE_LINE_SIZE": "64",
             "AL_DESTRUCTIVE_INTERFERENCE_SIZE": "128", "AL_CUDA_STREAM_POOL_SIZE": "1"}


def aluminum():
    inc = ["-I@ROOT@/include", "-I@ROOT@/../../gen/aluminum", "-I@ROOT@/test", "-I@ROOT@/benchmark", CXXOPTS] + MPI_INC
    cxx = [GXX, "-std=c++17", "-Wall", "-Wextra", "-pedantic", "-g", "-O3", "-DNDEBUG"] + inc + [CUDA_INC, CCCL_INC]
    cu = [NVCC, "-std=c++17", "-g", "-O3", "-DNDEBUG"] + SM90 + inc
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in AL_LIB + AL_BENCH + AL_TEST + AL_MISC]


TMM = ["src/Tiled-MM/" + u for u in ["gpu_context.cpp", "mm_handle.cpp", "tile_dim.cpp", "tiled_matrix.cpp",
                                     "tiled_mm.cpp", "tile_coord.cpp"]] + \
    ["examples/multiply.cpp", "examples/cublasXt-multiply.cpp", "tests/test-multiply.cpp"]


def tiled_mm():
    cxx = [GXX, "-std=c++17", "-O3", "-DNDEBUG", "-DTILED_MM_CUDA", "-I@ROOT@/src", CXXOPTS, CUDA_INC, CCCL_INC]
    return [(".", cxx + ["-c", u]) for u in TMM]


HKV = ["benchmark/" + u for u in ["merlin_hashtable_benchmark.cc.cu", "find_with_missed_keys_benchmark.cc.cu",
                                 "dual_bucket_benchmark.cc.cu"]] + \
    ["tests/" + u + ".cc.cu" for u in [
        "merlin_hashtable_test", "find_or_insert_test", "memory_pool_test", "save_and_load_test", "insert_and_evict_test",
        "dynamic_max_capacity_test", "group_lock_test", "find_or_insert_ptr_test", "assign_score_test",
        "uint32_score_test", "accum_or_assign_test", "assign_values_test", "find_with_missed_keys_test",
        "reserved_keys_test", "export_batch_if_test", "find_or_insert_ptr_lock_test", "lock_unlock_test",
        "dual_bucket_test"]]


def hkv():
    cu = [NVCC, "-std=c++17", "-g"] + SM90 + ["-I@ROOT@/include", "-I@ROOT@/tests", CCCL_INC]
    return [(".", cu + ["-c", u]) for u in HKV]


REPOS = {
    "NVIDIA-Merlin+HierarchicalKV": ("ae24eecde0b42a90b2c83db15eba0294b5cc2928", hkv),
    "LLNL+Aluminum": ("e9bfa94e0db5c0c6c9a93867cd6f1bf906c424d2", aluminum),
    "eth-cscs+Tiled-MM": ("0eb75179e670a04c649b50ae5e91bb71b43e4d06", tiled_mm),
}
PATHS = {"NVIDIA-Merlin+HierarchicalKV": ["include", "tests", "benchmark", "CMakeLists.txt", "LICENSE"],
         "LLNL+Aluminum": ["src", "include", "benchmark", "test", "examples", "util", "cmake", "CMakeLists.txt",
                           "LICENSE"],
         "eth-cscs+Tiled-MM": ["src", "examples", "tests", "CMakeLists.txt", "LICENSE"]}
# A build dependency (Aluminum's third_party/cxxopts submodule; Tiled-MM's cxxopts::cxxopts), not analysed.
CXXOPTS_REPO, CXXOPTS_COMMIT = "jarro2783+cxxopts", "a3a21b31ef2894b5a802f041f40d51059469a259"

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)
    heldout_base.archive_into(a.mirrors, CXXOPTS_REPO, CXXOPTS_COMMIT, ["include/cxxopts.hpp", "LICENSE"],
                              os.path.join(a.out, "dep", "cxxopts"))


def al_config(a, gen):
    """What Aluminum's CMake configures: <out>/gen/aluminum/Al_config.hpp and <out>/gen/aluminum/aluminum/
    tuning_params.hpp from the extracted cmake/*.hpp.in: the options in AL_ON defined, every other #cmakedefine left
    undefined, the tuning parameters AL_TUNING, the version strings "1"."""
    for name, dst in (("Al_config.hpp.in", "Al_config.hpp"), ("tuning_params.hpp.in", "aluminum/tuning_params.hpp")):
        out = []
        for line in open(os.path.join(a.out, "src", "LLNL+Aluminum", "cmake", name)):
            m = re.match(r"#cmakedefine (\w+)", line)
            if m:
                line = (f"#define {m.group(1)}\n" if m.group(1) in AL_ON else f"/* #undef {m.group(1)} */\n")
            out.append(re.sub(r"@(\w+)@", lambda v: AL_TUNING.get(v.group(1), "1"), line))
        path = os.path.join(gen, "aluminum", dst)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write("".join(out))


heldout_base.set_steps(h3, CHECKS, extract, {}, al_config)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
