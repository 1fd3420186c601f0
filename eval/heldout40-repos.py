#!/usr/bin/env python3
"""Held-out round 40 (eval/results/heldout40.md): a BLIND precision round, stop 44: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout40-key.tsv) is written from docs/checks/cuda/*.md of main a9dd3d9 before any
cuda-* run on these units. Build: BLIND <eval-bin-s44a> (main a9dd3d9, the final build of stop 43); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py.

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own flags,
sm_90; where a unit count had to be cut, a line-count rule over `git grep -c` at the pinned commit, decided before any run:

  apache/mxnet (the LARGE multi-stream application: the deep-learning training framework's GPU runtime layer: the
    threaded engine with per-device compute and copy worker streams (threaded_engine_perdevice.cc), the storage
    managers (pooled GPU storage, pinned host storage), the resource manager's per-stream temp space, NDArray copies
    between devices through mshadow Copy (cudaMemcpyAsync on the op's stream), CUDA-graph capture of cached ops
    (src/imperative/cuda_graphs.h), the kvstore; and GPU operators that read sizes back to the host): the runtime units
    src/engine/{threaded_engine_perdevice,threaded_engine,threaded_engine_pooled,engine,naive_engine}.cc,
    src/storage/storage.cc, src/resource.cc, src/common/cuda/utils.cc, src/ndarray/ndarray.cc,
    src/ndarray/ndarray_function.cu, src/imperative/{cached_op,imperative_utils}.cc, src/kvstore/kvstore.cc,
    src/kvstore/kvstore_utils.cu (14), plus every .cu/.cc of src/ with at least 8 lines matching
    'cuda[A-Z][A-Za-z]*\\(|MemcpyAsync|cudaStream_t|CUDA_CALL|GetStream\\(|cudaEvent' (13: below): 27 units. Flags:
    config/linux_gpu.cmake (the project's GPU config) through CMakeLists.txt: Release (-O3, -DNDEBUG=1), g++ C++17
    -fopenmp, nvcc with CMAKE_CXX_STANDARD 17 (CMakeLists.txt sets CUDA 14; CUDA 13's CCCL requires C++17, so 17),
    -DDMLC_MODERN_THREAD_LOCAL=0 -DDMLC_LOG_STACK_TRACE_SIZE=0 -DDMLC_USE_CXX11 -DDMLC_STRICT_CXX11 -DDMLC_USE_CXX14
    -DMSHADOW_IN_CXX11 -DMSHADOW_USE_CBLAS=1 -DMSHADOW_USE_MKL=0 -DMXNET_USE_BLAS_OPEN=1 -DMXNET_USE_OPENCV=1
    -DMXNET_USE_OPENMP=1 -DMXNET_USE_LAPACK=1 -DMXNET_USE_CUDA=1 -DMXNET_USE_OPERATOR_TUNING=1
    -DMXNET_USE_SIGNAL_HANDLER=1 -DMXNET_USE_LIBJPEG_TURBO=0 and mshadow's interface defines MSHADOW_USE_CUDA=1
    MSHADOW_FORCE_STREAM MSHADOW_USE_SSE MSHADOW_INT64_TENSOR_SIZE=1 (USE_INT64_TENSOR_SIZE ON);
    no NCCL, NVML (linux_gpu.cmake: OFF), no NVTX (CUDA 13 has no libnvToolsExt, so the CMake test fails), no cuTENSOR
    (not installed); no cuDNN (USE_CUDNN's CUDNN_FOUND fails in effect: the toolkit's cuDNN 9.19 trips the code's
    static_assert on the version, src/common/cuda/utils.h:628, which wants a minor version below 10; the first preparse
    showed it, so cuDNN is off, as a build without cuDNN is); oneDNN OFF (linux_gpu.cmake sets it ON; its generated headers come from its own CMake build: a
    CPU-only operator path, stated as a difference). Includes as CMakeLists.txt: include, src, 3rdparty/tvm/nnvm/include,
    3rdparty/dmlc-core/include, 3rdparty/dlpack/include, 3rdparty/mshadow, the system OpenCV 4 (Debian's
    libopencv-dev), the toolkit (cuDNN's header is in it). The submodules dmlc/dmlc-core@5df8305, dmlc/dlpack@3efc489
    and apache/tvm@efdac94's nnvm/include are put at their submodule paths (include/ links into them).
  shouxieai/tensorRT_Pro (TensorRT inference applications over a common layer: MixMemory pinned host + device buffers,
    Tensor with async copies on a stream, the InferController worker threads with a stream each, a monopoly allocator
    of pinned staging buffers, CUDA preprocessing kernels): CMakeLists.txt's `pro` executable and `plugin_list` library
    (GLOB_RECURSE of src/*.cpp and src/*.cu) less src/tensorRT/onnx*, src/tensorRT/onnxplugin (protobuf-generated
    headers) and the vendored src/application/tools/Eigen: the units with at least 3 lines matching
    'cudaMemcpyAsync|cudaStream|cudaEvent|cudaMallocHost': 16 units. Flags (CMakeLists.txt): g++ -std=c++11 -Wall -O0
    -Wfatal-errors -pthread -w -g -DHAS_PYTHON (HAS_PYTHON ON; the system's python3.11 headers), nvcc -std=c++11 -O0
    -Xcompiler -fPIC -g -w; -I src, src/application, src/tensorRT, src/tensorRT/common, OpenCV 4, TensorRT headers
    (NVIDIA/TensorRT include/ at tag 8.5.3, b0c259a: the code is written for TensorRT 8.x, CMakeLists.txt names 8.2.3)
    under <out>/dep.
  torch/cutorch (Torch7's CUDA backend THC: per-device stream pools and the current stream (THCGeneral.c, THCStream.cpp),
    the caching device allocator and the caching pinned host allocator with events per use, async tensor copies
    host<->device and device<->device across streams (THCTensorCopy.cu, generic/THCTensorCopy.c/.cu)): lib/THC's THC
    library (CMakeLists.txt's src and src-cuda): the 9 host units of `src` and the .cu of `src-cuda` with at least 3
    lines matching 'cuda[A-Z][A-Za-z]*\\(' in the file and its generic/ twin together (9): 18 units. Flags
    (lib/THC/CMakeLists.txt, Release with -DNDEBUG removed): gcc -std=c99 -O3 -DCUDA_HAS_FP16=1 for .c, g++ -std=c++11
    -O3 for .cpp, nvcc -O3 -Xcompiler -fPIC -D__CUDA_NO_HALF_OPERATORS__ -DCUDA_HAS_FP16=1 for .cu; THCGeneral.h
    configured from THCGeneral.h.in (no MAGMA) into <out>/gen/thc; torch/torch7's lib/TH at fbcabfa (the last commit
    before cutorch's, 2017-09-11) under <out>/dep with THGeneral.h configured (USE_BLAS, USE_LAPACK) into <out>/gen/th.

  heldout40-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout40-repos.py db|lint|list --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  heldout40-repos.py preparse --out <out> --cudalint <eval-bin>/bin/cudalint
(preparse: heldout_base's, except that a .c unit is parsed with clang-22 as C, as its compiler would.)
"""
import os, re, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, CUDA_INC, CCCL_INC, SM90 = heldout_base.GXX, heldout_base.CUDA_INC, heldout_base.CCCL_INC, heldout_base.SM90
GCC = "/usr/bin/gcc"
DEP = "-I@ROOT@/../../dep/"
GEN = "-I@ROOT@/../../gen/"
CHECKS = "-*,cuda-*"

MX_RUNTIME = ["src/engine/" + u for u in ("threaded_engine_perdevice.cc", "threaded_engine.cc",
                                          "threaded_engine_pooled.cc", "engine.cc", "naive_engine.cc")] + [
    "src/storage/storage.cc", "src/resource.cc", "src/common/cuda/utils.cc", "src/ndarray/ndarray.cc",
    "src/ndarray/ndarray_function.cu", "src/imperative/cached_op.cc", "src/imperative/imperative_utils.cc",
    "src/kvstore/kvstore.cc", "src/kvstore/kvstore_utils.cu"]
MX_GREP = ["src/operator/contrib/proposal.cu", "src/operator/contrib/multi_proposal.cu",
           "src/operator/tensor/indexing_op.cu", "src/operator/correlation.cu", "src/operator/pad.cu",
           "src/operator/numpy/np_indexing_op.cu", "src/operator/numpy/np_bincount_op.cu",
           "src/operator/contrib/transformer.cu", "src/common/cuda/cudnn_cxx.cc", "src/operator/numpy/np_unique_op.cu",
           "src/operator/contrib/multi_lans.cu", "src/operator/contrib/multi_lamb.cu",
           "src/operator/contrib/bounding_box.cu"]
MX_DEFS = ["-DNDEBUG=1", "-DDMLC_MODERN_THREAD_LOCAL=0", "-DDMLC_LOG_STACK_TRACE_SIZE=0", "-DDMLC_USE_CXX11",
           "-DDMLC_STRICT_CXX11", "-DDMLC_USE_CXX14", "-DMSHADOW_IN_CXX11", "-DMSHADOW_USE_CBLAS=1",
           "-DMSHADOW_USE_MKL=0", "-DMXNET_USE_BLAS_OPEN=1", "-DMXNET_USE_OPENCV=1", "-DMXNET_USE_OPENMP=1",
           "-DMXNET_USE_LAPACK=1", "-DMXNET_USE_CUDA=1", "-DMXNET_USE_OPERATOR_TUNING=1",
           "-DMXNET_USE_SIGNAL_HANDLER=1", "-DMXNET_USE_LIBJPEG_TURBO=0", "-DMSHADOW_USE_CUDA=1",
           "-DMSHADOW_FORCE_STREAM", "-DMSHADOW_USE_SSE", "-DMSHADOW_INT64_TENSOR_SIZE=1"]


def mxnet():
    inc = ["-I@ROOT@/include", "-I@ROOT@/src", "-I@ROOT@/3rdparty/tvm/nnvm/include", "-I@ROOT@/3rdparty/dmlc-core/include",
           "-I@ROOT@/3rdparty/dlpack/include", "-I@ROOT@/3rdparty/mshadow", "-I/usr/include/opencv4"]
    cxx = [GXX, "-std=c++17", "-O3", "-Wall", "-Wno-sign-compare", "-fopenmp"] + MX_DEFS + inc + [CUDA_INC, CCCL_INC]
    cu = [NVCC, "-std=c++17", "-O3", "-Xcompiler", "-fopenmp"] + SM90 + MX_DEFS + inc
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in MX_RUNTIME + MX_GREP]


TRP = ["src/application/app_arcface/arcface.cpp", "src/application/app_centernet/centernet.cpp",
       "src/application/app_dbface/dbface.cpp", "src/application/app_high_performance/yolo_high_perf.cpp",
       "src/application/app_retinaface/retinaface.cpp", "src/application/app_scrfd/scrfd.cpp",
       "src/application/app_yolo/yolo.cpp", "src/application/app_yolo_fast/yolo_fast.cpp",
       "src/application/app_yolo_gpuptr.cpp", "src/application/app_yolo_gpuptr/yolo_gpuptr.cpp",
       "src/application/test_warpaffine.cpp", "src/direct/direct_yolo.cpp", "src/tensorRT/builder/trt_builder.cpp",
       "src/tensorRT/common/preprocess_kernel.cu", "src/tensorRT/common/trt_tensor.cpp",
       "src/tensorRT/infer/trt_infer.cpp"]


def trtpro():
    inc = ["-I@ROOT@/src", "-I@ROOT@/src/application", "-I@ROOT@/src/tensorRT", "-I@ROOT@/src/tensorRT/common",
           "-I/usr/include/opencv4", DEP + "tensorrt853/include"]
    cxx = [GXX, "-std=c++11", "-Wall", "-O0", "-Wfatal-errors", "-pthread", "-w", "-g", "-DHAS_PYTHON"] + inc + [
        "-I/usr/include/python3.11", CUDA_INC]
    cu = [NVCC, "-std=c++11", "-O0", "-Xcompiler", "-fPIC", "-g", "-w"] + SM90 + inc
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in TRP]


THC_HOST = ["THCCachingAllocator.cpp", "THCCachingHostAllocator.cpp", "THCGeneral.c", "THCStorageCopy.c",
            "THCStream.cpp", "THCTensor.c", "THCTensorCopy.c", "THCTensorRandom.cpp", "THCThreadLocal.c"]
THC_CU = ["THCTensor.cu", "THCTensorCopy.cu", "THCTensorMath.cu", "THCTensorMathMagma.cu", "THCTensorMathPairwise.cu",
          "THCTensorMathReduce.cu", "THCTensorConv.cu", "THCTensorScatterGather.cu", "THCTensorSort.cu"]


def cutorch():
    inc = ["-I@ROOT@/lib/THC", GEN + "thc", GEN + "th", DEP + "torch7/lib/TH", DEP + "torch7/lib"]
    cc = [GCC, "-std=c99", "-O3", "-DCUDA_HAS_FP16=1"] + inc + [CUDA_INC]
    cxx = [GXX, "-std=c++11", "-O3"] + inc + [CUDA_INC]
    cu = [NVCC, "-O3", "-Xcompiler", "-fPIC", "-D__CUDA_NO_HALF_OPERATORS__", "-DCUDA_HAS_FP16=1"] + SM90 + inc
    return [("lib/THC", (cc if u.endswith(".c") else cxx if u.endswith(".cpp") else cu) + ["-c", u])
            for u in THC_HOST + THC_CU]


REPOS = {
    "apache+mxnet": ("b84609d3fc73d20929c114eab95faaa56e6c5ede", mxnet),
    "shouxieai+tensorRT_Pro": ("84c3f6894bfdc5d7c3c3a48044f0437936d4fb14", trtpro),
    "torch+cutorch": ("5e9d86cb982a6048d3077aeb0e0cee19847b4c08", cutorch),
}
PATHS = {"apache+mxnet": ["src", "include", "3rdparty/mshadow", "CMakeLists.txt", "config", "LICENSE"],
         "shouxieai+tensorRT_Pro": ["src", "CMakeLists.txt"],
         "torch+cutorch": ["lib/THC", "LICENSE"]}
# Build dependencies: (mirror, commit, pathspecs, folder under <out>: dep/... not analysed, or the submodule's path
# under the repository's tree).
DEPS = [
    ("dmlc+dmlc-core", "5df8305fe699d3b503d10c60a231ab0223142407", ["include", "LICENSE"],
     "src/apache+mxnet/3rdparty/dmlc-core"),
    ("dmlc+dlpack", "3efc489b55385936531a06ff83425b719387ec63", ["include", "LICENSE"], "src/apache+mxnet/3rdparty/dlpack"),
    ("apache+tvm", "efdac9439506d1de5eec91ecc795982c78e41909", ["nnvm/include", "LICENSE"], "src/apache+mxnet/3rdparty/tvm"),
    ("NVIDIA+TensorRT", "b0c259a749aab1486ed3b4458e7176555b003497", ["include", "LICENSE"], "dep/tensorrt853"),
    ("torch+torch7", "fbcabfa0cd8ca83589f88079bc1821ec4ce2051f", ["lib/TH", "COPYRIGHT.txt"], "dep/torch7"),
]

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)
    for repo, commit, paths, dst in DEPS:
        heldout_base.archive_into(a.mirrors, repo, commit, paths, os.path.join(a.out, dst))


def configure(text, on):
    """CMake's configure_file for #cmakedefine NAME: defined when NAME is in `on`."""
    return re.sub(r"^#cmakedefine[ \t]+(\w+)([^\n]*)$",
                  lambda m: ("#define " + m.group(1) + m.group(2)).rstrip() if m.group(1) in on
                  else "/* #undef %s */" % m.group(1), text, flags=re.M)


def generated(a, gen):
    thc = os.path.join(a.out, "src", "torch+cutorch", "lib", "THC", "THCGeneral.h.in")
    th = os.path.join(a.out, "dep", "torch7", "lib", "TH", "THGeneral.h.in")
    for src, dst, on in ((thc, "thc/THCGeneral.h", set()), (th, "th/THGeneral.h", {"USE_BLAS", "USE_LAPACK"})):
        if os.path.exists(src):
            os.makedirs(os.path.dirname(os.path.join(gen, dst)), exist_ok=True)
            with open(os.path.join(gen, dst), "w") as f:
                f.write(configure(open(src).read(), on))


heldout_base.set_steps(h3, CHECKS, extract, {}, generated)


if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
