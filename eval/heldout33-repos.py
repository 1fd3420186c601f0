#!/usr/bin/env python3
"""Held-out round 33 (eval/results/heldout33.md): a BLIND round for issue 14's new rule of cuda-pageable-async-memcpy --
with the project index (a `cudalint -p <db>` run over a WHOLE compile database), a copy of a pointer parameter of a
function other units may call (defined in a header, or declared in one and defined in a .cu) is reported when every call
of that function in the program passes pageable host memory (notes "every call of 'f' in the program passes pageable
memory as 'h'"). Three repositories nobody on the project had used, chosen for host code that hands host buffers to
helper or wrapper functions that do the asynchronous copies. The key (eval/heldout33-key.tsv) was written and committed
before any cudalint run on these units. Build: BLIND <eval-bin-s38b>; a later AFTER run uses the same command (`lint`
below: every cuda-* check, -j 1, nice -n 10, the whole database of each repository, no list of sources).
Modelled on eval/heldout32-repos.py (eval/heldout3-repos.py's db and parse through eval/heldout_base.py).

TU rule (fixed before any cudalint run): per repository, the units of its own build (library, tests, examples) whose
headers are available here or stood in for, .cu through nvcc and .cpp through g++ as the build does:

  baidu-research/warp-ctc (CTC loss library: a C API, compute_ctc_loss, declared in include/ctc.h and defined in
    src/ctc_entrypoint.cu, whose GPU path is the header class GpuCTC (include/detail/gpu_ctc.h) that copies the
    caller's label and length arrays to the device with cudaMemcpyAsync; tests call it with std::vector storage; CMake):
    the library (src/ctc_entrypoint.cu, src/reduce.cu) and both tests (tests/test_gpu.cu, tests/test_cpu.cpp), 4 TUs.
    Flags: CMakeLists.txt's (include/, -O2, -Xcompiler -fopenmp / -fopenmp), C++17 for 11 (CUDA 13's CCCL), sm_90.
    The torch and tensorflow bindings are left out (no torch here).
  gggprojects/skylines (spatial skyline queries: CPU and GPU algorithms behind one Algorithm interface; the GPU ones
    upload through the header class template sl::gpu::GPUMemory<T> (gpu/gpu_memory.hpp), whose private MemCopyAsync
    does every cudaMemcpyAsync; CMake with cuda_add_library): every unit of the engine library src/skylines_engine (the
    CMake GLOB: 16 .cpp, 2 .cu) and the gtest black-box test tests/blackbox/cpu_stbf_bbtest.cpp, 19 TUs. The Qt UI and the
    celero benchmarks are left out (Qt and celero not installed). Flags: -Isrc/skylines_engine, C++17, sm_90 for
    compute_61. The engine is written for Windows: stand-ins under <out>/gen/skylines for <ppl.h> (concurrency::
    parallel_sort as std::sort) and <freeglut/GL/freeglut.h> (the system's GL/gl.h); spdlog and rapidjson from the
    distribution (libspdlog-dev, rapidjson-dev, installed for this round).
  dmlc/mshadow (header-only tensor template library: Copy(dst, src, stream) of gpu/cpu tensors through
    cudaMemcpy2DAsync in mshadow/tensor_gpu-inl.h; guide programs and tests call it): the units of its own Makefiles
    built with CUDA -- guide/basic_stream.cu, guide/neuralnet/nnet.cu, guide/neuralnet/convnet.cu (USE_CUDA=1,
    USE_BLAS=openblas: -DMSHADOW_USE_CBLAS=1 -DMSHADOW_USE_MKL=0), test/test.cu -- 4 TUs (the other test/*.cu include
    old/tensor.h, which the tree no longer has, and no Makefile builds them: left out after the parse status, before the
    key). Flags: -O3 --use_fast_math, -Xcompiler -msse3 -funroll-loops, -I.., C++17, sm_90.

27 TUs in all.

  heldout33-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout33-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  heldout33-repos.py preparse --out <out> --cudalint <eval-bin>/bin/cudalint
      (parse status before the key, no check run: cudalint --export-compile-db translates each database, then
       clang++-22 -fsyntax-only per unit; prints errors per unit)
"""
import sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX = "/usr/bin/g++"
CUDA_INC = "-I/usr/local/cuda/include"
CCCL_INC = "-I/usr/local/cuda/include/cccl"

CHECKS = "-*,cuda-*"


def warpctc():
    cu = [NVCC, "-std=c++17", "-O2", "-Iinclude", "-Xcompiler", "-fopenmp", "-gencode", "arch=compute_90,code=sm_90"]
    cxx = [GXX, "-std=c++17", "-O2", "-fopenmp", "-Iinclude", CUDA_INC, CCCL_INC]
    return [(".", cu + ["-c", "src/ctc_entrypoint.cu"]), (".", cu + ["-c", "src/reduce.cu"]),
            (".", cu + ["-c", "tests/test_gpu.cu"]), (".", cxx + ["-c", "tests/test_cpu.cpp"])]


SK = ["error/error_descriptor.cpp", "error/error_handler.cpp", "log/logger.cpp", "gpu/gpu_devices.cpp",
      "gpu/gpu_memory.cpp", "queries/weighted.cpp", "queries/data_capable.cpp", "queries/algorithms/algorithm.cpp",
      "queries/algorithms/gpu_brute_force.cpp", "queries/algorithms/gpu_brute_force.cu",
      "queries/algorithms/gpu_brute_force_discarting.cpp", "queries/algorithms/gpu_brute_force_discarting.cu",
      "queries/algorithms/multi_thread_brute_force.cpp", "queries/algorithms/multi_thread_brute_force_discarding.cpp",
      "queries/algorithms/multi_thread_sorting.cpp", "queries/algorithms/single_thread_brute_force.cpp",
      "queries/algorithms/single_thread_brute_force_discarting.cpp", "queries/algorithms/single_thread_sorting.cpp"]


def skylines():
    gen = "-I@ROOT@/../../gen/skylines"
    inc = ["-I@ROOT@/src/skylines_engine", gen]
    # spdlog 1.10 no longer includes its stdout sinks from spdlog/logger.h (logger.hpp names stdout_sink_mt); MSVC's
    # headers brought <iostream> in where gpu_memory.hpp uses std::cout without including it: both included first.
    pre = ["-include", "spdlog/sinks/stdout_sinks.h", "-include", "iostream"]
    cu = [NVCC, "-std=c++17", "-gencode", "arch=compute_90,code=sm_90", "-Dskylines_engine_EXPORTS"] + inc + pre
    cxx = [GXX, "-std=c++17", "-Dskylines_engine_EXPORTS"] + inc + [CUDA_INC, CCCL_INC] + pre
    out = [("src/skylines_engine", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in SK]
    out.append(("tests/blackbox", [GXX, "-std=c++17"] + inc + [CUDA_INC, CCCL_INC] + pre + ["-c", "cpu_stbf_bbtest.cpp"]))
    return out


MS = [("guide", "basic_stream.cu", "blas"), ("guide/neuralnet", "nnet.cu", "openblas"),
      ("guide/neuralnet", "convnet.cu", "openblas"), ("test", "test.cu", None)]


def mshadow():
    out = []
    for d, u, blas in MS:
        up = "-I../.." if d.count("/") else "-I.."
        f = [NVCC, "-std=c++17", "-O3", "--use_fast_math", "-Xcompiler", "-msse3", "-Xcompiler", "-funroll-loops",
             up, "-DMSHADOW_USE_F16C=0", "-gencode", "arch=compute_90,code=sm_90"]
        # guide/config.mk's USE_BLAS (blas, openblas) gives -DMSHADOW_USE_CBLAS=1 -DMSHADOW_USE_MKL=0; test/Makefile
        # sets none and base.h then defaults to MKL (not installed): the tests get the guide's CBLAS setting.
        f += ["-DMSHADOW_USE_CBLAS=1", "-DMSHADOW_USE_MKL=0"]
        out.append((d, f + ["-c", u]))
    return out


GEN = {"skylines/ppl.h":
           "#pragma once\n// stand-in for MSVC's Concurrency Runtime header (Windows only): parallel_sort as std::sort\n"
           "#include <algorithm>\nnamespace concurrency {\ntemplate <typename It, typename F> void parallel_sort(It b, It e, "
           "const F &f) { std::sort(b, e, f); }\n}\n",
       "skylines/QOpenGLFunctions":
           "#pragma once\n// stand-in for Qt's QOpenGLFunctions (Qt not installed): the engine includes it and uses nothing of it\n",
       "skylines/freeglut/GL/freeglut.h":
           "#pragma once\n// stand-in for the vendored freeglut header: the GL calls the engine makes\n#include <GL/gl.h>\n"}

PATHS = {"baidu-research+warp-ctc": ["include", "src", "tests", "CMakeLists.txt", "LICENSE"],
         "gggprojects+skylines": ["src", "tests", "benchmarks", "CMakeLists.txt", "LICENSE.md"],
         "dmlc+mshadow": ["mshadow", "mshadow-ps", "guide", "test", "make", "LICENSE"]}

heldout_base.set_round(h3, {
    "baidu-research+warp-ctc": ("94b2fa178347cf02757bdc7329dc2f1b46f5d094", warpctc),
    "gggprojects+skylines": ("1b0d204f1fbb8e24af026723ba9887988798c974", skylines),
    "dmlc+mshadow": ("bc49327a44650c3f2b427e953ff95d2c27566c04", mshadow),
}, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)


heldout_base.set_steps(h3, CHECKS, extract, GEN)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
