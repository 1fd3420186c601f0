#!/usr/bin/env python3
"""Held-out round 32 (eval/results/heldout32.md): a BLIND precision round for issue 15 (findings a CUDA expert would act
on: default-stream, alloc-in-loop and the notes) over six checks -- cuda-pageable-async-memcpy, cuda-default-stream,
cuda-missing-stream, cuda-alloc-in-loop (issue 15's four) and cuda-sync-in-loop, cuda-host-access-before-sync -- on three
repositories nobody on the project had used, at least one a large multi-stream training application. The key
(eval/heldout32-key.tsv) was written and committed before any cudalint run on these units. Build: BLIND <eval-bin-s37c>
(main 34beead); a later AFTER run uses the same command (`lint` below: the six checks, -j 1, nice -n 10). Modelled on
eval/heldout31-repos.py (eval/heldout3-repos.py's db, list and parse through eval/heldout_base.py).

TU rule (fixed before any cudalint run): per repository, units of its own CUDA build that call the CUDA runtime or launch
a kernel (grep -E 'cuda[A-Z][A-Za-z0-9]*\\s*\\(|<<<'), chosen for the most stream, copy, event and allocation work, that
reach the parser (clang 22, CUDA 13) with at most about a dozen host errors; plus, for singa, tensor.cc, the host unit whose
tensor_math_cuda.h launches math_kernel.cu's kernels on the device context's stream; at most about twenty per repository.
25 TUs in all: HugeCTR 18, singa 6, mcx 1. Not taken: HugeCTR's layers that need the cuML primitives of a git submodule
(third_party/cuml, not in the snapshot), the cuDF/Parquet, S3/HDFS/GCS, SHARP and pybind units (dependencies not
installed; Model::fit, the training loop, is a pybind unit); singa's cuDNN RNN and convolution units (cuDNN 9 removed
the API they call: 9-20 errors each) and the units that call no runtime API; mcx's C units (no CUDA).

  NVIDIA-Merlin/HugeCTR (recommender training framework: per-GPU streams and events, asynchronous data readers that
    copy host batches with cudaMemcpyAsync, embedding exchange, metrics; CMake): 18 units of HugeCTR/src. .cu through
    nvcc, .cpp through g++, with the root CMakeLists' flags: -std=c++17 -DSPDLOG_HEADER_ONLY -DSPDLOG_FMT_EXTERNAL
    -DFMT_HEADER_ONLY -DLIBCUDACXX_ENABLE_EXPERIMENTAL_MEMORY_RESOURCE -DDISABLE_CUDF (no cuDF), -Wall -Wno-sign-compare
    (-Werror left out), -fopenmp, --expt-extended-lambda --expt-relaxed-constexpr, sm_90, its include directories
    (root, HugeCTR, HugeCTR/include, third_party, gpu_cache/include, third_party/dynamic_embedding_table). Stand-ins under
    <out>/gen/hugectr: config.hpp (CMake's configure_file of config.hpp.in) and nvml.h (not in this CUDA 13 install: the
    four NVML declarations HugeCTR uses). Boost.Serialization headers from the distribution (libboost-serialization-dev,
    installed for this round).
  apache/singa (deep learning training framework: a CudaGPU device with three non-blocking streams, a NCCL communicator
    with fusion buffers, events and cudaMemcpyAsync; CMake with USE_CUDA USE_CUDNN USE_DIST): 6 units. -std=c++17 (CUDA
    13's CCCL needs C++17; the project says c++11) -O2 -fPIC -pthread -DUSE_CMAKE, include, src, Open MPI's include dir.
    Stand-ins under <out>/gen/singa: singa/singa_config.h (the configured template), singa/proto/*.pb.h (protoc 3 of
    the distribution, libprotobuf-dev/protobuf-compiler installed for this round, from src/proto), and cnmem.h (the
    header of NVIDIA/cnmem@37896cc9bfc6536a8c878a1e675835c22d827821, singa's memory-pool dependency).
  fangq/mcx (Monte Carlo photon transport simulation; multi-GPU through OpenMP threads, a per-repetition loop of launch,
    copy and wait; Makefile): src/mcx_core.cu through nvcc with the Makefile's CUCCOPT for `make` (-g -lineinfo
    -Xcompiler -Wall -Xcompiler -fopenmp -m64 -DUSE_ATOMIC -use_fast_math -DSAVE_DETECTORS -DMCX_TARGET_NAME, sm_90,
    -Izmat -Izmat/easylzma -Iubj).

  heldout32-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout32-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX = "/usr/bin/g++"
CUDA_INC = "-I/usr/local/cuda/include"
# CUDA 13 keeps Thrust/CUB/libcu++ under include/cccl; nvcc adds it, CMake's CUDA::cudart target adds it for the host
# compiler (corrected after the first BLIND run: singa's tensor.cc and communicator.cc stopped at thrust/execution_policy.h)
CCCL_INC = "-I/usr/local/cuda/include/cccl"
MPI_INC = "-I/usr/lib/x86_64-linux-gnu/openmpi/include"

CHECKS = ("-*,cuda-pageable-async-memcpy,cuda-default-stream,cuda-missing-stream,cuda-alloc-in-loop,"
          "cuda-sync-in-loop,cuda-host-access-before-sync")

HC = ["pipeline.cpp", "gpu_resource.cpp", "core23_network.cpp", "data_readers/data_reader.cpp",
      "data_readers/multi_hot/async_data_reader.cpp", "data_readers/multi_hot/detail/data_reader_impl.cpp",
      "embeddings/localized_slot_sparse_embedding_hash.cu", "embeddings/distributed_slot_sparse_embedding_hash.cu",
      "metrics.cu", "diagnose.cu", "gpu_learning_rate_scheduler.cu", "collectives/all_reduce_comm.cu",
      "layers/fully_connected_layer_half.cu", "layers/functors/fused_gemm_functors.cu",
      "data_readers/data_collector.cu", "hashtable/nv_hashtable.cu", "embeddings/get_forward_results_functor.cu",
      "embeddings/get_update_params_results_functor.cu"]


def hugectr():
    gen = "-I@ROOT@/../../gen/hugectr"
    defs = ["-DSPDLOG_HEADER_ONLY", "-DSPDLOG_FMT_EXTERNAL", "-DFMT_HEADER_ONLY",
            "-DLIBCUDACXX_ENABLE_EXPERIMENTAL_MEMORY_RESOURCE", "-DDISABLE_CUDF"]
    incs = [gen, "-I.", "-IHugeCTR", "-IHugeCTR/include", "-Ithird_party", "-Igpu_cache/include",
            "-Ithird_party/dynamic_embedding_table"]
    cu = [NVCC, "-std=c++17"] + defs + incs + ["-Xcompiler", "-Wall", "--expt-extended-lambda",
                                               "--expt-relaxed-constexpr", "-Xcompiler", "-fopenmp",
                                               "-gencode", "arch=compute_90,code=sm_90"]
    cxx = [GXX, "-std=c++17"] + defs + incs + [CUDA_INC, CCCL_INC, "-Wall", "-Wno-sign-compare", "-fopenmp"]
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", "HugeCTR/src/" + u]) for u in HC]


SG = ["src/core/device/cuda_gpu.cc", "src/core/device/platform.cc", "src/core/memory/memory.cc",
      "src/core/tensor/tensor.cc", "src/core/tensor/math_kernel.cu", "src/io/communicator.cc"]


def singa():
    incs = ["-I@ROOT@/../../gen/singa", "-I@ROOT@/../../gen/singa/cnmem", "-Iinclude", "-Isrc", MPI_INC]
    cxx = [GXX, "-std=c++17", "-g", "-O2", "-fPIC", "-Wall", "-pthread", "-DUSE_CMAKE"] + incs + [CUDA_INC, CCCL_INC]
    cu = [NVCC, "-std=c++17", "-DUSE_CMAKE", "-Xcompiler", "-fPIC", "-gencode", "arch=compute_90,code=sm_90"] + incs
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in SG]


def mcx():
    cu = [NVCC, "-g", "-lineinfo", "-Xcompiler", "-Wall", "-Xcompiler", "-fopenmp", "-m64", "-DUSE_ATOMIC",
          "-use_fast_math", "-DSAVE_DETECTORS", '-DMCX_TARGET_NAME="Generic"', "-arch=sm_90", "-Izmat",
          "-Izmat/easylzma", "-Iubj", CUDA_INC, "-c", "mcx_core.cu"]
    return [("src", cu)]


GEN = {"hugectr/config.hpp":
           "#pragma once\n#include <string>\nnamespace HugeCTR {\nconst static std::string PROJECT_HOME_ = \"test/\";\n}\n",
       "hugectr/nvml.h":
           "#pragma once\n/* stand-in for the NVML header (not in this CUDA 13 install): the declarations HugeCTR uses */\n"
           "typedef enum nvmlReturn_enum { NVML_SUCCESS = 0 } nvmlReturn_t;\n"
           "typedef struct nvmlDevice_st *nvmlDevice_t;\n#ifdef __cplusplus\nextern \"C\" {\n#endif\n"
           "nvmlReturn_t nvmlInit_v2(void);\nconst char *nvmlErrorString(nvmlReturn_t result);\n"
           "nvmlReturn_t nvmlDeviceGetHandleByPciBusId_v2(const char *pciBusId, nvmlDevice_t *device);\n"
           "nvmlReturn_t nvmlDeviceGetCpuAffinity(nvmlDevice_t device, unsigned int cpuSetSize, unsigned long *cpuSet);\n"
           "#ifdef __cplusplus\n}\n#endif\n",
       "singa/singa/singa_config.h":
           "// stand-in for the CMake-configured singa_config.h of a CUDA build with cuDNN and the NCCL module\n"
           "#define SOURCE_FOLDER \".\"\n#define BINARY_FOLDER \"build\"\n#define USE_CBLAS\n#define USE_CUDA\n"
           "#define USE_DIST\n#define SINGA_MAJOR_VERSION 4\n#define SINGA_MINOR_VERSION 3\n"
           "#define SINGA_PATCH_VERSION 0\n#define SINGA_VERSION 4300\n#define USE_CUDNN\n"}

CNMEM = ("NVIDIA+cnmem", "37896cc9bfc6536a8c878a1e675835c22d827821", "include/cnmem.h", "singa/cnmem/cnmem.h")

PATHS = {"NVIDIA-Merlin+HugeCTR": ["HugeCTR", "gpu_cache", "third_party/dynamic_embedding_table", "CMakeLists.txt",
                                   "LICENSE"],
         "apache+singa": ["src", "include", "cmake", "CMakeLists.txt", "LICENSE"],
         "fangq+mcx": ["src", "LICENSE.txt"]}

heldout_base.set_round(h3, {
    "NVIDIA-Merlin+HugeCTR": ("2f2016fa897916717d7193c4c1b5f4f5701bff4b", hugectr),
    "apache+singa": ("4ddb56293e88c64ba577388c81400a0574339556", singa),
    "fangq+mcx": ("d97fd717db78cd7e964606cf127b7e1ce2c55ed8", mcx),
}, PATHS)


def extract(a):
    """heldout3's extract with pathspecs after '--'; also cnmem's header (singa's dependency) into <out>/gen."""
    heldout_base.extract_paths(h3, a, PATHS)
    r, c, p, dst = CNMEM
    text = subprocess.run(["git", "--git-dir", os.path.join(a.mirrors, r, "repo"), "show", c + ":" + p], check=True,
                          stdout=subprocess.PIPE).stdout
    os.makedirs(os.path.dirname(os.path.join(a.out, "gen", dst)), exist_ok=True)
    with open(os.path.join(a.out, "gen", dst), "wb") as f:
        f.write(text)


def db(a):
    """The stand-ins under <out>/gen (singa's protobuf headers by protoc from src/proto), then heldout3's db."""
    gen = os.path.join(os.path.abspath(a.out), "gen")
    for name, text in GEN.items():
        os.makedirs(os.path.dirname(os.path.join(gen, name)), exist_ok=True)
        with open(os.path.join(gen, name), "w") as f:
            f.write(text)
    proto = os.path.join(gen, "singa", "singa", "proto")
    os.makedirs(proto, exist_ok=True)
    src = os.path.join(os.path.abspath(a.out), "src", "apache+singa", "src", "proto")
    subprocess.run(["protoc", "--cpp_out=" + proto, "core.proto", "io.proto", "model.proto"], cwd=src, check=True)
    for f in os.listdir(proto):
        if f.endswith(".pb.cc"):
            os.remove(os.path.join(proto, f))
    P15_DB(a)


P15_DB = h3.p15.db
h3.lint = heldout_base.checked_lint(h3, CHECKS)
h3.extract = extract
h3.p15.db = db

if __name__ == "__main__":
    sys.exit(h3.main())
