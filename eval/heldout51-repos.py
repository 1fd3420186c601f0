#!/usr/bin/env python3
"""Held-out round 51 (eval/results/heldout51.md): a BLIND precision round, stop 46: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout51-key.tsv) is written from docs/checks/cuda/*.md of the commit in
<eval-bin-s46e>/COMMIT before any cuda-* run on these units. Build: BLIND <eval-bin-s46e> (its COMMIT); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py and eval/heldout49-repos.py.

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own
flags, sm_90, the units that name the CUDA runtime's stream/event/copy/pinned-memory calls (git grep at the commit),
capped for lint time on this shared 2-core machine (round 51: ~20 units at most):

  NVIDIA/nvImageCodec (the media/codec pipeline and the LARGE multi-stream component: NVIDIA's image codec library;
    its generic decoder/encoder run batches of images through per-thread CUDA streams synchronised to the user's stream
    with events, staging through pinned host buffers (PinnedBuffer, cudaMallocHost/cudaFreeHost) and device buffers
    with stream-ordered allocation): the units of the nvimgcodec library target (src/CMakeLists.txt, NVIMGCODEC_SRCS,
    and src/imgproc) that name such calls: src/image_generic_decoder.cpp, src/image_generic_encoder.cpp,
    src/imgproc/device_buffer.cpp, src/imgproc/pinned_buffer.cpp, src/imgproc/stream_device.cpp (NI below). Flags
    (CMake, Release, CMAKE_CXX_STANDARD 20): g++ -std=c++20 -O3 -DNDEBUG -fPIC, -I include -I src and <out>/gen, which holds
    nvimgcodec_version.h written from include/nvimgcodec_version.h.in as configure_file would (version 0.7.0.0); the
    toolkit's include dir (nvtx3). The codec extensions (extensions/nvjpeg*, nvtiff) are not in the round: their
    libraries' headers (nvjpeg.h, nvjpeg2k.h, nvtiff.h) are not on this machine.
  supranational/sppark (the cryptography kernel library: zero-knowledge-proof MSM/NTT on GPUs; gpu_t/stream_t wrap
    several CUDA streams per GPU with events, host-to-device copies of scalars and points with cudaMemcpyAsync, pinned
    host staging): the units its Rust/Go builds compile with nvcc that name runtime calls and need no outside headers:
    util/all_gpus.cpp (rust/build.rs: nvcc of the sppark_cuda library, -I the repository root) and
    poc/ntt-cuda/cuda/ntt_api.cu (poc/ntt-cuda/build.rs, feature gl64: -DFEATURE_GOLDILOCKS
    -DGL64_NO_REDUCTION_KLUDGE; the bls12_381 feature needs blst's blst_t.hpp on the host side) (SP below). Flags:
    nvcc -std=c++17 -O2 sm_90 -I root. (poc/msm-cuda needs blst's headers, not on this machine.)
  alibaba/MNN (an inference engine: its CUDA backend's runtime (CUDARuntime: device memory, memcpy wrappers with
    host<->device copies, the backend's stream) and attention execution of the LLM path): source/backend/cuda/core/
    runtime/CUDARuntime.cpp, source/backend/cuda/core/CUDABackend.cpp, source/backend/cuda/execution/
    AttentionExecution.cu (MN below). Flags (source/backend/cuda/CMakeLists.txt, Release, MNN_CUDA on, transformer
    fuse on): nvcc --std=c++17 -O3 -D_FORCE_INLINES -w sm_90 -DMNN_SUPPORT_TRANSFORMER_FUSE -DMNN_CUDA_ENABLE_SM75
    -DMNN_CUDA_ENABLE_SM80 for .cu; g++ -std=c++17 -O3 for .cpp; -I include -I source -I schema/current
    -I 3rd_party -I 3rd_party/flatbuffers/include -I source/backend/cuda.

  10 units in all.

  heldout51-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout51-repos.py db|lint|list --out <out> [--cudalint <eval-bin-s46e>/bin/cudalint] [--only owner+name]
  heldout51-repos.py preparse --out <out> --cudalint <eval-bin-s46e>/bin/cudalint
"""
import sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, SM90 = heldout_base.GXX, heldout_base.SM90

CHECKS = "-*,cuda-*"

NI = ["src/image_generic_decoder.cpp", "src/image_generic_encoder.cpp", "src/imgproc/device_buffer.cpp",
      "src/imgproc/pinned_buffer.cpp", "src/imgproc/stream_device.cpp"]


def nvimagecodec():
    cxx = [GXX, "-std=c++20", "-O3", "-DNDEBUG", "-fPIC", "-I@ROOT@/include", "-I@ROOT@/src", "-I@ROOT@/../../gen",
           heldout_base.CUDA_INC]
    return [(".", cxx + ["-c", u]) for u in NI]


SP = ["util/all_gpus.cpp", "poc/ntt-cuda/cuda/ntt_api.cu"]


def sppark():
    cu = [NVCC, "-std=c++17", "-O2"] + SM90 + ["-I@ROOT@"]
    return [(".", cu + ["-c", SP[0]]), (".", cu + ["-DFEATURE_GOLDILOCKS", "-DGL64_NO_REDUCTION_KLUDGE", "-c", SP[1]])]


MN = ["source/backend/cuda/core/runtime/CUDARuntime.cpp", "source/backend/cuda/core/CUDABackend.cpp",
      "source/backend/cuda/execution/AttentionExecution.cu"]
MN_INC = ["-I@ROOT@/include", "-I@ROOT@/source", "-I@ROOT@/schema/current", "-I@ROOT@/3rd_party",
          "-I@ROOT@/3rd_party/flatbuffers/include", "-I@ROOT@/source/backend/cuda"]


def mnn():
    units = []
    for u in MN:
        if u.endswith(".cu"):
            units.append((".", [NVCC, "--std=c++17", "-O3", "-D_FORCE_INLINES", "-w"] + SM90
                          + ["-DMNN_SUPPORT_TRANSFORMER_FUSE", "-DMNN_CUDA_ENABLE_SM75", "-DMNN_CUDA_ENABLE_SM80"]
                          + MN_INC + ["-c", u]))
        else:
            units.append((".", [GXX, "-std=c++17", "-O3"] + MN_INC + [heldout_base.CUDA_INC, "-c", u]))
    return units


REPOS = {
    "NVIDIA+nvImageCodec": ("36b4ee8c91de66070a09fa08fa1abbdc1a89144f", nvimagecodec),
    "supranational+sppark": ("17278d74295392f9813f009300b257a688422b7a", sppark),
    "alibaba+MNN": ("4d40bdbd7efb73a58383bb5da867a6f41eb1776e", mnn),
}
PATHS = {"NVIDIA+nvImageCodec": ["include", "src", "LICENSE.txt"],
         "supranational+sppark": ["ec", "ff", "msm", "ntt", "poc/ntt-cuda", "polynomial", "util", "LICENSE"],
         "alibaba+MNN": ["include", "source/core", "source/backend/cuda", "source/shape", "source/utils",
                         "source/geometry", "source/backend/cpu", "schema/current", "3rd_party/flatbuffers/include", "3rd_party/half",
                         "LICENSE.txt"]}

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)


NVIMGCODEC_VERSION_H = """#ifndef NVIMGCODEC_VERSION_H__
#define NVIMGCODEC_VERSION_H__
#define NVIMGCODEC_VER_MAJOR 0
#define NVIMGCODEC_VER_MINOR 7
#define NVIMGCODEC_VER_PATCH 0
#define NVIMGCODEC_VER_BUILD 0
#define MAKE_SEMANTIC_VERSION(major, minor, patch) ((major * 1000) + (minor * 100) + patch)
#define NVIMGCODEC_MAJOR_FROM_SEMVER(ver) (ver / 1000)
#define NVIMGCODEC_MINOR_FROM_SEMVER(ver) ((ver % 1000) / 100)
#define NVIMGCODEC_PATCH_FROM_SEMVER(ver) ((ver % 1000) % 100)
#define NVIMGCODEC_STREAM_VER(ver) \\
    NVIMGCODEC_MAJOR_FROM_SEMVER(ver) << "." << NVIMGCODEC_MINOR_FROM_SEMVER(ver) << "." << NVIMGCODEC_PATCH_FROM_SEMVER(ver)
#define NVIMGCODEC_VER MAKE_SEMANTIC_VERSION(NVIMGCODEC_VER_MAJOR, NVIMGCODEC_VER_MINOR, NVIMGCODEC_VER_PATCH)
#endif
"""

heldout_base.set_steps(h3, CHECKS, extract, {"nvimgcodec_version.h": NVIMGCODEC_VERSION_H})

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
