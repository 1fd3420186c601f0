#!/usr/bin/env python3
"""Held-out round 20 (eval/results/heldout20.md): issue 15's four checks (cuda-pageable-async-memcpy,
cuda-missing-stream, cuda-default-stream, cuda-alloc-in-loop; every cuda-* check runs) on three repositories
nobody on the project had used (not in used-repos.txt; claimed for heldout20 in claimed.txt before the export),
with the frozen builds of stop 34: OLD <eval-bin-s34start> (main c8206fe) and NEW <eval-bin-s34b>.
Reuses eval/heldout3-repos.py (db, lint, list, parse, table) through eval/heldout_base.py, like
eval/heldout18-repos.py. The subsets were fixed in writing (this file, committed) before any cudalint run:

  PATTERN = cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|
            cudaStreamSynchronize|cudaMalloc|cudaHostAlloc          (rounds 7, 11, 16, 18: unchanged)
  TU rule: the translation units of the repository's own build (the library target named below, GPU on)
  whose own text matches PATTERN (no project header of these three holds GPU driver code: the backend
  headers' matches are type aliases and comments), in the parts below; for TNN, of the CUDA device's
  units, those whose text issues stream work from the host (matches cudaStream[A-Z]|cudaEvent|
  cudaMemcpy[A-Za-z0-9]*Async): that drops the five layer units whose only match is cudaMalloc at
  initialisation (cuda_conv_layer_acc.cu, cuda_conv_3d_layer_acc.cu, cuda_gather_layer_acc.cu,
  cuda_inner_product_layer_acc.cu, cuda_detection_output_layer_acc_kernel.cu), to keep the round
  within 30 TUs. Left out everywhere: tests, examples, third-party code (TNN's bundled cub).

  triton-inference-server/core (Triton Inference Server's core library, libtritonserver: the LARGE
    MULTI-STREAM INFERENCE SERVER of the round; src/CMakeLists.txt with TRITON_ENABLE_GPU, ENSEMBLE,
    LOGGING, STATS on; METRICS, tracing, cloud storage off): src/cuda_utils.cc (CopyBuffer: cudaMemcpyAsync
    on the caller's stream), src/pinned_memory_manager.cc (the pinned pool, cudaHostAlloc per NUMA node),
    src/ensemble_scheduler/ensemble_scheduler.cc (one blocking stream per ensemble context,
    cudaStreamCreate, for copying tensors between composing models). 3 TUs. Flags: the C++ compiler,
    -std=c++17, -DTRITON_ENABLE_GPU=1 -DTRITON_MIN_COMPUTE_CAPABILITY=6.0 -DTRITON_ENABLE_ENSEMBLE=1
    -DTRITON_ENABLE_LOGGING=1 -DTRITON_ENABLE_STATS=1 -DTRITON_VERSION="0.0.0", -I src -I include,
    common's include, the gen folder (model_config.pb.h, written by the gen step with protoc from
    common's protobuf/model_config.proto, as the build does), Boost 1.81's headers (Debian's libboost1.81-dev,
    unpacked by the gen step: the build fetches 1.80, model.h needs boost/core/span.hpp, 1.78+), the
    toolkit's include; compiled in src.
    Dependency trees (not evaluated): triton-inference-server/common (headers, the .proto).
  triton-inference-server/backend (Triton's backend utility library, triton-backend-utils, which every
    backend (TensorRT, ONNX Runtime, PyTorch, Python) links to gather request inputs into batch buffers and
    scatter outputs: cudaMemcpyAsync on the model instance's stream, events, a gather kernel):
    src/backend_common.cc, src/backend_input_collector.cc, src/backend_memory.cc,
    src/backend_model_instance.cc, src/backend_output_responder.cc. 5 TUs. Flags: -std=c++17
    -DTRITON_ENABLE_GPU=1, -I include -I src, core's include (tritonbackend.h, tritonserver.h),
    common's include, the toolkit's include (rapidjson from the system package); compiled in src.
  Tencent/TNN (Tencent's inference engine, CUDA device: one stream per context, blob converters,
    per-layer acc units): source/tnn/device/cuda/{cuda_blob_converter.cc, cuda_context.cc,
    cuda_device.cc, cuda_mat_util.cu} and the acc units matching the stream subset above:
    cuda_detection_output, einsum, flatten, gather_nd, instance_norm, prelu, prior_box, reshape,
    scatter_elements, scatter_nd, squeeze, strided_slice, tile, unsqueeze (_layer_acc.cu). 18 TUs.
    Flags: source/tnn/device/cuda/CMakeLists.txt: .cc through the C++ compiler, .cu through nvcc
    (-DTHRUST_IGNORE_CUB_VERSION_CHECK -DTHRUST_IGNORE_DEPRECATED_CPP_DIALECT -DCUB_IGNORE_DEPRECATED_CPP11
    -I thirdparty/cub-1.9.10-1 --expt-relaxed-constexpr -use_fast_math, sm_90 only); CUDA_STANDARD 11 ->
    c++17 (CUDA 13's headers need it); -I source -I include; compiled in the repository root. cuDNN's
    headers are the toolkit's (cudnn 9).

26 TUs in all. cudalint runs with -j 1 under nice -n 10, one call per repository.

Variant R (HELDOUT20_VARIANT=R, added AFTER the first OLD run, which showed that clang 22 rejects Debian's rapidjson 1.1.0
(include/rapidjson/document.h:319, GenericStringRef::operator= assigns a const member; gcc accepts it uninstantiated), so the
six Triton units that include triton/common/triton_json.h did not parse cleanly): the same units and flags, with
Tencent/rapidjson@24b5e7a's include folder (where that operator is declared and not defined) put before the system's, for the
Triton units only. Nothing else changes (TU rule, key). <out>/deps/rapidjson is written by
  HELDOUT20_VARIANT=R heldout20-repos.py gen --out <outR> --mirrors <mirrors>   (git archive of include/ only)

  heldout20-repos.py extract --mirrors <mirrors> --out <out>   (TNN: source, include, cmake, CMakeLists.txt)
  heldout20-repos.py gen --out <out>                           (protoc --cpp_out=<out>/gen model_config.proto)
  heldout20-repos.py db|lint|list|parse --out OUT [--cudalint BIN] [--only owner+name]
  heldout20-repos.py table --out OUT --key eval/heldout20-key.tsv --judged eval/heldout20-judged.tsv --run OLD|NEW
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
PATTERN = h3.PATTERN
CUDA_INC = os.path.join(os.path.dirname(os.path.dirname(NVCC)), "include")


def OUT_SRC():
    return h3.OUT_SRC


def common_inc():
    return os.path.join(OUT_SRC(), "triton-inference-server+common", "include")


def boost_inc():
    """Boost 1.81's headers (boost/core/span.hpp is 1.78+; the build fetches 1.80; the system has 1.74): the
    Debian package libboost1.81-dev unpacked, not installed (apt-get download; dpkg -x) by the gen step."""
    return os.path.join(os.path.dirname(OUT_SRC()), "deps", "boost181", "usr", "include")


RAPIDJSON = ("Tencent+rapidjson", "24b5e7a8b27f42fa16b96fc70aade9106cf7102f")
VARIANT_R = os.environ.get("HELDOUT20_VARIANT", "") == "R"


def rapidjson_inc():
    """[] unless variant R: then Tencent/rapidjson's include folder at RAPIDJSON's commit, before the system's."""
    if not VARIANT_R:
        return []
    return ["-I" + os.path.join(os.path.dirname(OUT_SRC()), "deps", "rapidjson", "include")]


def gen_dir():
    return os.path.join(os.path.dirname(OUT_SRC()), "gen")


def core():
    f = ["g++", "-std=c++17", "-DTRITON_ENABLE_GPU=1", "-DTRITON_MIN_COMPUTE_CAPABILITY=6.0",
         "-DTRITON_ENABLE_ENSEMBLE=1", "-DTRITON_ENABLE_LOGGING=1", "-DTRITON_ENABLE_STATS=1",
         '-DTRITON_VERSION="0.0.0"', "-I@ROOT@/src", "-I@ROOT@/include", "-I" + common_inc(), "-I" + gen_dir(),
         "-I" + boost_inc()] + rapidjson_inc() + ["-I" + CUDA_INC]
    return [("src", f + ["-c", u]) for u in
            ("cuda_utils.cc", "pinned_memory_manager.cc", "ensemble_scheduler/ensemble_scheduler.cc")]


def backend():
    core_inc = os.path.join(OUT_SRC(), "triton-inference-server+core", "include")
    f = ["g++", "-std=c++17", "-DTRITON_ENABLE_GPU=1", "-I@ROOT@/include", "-I@ROOT@/src", "-I" + core_inc,
         "-I" + common_inc()] + rapidjson_inc() + ["-I" + CUDA_INC]
    return [("src", f + ["-c", u]) for u in
            ("backend_common.cc", "backend_input_collector.cc", "backend_memory.cc",
             "backend_model_instance.cc", "backend_output_responder.cc")]


TNN_CC = ("cuda_blob_converter.cc", "cuda_context.cc", "cuda_device.cc")
TNN_CU = ("cuda_mat_util.cu",) + tuple("acc/cuda_%s_layer_acc.cu" % n for n in (
    "detection_output", "einsum", "flatten", "gather_nd", "instance_norm", "prelu", "prior_box", "reshape",
    "scatter_elements", "scatter_nd", "squeeze", "strided_slice", "tile", "unsqueeze"))


def tnn():
    d = "source/tnn/device/cuda/"
    inc = ["-I@ROOT@/source", "-I@ROOT@/include"]
    cc = ["g++", "-std=c++17", "-fPIC", "-fno-strict-aliasing"] + inc + ["-I" + CUDA_INC]
    cu = [NVCC, "-std=c++17", "-DTHRUST_IGNORE_CUB_VERSION_CHECK", "-DTHRUST_IGNORE_DEPRECATED_CPP_DIALECT",
          "-DCUB_IGNORE_DEPRECATED_CPP11", "--expt-relaxed-constexpr", "-use_fast_math",
          "-gencode", "arch=compute_90,code=sm_90", "-I@ROOT@/" + d + "thirdparty/cub-1.9.10-1"] + inc
    return [(".", cc + ["-c", d + u]) for u in TNN_CC] + [(".", cu + ["-c", d + u]) for u in TNN_CU]


def gen(a):
    """model_config.pb.h/.cc as the core build's protobuf step writes them (protoc 3.21 of the system)."""
    dst = os.path.join(os.path.abspath(a.out), "gen")
    os.makedirs(dst, exist_ok=True)
    proto = os.path.join(os.path.abspath(a.out), "src", "triton-inference-server+common", "protobuf")
    subprocess.run(["protoc", "-I" + proto, "--cpp_out=" + dst, "model_config.proto"], check=True)
    deps = os.path.join(os.path.abspath(a.out), "deps")
    os.makedirs(deps, exist_ok=True)
    if not os.path.isdir(os.path.join(deps, "boost181")):
        subprocess.run(["apt-get", "download", "libboost1.81-dev"], cwd=deps, check=True)
        deb = [f for f in os.listdir(deps) if f.startswith("libboost1.81-dev") and f.endswith(".deb")][0]
        subprocess.run(["dpkg", "-x", deb, "boost181"], cwd=deps, check=True)


h3.REPOS.clear()
h3.REPOS.update({
    "triton-inference-server+core": ("73aad7c3348d040c7087d57837d75822c488495e", core),
    "triton-inference-server+backend": ("3f57fb90bee16b86232ee79c45eb4ce69c9ad489", backend),
    "Tencent+TNN": ("f0cb08129a05c5b60f08e4ef66042a54a883a56a", tnn),
})
# The dependency tree, extracted but not evaluated (not in REPOS for db/lint).
COMMON = ("triton-inference-server+common", "83adf7cf88a2f343005974dff3728be746de2d66")
h3.PATHS.clear()
h3.PATHS["Tencent+TNN"] = ["source", "include", "cmake", "CMakeLists.txt"]
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]

if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] in ("gen", "extract"):
        import argparse
        ap = argparse.ArgumentParser()
        ap.add_argument("step")
        ap.add_argument("--out", required=True)
        ap.add_argument("--mirrors")
        ap.add_argument("--only")
        a = ap.parse_args()
        if a.step == "gen" and VARIANT_R:
            dst = os.path.join(os.path.abspath(a.out), "deps", "rapidjson")
            os.makedirs(dst, exist_ok=True)
            arc = subprocess.run(["git", "--git-dir", os.path.join(a.mirrors, RAPIDJSON[0], "repo"), "archive",
                                  RAPIDJSON[1], "include"], check=True, stdout=subprocess.PIPE).stdout
            subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)
        elif a.step == "gen":
            gen(a)
        else:
            h3.REPOS[COMMON[0]] = (COMMON[1], None)
            h3.extract(a)
        sys.exit(0)
    sys.exit(h3.main())
