#!/usr/bin/env python3
"""Held-out round 10 (eval/results/heldout10.md): issue 15's four checks (all cuda-* checks run) on four
repositories nobody on the project had used. Reuses eval/heldout3-repos.py (db, lint, list, parse, table) with this
round's repositories and TUs, like eval/heldout9-repos.py. The subsets were fixed in writing before any cudalint run:

  PATTERN = cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|
            cudaStreamSynchronize|cudaMalloc|cudaHostAlloc          (heldout7's, unchanged)

  NVlabs/instant-ngp (neural graphics primitives: a NeRF/SDF/image/volume TRAINING and real-time INFERENCE
    (rendering) application; training on the testbed's stream, rendering on per-view streams, tiny-cuda-nn's
    SyncedMultiStream auxiliary streams ordered by events, stream-ordered GPU memory arenas, host<->device uploads
    of datasets, transforms, density grids): the LARGE MULTI-STREAM APPLICATION of the round. TUs: the files of
    NGP_SOURCES (CMakeLists.txt) that match PATTERN, in the headless configuration (NGP_BUILD_WITH_GUI=OFF, which
    also leaves out Vulkan/DLSS and OpenXR: dlss.cu, openxr_hmd.cu are GUI-only sources; NGP_BUILD_WITH_OPTIX=OFF,
    whose PTX header is generated; python_api.cu is pyngp's, not NGP_SOURCES): src/{nerf_loader, render_buffer,
    testbed, testbed_nerf, testbed_sdf, testbed_volume, tinyexr_wrapper, triangle_bvh}.cu (8 TUs). Submodules at
    the pinned gitlinks, exported into the tree where a recursive clone puts them: dependencies/tiny-cuda-nn
    (2e757bb, with its cutlass 1eb6355, fmt fa2eb2d, cmrc 952ffdd), dependencies/tinylogger (aea07e2),
    dependencies/zstr (007f976). CMake flags: CUDA 14, Release (-O3), -Xcompiler=-Wno-float-conversion
    -Xcompiler=-fno-strict-aliasing -Xcompiler=-fPIC --extended-lambda --expt-relaxed-constexpr --use_fast_math;
    NGP_DEFINITIONS -DNGP_VERSION="2.0dev"; TCNN_DEFINITIONS -DTCNN_HALF_PRECISION=1 -DTCNN_RTC
    -DTCNN_RTC_USE_FAST_MATH -DTCNN_MIN_GPU_ARCH=90 -DTCNN_CMRC -DFMT_UNICODE=0 (fmt's own build defines it with
    FMT_UNICODE OFF); include dirs dependencies, dependencies/{filesystem,nanovdb,NaturalSort,tinylogger}, include,
    dependencies/zstr/src, tiny-cuda-nn's include, dependencies, cutlass/include, cutlass/tools/util/include,
    fmt/include, and <out>/gen (cmrc/cmrc.hpp, which CMakeRC.cmake generates at configure time: extracted from
    CMakeRC.cmake's hpp_content). sm_90.
  NVlabs/tiny-cuda-nn (instant-ngp's submodule, the training framework whose headers (GPUMemory, GPUMemoryArena,
    SyncedMultiStream, Trainer) the 8 TUs above include): its own CMake sources matching PATTERN: only
    samples/mlp_learning_an_image.cu (a training application: a training loop and an inference stream; the
    library's src/*.cu do not match PATTERN). Same TCNN flags, sm_90, + dependencies/stbi. 1 TU. Findings in its
    headers reached from instant-ngp's TUs are counted under instant-ngp (paths dependencies/tiny-cuda-nn/...).
  sylvia-ymlin/GPU-Programming (a from-scratch MNIST MLP trainer in five CUDA versions, v6 with streams and
    pinned memory, and a kernels course with test drivers): the .cu files the two CMakeLists build that match
    PATTERN: mnist-cuda/src/v4.cu .. v8.cu (CUDA 17, arch 75 -> sm_90, compiled in mnist-cuda) and
    kernels/tests/test_{elementwise,reduction,sgemm,transpose}.cu, kernels/reduce/reduce_sum.cu (CUDA 17,
    CUDA_SEPARABLE_COMPILATION -> -rdc=true, the target's include dir, compiled in kernels). 10 TUs.
    (kernels/tests/test_gemm.cu is in no CMake target: left out.)
  akingse/Cuda_OpenCL (a learner's CUDA exercises, LearnCuda.vcxproj: streams, async copies, bandwidth tests):
    the CudaCompile items of LearnCuda/LearnCuda.vcxproj that match PATTERN, less calculateOccultedCuda.cu and
    test_triangle.cu (they include <Eigen/Dense> and clashTypeDefine.h, which the repository does not hold and
    this machine does not have): Querying, Stream_test, add, async, bandwidthtest, kernel, profile, saxpy (8 TUs).
    The project is MSBuild for Windows (x64, default CUDA settings); here nvcc -arch=sm_90, compiled in LearnCuda
    (its include dir), without the Windows-only defines (WIN32, _CONSOLE).

27 TUs in all. cudalint runs with -j 1 under nice -n 10.

  heldout10-repos.py extract --mirrors <mirrors> --out <out>
  heldout10-repos.py db|lint|list|parse --out OUT [--cudalint BIN] [--only owner+name]
  heldout10-repos.py table --out OUT --key eval/heldout10-key.tsv --judged eval/heldout10-judged.tsv [--run AFTER]
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
PATTERN = h3.PATTERN

GEN = "@ROOT@/../../gen"
TCNN_SUB = {  # gitlinks of tiny-cuda-nn@2e757bb: path -> (mirror, commit, paths)
    "dependencies/cutlass": ("NVIDIA+cutlass", "1eb6355182a5124639ce9d3ff165732a94ed9a70", ["include", "tools/util/include"]),
    "dependencies/fmt": ("fmtlib+fmt", "fa2eb2d2e3ec5c21629f8ccd88ae05ec40b963fa", ["include"]),
    "dependencies/cmrc": ("vector-of-bool+cmrc", "952ffddba731fc110bd50409e8d2b8a06abbd237", []),
}
TCNN = ("NVlabs+tiny-cuda-nn", "2e757bbe781db59c4980d389d7dccbf5edc09669",
        ["include", "src", "dependencies", "samples", "CMakeLists.txt"])
NGP_SUB = {
    "dependencies/tiny-cuda-nn": TCNN,
    "dependencies/tinylogger": ("Tom94+tinylogger", "aea07e21a3c0f0590513dd23f2ea7b2271312dfc", []),
    "dependencies/zstr": ("Tom94+zstr", "007f97607865934fb52e08248f152712e428688a", []),
}
TCNN_DEFS = ["-DTCNN_HALF_PRECISION=1", "-DTCNN_RTC", "-DTCNN_RTC_USE_FAST_MATH", "-DTCNN_MIN_GPU_ARCH=90",
             "-DTCNN_CMRC", "-DFMT_UNICODE=0"]
CUDA_FLAGS = ["-Xcompiler=-Wno-float-conversion", "-Xcompiler=-fno-strict-aliasing", "-Xcompiler=-fPIC",
              "--extended-lambda", "--expt-relaxed-constexpr", "--use_fast_math"]


def tcnn_inc(t):
    return ["-I" + t + "/include", "-I" + t + "/dependencies", "-I" + t + "/dependencies/cutlass/include",
            "-I" + t + "/dependencies/cutlass/tools/util/include", "-I" + t + "/dependencies/fmt/include"]


def instant_ngp():
    r = "@ROOT@"
    inc = ["-I" + r + "/dependencies", "-I" + r + "/dependencies/filesystem", "-I" + r + "/dependencies/nanovdb",
           "-I" + r + "/dependencies/NaturalSort", "-I" + r + "/dependencies/tinylogger", "-I" + r + "/include",
           "-I" + r + "/dependencies/zstr/src"] + tcnn_inc(r + "/dependencies/tiny-cuda-nn") + ["-I" + GEN]
    cmd = [NVCC, "-std=c++14", "-O3", "-arch=sm_90"] + CUDA_FLAGS + ['-DNGP_VERSION="2.0dev"'] + TCNN_DEFS + inc
    files = ["nerf_loader", "render_buffer", "testbed", "testbed_nerf", "testbed_sdf", "testbed_volume",
             "tinyexr_wrapper", "triangle_bvh"]
    return [("src", cmd + ["-c", f + ".cu"]) for f in files]


def tiny_cuda_nn():
    cmd = [NVCC, "-std=c++14", "-O3", "-arch=sm_90"] + CUDA_FLAGS + TCNN_DEFS + tcnn_inc("@ROOT@") + [
        "-I@ROOT@/dependencies/stbi", "-I" + GEN]
    return [("samples", cmd + ["-c", "mlp_learning_an_image.cu"])]


def gpu_programming():
    mn = [NVCC, "-std=c++17", "-O3", "-arch=sm_90"]
    units = [("mnist-cuda", mn + ["-c", f"src/v{v}.cu"]) for v in range(4, 9)]
    for f, inc in (("tests/test_elementwise.cu", "elementwise"), ("tests/test_reduction.cu", "reduce"),
                   ("reduce/reduce_sum.cu", "reduce"), ("tests/test_sgemm.cu", "sgemm"),
                   ("tests/test_transpose.cu", "transpose")):
        units.append(("kernels", [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "-rdc=true", "-I@ROOT@/kernels/" + inc,
                                  "-c", f]))
    return units


def cuda_opencl():
    cmd = [NVCC, "-arch=sm_90", "-I@ROOT@/LearnCuda"]
    return [("LearnCuda", cmd + ["-c", f + ".cu"]) for f in
            ("Querying", "Stream_test", "add", "async", "bandwidthtest", "kernel", "profile", "saxpy")]


h3.REPOS.clear()
h3.REPOS.update({
    "NVlabs+instant-ngp": ("abe236ee00cf90cfca6e36e65c00435d5b21f50a", instant_ngp),
    "NVlabs+tiny-cuda-nn": (TCNN[1], tiny_cuda_nn),
    "sylvia-ymlin+GPU-Programming": ("23cadc1af401256b4791e7786b6f32b113bbebd8", gpu_programming),
    "akingse+Cuda_OpenCL": ("9ee2749ff0c9acc55eb4abbf74fdaea2a2b9cdfe", cuda_opencl),
})
h3.PATHS.clear()
h3.PATHS.update({"NVlabs+instant-ngp": ["src", "include", "dependencies", "CMakeLists.txt"],
                 "NVlabs+tiny-cuda-nn": TCNN[2], "sylvia-ymlin+GPU-Programming": ["mnist-cuda", "kernels"],
                 "akingse+Cuda_OpenCL": ["LearnCuda"]})
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]


def export(mirrors, repo, commit, paths, dst):
    """git archive of paths (large media blobs of these mirrors are missing, so never the whole tree)."""
    os.makedirs(dst, exist_ok=True)
    arc = subprocess.run(["git", "--git-dir", os.path.join(mirrors, repo, "repo"), "archive", commit] + paths,
                         check=True, stdout=subprocess.PIPE).stdout
    subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


def extract_submodules(out, mirrors):
    ngp = os.path.join(out, "src", "NVlabs+instant-ngp")
    for path, (repo, commit, paths) in NGP_SUB.items():
        export(mirrors, repo, commit, paths, os.path.join(ngp, path))
    for root in (os.path.join(ngp, "dependencies/tiny-cuda-nn"), os.path.join(out, "src", "NVlabs+tiny-cuda-nn")):
        for path, (repo, commit, paths) in TCNN_SUB.items():
            export(mirrors, repo, commit, paths, os.path.join(root, path))
    # cmrc/cmrc.hpp: what CMakeRC.cmake writes at configure time (its hpp_content).
    text = open(os.path.join(ngp, "dependencies/tiny-cuda-nn/dependencies/cmrc/CMakeRC.cmake")).read()
    body = text.split("set(hpp_content [==[\n", 1)[1].split("]==])", 1)[0]
    os.makedirs(os.path.join(out, "gen", "cmrc"), exist_ok=True)
    open(os.path.join(out, "gen", "cmrc", "cmrc.hpp"), "w").write(body)


if __name__ == "__main__":
    if sys.argv[1:2] == ["extract"]:
        out, mirrors = sys.argv[sys.argv.index("--out") + 1], sys.argv[sys.argv.index("--mirrors") + 1]
        rc = h3.main()
        extract_submodules(out, mirrors)
        sys.exit(rc)
    sys.exit(h3.main())
