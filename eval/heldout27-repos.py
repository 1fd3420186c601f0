#!/usr/bin/env python3
"""Held-out round 27 (eval/results/heldout27.md): a BLIND precision round, mainly for cuda-unchecked-error, plus
cuda-sync-in-loop, cuda-event-needless-timing and cuda-resource-leak (issue 17), over three repositories nobody on the
project had used, chosen for host code with CUDA error handling of varied quality (a checking macro in some places,
bare calls in others, launches with and without cudaGetLastError), loops that synchronize, and streams/events created
and destroyed. Every cuda-* check runs. Builds: OLD <eval-bin-s34d> (main 2cfc288), NEW <eval-bin-s35b> (the main
commit its COMMIT file names). Modelled on eval/heldout25-repos.py (eval/heldout3-repos.py's db, lint, list, parse
through eval/heldout_base.py).

TU rule (fixed before any cudalint run): per repository, the named units of its own build that call the CUDA runtime
or driver API or launch a kernel (grep -E '\\bcuda[A-Z][A-Za-z0-9]*\\s*\\(|\\bcu[A-Z][A-Za-z0-9]*\\s*\\(|<<<'),
restricted as follows to stay within 15 units:

  fireice-uk/xmr-stak (Monero miner; the NVIDIA backend library xmrstak_cuda_backend): CMakeLists.txt's
    CUDASRCFILES glob (xmrstak/backend/nvidia/nvcc_code/*.cu and xmrstak/backend/nvidia/*.cpp) filtered by the grep:
    nvcc_code/cuda_core.cu, nvcc_code/cuda_extra.cu, minethd.cpp (cuInit). 3 TUs. Flags: the repository root as
    include dir (the sources include "xmrstak/..."), -DCONF_NO_HWLOC -DCONF_NO_TLS -DCONF_NO_HTTPD (CMake options off:
    no hwloc/OpenSSL/microhttpd headers here; they do not touch the backend's CUDA code), C++17 (CUDA 13), sm_90;
    stand-ins (decided from the parse status, before the key) for three device functions CUDA 13 removed, used by
    cuda_cryptonight_gpu.hpp's device code: -Dint2float=__int2float_rn -Dint_as_float=__int_as_float
    -Dfloat_as_int=__float_as_int (without them cuda_core.cu stops at clang's error limit).
  tromp/cuckoo (Cuckoo Cycle proof-of-work solvers, the reference GPU miners of Grin and others): in each of the six
    variant directories src/{cuckaroo,cuckarood,cuckaroom,cuckarooz,cuckatoo,cuckoo}, the GPU mean miner mean.cu at
    the Makefile's 29-bit target (cuda29; cuckaroom: oldcuda29, the only target that builds its mean.cu at 29 bits),
    plus the GPU lean miners lean.cu of cuckatoo and cuckoo (lcuda29). Left out: the experimental cuckaroom/meaner.cu,
    cuckarood/photon.cu, cuckatoo/cumal.cu. Flags: the Makefile's (nvcc -DEDGEBITS=29), C++17 for its c++11 (CUDA 13),
    sm_90 for sm_35; -DmemoryClockRate=memoryBusWidth (below). 8 TUs.
  Celebrandil/CudaSift (SIFT feature extraction and matching on the GPU): CMakeLists.txt's cuda_add_executable .cu
    sources: cudaImage.cu, cudaSiftH.cu (includes cudaSiftD.cu), matching.cu (all three match the grep; match.cu is
    not in the build, mainSift.cpp and geomFuncs.cpp do not match). Flags: -D_FORCE_INLINES -O2, the root include dir,
    C++17, sm_90 for sm_35; -DmemoryClockRate=memoryBusWidth (below). 3 TUs.

14 TUs.

  heldout27-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout27-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC


def xmrstak():
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "-DCONF_NO_HWLOC", "-DCONF_NO_TLS", "-DCONF_NO_HTTPD",
         "-Dint2float=__int2float_rn", "-Dint_as_float=__int_as_float", "-Dfloat_as_int=__float_as_int", "-I@ROOT@", "-Xcompiler", "-fPIC"]
    return [("xmrstak/backend/nvidia/nvcc_code", f + ["-c", "cuda_core.cu"]),
            ("xmrstak/backend/nvidia/nvcc_code", f + ["-c", "cuda_extra.cu"]),
            ("xmrstak/backend/nvidia", f + ["-x", "cu", "-c", "minethd.cpp"])]


# CUDA 13 removed cudaDeviceProp::memoryClockRate, which tromp/cuckoo's and CudaSift's device banners print (source vs
# toolkit: nvcc -E passes, the compile would not); the stand-in names a member that still exists (memoryBusWidth, an
# int) so the printf calls parse. Decided from the parse status, before the key and before any other cudalint run.
REMOVED_PROP = "-DmemoryClockRate=memoryBusWidth"

CUCKOO_MEAN = ["cuckaroo", "cuckarood", "cuckaroom", "cuckarooz", "cuckatoo", "cuckoo"]
CUCKOO_LEAN = ["cuckatoo", "cuckoo"]


def cuckoo():
    f = [NVCC, "-std=c++17", "-O3", "-DEDGEBITS=29", "-arch=sm_90", REMOVED_PROP]
    return ([("src/" + d, f + ["-c", "mean.cu"]) for d in CUCKOO_MEAN] +
            [("src/" + d, f + ["-c", "lean.cu"]) for d in CUCKOO_LEAN])


def cudasift():
    f = [NVCC, "-std=c++17", "-O2", "-arch=sm_90", "-D_FORCE_INLINES", REMOVED_PROP, "-I@ROOT@"]
    return [(".", f + ["-c", u]) for u in ("cudaImage.cu", "cudaSiftH.cu", "matching.cu")]


# Paths archived per repository (fetch's snapshots lack some large files: tromp/cuckoo's private/found25,
# CudaSift's data/ images; neither is used by the units).
PATHS = {"tromp+cuckoo": ["src"],
         "Celebrandil+CudaSift": ["CMakeLists.txt", "LICENSE", "README.md", "cudaImage.cu", "cudaImage.h", "cudaSift.h",
                                  "cudaSiftD.cu", "cudaSiftD.h", "cudaSiftH.cu", "cudaSiftH.h", "cudautils.h",
                                  "geomFuncs.cpp", "mainSift.cpp", "match.cu", "matching.cu"]}

h3.REPOS.clear()
h3.REPOS.update({
    "fireice-uk+xmr-stak": ("67cf951b15ccac79763706e392b49ebc95957c51", xmrstak),
    "tromp+cuckoo": ("86c77bc0b2f520852b8f81828e05fbbe626fb7e3", cuckoo),
    "Celebrandil+CudaSift": ("5bc874af176224770da573eb0135b3494e553690", cudasift),
})
h3.PATHS.clear()
h3.PATHS.update(PATHS)
h3.KEYED[:] = ["cuda-unchecked-error", "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak"]

if __name__ == "__main__":
    sys.exit(h3.main())
