#!/usr/bin/env python3
"""Held-out round 30 (eval/results/heldout30.md): a BLIND precision round for the wave-2 checks of issues 16 and 17
(cuda-host-access-before-sync, cuda-event-timing-stream, cuda-capture-unsafe-call, cuda-sync-in-loop,
cuda-event-needless-timing, cuda-resource-leak) over two repositories nobody on the project had used, chosen for host
code that fills pinned buffers with asynchronous device-to-host copies and reads them, orders two or three streams per
GPU with events and cudaStreamWaitEvent, and waits in batch loops. Builds: BEFORE <eval-bin-s34d> (main 2cfc288), BLIND
<eval-bin-s36b> (main 02aa180), the same command for both (`lint` below: only the six checks, -j 1, nice -n 10).
Modelled on eval/heldout29-repos.py (eval/heldout3-repos.py's db, list, parse through eval/heldout_base.py).

TU rule (fixed before any cudalint run): per repository, the .cu/.cpp units of its own build that call the CUDA runtime
or launch a kernel (grep -E '\\bcuda[A-Z][A-Za-z0-9]*\\s*\\(|<<<') or include a header of the project that calls
cudaStreamSynchronize, cudaMemcpyAsync, cudaHostAlloc or cudaStreamCreate; tests and benchmarks left out.

  muellan/metacache (metagenomic read classifier; its GPU build `make gpu`): src/query_batch.cu,
    src/sequence_batch.cu, src/stat_combined.cu, the Makefile's CUDA sources (the .cpp files call no CUDA API) less
    src/gpu_hashmap.cu: it includes dep/warpcore, whose own submodule ext/hpc_helpers (gitlab.rlp.net, not in the
    snapshots) is a newer hpc_helpers than MetaCache vendors; with MetaCache's copy (and packed_types.cuh from
    sleeepyjack/packed_types) standing in, the unit still stopped at clang's error limit inside warpcore
    (helpers::lambda_kernel, packed_types), so it was left out before the key. 3 TUs. Flags: the Makefile's (-std=c++14 raised to c++17 for CUDA 13's CCCL, --expt-relaxed-constexpr
    --extended-lambda, -DGPU_MODE as `make gpu` sets), sm_90 for native. Submodules dep/warpcore
    (sleeepyjack/warpcore@d0e06a8, include/ only) and dep/bb_segsort (Funatiq/bb_segsort@de84834, src/ only) at the
    commits the superproject pins.
  NVIDIA-Genomics-Research/GenomeWorks (cudapoa, cudaaligner, cudamapper, cudaextender): 24 TUs (GW below), library
    sources and the samples and applications of each module. Flags: the modules' CMake (include dirs of
    common/base, common/io and each module's include/ and src/; GW_ENABLE_CACHING_ALLOCATOR, the option's default ON;
    --expt-extended-lambda), C++17 for C++14 (CUDA 13), sm_90 for compute_60. The two configured headers the samples
    include (cudaextender_file_location.hpp, file_location.hpp) are written by `db` under <out>/gen with a dummy data
    directory. The 3rdparty submodules are not used: cub and thrust come from the toolkit.

27 TUs.

Added after the first two repositories' key and runs (which found nothing; see eval/results/heldout30.md), with its own
key rows committed before any cudalint run on it:

  cwpearson/stencil (MPI+CUDA 3D stencil halo-exchange library and its benchmarks): the bin/ programs that call the
    CUDA runtime (grep above): bench_alltoallv, bench_mpi_pack, bench_pack, exchange_strong, exchange_weak, jacobi3d,
    jacobi3d_strong, machine_info, measure_buf_exchange, pingpong, and the library's .cu units that begin a stream
    capture or create a stream, event or pinned buffer (grep -lE 'cudaStreamBeginCapture|cudaEventCreate|
    cudaStreamCreate|cudaHostAlloc|cudaMallocHost|cudaEventElapsedTime' src/*.cu: packer.cu, translator.cu); 12 TUs
    (the rest of the library is reached through include/stencil/*.cuh; its .cpp units are left out to stay within 40). Flags: CMakeLists.txt's defaults (STENCIL_OUTPUT_LEVEL
    INFO=3, USE_CUDA_AWARE_MPI OFF, SETUP_STATS ON, USE_CUDA_GRAPH ON, USE_CUDA, USE_MPI; include/, thirdparty/),
    --expt-extended-lambda, C++17 for 11, sm_90; Open MPI's headers from the distribution's libopenmpi-dev (installed
    for this round); nvToolsExt.h from the toolkit's header-only NVTX 3 (CUDA 13 has no NVTX 2); nvml.h (not installed)
    a stand-in written by `db` with the declarations the code uses.

39 TUs in all.

  heldout30-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout30-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC

CHECKS = ("-*,cuda-host-access-before-sync,cuda-event-timing-stream,cuda-capture-unsafe-call,cuda-sync-in-loop,"
          "cuda-event-needless-timing,cuda-resource-leak")

MC = ["query_batch.cu", "sequence_batch.cu", "stat_combined.cu"]


def metacache():
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "-lineinfo", "--expt-relaxed-constexpr", "--extended-lambda",
         "-DGPU_MODE"]
    return [("src", f + ["-c", u]) for u in MC]


GW = ["common/base/src/cudautils.cpp",
      "cudaaligner/samples/sample_cudaaligner.cpp", "cudaaligner/src/aligner_global.cpp",
      "cudaaligner/src/aligner_global_hirschberg_myers.cpp", "cudaaligner/src/aligner_global_myers.cpp",
      "cudaaligner/src/aligner_global_myers_banded.cpp", "cudaaligner/src/aligner_global_ukkonen.cpp",
      "cudaaligner/src/cudaaligner.cpp", "cudaaligner/src/hirschberg_myers_gpu.cu", "cudaaligner/src/myers_gpu.cu",
      "cudaaligner/src/ukkonen_gpu.cu",
      "cudaextender/samples/sample_cudaextender.cpp", "cudaextender/src/ungapped_xdrop.cu",
      "cudamapper/src/index.cu", "cudamapper/src/index_gpu.cu", "cudamapper/src/index_host_copy.cu",
      "cudamapper/src/main.cu", "cudamapper/src/matcher_gpu.cu", "cudamapper/src/minimizer.cu",
      "cudamapper/src/overlapper_triggered.cu",
      "cudapoa/samples/sample_cudapoa.cpp", "cudapoa/src/batch.cu", "cudapoa/src/main.cpp", "cudapoa/src/utils.cu"]

GEN = {"cudaextender_file_location.hpp": '#pragma once\n#define CUDAEXTENDER_DATA_DIR "data"\n',
       "file_location.hpp": '#pragma once\n#define CUDAPOA_BENCHMARK_DATA_DIR "data"\n',
       # CCCL 3 (CUDA 13) removed thrust's experimental pinned_allocator, which pinned_host_vector.hpp includes; the
       # stand-in is the allocator CCCL documents in its place (a stateless allocator over the pinned memory resource).
       "thrust/system/cuda/experimental/pinned_allocator.h":
           "#pragma once\n#include <thrust/system/cuda/memory_resource.h>\n#include <thrust/mr/allocator.h>\n"
           "namespace thrust { namespace system { namespace cuda { namespace experimental {\n"
           "template <typename T> using pinned_allocator = thrust::mr::stateless_resource_allocator<T, "
           "thrust::system::cuda::universal_host_pinned_memory_resource>;\n}}}}\n",
       # CCCL 3 removed cub::TransformInputIterator (overlapper_triggered.cu); the stand-in is thrust's
       # transform_iterator with the same value type, included first in that unit.
       "gw_cub_compat.h":
           "#pragma once\n#include <cstddef>\n#include <thrust/iterator/transform_iterator.h>\n"
           "namespace cub { template <typename V, typename Op, typename It, typename Off = std::ptrdiff_t> "
           "using TransformInputIterator = thrust::transform_iterator<Op, It, V>; }\n"}
# No nvml.h is installed here: a stand-in with the declarations stencil's machine.hpp / nvml.hpp use (as round 19 did).
GEN["stencil_nvml/nvml.h"] = (
    "#pragma once\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n"
    "typedef struct heldout30_nvmlDevice *nvmlDevice_t;\ntypedef int nvmlReturn_t;\n#define NVML_SUCCESS 0\n"
    "#define NVML_API_VERSION 11\n#define NVML_DEVICE_UUID_BUFFER_SIZE 80\n#define NVML_DEVICE_UUID_V2_BUFFER_SIZE 96\n"
    "nvmlReturn_t nvmlInit(void);\nnvmlReturn_t nvmlDeviceGetCount_v2(unsigned int *count);\n"
    "nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned int index, nvmlDevice_t *device);\n"
    "nvmlReturn_t nvmlDeviceGetUUID(nvmlDevice_t device, char *uuid, unsigned int length);\n"
    "const char *nvmlErrorString(nvmlReturn_t result);\n#ifdef __cplusplus\n}\n#endif\n")
# Per unit, headers included first (-include) for what CCCL 3 no longer includes or has: index_gpu.cuh calls
# thrust::stable_sort_by_key without <thrust/sort.h>.
PRE = {"cudamapper/src/index.cu": ["thrust/sort.h"], "cudamapper/src/index_gpu.cu": ["thrust/sort.h"],
       "cudamapper/src/index_host_copy.cu": ["thrust/sort.h"],
       "cudamapper/src/overlapper_triggered.cu": ["gw_cub_compat.h"]}


def genomeworks():
    root = "@ROOT@"
    gen = root + "/../../gen"
    inc = ["-I" + os.path.join(root, d) for d in
           ("common/base/include", "common/io/include", "cudaaligner/include", "cudaaligner/src", "cudapoa/include",
            "cudapoa/src", "cudamapper/include", "cudamapper/src", "cudaextender/include", "cudaextender/src")]
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "-lineinfo", "--expt-extended-lambda", "-use_fast_math",
         "-DGW_ENABLE_CACHING_ALLOCATOR"] + inc + ["-I" + gen]
    out = []
    for u in GW:
        d, b = os.path.split(u)
        pre = [x for h in PRE.get(u, []) for x in ("-include", h)]
        out.append((d, (f if u.endswith(".cu") else f + ["-x", "cu"]) + pre + ["-c", b]))
    return out


ST = ["bench_alltoallv.cu", "bench_mpi_pack.cu", "bench_pack.cu", "exchange_strong.cu", "exchange_weak.cu",
      "jacobi3d.cu", "jacobi3d_strong.cu", "machine_info.cu", "measure_buf_exchange.cu", "pingpong.cu"]
ST_SRC = ["packer.cu", "translator.cu"]
MPI_INC = "/usr/lib/x86_64-linux-gnu/openmpi/include"


def stencil():
    root = "@ROOT@"
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "-lineinfo", "--expt-extended-lambda", "-DSTENCIL_OUTPUT_LEVEL=3",
         "-DSTENCIL_USE_CUDA_AWARE_MPI=0", "-DSTENCIL_SETUP_STATS=1", "-DSTENCIL_USE_CUDA_GRAPH", "-DSTENCIL_USE_CUDA=1",
         "-DSTENCIL_USE_MPI=1", "-I" + root + "/include", "-I" + root + "/thirdparty", "-I" + MPI_INC,
         "-I/usr/local/cuda/include/nvtx3", "-I" + root + "/../../gen/stencil_nvml"]
    return [("bin", f + ["-c", u]) for u in ST] + [("src", f + ["-c", u]) for u in ST_SRC]


PATHS = {"cwpearson+stencil": ["src", "bin", "include", "thirdparty/argparse", "LICENSE", "CMakeLists.txt"],
         "muellan+metacache": ["src", "dep/hpc_helpers", "dep/queue", "dep/clipp.hpp", "Makefile", "LICENSE"],
         "NVIDIA-Genomics-Research+GenomeWorks": ["*.cu", "*.cuh", "*.cpp", "*.hpp", "*CMakeLists.txt", "*.cmake",
                                                  "LICENSE"]}
SUBS = {"muellan+metacache": [("dep/warpcore", "sleeepyjack+warpcore", "d0e06a8476d016da4085cb32a860c35dda2094b1",
                               ["include", "LICENSE"]),
                              ("dep/bb_segsort", "Funatiq+bb_segsort", "de848342ef5204732e412218d40d8706a5d4d04f",
                               ["src", "LICENSE"])]}

COPIES = {}

h3.REPOS.clear()
h3.REPOS.update({
    "muellan+metacache": ("d7646eca4c4dc131262b16d2910923fce3f5d4fc", metacache),
    "NVIDIA-Genomics-Research+GenomeWorks": ("baab566885cd9c631f4f941c99d0ce37f9b10ecf", genomeworks),
    "cwpearson+stencil": ("07e64de540790600637920ebadfe8280b16695c9", stencil),
})
h3.PATHS.clear()
h3.PATHS.update(PATHS)
h3.KEYED[:] = ["cuda-host-access-before-sync", "cuda-event-timing-stream", "cuda-capture-unsafe-call",
               "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak"]


def extract(a):
    """heldout3's extract with pathspecs after '--' (the snapshots lack some data blobs) and the pinned submodules."""
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        dst = os.path.join(a.out, "src", repo)
        heldout_base.archive_into(a.mirrors, repo, commit, PATHS[repo], dst)
        for path, sub, c, specs in SUBS.get(repo, []):
            heldout_base.archive_into(a.mirrors, sub, c, specs, os.path.join(dst, path))
        for src, path in COPIES.get(repo, []):
            os.makedirs(os.path.dirname(os.path.join(dst, path)), exist_ok=True)
            subprocess.run(["cp", "-rT", os.path.join(dst, src), os.path.join(dst, path)], check=True)


def db(a):
    gen = os.path.join(os.path.abspath(a.out), "gen")
    os.makedirs(gen, exist_ok=True)
    for name, text in GEN.items():
        os.makedirs(os.path.dirname(os.path.join(gen, name)), exist_ok=True)
        with open(os.path.join(gen, name), "w") as f:
            f.write(text)
    P15_DB(a)


P15_DB = h3.p15.db
h3.lint = heldout_base.checked_lint(h3, CHECKS)
h3.extract = extract
h3.p15.db = db

if __name__ == "__main__":
    sys.exit(h3.main())
