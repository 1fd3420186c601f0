#!/usr/bin/env python3
"""Held-out round 11 (eval/results/heldout11.md): issue 15's four checks (all cuda-* checks run) on four
repositories nobody on the project had used, the untuned check of the current build. Reuses eval/heldout3-repos.py
(db, lint, list, parse, table) with this round's repositories and TUs, like eval/heldout9-repos.py and round 10's.
The subsets were fixed in writing before any cudalint run:

  PATTERN = cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|
            cudaStreamSynchronize|cudaMalloc|cudaHostAlloc          (heldout7's, unchanged)

  microsoft/LightGBM (gradient-boosted trees; its CUDA tree learner is a TRAINING application: per-iteration
    histogram construction, split finding and data partition on the GPU, each class with its own blocking
    stream(s) (CUDABestSplitFinder two, CUDADataPartition four, CUDAHistogramConstructor one, CUDATree one) beside
    legacy-stream copies and launches, and prediction (CUDATree)): the LARGE MULTI-STREAM APPLICATION of the round.
    TUs: the files of LGBM_CUDA_SOURCES (CMakeLists.txt, USE_CUDA=ON) and src/cuda that match PATTERN
    (src/cuda/cuda_utils.cpp, src/io/cuda/cuda_tree.cpp, src/treelearner/cuda/{cuda_best_split_finder,
    cuda_data_partition, cuda_histogram_constructor}.cpp), the .cu half of each of those classes (the kernels and
    launch wrappers that run on those streams: src/io/cuda/cuda_tree.cu, src/treelearner/cuda/{cuda_best_split_finder,
    cuda_data_partition, cuda_histogram_constructor}.cu), and the tree learner that drives them each iteration
    (src/treelearner/cuda/cuda_single_gpu_tree_learner.{cpp,cu}): 11 TUs. Submodules at the pinned gitlinks:
    external_libs/fmt (8303d14), external_libs/fast_double_parser (252029d) (eigen and boost compute are not
    needed by these TUs). CMake flags: C++17 / CUDA 17, -DUSE_CUDA, -DEIGEN_MPL2_ONLY -DEIGEN_DONT_PARALLELIZE,
    -fopenmp (USE_CUDA forces USE_OPENMP), CUDA: -Xcompiler=-fopenmp -Xcompiler=-fPIC -Xcompiler=-Wall -O3
    -lineinfo; include dirs include, external_libs/fast_double_parser/include, external_libs/fmt/include; sm_90.
    .cpp files go to the host compiler in the CMake build; here nvcc hands them on as C++ (as heldout3 did).
  zhangxiaoya/Practice-CUDA (a learner's exercises after "Professional CUDA C Programming", chapter 6: streams,
    hyper-Q, breadth-first issue, OpenMP dispatch, overlap of transfers and kernels): the CudaCompile items of
    Professional_CUDA_C_Programming/ch6/PracticeCh6/*/*.vcxproj that match PATTERN: the kernel.cu of
    SimpleMultiStream, SimpleMultiStreamAddInternelDependency, SimpleMultiStreamBlockingBehavior,
    SimpleMultiStreamBreadthFirst, SimpleMultiStreamUseOpenMP, overlapDataTransferAndCompute,
    overlapDataTransferAndComputeBreathFirst (7 TUs). MSBuild, default CUDA settings (no OpenMP switch in the
    vcxproj); here nvcc -arch=sm_90, compiled in each project's folder.
  MrJoy/where-is-everybody (an N-body / star-field simulator with its CUDA notes): the sources of
    simulator/Makefile that match PATTERN: simulator/src/stars.cu, simulator/src/etc/example.cu (nvcc -m64
    -arch=native -> sm_90, -DDEBUG -O2, -I src -I src/vendor), simulator/src/wie/random.cpp,
    simulator/src/wie/stopwatch.cpp (g++ -m64 -DDEBUG -Os -I src -I src/vendor; here nvcc hands them on as C++).
    4 TUs, compiled in simulator.
  lin88lin8850/Study (study notes; GPU/multi_stream: a multi-stream GEMM experiment next to a PyTorch one): the
    .cu files matching PATTERN: GPU/multi_stream/cuda/multi_stream_gemm.cu (its run.sh: nvcc -O2; here
    -arch=sm_90). 1 TU.

23 TUs in all. cudalint runs with -j 1 under nice -n 10.

  heldout11-repos.py extract --mirrors <mirrors> --out <out>
  heldout11-repos.py db|lint|list|parse --out OUT [--cudalint BIN] [--only owner+name]
  heldout11-repos.py table --out OUT --key eval/heldout11-key.tsv --judged eval/heldout11-judged.tsv [--run AFTER]
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
PATTERN = h3.PATTERN

LGBM_SUB = {  # gitlinks of LightGBM@bae0b7b used by the TUs: path -> (mirror, commit)
    "external_libs/fmt": ("fmtlib+fmt", "8303d140a1a11f19b982a9f664bbe59a1ccda3f4"),
    "external_libs/fast_double_parser": ("lemire+fast_double_parser", "252029ddac664370bdda3f0761675785d92a1573"),
}


def lightgbm():
    r = "@ROOT@"
    defs = ["-DUSE_CUDA", "-DEIGEN_MPL2_ONLY", "-DEIGEN_DONT_PARALLELIZE"]
    inc = ["-I" + r + "/include", "-I" + r + "/external_libs/fast_double_parser/include",
           "-I" + r + "/external_libs/fmt/include"]
    cu = [NVCC, "-std=c++17", "-Xcompiler=-fopenmp", "-Xcompiler=-fPIC", "-Xcompiler=-Wall", "-O3", "-lineinfo",
          "-arch=sm_90"] + defs + inc
    cpp = [NVCC, "-std=c++17", "-O3", "-Xcompiler=-fopenmp", "-Xcompiler=-fPIC"] + defs + inc
    units = [("src/cuda", cpp + ["-c", "cuda_utils.cpp"]), ("src/io/cuda", cpp + ["-c", "cuda_tree.cpp"]),
             ("src/io/cuda", cu + ["-c", "cuda_tree.cu"])]
    for f in ("cuda_best_split_finder", "cuda_data_partition", "cuda_histogram_constructor",
              "cuda_single_gpu_tree_learner"):
        units.append(("src/treelearner/cuda", cpp + ["-c", f + ".cpp"]))
        units.append(("src/treelearner/cuda", cu + ["-c", f + ".cu"]))
    return units


def practice_cuda():
    d = "Professional_CUDA_C_Programming/ch6/PracticeCh6/"
    return [(d + p, [NVCC, "-arch=sm_90", "-c", "kernel.cu"]) for p in
            ("SimpleMultiStream", "SimpleMultiStreamAddInternelDependency", "SimpleMultiStreamBlockingBehavior",
             "SimpleMultiStreamBreadthFirst", "SimpleMultiStreamUseOpenMP", "overlapDataTransferAndCompute",
             "overlapDataTransferAndComputeBreathFirst")]


def where_is_everybody():
    inc = ["-I@ROOT@/simulator/src", "-I@ROOT@/simulator/src/vendor"]
    cu = [NVCC, "-m64", "-arch=sm_90", "-DDEBUG", "-O2"] + inc
    cpp = [NVCC, "-m64", "-DDEBUG", "-Xcompiler=-Os"] + inc
    return [("simulator", cu + ["-c", "src/stars.cu"]), ("simulator", cu + ["-c", "src/etc/example.cu"]),
            ("simulator", cpp + ["-c", "src/wie/random.cpp"]), ("simulator", cpp + ["-c", "src/wie/stopwatch.cpp"])]


def study():
    return [("GPU/multi_stream/cuda", [NVCC, "-O2", "-arch=sm_90", "-c", "multi_stream_gemm.cu"])]


h3.REPOS.clear()
h3.REPOS.update({
    "microsoft+LightGBM": ("bae0b7ba953341a32b2a9c5c5c437a1b976f576f", lightgbm),
    "zhangxiaoya+Practice-CUDA": ("f2899ebacbd171e83a3372cef5b50e0c2b5e80d0", practice_cuda),
    "MrJoy+where-is-everybody": ("21ffea88fa3186c787dd6973b011e5449a39d91c", where_is_everybody),
    "lin88lin8850+Study": ("4ed3df19d47cb157a837eca12ea2ed57e4833d61", study),
})
h3.PATHS.clear()
h3.PATHS.update({"microsoft+LightGBM": ["include", "src", "CMakeLists.txt"],
                 "zhangxiaoya+Practice-CUDA": ["Professional_CUDA_C_Programming/ch6"],
                 "MrJoy+where-is-everybody": ["simulator/src", "simulator/Makefile"],
                 "lin88lin8850+Study": ["GPU/multi_stream/cuda/multi_stream_gemm.cu", "GPU/multi_stream/cuda/run.sh"]})
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]


def extract_submodules(out, mirrors):
    root = os.path.join(out, "src", "microsoft+LightGBM")
    for path, (repo, commit) in LGBM_SUB.items():
        dst = os.path.join(root, path)
        os.makedirs(dst, exist_ok=True)
        arc = subprocess.run(["git", "--git-dir", os.path.join(mirrors, repo, "repo"), "archive", commit],
                             check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["extract"]:
        out, mirrors = sys.argv[sys.argv.index("--out") + 1], sys.argv[sys.argv.index("--mirrors") + 1]
        rc = h3.main()
        extract_submodules(out, mirrors)
        sys.exit(rc)
    sys.exit(h3.main())
