#!/usr/bin/env python3
"""Held-out round 38 (eval/results/heldout38.md): a BLIND precision round, stop 43: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout38-key.tsv) is written from docs/checks/cuda/*.md of main before any
cuda-* run on these units. Build: BLIND <eval-bin-s42> (main 9c877ad, stop 42's rules); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout37-repos.py.

TU rule (fixed before any cudalint run): per repository, the units of its own build with CUDA on, with the build's own
flags (Release where the build has a default), sm_90:

  triton-inference-server/tensorrt_backend (the LARGE multi-stream application: Triton Inference Server's TensorRT
    backend: per model instance a compute stream and separate input- and output-copy streams, events that order
    them per context (ready-for-input, input-ready, ready-for-output, output-ready) and timing events for the
    statistics, pinned and mapped host buffers (cudaHostAlloc), CUDA graphs captured per batch size, an output
    allocator for data-dependent shapes): the 13 .cc of CMakeLists.txt's triton-tensorrt-backend library. Flags:
    g++ C++17 (TRITON_MIN_CXX_STANDARD), Release (-O3 -DNDEBUG, CMakeLists.txt's default build type), -Wall -Wextra
    -Wno-unused-parameter -Wno-type-limits -Wno-deprecated-declarations, -DTRITON_ENABLE_GPU=1
    -DTRITON_ENABLE_CUDA_GRAPH=1 (CUDA >= 10.1) -DTRITON_ENABLE_STATS=1 (the backend utilities' PUBLIC define,
    TRITON_ENABLE_STATS ON by default), -DTRITON_ENABLE_TRT_MULTI_DEVICE=1 (TRITON_ENABLE_TENSORRT_MULTI_DEVICE, ON by
    default: the NCCL multi-device path) with nccl.h generated as NVIDIA/nccl's src/Makefile does (src/nccl.h.in with
    makefiles/version.mk's 2.30.7, at the mirror's head) into <out>/gen/nccl. Build dependencies, not analysed, under
    <out>/dep: triton-inference-server/{backend,core,common} include/ at their mirrors' heads (CMakeLists.txt fetches
    their 'main'), NVIDIA/TensorRT include/ (the TensorRT headers, NvInfer.h) and Tencent/rapidjson include/
    (triton/common/triton_json.h), at their mirrors' heads.
  pytorch/tensorpipe (PyTorch RPC's tensor-aware point-to-point library: its CUDA channels move device buffers
    between processes: cuda_basic stages through pinned host memory in chunks on the sender's and receiver's streams
    with events, cuda_ipc by IPC handles and events, cuda_xth within a process by cudaMemcpyAsync across streams,
    cuda_gdr by InfiniBand GPUDirect; a CUDA event loop polls events): tensorpipe/CMakeLists.txt's tensorpipe_cuda
    library with TP_USE_CUDA, TP_ENABLE_CUDA_IPC and TP_ENABLE_CUDA_GDR on (Linux defaults): common/cuda_buffer.cc,
    common/cuda_loop.cc, common/ibv.cc and the channel_impl/context_impl/factory .cc of cuda_xth, cuda_basic,
    cuda_ipc, cuda_gdr (15 units); the CUDA tests of tensorpipe/test/CMakeLists.txt (channel_test_cuda.cc,
    channel_test_cuda_multi_gpu.cc, channel_test_cuda_xdtt.cc, common/cuda_test.cc, core/pipe_cuda_test.cc,
    cuda_xth_test.cc, cuda_basic_test.cc, cuda_ipc_test.cc, cuda_gdr_test.cc, channel/kernel.cu) and
    core/context_test.cc (compiled with TP_USE_CUDA, it calls the runtime), and benchmark/benchmark_pipe.cc (the
    benchmark of benchmark/CMakeLists.txt that links tensorpipe_cuda): 27 units. Flags: g++ C++17 (CMAKE_CXX_STANDARD),
    no build type (CMake's empty default: no -O), -DTP_USE_CUDA for the tests, nvcc for kernel.cu;
    <out>/gen/tensorpipe/tensorpipe/config.h and config_cuda.h written from the .h.in (SHM, IBV transports, CMA, CUDA
    IPC, CUDA GDR: 1); libnop (third_party submodule google/libnop@910b558) include/ and libuv (libuv/libuv@5152db2)
    include/ under <out>/dep; nvml.h (the toolkit's CUDA include dir holds it on a full install, not on this machine):
    NVIDIA/go-nvml's copy of NVIDIA's header, gen/nvml/nvml.h at the mirror's head, under <out>/dep; googletest: the
    system's.
  dmlc/xgboost (the gradient-boosting training library's CUDA build: device helpers over curt::Stream wrappers,
    --default-stream per-thread, pinned host allocators, external-memory pages copied host<->device on streams with
    events, collectives): src/CMakeLists.txt globs every .cu and every .cc of src/; the units taken are those of src/
    (.cu and .cc) with at least 6 lines that match
    'cuda[A-Z][A-Za-z]*\\(|curt::|dh::safe_cuda|Stream\\(\\)|MemcpyAsync|pinned' (git grep -c at the pinned commit,
    decided before any run): 26 units (XGB below). Flags (cmake/Utils.cmake): nvcc C++17, --expt-extended-lambda
    --expt-relaxed-constexpr --default-stream per-thread, -Xcompiler -fopenmp (USE_OPENMP forced on with CUDA),
    Release -O3 -DNDEBUG (the Python wheel's build type), -DXGBOOST_USE_CUDA=1 -DDMLC_LOG_CUSTOMIZE=1
    -D_MWAITXINTRIN_H_INCLUDED -DXGBOOST_BUILTIN_PREFETCH_PRESENT=1 -DXGBOOST_MM_PREFETCH_PRESENT=1 (x86_64 gcc), no
    NCCL (USE_NCCL OFF by default), no RMM, no NVTX; the .cc through g++ with -fopenmp -funroll-loops and the same
    defines; -I<root>/include and dmlc-core's include/ (the dmlc-core submodule's commit ee879b7 is not in the mirror:
    dmlc/dmlc-core at the mirror's head 5295de9, under <out>/dep, not analysed), the toolkit's CCCL.

  heldout38-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout38-repos.py db|lint|list --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  heldout38-repos.py preparse --out <out> --cudalint <eval-bin>/bin/cudalint
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, CUDA_INC, CCCL_INC, SM90 = heldout_base.GXX, heldout_base.CUDA_INC, heldout_base.CCCL_INC, heldout_base.SM90
DEP = "-I@ROOT@/../../dep/"

CHECKS = "-*,cuda-*"

TRT = ["src/" + u for u in ["tensorrt.cc", "model_state.cc", "tensorrt_model.cc", "instance_state.cc",
                            "tensorrt_model_instance.cc", "shape_tensor.cc", "tensorrt_utils.cc", "filesystem.cc",
                            "shared_library.cc", "loader.cc", "logging.cc", "output_allocator.cc",
                            "io_binding_info.cc"]]


def tensorrt_backend():
    inc = ["-I@ROOT@/src"] + [DEP + d for d in ("triton-backend/include", "triton-core/include",
                                                "triton-common/include", "tensorrt/include", "rapidjson/include")]
    cxx = [GXX, "-std=c++17", "-O3", "-DNDEBUG", "-Wall", "-Wextra", "-Wno-unused-parameter", "-Wno-type-limits",
           "-Wno-deprecated-declarations", "-DTRITON_ENABLE_GPU=1", "-DTRITON_ENABLE_CUDA_GRAPH=1",
           "-DTRITON_ENABLE_STATS=1", "-DTRITON_ENABLE_TRT_MULTI_DEVICE=1"] + inc + [
        "-I@ROOT@/../../gen/nccl", CUDA_INC, CCCL_INC]
    return [(".", cxx + ["-c", u]) for u in TRT]


TP_LIB = ["tensorpipe/" + u for u in [
    "common/cuda_buffer.cc", "common/cuda_loop.cc", "common/ibv.cc"] + [
    f"channel/{c}/{f}.cc" for c in ("cuda_xth", "cuda_basic", "cuda_ipc", "cuda_gdr")
    for f in ("channel_impl", "context_impl", "factory")]]
TP_TEST = ["tensorpipe/test/" + u for u in [
    "channel/channel_test_cuda.cc", "channel/channel_test_cuda_multi_gpu.cc", "channel/channel_test_cuda_xdtt.cc",
    "common/cuda_test.cc", "core/pipe_cuda_test.cc", "channel/cuda_xth/cuda_xth_test.cc",
    "channel/cuda_basic/cuda_basic_test.cc", "channel/cuda_ipc/cuda_ipc_test.cc", "channel/cuda_gdr/cuda_gdr_test.cc",
    "channel/kernel.cu", "core/context_test.cc"]]
TP_BENCH = ["tensorpipe/benchmark/benchmark_pipe.cc"]


def tensorpipe():
    inc = ["-I@ROOT@", "-I@ROOT@/../../gen/tensorpipe", DEP + "libnop/include", DEP + "libuv/include",
           DEP + "nvml/gen/nvml"]
    cxx = [GXX, "-std=c++17"] + inc + [CUDA_INC, CCCL_INC]
    cu = [NVCC, "-std=c++17"] + SM90 + inc
    units = [(".", cxx + ["-c", u]) for u in TP_LIB + TP_BENCH]
    units += [(".", (cu if u.endswith(".cu") else cxx) + ["-DTP_USE_CUDA", "-c", u]) for u in TP_TEST]
    return units


XGB = ["src/" + u for u in [
    "data/ellpack_page.cu", "common/device_compression.cu", "collective/coll.cu", "data/ellpack_page_source.cu",
    "objective/lambdarank_obj.cu", "common/cuda_rt_utils.cc", "common/quantile.cu", "tree/updater_gpu_hist.cu",
    "metric/auc.cu", "tree/gpu_hist/evaluate_splits.cu", "common/host_device_vector.cu", "common/ranking_utils.cu",
    "tree/gpu_hist/histogram.cu", "metric/rank_metric.cu", "data/ellpack_page_raw_format.cu", "data/data.cu",
    "common/device_vector.cu", "common/cuda_dr_utils.cc", "collective/comm.cu", "predictor/interpretability/shap.cu",
    "predictor/gpu_predictor.cu", "data/cat_container.cu", "common/resource.cu",
    "tree/gpu_hist/multi_evaluate_splits.cu", "data/array_interface.cu", "common/cuda_pinned_allocator.cu"]]
XGB_DEFS = ["-DXGBOOST_USE_CUDA=1", "-DDMLC_LOG_CUSTOMIZE=1", "-D_MWAITXINTRIN_H_INCLUDED",
            "-DXGBOOST_BUILTIN_PREFETCH_PRESENT=1", "-DXGBOOST_MM_PREFETCH_PRESENT=1"]


def xgboost():
    inc = ["-I@ROOT@/include", DEP + "dmlc-core/include"]
    cu = [NVCC, "-std=c++17", "-O3", "-DNDEBUG", "--expt-extended-lambda", "--expt-relaxed-constexpr",
          "--default-stream", "per-thread", "-Xcompiler", "-fopenmp"] + SM90 + XGB_DEFS + inc + [CCCL_INC]
    cxx = [GXX, "-std=c++17", "-O3", "-DNDEBUG", "-fopenmp", "-funroll-loops"] + XGB_DEFS + inc + [CUDA_INC, CCCL_INC]
    return [("src", (cu if u.endswith(".cu") else cxx) + ["-c", os.path.relpath(u, "src")]) for u in XGB]


REPOS = {
    "triton-inference-server+tensorrt_backend": ("e2ef6d790ba82283450e8993f04ebbf213e49c5b", tensorrt_backend),
    "pytorch+tensorpipe": ("2b4cd91092d335a697416b2a3cb398283246849d", tensorpipe),
    "dmlc+xgboost": ("379b29f0836b9dbc313b993d8e5743bd452d4117", xgboost),
}
PATHS = {"triton-inference-server+tensorrt_backend": ["src", "CMakeLists.txt", "LICENSE"],
         "pytorch+tensorpipe": ["tensorpipe", "cmake", "CMakeLists.txt", "LICENSE.txt"],
         "dmlc+xgboost": ["src", "include", "cmake", "CMakeLists.txt", "LICENSE"]}
# Build dependencies (not analysed): (mirror, commit, pathspecs, folder under <out>/dep, or under the repository's tree
# for a submodule).
DEPS = [
    ("triton-inference-server+backend", "3f57fb90bee16b86232ee79c45eb4ce69c9ad489", ["include", "LICENSE"],
     "dep/triton-backend"),
    ("triton-inference-server+core", "73aad7c3348d040c7087d57837d75822c488495e", ["include", "LICENSE"],
     "dep/triton-core"),
    ("triton-inference-server+common", "83adf7cf88a2f343005974dff3728be746de2d66", ["include", "LICENSE"],
     "dep/triton-common"),
    ("NVIDIA+TensorRT", "a892d22267d9cd2dedc1a0893e6892ac901f6d3d", ["include", "LICENSE"], "dep/tensorrt"),
    ("Tencent+rapidjson", "24b5e7a8b27f42fa16b96fc70aade9106cf7102f", ["include", "license.txt"], "dep/rapidjson"),
    ("google+libnop", "910b55815be16109f04f4180e9adee14fb4ce281", ["include", "LICENSE"], "dep/libnop"),
    ("libuv+libuv", "5152db2cbfeb5582e9c27c5ea1dba2cd9e10759b", ["include", "LICENSE"], "dep/libuv"),
    ("NVIDIA+go-nvml", "2f9e261fe40a7a1c54783d66805e8920564763b4", ["gen/nvml/nvml.h", "LICENSE"], "dep/nvml"),
    ("NVIDIA+nccl", "5067397c2676d5aed50042fc39e5c8ee96eb0027", ["src/nccl.h.in", "makefiles/version.mk", "LICENSE.txt"],
     "dep/nccl"),
    ("dmlc+dmlc-core", "5295de940c7e79abe8b5d3891ca1d9ac6e7d467c", ["include", "LICENSE"], "dep/dmlc-core"),
]

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)
    for repo, commit, paths, dst in DEPS:
        heldout_base.archive_into(a.mirrors, repo, commit, paths, os.path.join(a.out, dst))


# What tensorpipe's CMake configures (#cmakedefine01 -> 1 for the transports and channels its Linux build turns on).
TP_GEN = {
    "tensorpipe/tensorpipe/config.h": "#pragma once\n\n#define TENSORPIPE_HAS_SHM_TRANSPORT 1\n"
                                      "#define TENSORPIPE_HAS_IBV_TRANSPORT 1\n\n#define TENSORPIPE_HAS_CMA_CHANNEL 1\n",
    "tensorpipe/tensorpipe/config_cuda.h": "#pragma once\n\n#define TENSORPIPE_HAS_CUDA_IPC_CHANNEL 1\n"
                                           "#define TENSORPIPE_HAS_CUDA_GDR_CHANNEL 1\n",
}



heldout_base.set_steps(h3, CHECKS, extract, TP_GEN, heldout_base.nccl_h)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
