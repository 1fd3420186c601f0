#!/usr/bin/env python3
"""Held-out round 12 (eval/results/heldout12.md): issue 15's four checks (all cuda-* checks run) on three
repositories nobody on the project had used, the untuned check of the build at stop 32's start (main cb4754a).
Reuses eval/heldout3-repos.py (db, lint, list, parse, table) like rounds 9-11. The subsets were fixed in writing
before any cudalint run:

  PATTERN = cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|
            cudaStreamSynchronize|cudaMalloc|cudaHostAlloc          (heldout7's, unchanged)

  horovod/horovod (distributed deep-learning TRAINING framework: its C++ core fuses tensors and runs
    allreduce/allgather/broadcast/reducescatter with NCCL on per-device streams, HOROVOD_NUM_NCCL_STREAMS of them,
    with an event pool, a finalizer thread waiting on events, batched D2D copy kernels on those streams): the LARGE
    MULTI-STREAM APPLICATION of the round. Configuration: CUDA + NCCL, no MPI (no mpi.h on this machine), so
    CMake's ADD_CUDA sources plus NCCL: TUs = the files of horovod/common that match PATTERN and that this
    configuration compiles: horovod/common/ops/cuda_operations.cc (with gpu_context_impl.cc, which it includes),
    horovod/common/ops/gpu_operations.cc, horovod/common/ops/nccl_operations.cc; plus the .cu the GPU ops launch
    on their streams, horovod/common/ops/cuda/cuda_kernels.cu. Left out: adasum_gpu_operations.cc and
    mpi_gpu_operations.cc (HAVE_MPI only), hip_operations.cc (ROCm), the framework adapters (torch/tensorflow/mxnet
    headers). In nccl_operations.cc, NCCLHierarchicalAllreduce (:289-588) is under HAVE_MPI and is not compiled.
    Flags: C++17 (CMake says 14; nvcc 13's CCCL needs 17), -DEIGEN_MPL2_ONLY=1 -DHAVE_CUDA=1 -DHAVE_GPU=1
    -DHAVE_NCCL=1, include dirs <root>, third_party/HTTPRequest/include, third_party/lbfgs/include (submodule
    yixuan/LBFGSpp at its gitlink 8092658), Eigen and Boost headers from the machine's packages (libeigen3-dev 3.4.0,
    libboost-dev 1.74) instead of the pinned submodules (gitlab eigen, boostorg/* single-library repositories),
    the toolkit's include dir (nccl.h). .cc files compiled by nvcc as C++ (as heldout3 did). 4 TUs.
  ceres-solver/ceres-solver (nonlinear least squares; its CUDA path: a context with kNumCudaStreams non-blocking
    streams, CudaBuffer (cuda_buffer.h) and CudaStreamedBuffer (cuda_streamed_buffer.h: pipelined H2D through pinned
    staging on several streams with events), dense Cholesky (cuSOLVER, mixed precision), CRS views of block-sparse
    Jacobians updated each solver iteration): TUs = the non-test, non-benchmark sources of internal/ceres that match
    PATTERN (block_sparse_matrix.cc, context_impl.cc, cuda_block_sparse_crs_view.cc, cuda_kernels_bsm_to_crs.cu.cc,
    cuda_partitioned_block_sparse_crs_view.cc, dense_cholesky.cc) and those that include cuda_buffer.h (directly or
    through their own header: cuda_block_structure.cc, cuda_sparse_matrix.cc, cuda_vector.cc); cuda_sparse_cholesky.cc
    is left out (all of it is under CERES_NO_CUDSS's #ifndef; cuDSS is off here). 9 TUs.
    Configuration (CMake: CUDA on, no SuiteSparse, no LAPACK, no cuDSS, Eigen sparse, miniglog off -> abseil log):
    the generated headers ceres/internal/config.h and export.h are written by `gen` below (not committed; the values
    CMake would write for that configuration); abseil from abseil/abseil-cpp at 926f1d0 (the mirror's newest, ceres
    builds against an installed abseil); C++17, -arch=sm_90, include dirs <gen>, include, internal, Eigen, abseil.
    .cc compiled by nvcc as C++, .cu.cc as CUDA (-x cu), as CMake's LANGUAGE CUDA does.
  wshain/cuda-learn (a learner's CUDA exercises, each a directory with one .cu and a prebuilt .exe): the .cu files
    matching PATTERN: err-gpu, handle-malloc, hello-gpu, malloc-gpu, malloc-gpu-2, matrix, stream-gpu,
    stream-malloc, stride-gpu (<dir>/<dir>.cu). No build file: nvcc -arch=sm_90 -c <file>. 9 TUs.

22 TUs in all. cudalint runs with -j 1 under nice -n 10.

  heldout12-repos.py extract --mirrors <mirrors> --out <out>     (then: gen --out <out>)
  heldout12-repos.py db|lint|list|parse --out OUT [--cudalint BIN] [--only owner+name]
  heldout12-repos.py table --out OUT --key eval/heldout12-key.tsv --judged eval/heldout12-judged.tsv [--run AFTER]
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
PATTERN = h3.PATTERN

SUBS = {  # (dir name, path in it) -> (mirror, commit)
    ("horovod+horovod", "third_party/lbfgs"): ("yixuan+LBFGSpp", "80926584fc8ea7b9da5119c20a47d3e1d37a1bc0"),
    ("abseil+abseil-cpp", ""): ("abseil+abseil-cpp", "926f1d05a4f85663e4ca057f70f1a7f0a7d6b762"),
}
EIGEN = "/usr/include/eigen3"

CERES_CONFIG = """#ifndef CERES_PUBLIC_INTERNAL_CONFIG_H_
#define CERES_PUBLIC_INTERNAL_CONFIG_H_
#define CERES_USE_EIGEN_SPARSE
#define CERES_NO_LAPACK
#define CERES_NO_SUITESPARSE
#define CERES_NO_CUDSS
#define CERES_NO_ACCELERATE_SPARSE
#define CERES_NO_CHOLMOD_PARTITION
#define CERES_NO_CHOLMOD_FLOAT
#define CERES_NO_EIGEN_METIS
#endif
"""
CERES_EXPORT = """#ifndef CERES_EXPORT_H
#define CERES_EXPORT_H
#define CERES_EXPORT
#define CERES_NO_EXPORT
#define CERES_DEPRECATED_EXPORT
#define CERES_DEPRECATED_NO_EXPORT
#endif
"""


def horovod():
    r = "@ROOT@"
    base = [NVCC, "-std=c++17", "-O3", "-Xcompiler=-fPIC", "-DEIGEN_MPL2_ONLY=1", "-DHAVE_CUDA=1", "-DHAVE_GPU=1",
            "-DHAVE_NCCL=1", "-I" + r, "-I" + r + "/third_party/HTTPRequest/include",
            "-I" + r + "/third_party/lbfgs/include", "-I" + EIGEN, "-I/usr/local/cuda/include"]
    if os.environ.get("H12_HVD_INCLUDE"):
        # Second run (after the first showed it): collective_operations.h uses LOG(WARNING) without including
        # logging.h, so the three .cc units do not compile (nvcc neither); force-include it, as an earlier include would.
        base = base + ["-include", r + "/horovod/common/logging.h"]
    units = [("horovod/common/ops", base + ["-c", f]) for f in
             ("cuda_operations.cc", "gpu_operations.cc", "nccl_operations.cc")]
    units.append(("horovod/common/ops/cuda", base + ["-arch=sm_90", "-c", "cuda_kernels.cu"]))
    return units


def ceres():
    r = "@ROOT@"
    gen = "@GEN@"
    inc = ["-I" + gen, "-I" + r + "/include", "-I" + r + "/internal", "-I" + EIGEN, "-I@ABSL@"]
    cc = [NVCC, "-std=c++17", "-O3"] + inc
    cu = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "-x", "cu"] + inc
    units = [("internal/ceres", cc + ["-c", f]) for f in
             ("block_sparse_matrix.cc", "context_impl.cc", "cuda_block_sparse_crs_view.cc",
              "cuda_partitioned_block_sparse_crs_view.cc", "dense_cholesky.cc", "cuda_block_structure.cc",
              "cuda_sparse_matrix.cc", "cuda_vector.cc")]
    units.append(("internal/ceres", cu + ["-c", "cuda_kernels_bsm_to_crs.cu.cc"]))
    return units


def cuda_learn():
    return [(d, [NVCC, "-arch=sm_90", "-c", d + ".cu"]) for d in
            ("err-gpu", "handle-malloc", "hello-gpu", "malloc-gpu", "malloc-gpu-2", "matrix", "stream-gpu",
             "stream-malloc", "stride-gpu")]


h3.REPOS.clear()
h3.REPOS.update({
    "horovod+horovod": ("2626dc87a3a8eb8fb7d2216198ce45bce0f9e65a", horovod),
    "ceres-solver+ceres-solver": ("fe351d5ab8cbc574f33456376bf5aa90d3162d5d", ceres),
    "wshain+cuda-learn": ("b3d06b82f3e53c0db75dbf54103ecd39c7c67458", cuda_learn),
})
h3.PATHS.clear()
h3.PATHS.update({"horovod+horovod": ["horovod/common", "CMakeLists.txt"],
                 "ceres-solver+ceres-solver": ["include", "internal", "cmake", "CMakeLists.txt"]})
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]

_resolved = h3.resolved


def resolved(repo):
    f = _resolved(repo)
    out = os.path.dirname(h3.OUT_SRC)
    gen = os.path.realpath(os.path.join(out, "gen"))
    absl = os.path.realpath(os.path.join(h3.OUT_SRC, "abseil+abseil-cpp"))
    return lambda: [(d, [x.replace("@GEN@", gen).replace("@ABSL@", absl) for x in cmd]) for d, cmd in f()]


h3.resolved = resolved


def extract_subs(out, mirrors):
    for (repo, path), (mirror, commit) in SUBS.items():
        dst = os.path.join(out, "src", repo, path)
        os.makedirs(dst, exist_ok=True)
        arc = subprocess.run(["git", "--git-dir", os.path.join(mirrors, mirror, "repo"), "archive", commit] +
                             (["absl"] if mirror.startswith("abseil") else []),
                             check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


def gen(out):
    d = os.path.join(out, "gen", "ceres", "internal")
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "config.h"), "w").write(CERES_CONFIG)
    open(os.path.join(d, "export.h"), "w").write(CERES_EXPORT)


if __name__ == "__main__":
    if sys.argv[1:2] == ["extract"]:
        out, mirrors = sys.argv[sys.argv.index("--out") + 1], sys.argv[sys.argv.index("--mirrors") + 1]
        rc = h3.main()
        extract_subs(out, mirrors)
        sys.exit(rc)
    if sys.argv[1:2] == ["gen"]:
        gen(sys.argv[sys.argv.index("--out") + 1])
        sys.exit(0)
    sys.exit(h3.main())
