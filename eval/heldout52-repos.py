#!/usr/bin/env python3
"""Held-out round 52 (eval/results/heldout52.md): a BLIND precision round over every cuda-* check (issues 15 and 17),
judged by the standard of an experienced CUDA engineer ("would act on it": yes/no with the reason), on three
repositories nobody on the project had used. The key (eval/heldout52-key.tsv) is written from docs/checks/cuda/*.md of
main 4dfce8e (the commit of <eval-bin-s50a>) before any cuda-* run on these units. Build: BLIND <eval-bin-s50a> (main
4dfce8e); the lint step is heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10,
the whole database of each repository, no list of sources). Modelled on eval/heldout51-repos.py and heldout50-repos.py.

Picked and dropped before any run: sony/nnabla-ext-cuda (a training framework's CUDA extension: every unit includes
cutensor.h through include/nbla/cuda/common.hpp, and cuTENSOR's headers are not on this machine).

Dependencies are extracted OUTSIDE the repositories' trees, into <out>/dep/<owner+name> (so that findings in them are
not the repository's own), at the commits the repositories' builds take (a submodule's pinned commit where there is
one; the named tag for TensorRT; the stored head otherwise, as the hpcc "master" dependency of ppl.nn does):

  MegEngine/midout@a1f9cdc (MegEngine's third_party/midout submodule: src only; the snapshot lacks a jar elsewhere)
  gabime/spdlog@9e8e52c (mmdeploy's third_party/spdlog submodule: include)
  NVIDIA/TensorRT@a25ca8b (tag v8.6.1: include; mmdeploy's trt_net.cpp uses the TensorRT 8 binding API that TensorRT 10
    removed, and MegEngine's tensorrt_opr.cpp builds with it too)
  OpenPPL/ppl.common@05877d8, OpenPPL/ppl.kernel.cuda@ee13f2b, OpenPPL/ppl.llm.kernel.cuda@255f3c8 (ppl.nn's hpcc
    dependencies, version "master": src / include)

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own
flags, sm_90, that name the CUDA runtime's stream/event/copy/alloc/memset calls (grep at the commit), whose headers this
machine has; ~20 units in all (a shared 2-core machine):

  MegEngine/MegEngine (the LARGE multi-stream TRAINING application: Megvii's deep-learning training framework; its CUDA
    comp node runs a compute stream per comp node and extra streams ("cuda0:1" ...), orders them with events, copies
    host<->device and peer-to-peer with cudaMemcpyAsync, pins host memory, and runs the async dispatch queue that
    training and imperative execution go through): the megbrain library units (src/CMakeLists.txt, GLOB of
    core/impl, opr/impl, jit/impl, tensorrt/impl) that name such calls: src/core/impl/comp_node/cuda/comp_node.cpp,
    src/core/impl/comp_node_env.cpp, src/core/impl/tensor.cpp, src/opr/impl/standalone/nms_opr.cpp,
    src/tensorrt/impl/tensorrt_opr.cpp, src/jit/impl/nvrtc/compiler_cuda.cpp (ME below). The megdnn CUDA units
    (dnn/src/cuda/*) are not in the round: they include cutlass (a submodule, MegEngine's own fork), not on this machine.
    Flags (CMake, Release, the Python-wheel build: C++17; OPTIMIZE_LEVEL -Ofast -DNDEBUG; -fPIC): g++ -std=c++17 -Ofast
    -DNDEBUG -fPIC, include dirs src/{core,gopt,opr,plugin,serialization,rdnn,jit,opr-mm,tensorrt}/include,
    src/jit/impl/cuda, dnn/include, dnn, midout's src, TensorRT's include, the toolkit's include, and <out>/gen/mge/*:
    genfiles/megbrain_build_config.h written from src/megbrain_build_config.h.in as configure_file does for that build
    (CUDA, TensorRT, JIT, distributed (OPR_MM), logging, exceptions, grad, json, threads on; x86_64; the rest off),
    genfiles/cuda_sm_gen.h (sm_90), and the headers the build generates with the repository's own
    dnn/scripts/gen_param_defs.py: megdnn/opr_param_defs.h, megdnn/opr_param_json.h, src/common/opr_param_defs_enumv.cuh,
    opr/megbrain/opr/param_defs.h (from tools/param_defs/mgb_opr_param_defs.py).

  open-mmlab/mmdeploy (an inference deployment SDK: its CUDA device (streams, events, async copies, allocators), the
    TensorRT net (enqueue on the device stream, input/output copies) and the text-detection post-processing on CUDA):
    csrc/mmdeploy/device/cuda/cuda_device.cpp, csrc/mmdeploy/net/trt/trt_net.cpp, and the mmocr CUDA target's units
    (csrc/mmdeploy/codebase/mmocr/cuda/CMakeLists.txt): connected_component.cu, utils.cu, dbnet.cpp, panet.cpp,
    psenet.cpp (MM below). The operation/cuda units need ppl.cv (not on this machine). Flags (CMake, Release, CUDA device,
    TensorRT backend): .cpp g++ -std=c++17 -O3 -DNDEBUG -DMMDEPLOY_USE_CUDA=1 -fPIC; .cu nvcc -std=c++17 -O3 sm_90
    -Xcompiler=-fPIC,-Wall,-fvisibility=hidden (the build says CMAKE_CUDA_STANDARD 14, but this toolkit's Thrust stops
    with "Thrust requires at least C++17" under it, so a build with this toolkit needs C++17: the one flag changed); include dirs csrc, third_party/{outcome,json,
    concurrentqueue,dlpack}, spdlog's include, TensorRT's include, OpenCV 4 (/usr/include/opencv4), the toolkit's.

  OpenPPL/ppl.nn (an inference engine: its CUDA engine (device with a stream, async copies, a CUDA-graph runner) and its
    LLM CUDA engine (a device per GPU with NCCL, cuBLASLt, stream-ordered buffers, quantisation passes copying weights
    host<->device)): src/ppl/nn/engines/cuda/{cuda_device,graph_runner,kernel}.cc,
    src/ppl/nn/engines/cuda/kernels/onnx/einsum_kernel.cc, src/ppl/nn/engines/llm_cuda/{llm_cuda_device,kernel}.cc,
    src/ppl/nn/engines/llm_cuda/passes/i8i8/quantization_pass.cc, passes/i4f16/quantization_pass.cc (PP below).
    Flags (CMake, CUDA and LLM CUDA engines, NCCL on, x86_64): g++ -std=c++17 -O3 -DNDEBUG -fPIC -DPPLNN_USE_CUDA
    -DPPLNN_USE_LLM_CUDA -DPPLNN_CUDA_ENABLE_NCCL -DPPLNN_USE_X86_64 -DPPLNN_CUDACC_VER_MAJOR=12
    -DPPLNN_CUDACC_VER_MINOR=8 -DPPLCOMMON_USE_CUDA -DPPLCOMMON_ENABLE_NCCL -DPPLCOMMON_USE_X86_64; include dirs include,
    src, ppl.common's src, ppl.kernel.cuda's and ppl.llm.kernel.cuda's include, the toolkit's.

  21 units in all (6 + 7 + 8).

  heldout52-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout52-repos.py db --out <out>                                 (also writes <out>/gen/mge with the repo's scripts)
  heldout52-repos.py preparse --out <out> --cudalint <eval-bin-s50a>/bin/cudalint   (parse check, no check run)
  heldout52-repos.py lint --out <out> --cudalint <eval-bin-s50a>/bin/cudalint       (BLIND)
"""
import os
import re
import subprocess
import sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, SM90 = heldout_base.GXX, heldout_base.SM90

CHECKS = "-*,cuda-*"
DEP = "-I@ROOT@/../../dep/"
GEN = "-I@ROOT@/../../gen/mge"

ME = ["src/core/impl/comp_node/cuda/comp_node.cpp", "src/core/impl/comp_node_env.cpp", "src/core/impl/tensor.cpp",
      "src/opr/impl/standalone/nms_opr.cpp", "src/tensorrt/impl/tensorrt_opr.cpp",
      "src/jit/impl/nvrtc/compiler_cuda.cpp"]


def megengine():
    inc = ["-I@ROOT@/src/%s/include" % d for d in ("core", "gopt", "opr", "plugin", "serialization", "rdnn", "jit",
                                                      "opr-mm", "tensorrt")]
    inc += ["-I@ROOT@/src/jit/impl/cuda", GEN + "/genfiles", GEN + "/opr", "-I@ROOT@/dnn/include", GEN, "-I@ROOT@/dnn",
            DEP + "MegEngine+midout/src", DEP + "NVIDIA+TensorRT/include", heldout_base.CUDA_INC]
    return [(".", [GXX, "-std=c++17", "-Ofast", "-DNDEBUG", "-fPIC"] + inc + ["-c", u]) for u in ME]


MM = ["csrc/mmdeploy/device/cuda/cuda_device.cpp", "csrc/mmdeploy/net/trt/trt_net.cpp",
      "csrc/mmdeploy/codebase/mmocr/cuda/connected_component.cu", "csrc/mmdeploy/codebase/mmocr/cuda/utils.cu",
      "csrc/mmdeploy/codebase/mmocr/cuda/dbnet.cpp", "csrc/mmdeploy/codebase/mmocr/cuda/panet.cpp",
      "csrc/mmdeploy/codebase/mmocr/cuda/psenet.cpp"]
MM_INC = ["-I@ROOT@/csrc", "-I@ROOT@/third_party/outcome", "-I@ROOT@/third_party/json",
          "-I@ROOT@/third_party/concurrentqueue", "-I@ROOT@/third_party/dlpack", DEP + "gabime+spdlog/include",
          DEP + "NVIDIA+TensorRT/include", "-I/usr/include/opencv4"]


def mmdeploy():
    units = []
    for u in MM:
        if u.endswith(".cu"):
            units.append((".", [NVCC, "-std=c++17", "-O3"] + SM90 + ["-Xcompiler=-fPIC,-Wall,-fvisibility=hidden"]
                          + MM_INC + [heldout_base.CUDA_INC, "-c", u]))
        else:
            units.append((".", [GXX, "-std=c++17", "-O3", "-DNDEBUG", "-DMMDEPLOY_USE_CUDA=1", "-fPIC"] + MM_INC
                          + [heldout_base.CUDA_INC, "-c", u]))
    return units


PP = ["src/ppl/nn/engines/cuda/cuda_device.cc", "src/ppl/nn/engines/cuda/graph_runner.cc",
      "src/ppl/nn/engines/cuda/kernel.cc", "src/ppl/nn/engines/cuda/kernels/onnx/einsum_kernel.cc",
      "src/ppl/nn/engines/llm_cuda/llm_cuda_device.cc", "src/ppl/nn/engines/llm_cuda/kernel.cc",
      "src/ppl/nn/engines/llm_cuda/passes/i8i8/quantization_pass.cc",
      "src/ppl/nn/engines/llm_cuda/passes/i4f16/quantization_pass.cc"]
PP_DEF = ["-DPPLNN_USE_CUDA", "-DPPLNN_USE_LLM_CUDA", "-DPPLNN_CUDA_ENABLE_NCCL", "-DPPLNN_USE_X86_64",
          "-DPPLNN_CUDACC_VER_MAJOR=12", "-DPPLNN_CUDACC_VER_MINOR=8", "-DPPLCOMMON_USE_CUDA", "-DPPLCOMMON_ENABLE_NCCL",
          "-DPPLCOMMON_USE_X86_64"]


def pplnn():
    inc = ["-I@ROOT@/include", "-I@ROOT@/src", DEP + "OpenPPL+ppl.common/src", DEP + "OpenPPL+ppl.kernel.cuda/include",
           DEP + "OpenPPL+ppl.llm.kernel.cuda/include", heldout_base.CUDA_INC]
    return [(".", [GXX, "-std=c++17", "-O3", "-DNDEBUG", "-fPIC"] + PP_DEF + inc + ["-c", u]) for u in PP]


REPOS = {
    "MegEngine+MegEngine": ("47952c075d868665e1116214bea760d786144081", megengine),
    "open-mmlab+mmdeploy": ("3f8604bd72e8e15d06b2e0552fe2fdb8f8de33c4", mmdeploy),
    "OpenPPL+ppl.nn": ("bb84dc9952809b3a5a0036858a3d9f68af1c83d5", pplnn),
}
PATHS = {"MegEngine+MegEngine": ["src", "dnn", "tools/param_defs", "LICENSE"],
         "open-mmlab+mmdeploy": ["csrc", "third_party/outcome", "third_party/json", "third_party/concurrentqueue",
                                 "third_party/dlpack", "LICENSE"],
         "OpenPPL+ppl.nn": ["src", "include", "LICENSE"]}
DEPS = [("MegEngine+midout", "a1f9cdc0f3553f27e942cfd6e4301ce460455d63", ["src", "LICENSE"]),
        ("gabime+spdlog", "9e8e52c0488706986c76eeb4225286ac02fb1ee9", ["include", "LICENSE"]),
        ("NVIDIA+TensorRT", "a25ca8bba2a164179046afc2f5d7f478e280f8c0", ["include", "LICENSE"]),
        ("OpenPPL+ppl.common", "05877d8f2f46411808f5cb6debff16372deb6d4f", ["src", "LICENSE"]),
        ("OpenPPL+ppl.kernel.cuda", "ee13f2bfd0151c0f28e271d896c75d54114057ca", ["include", "LICENSE"]),
        ("OpenPPL+ppl.llm.kernel.cuda", "255f3c820eda0d606fc62cd83774f60467085d08", ["include", "LICENSE"])]

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)
    if not a.only:
        for dep, commit, paths in DEPS:
            heldout_base.archive_into(a.mirrors, dep, commit, paths, os.path.join(a.out, "dep", dep))


# megbrain_build_config.h: the #cmakedefine01 names set to 1 in the build described above; every other one is 0.
MGE_ON = {"MGB_CUDA", "MGB_ENABLE_LOGGING", "MGB_ENABLE_GRAD", "MGB_ENABLE_JSON", "MGB_HAVE_THREAD",
          "MGB_ENABLE_EXCEPTION", "MGB_VERBOSE_TYPEINFO_NAME", "MGB_ENABLE_TENSOR_RT", "MGB_JIT", "MGB_ENABLE_OPR_MM",
          "MEGDNN_WITH_CUDA", "MEGDNN_ENABLE_RTTI", "MEGDNN_ENABLE_LOGGING", "MEGDNN_ENABLE_EXCEPTIONS", "MEGDNN_X86",
          "MEGDNN_X86_64", "MEGDNN_64_BIT", "MEGDNN_ENABLE_MULTI_THREADS"}


def megengine_generated(a, gen):
    """<out>/gen/mge: what MegEngine's CMake configures and generates for the units (see the docstring)."""
    root = os.path.join(a.out, "src", "MegEngine+MegEngine")
    g = os.path.join(gen, "mge")
    for d in ("genfiles", "megdnn", "src/common", "opr/megbrain/opr"):
        os.makedirs(os.path.join(g, d), exist_ok=True)
    cfg = open(os.path.join(root, "src", "megbrain_build_config.h.in")).read()
    cfg = re.sub(r"#cmakedefine01 (\w+)", lambda m: "#define %s %d" % (m.group(1), m.group(1) in MGE_ON), cfg)
    with open(os.path.join(g, "genfiles", "megbrain_build_config.h"), "w") as f:
        f.write(cfg)
    sm = open(os.path.join(root, "src", "cuda_sm_gen.h.in")).read().replace("@MGE_CUDA_GENCODE@",
                                                                           "-gencode arch=compute_90,code=sm_90")
    with open(os.path.join(g, "genfiles", "cuda_sm_gen.h"), "w") as f:
        f.write(sm)
    script = os.path.join(root, "dnn", "scripts", "gen_param_defs.py")
    defs = os.path.join(root, "dnn", "scripts", "opr_param_defs.py")
    for args in ([defs, os.path.join(g, "megdnn", "opr_param_defs.h")],
                 [defs, os.path.join(g, "unused.log"), "--write-cppjson", os.path.join(g, "megdnn", "opr_param_json.h")],
                 ["--enumv", defs, os.path.join(g, "src", "common", "opr_param_defs_enumv.cuh")],
                 [os.path.join(root, "tools", "param_defs", "mgb_opr_param_defs.py"),
                  os.path.join(g, "opr", "megbrain", "opr", "param_defs.h")]):
        subprocess.run([sys.executable, script] + args, check=True, stdout=subprocess.DEVNULL)


heldout_base.set_steps(h3, CHECKS, extract, {}, megengine_generated)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
