#!/usr/bin/env python3
"""Held-out round 43 (eval/results/heldout43.md): a BLIND precision round, stop 45: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout43-key.tsv) is written from docs/checks/cuda/*.md before any cuda-* run on
these units. Build: BLIND <eval-bin-s45a> (the commit in <eval-bin-s45a>/COMMIT); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py.

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own
flags, sm_90:

  zhihu/ZhiLight (the LARGE multi-stream application: an LLM inference engine in C++/CUDA: bmengine's per-device
    contexts with a stream pool (cudaStreamCreateWithFlags non-blocking) and a caching device allocator, tensor
    uploads/downloads on the context's stream, tensor-parallel workers (one thread and stream per GPU) reduced by NCCL
    or by a host all-reducer that stages through pinned buffers (cudaHostAlloc) on separate copy streams ordered by
    events, a paged KV cache, the batch generator's pinned buffers): the units of CMakeLists.txt's `backend` library
    (GLOB_RECURSE src/*.cpp src/*.cu less src/py_export and src/nn/tests) and of 3rd/bmengine's `bmengine` library
    (GLOB_RECURSE *.cpp *.cu under 3rd/bmengine/bmengine) with at least 12 lines matching
    'cuda[A-Z][A-Za-z]*\\(|MemcpyAsync|cudaStream_t|current_stream\\(\\)|cudaEvent|BM_CUDART_ASSERT' (git grep -c at
    the pinned commit, decided before any run): 19 units; plus, named for their role, bmengine's core/stream.cpp (the
    stream pool), core/tensor.cpp (the host<->device tensor copies), c10d/c10d.cpp (the NCCL wrappers) and
    src/generator/batch_generator.cpp (the generator loop and its pinned buffers): 23 units (ZL below). Flags (setup.py
    builds Release; CMakeLists.txt): g++ C++17 -O3 -DNDEBUG -fPIC -fvisibility=hidden -Wno-deprecated-declarations
    -Wno-narrowing -D_GLIBCXX_USE_CXX11_ABI=1 (torch's ABI, WITH_TORCH on); nvcc C++17 -O3 -DNDEBUG
    -Xcudafe=--diag_suppress=177,549 -Xcompiler=-Wno-narrowing (the C++ options reach the host compiler); bmengine's
    units -DENABLE_NCCL_TP=1 (ENABLE_NCCL_TP on by default; its add_definitions reach bmengine's directory only); the
    backend's units -DENABLE_DS_DEEP_GEMM=1 -DENABLE_DS_FLASH_MLA=1 (x86_64) -DENABLE_FLASH_MHA=1 -DUSE_FLASH_NS=flash
    (the build requires flash-attn's .so, >= 0.7.4 has the namespace); no ENABLE_DIST_INFER (off by default, no boost).
    Include dirs: src, 3rd/flash_decoding, 3rd/zmq, 3rd/flash_mla, 3rd/deep_gemm, 3rd/bmengine/bmengine/include and
    include/private/3rd; nccl.h generated as NVIDIA/nccl's src/Makefile does (src/nccl.h.in with makefiles/version.mk,
    at the mirror's head) into <out>/gen/nccl; the toolkit's CCCL.
  kotekan/kotekan (CHIME/CHORD's real-time radio-telescope pipeline: its CUDA framework runs per GPU a chain of
    commands on several streams (input copies host->device, kernels, output copies device->host) ordered by events,
    from and to kotekan's ring buffers of pinned host frames): lib/cuda/CMakeLists.txt's kotekan_cuda library with
    USE_CUDA on and no gputils/n2k: its "Core" and "Copy & general-purpose" units (cudaCommand, cudaDeviceInterface,
    cudaEventContainer, cudaProcess, cudaInputData, cudaOutputData, cudaOutputDataZero, cudaSyncStream, cudaSyncInput,
    cudaSyncOutput), its hand-written kernel units (cudaCorrelatorAstron, cudaShuffleAstron.cu, cudaFRBBeamReformer,
    quantize_kernel_wrapper.cu, cudaQuantize, cudaRechunk, chordMVPSetup) and, of the 16 Julia-generated kernel
    wrappers (five families, one template each), one: cudaUpchannelizer_chord_U16.cpp: 18 units (KO below). Flags
    (CMakeLists.txt, default build type Debug): g++ -std=c++17 -g -ggdb -O2 -DDEBUGGING -Wall -Wextra
    -Wzero-as-null-pointer-constant -Wsuggest-override -D_GNU_SOURCE -march=native -mtune=native -DWITH_CUDA; nvcc
    -std=c++17 -g -DDEBUGGING -D_GNU_SOURCE -DWITH_CUDA -lineinfo --forward-unknown-to-host-compiler. Include dirs:
    lib/cuda, lib/gpu, lib/core, lib/utils, lib/metadata, lib/stages, lib/version, external/{fmt,gsl,json,
    MurmurHash3,modp_b64}, the toolkit's CCCL; libevent's headers: the system's; nvPTXCompiler.h (a toolkit header
    this machine's CUDA install lacks): its API declarations written into <out>/gen/kotekan (GEN below).
  UCBerkeleySETI/rawspec (Breakthrough Listen's GUPPI RAW -> filterbank spectrometer: pinned (cudaHostAlloc or
    cudaHostRegister) input blocks copied to the GPU, cuFFT with load/store callbacks on a compute stream, per output
    product pinned power buffers copied back on the stream, a stream callback or polling for completion): the
    Makefile's units that call CUDA or drive it: rawspec_gpu.cu (librawspec), rawspec.c (the rawspec program's loop
    over blocks) and rawspectest.c: 3 units. Flags (Makefile): gcc -ggdb -fPIC -I<cuda>/include
    $(pkg-config --cflags hdf5) (Debian's libhdf5-dev, installed with apt); nvcc -m64 -g -Xcompiler=-fPIC -dc;
    rawspec_version.h (gen_version.sh: "#define RAWSPEC_VERSION <git describe>") written into <out>/gen/rawspec.

  heldout43-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout43-repos.py db|lint|list --out <out> [--cudalint <eval-bin-s45a>/bin/cudalint] [--only owner+name]
  heldout43-repos.py preparse --out <out> --cudalint <eval-bin-s45a>/bin/cudalint
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, CUDA_INC, CCCL_INC, SM90 = heldout_base.GXX, heldout_base.CUDA_INC, heldout_base.CCCL_INC, heldout_base.SM90
GCC = "/usr/bin/gcc"

CHECKS = "-*,cuda-*"

BM = "3rd/bmengine/bmengine/"
ZL = [BM + u for u in ["core/context.cpp", "core/allocator.cpp", "core/engine.cpp", "functions/element.cu",
                       "functions/tensor_ops.cu", "functions/arthmetic.cu"]] + [
    "src/" + u for u in ["nn/block/block.cpp", "nn/attention/attention_kernel.cu", "model/host_all_reducer.cpp",
                         "nn/quant/gptq/utils.cu", "nn/attention/attention.cpp", "nn/quant/int8/quant_kernel.cu",
                         "nn/quant/gptq/q_gemm_k_major.cu", "nn/feedforward/ff_kernel.cu", "nn/quant/gptq/q_gemm.cu",
                         "kvcache/transformer_buffer.cu", "nn/quant/fp8/fp8_util.cu", "generator/beam_util.cu",
                         "model/model_context.cpp"]] + [
    BM + "core/stream.cpp", BM + "core/tensor.cpp", BM + "c10d/c10d.cpp", "src/generator/batch_generator.cpp"]


def zhilight():
    inc = ["-I@ROOT@/src", "-I@ROOT@/3rd/flash_decoding", "-I@ROOT@/3rd/zmq", "-I@ROOT@/3rd/flash_mla",
           "-I@ROOT@/3rd/deep_gemm", "-I@ROOT@/" + BM + "include", "-I@ROOT@/" + BM + "include/private/3rd",
           "-I@ROOT@/../../gen/nccl"]
    cxx = [GXX, "-std=c++17", "-O3", "-DNDEBUG", "-fPIC", "-fvisibility=hidden", "-Wno-deprecated-declarations",
           "-Wno-narrowing", "-D_GLIBCXX_USE_CXX11_ABI=1"]
    cu = [NVCC, "-std=c++17", "-O3", "-DNDEBUG", "-Xcudafe=--diag_suppress=177,549", "-Xcompiler=-Wno-narrowing",
          "-Xcompiler=-fPIC", "-D_GLIBCXX_USE_CXX11_ABI=1"] + SM90
    units = []
    for u in ZL:
        defs = (["-DENABLE_NCCL_TP=1"] if u.startswith(BM) else
                ["-DENABLE_DS_DEEP_GEMM=1", "-DENABLE_DS_FLASH_MLA=1", "-DENABLE_FLASH_MHA=1", "-DUSE_FLASH_NS=flash"])
        base = (cu if u.endswith(".cu") else cxx) + defs + inc + ([] if u.endswith(".cu") else [CUDA_INC]) + [CCCL_INC]
        units.append((".", base + ["-c", u]))
    return units


KO = ["lib/cuda/" + u for u in [
    "cudaCommand.cpp", "cudaDeviceInterface.cpp", "cudaEventContainer.cpp", "cudaProcess.cpp", "cudaInputData.cpp",
    "cudaOutputData.cpp", "cudaOutputDataZero.cpp", "cudaSyncStream.cpp", "cudaSyncInput.cpp", "cudaSyncOutput.cpp",
    "cudaCorrelatorAstron.cpp", "cudaShuffleAstron.cu", "cudaFRBBeamReformer.cpp", "quantize_kernel_wrapper.cu",
    "cudaQuantize.cpp", "cudaRechunk.cpp", "chordMVPSetup.cpp", "cudaUpchannelizer_chord_U16.cpp"]]


def kotekan():
    inc = ["-I@ROOT@/lib/" + d for d in ("cuda", "gpu", "core", "utils", "metadata", "stages", "version")] + [
        "-I@ROOT@/external/" + d for d in ("fmt", "gsl", "json", "MurmurHash3", "modp_b64")] + [
        "-I@ROOT@/../../gen/kotekan"]
    cxx = [GXX, "-std=c++17", "-g", "-ggdb", "-O2", "-DDEBUGGING", "-Wall", "-Wextra",
           "-Wzero-as-null-pointer-constant", "-Wsuggest-override", "-D_GNU_SOURCE", "-march=native", "-mtune=native",
           "-DWITH_CUDA"] + inc + [CUDA_INC, CCCL_INC]
    cu = [NVCC, "-std=c++17", "-g", "-DDEBUGGING", "-D_GNU_SOURCE", "-DWITH_CUDA", "-lineinfo",
          "--forward-unknown-to-host-compiler"] + SM90 + inc + [CCCL_INC]
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in KO]


RS = ["rawspec_gpu.cu", "rawspec.c", "rawspectest.c"]


def rawspec():
    inc = ["-I@ROOT@/../../gen/rawspec"]
    cc = [GCC, "-ggdb", "-fPIC", CUDA_INC, "-I/usr/include/hdf5/serial"] + inc
    cu = [NVCC, "-m64", "-g", "-Xcompiler=-fPIC", "-dc"] + SM90 + inc
    return [(".", (cu if u.endswith(".cu") else cc) + ["-c", u]) for u in RS]


REPOS = {
    "zhihu+ZhiLight": ("ee844680a3c4c722e0202a82a98d0327ab2adca2", zhilight),
    "kotekan+kotekan": ("2f19ae572e93ea35e2e90f0fd1fe8fd4239403f6", kotekan),
    "UCBerkeleySETI+rawspec": ("a5cc3b08820b2959d0d4e281adc110abb959df17", rawspec),
}
PATHS = {"zhihu+ZhiLight": ["src", "3rd/bmengine", "3rd/flash_decoding/flash_api.h", "3rd/flash_mla/flash_mla.h",
                            "3rd/deep_gemm/deep_gemm_api.h", "3rd/zmq/zmq.h", "3rd/zmq/zmq.hpp",
                            "3rd/zmq/zmq_addon.hpp", "3rd/zmq/zmq_utils.h", "CMakeLists.txt", "LICENSE", "NOTICE"],
         "kotekan+kotekan": ["lib", "external", "CMakeLists.txt", "LICENSE"],
         "UCBerkeleySETI+rawspec": ["Makefile", "README.md", "cufft_error_name.h", "fbh5_defs.h", "hget.h",
                                    "rawspec.c", "rawspec.h", "rawspec_callback.h", "rawspec_fbutils.h",
                                    "rawspec_file.h", "rawspec_gpu.cu", "rawspec_rawutils.h", "rawspec_socket.h",
                                    "rawspectest.c", "gen_version.sh"]}
# Build dependencies (not analysed): (mirror, commit, pathspecs, folder under <out>).
DEPS = [
    ("NVIDIA+nccl", "5067397c2676d5aed50042fc39e5c8ee96eb0027", ["src/nccl.h.in", "makefiles/version.mk", "LICENSE.txt"],
     "dep/nccl"),
]

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)
    for repo, commit, paths, dst in DEPS:
        heldout_base.archive_into(a.mirrors, repo, commit, paths, os.path.join(a.out, dst))


# rawspec's gen_version.sh writes the `git describe --match "v[0-9]*"` of the checkout (the snapshot has no tags).
# nvPTXCompiler.h (the toolkit's PTX Compiler API header, which a full toolkit install has in its include dir and this
# machine's does not, nor any reachable package): the declarations cudaDeviceInterface.cpp uses, as NVIDIA's PTX Compiler
# API documentation gives them, under <out>/gen/kotekan.
GEN = {"rawspec/rawspec_version.h": "#define RAWSPEC_VERSION a5cc3b0\n",
       "kotekan/nvPTXCompiler.h": """#pragma once
#include <stddef.h>
#ifdef __cplusplus
extern "C" {
#endif
typedef struct nvPTXCompiler *nvPTXCompilerHandle;
typedef enum {
    NVPTXCOMPILE_SUCCESS = 0, NVPTXCOMPILE_ERROR_INVALID_COMPILER_HANDLE = 1, NVPTXCOMPILE_ERROR_INVALID_INPUT = 2,
    NVPTXCOMPILE_ERROR_COMPILATION_FAILURE = 3, NVPTXCOMPILE_ERROR_INTERNAL = 4, NVPTXCOMPILE_ERROR_OUT_OF_MEMORY = 5,
    NVPTXCOMPILE_ERROR_COMPILER_INVOCATION_INCOMPLETE = 6, NVPTXCOMPILE_ERROR_UNSUPPORTED_PTX_VERSION = 7,
    NVPTXCOMPILE_ERROR_UNSUPPORTED_DEVSIDE_SYNC = 8
} nvPTXCompileResult;
nvPTXCompileResult nvPTXCompilerGetVersion(unsigned int *major, unsigned int *minor);
nvPTXCompileResult nvPTXCompilerCreate(nvPTXCompilerHandle *compiler, size_t ptxCodeLen, const char *ptxCode);
nvPTXCompileResult nvPTXCompilerDestroy(nvPTXCompilerHandle *compiler);
nvPTXCompileResult nvPTXCompilerCompile(nvPTXCompilerHandle compiler, int numCompileOptions,
                                        const char *const *compileOptions);
nvPTXCompileResult nvPTXCompilerGetCompiledProgramSize(nvPTXCompilerHandle compiler, size_t *binaryImageSize);
nvPTXCompileResult nvPTXCompilerGetCompiledProgram(nvPTXCompilerHandle compiler, void *binaryImage);
nvPTXCompileResult nvPTXCompilerGetErrorLogSize(nvPTXCompilerHandle compiler, size_t *errorLogSize);
nvPTXCompileResult nvPTXCompilerGetErrorLog(nvPTXCompilerHandle compiler, char *errorLog);
nvPTXCompileResult nvPTXCompilerGetInfoLogSize(nvPTXCompilerHandle compiler, size_t *infoLogSize);
nvPTXCompileResult nvPTXCompilerGetInfoLog(nvPTXCompilerHandle compiler, char *infoLog);
#ifdef __cplusplus
}
#endif
"""}


heldout_base.set_steps(h3, CHECKS, extract, GEN, heldout_base.nccl_h)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
