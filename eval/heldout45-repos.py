#!/usr/bin/env python3
"""Held-out round 45 (eval/results/heldout45.md): a BLIND precision round, stop 45: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout45-key.tsv) is written from docs/checks/cuda/*.md before any cuda-* run on
these units. Build: BLIND <eval-bin-s45b> (the commit in <eval-bin-s45b>/COMMIT); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py and eval/heldout43-repos.py.

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own
flags, sm_90:

  LeelaChessZero/lc0 (the LARGE multi-stream application: Leela Chess Zero's neural-network inference engine; its CUDA
    backend evaluates batches of positions with a compute stream, an upload stream and a download stream ordered by
    events (per-InputsOutputs upload/policy/value/download events), pinned host buffers (cudaHostAlloc) for inputs and
    outputs copied with cudaMemcpyAsync, an optional multi_stream mode (one stream per InputsOutputs), CUDA graph
    capture of the forward pass, a cuBLAS handle per stream): meson.build's CUDA backend with its defaults
    (plain_cuda on, cudnn off) and cutlass off (-Dcutlass=false: the cutlass subproject is not in the snapshot):
    src/neural/backends/cuda/layers.cc and network_cuda.cc (the C++ compiler's units) and common_kernels.cu and
    fp16_kernels.cu (nvcc's custom targets): 4 units (LC below). Flags (build.sh: meson --buildtype release;
    default_options cpp_std=c++20, b_ndebug=if-release, warning_level=3; native_arch on): g++ -std=c++20 -O3 -DNDEBUG
    -Wall -Wextra -Wpedantic -march=native, include dirs src, src/neural/backends/cuda, third_party (system), the
    toolkit's include dir (cudnn_include, system) and the build dir (<out>/gen/lc0: proto/net.pb.h written by the
    project's own scripts/compile_proto.py from proto/net.proto, as meson's generator does, and build_id.h); nvcc:
    -I src --std=c++17 -Xcompiler -fPIC -I <cuda>/include, sm_90 (for -arch=all-major). Abseil's headers
    (dependency absl_flat_hash_map, a meson wrap) from abseil/abseil-cpp at the wrap's release when a unit needs them.
  NiftyPET/NIPET (PET image reconstruction for the Siemens Biograph mMR: list-mode processing that streams chunks of
    the list-mode file through pinned host buffers (cudaMallocHost) into device buffers with cudaMemcpyAsync on several
    streams (NSTREAMS) with stream callbacks, histogramming on the GPU; forward/back projectors and OSEM recon; scatter
    estimation; normalisation): the CMake libraries mmr_auxe (niftypet/nipet/src), mmr_lmproc (lm/src), petprj
    (prj/src) and nifty_scatter (sct/src), GLOB src/*.cu each, less the four Python extension entry points
    (*_module.cu: they need Python, NumPy and cuvec headers, and hold no stream pipeline): 14 units (NP below). Flags
    (CMakeLists.txt: Release by default, CXX_STANDARD 11, NIPET_CU_THREADS 1024): nvcc -O3 -DNDEBUG -std=c++11
    -DNIPET_CU_THREADS=1024, include dirs the library's src and niftypet/nipet/include (the mmr_auxe headers:
    def.h, scanner_0.h, auxmath.h), sm_90.
  luyuechao/ConeBeamGpu (the implementation of Lu, Ino and Hagihara, "Cache-Aware GPU Optimization for Out-of-Core
    Cone Beam CT Reconstruction of High-Resolution Volumes", IEICE Trans. Inf. & Syst. E99-D(12), 2016: FDK cone-beam
    CT reconstruction of volumes larger than device memory: projections read into pinned host buffers
    (cudaHostAlloc) and copied with cudaMemcpyAsync on STREAM_NUM streams, filtered and back-projected into
    sub-volumes that are copied back to pinned host sub-volume buffers; event timers): the repository has no build
    file, so every unit it has: src/main.cu, src/IO.cu, src/Filter_kernel.cu, src/Reconstruction_kernel.cu: 4 units
    (CB below). Flags (none given: nvcc's defaults): nvcc -I src -I <cuda-samples Common> (helper_cuda.h,
    helper_functions.h, helper_math.h: NVIDIA/cuda-samples' Common at the mirror's head, extracted into <out>/dep),
    sm_90. (Picked instead of m-mouchet/FreeCT_wFBP, whose rebin_filter.cu and backproject.cu use texture
    references, which CUDA 12 removed: they do not compile with this toolkit; decided at preparse, before the key.)
  heldout45-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout45-repos.py db|lint|list --out <out> [--cudalint <eval-bin-s45b>/bin/cudalint] [--only owner+name]
  heldout45-repos.py preparse --out <out> --cudalint <eval-bin-s45b>/bin/cudalint
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, CUDA_INC, CCCL_INC, SM90 = heldout_base.GXX, heldout_base.CUDA_INC, heldout_base.CCCL_INC, heldout_base.SM90

CHECKS = "-*,cuda-*"

CU = "src/neural/backends/cuda/"
LC = [CU + u for u in ["layers.cc", "network_cuda.cc", "common_kernels.cu", "fp16_kernels.cu"]]


def lc0():
    cxx = [GXX, "-std=c++20", "-O3", "-DNDEBUG", "-Wall", "-Wextra", "-Wpedantic", "-march=native",
           "-I@ROOT@/src", "-I@ROOT@/" + CU, "-isystem", "@ROOT@/third_party", "-isystem", "/usr/local/cuda/include",
           "-I@ROOT@/../../gen/lc0", CCCL_INC]
    cu = [NVCC, "-I", "@ROOT@/src", "--std=c++17", "-Xcompiler", "-fPIC"] + SM90 + ["-I", "/usr/local/cuda/include"]
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in LC]


NP = ["niftypet/nipet/" + u for u in [
    "src/scanner_0.cu", "src/norm.cu", "src/auxmath.cu",
    "lm/src/lmproc.cu", "lm/src/hst.cu", "lm/src/rnd.cu", "lm/src/lmaux.cu",
    "prj/src/recon.cu", "prj/src/prjf.cu", "prj/src/prjb.cu", "prj/src/tprj.cu",
    "sct/src/sct.cu", "sct/src/sctaux.cu", "sct/src/ray.cu"]]


def nipet():
    units = []
    for u in NP:
        src = os.path.dirname(u)
        cmd = [NVCC, "-O3", "-DNDEBUG", "-std=c++11", "-DNIPET_CU_THREADS=1024", "-I@ROOT@/" + src,
               "-I@ROOT@/niftypet/nipet/include"] + SM90 + ["-c", u]
        units.append((".", cmd))
    return units


CB = ["src/main.cu", "src/IO.cu", "src/Filter_kernel.cu", "src/Reconstruction_kernel.cu"]


def conebeam():
    return [(".", [NVCC, "-I@ROOT@/src", "-I@ROOT@/../../dep/cuda-samples/Common"] + SM90 + ["-c", u]) for u in CB]


REPOS = {
    "LeelaChessZero+lc0": ("909a40826db9e8b221d9209a487daba6ab57e3b7", lc0),
    "NiftyPET+NIPET": ("e39dcaa2040ab3ed3b8cb85b7baf788f956bfcf2", nipet),
    "luyuechao+ConeBeamGpu": ("9073dac8dfac22f1ab2add66219acb247a499310", conebeam),
}
PATHS = {"LeelaChessZero+lc0": ["src", "third_party", "proto", "scripts/compile_proto.py", "meson.build",
                                "meson_options.txt", "COPYING"],
         "NiftyPET+NIPET": ["niftypet", "setup.py", "pyproject.toml"],
         "luyuechao+ConeBeamGpu": ["src", "README.md"]}
# Build dependencies (not analysed): (mirror, commit, pathspecs, folder under <out>).
DEPS = [("NVIDIA+cuda-samples", "c94ff366aed18c797b8a85dfaac7817b0228b420", ["Common", "LICENSE"], "dep/cuda-samples")]

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)
    for repo, commit, paths, dst in DEPS:
        heldout_base.archive_into(a.mirrors, repo, commit, paths, os.path.join(a.out, dst))


# build_id.h and trace_config.h: meson's configure_file outputs (trace_library's default: none, so no definitions).
GEN = {"lc0/build_id.h": '#pragma once\n#define BUILD_IDENTIFIER "git.909a408"\n',
       "lc0/trace_config.h": "/* Autogenerated by the Meson build system. */\n#pragma once\n"}


def lc0_proto(a, gen):
    """<out>/gen/lc0/proto/net.pb.h: the project's scripts/compile_proto.py on proto/net.proto, as meson's generator
    runs it (--proto_path=<source root> --cpp_out=<build dir>)."""
    root = os.path.realpath(os.path.join(a.out, "src", "LeelaChessZero+lc0"))
    os.makedirs(os.path.join(gen, "lc0"), exist_ok=True)
    subprocess.run([sys.executable, os.path.join(root, "scripts", "compile_proto.py"), "--proto_path=" + root,
                    "--cpp_out=" + os.path.join(gen, "lc0"), os.path.join(root, "proto", "net.proto")], check=True)


heldout_base.set_steps(h3, CHECKS, extract, GEN, lc0_proto)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
