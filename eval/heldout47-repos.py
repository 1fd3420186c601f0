#!/usr/bin/env python3
"""Held-out round 47 (eval/results/heldout47.md): a BLIND precision round, stop 46: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout47-key.tsv) is written from docs/checks/cuda/*.md of the commit in
<eval-bin-s45d>/COMMIT before any cuda-* run on these units. Build: BLIND <eval-bin-s45d> (its COMMIT); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py and eval/heldout45-repos.py.

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own
flags, sm_90:

  cms-patatrack/pixeltrack-standalone (the LARGE multi-stream application: the standalone version of CMS's
    heterogeneous pixel-track reconstruction for the HLT, program `cuda`: a TBB-driven framework runs several events
    concurrently, each module on a per-event CUDA stream from a StreamCache (cudaStreamNonBlocking), products handed
    between modules with CUDA events from an EventCache, a caching device allocator and a caching pinned-host
    allocator, cudaMemcpyAsync of raw data, conditions and results between pinned host buffers and the device):
    src/cuda's Makefile, every non-test unit (libraries' *.cc, plugins' *.cc and *.cu) that names a CUDA runtime call
    (git grep 'cuda[A-Z][A-Za-z]+\\(' at the commit), less bin/main.cc (needs libbacktrace; it only counts devices)
    and the two Eigen track fits plugin-PixelTriplets/{BrokenLine,Riemann}FitOnGPU.cu (kernel launches each followed
    by cudaGetLastError only; the heaviest Eigen units on this 2-core machine): 16 units (PT below). Flags (the top
    Makefile and src/cuda/Makefile): .cc: g++ -std=c++20 -O2 -fPIC -pthread -msse3 -fno-math-errno -g (HOST_CXXFLAGS'
    code-generation flags; its warning flags do not change the parse), -I src/cuda -DLIB_DIR=lib/cuda, TBB
    (system oneTBB headers; the Makefile builds oneTBB v2023.0.0) -DTBB_SUPPRESS_DEPRECATED_MESSAGES
    -DTBB_PREVIEW_NUMA_SUPPORT -DTBB_PREVIEW_TASK_GROUP_EXTENSIONS, CUDA -I<cuda>/include, EIGEN -isystem <eigen>
    -DEIGEN_DONT_PARALLELIZE (cms-patatrack/eigen at the Makefile's pin adbb8e3, extracted into <out>/dep/eigen),
    BOOST -isystem <out>/gen (Boost is not on this machine: <out>/gen/boost/stacktrace.hpp is a stand-in declaring the
    one thing cudaCheck.h uses, boost::stacktrace::stacktrace() written to a stream; no CUDA call in it); .cu: nvcc -dc
    -std=c++20 -O3 -g sm_90 -Wno-deprecated-gpu-targets --expt-relaxed-constexpr --expt-extended-lambda, the same
    include dirs and defines, --diag-suppress 20014 (EIGEN_NVCC_CXXFLAGS).
  sunwookim028/bwa-mem-gpu at 24b4a2f, the parent of its head (genomics: a GPU port of the BWA-MEM short-read
    aligner: the index and options copied to the device once, reads loaded in superbatches and handed to the GPU in
    minibatches by a transfer instance and a process instance, each with its own CUDA stream and pinned host buffers
    (cudaMallocHost), reads copied with cudaMemcpyAsync on the transfer stream while the process stream runs the
    seeding/chaining/extension kernels, SAM output copied back): the Makefile's CUDA objects in LOBJS (each nvcc rule):
    cuda/{CUDAKernel_memmgnt,streams,bwt_CUDA,bntseq_CUDA,kbtree_CUDA,ksw_CUDA,bwa_CUDA,kstring_CUDA,bwamem_GPU}.cu
    and cuda/{minibatch,superbatch}_process.cpp (nvcc too): 11 units (BW below). Flags: nvcc -I. -Xptxas -O4
    -Xcompiler -O4 --device-c (bwamem_GPU.cu: no -I., as its rule), sm_90 for the Makefile's sm_75, from the
    repository root. Why not the head (fc632c1, "Finish after seed filtering then print out the results at host"):
    there cuda/streams.cu and cuda/minibatch_process.cpp do not compile (a member, d_seeds_size, and functions,
    CUDATransferSeeds, that no header declares: 6 errors each at preparse), a work-in-progress commit; its parent
    24b4a2f (a day earlier) is the last whole one. (sunwookim028/titan, the same author's later multi-GPU library, was
    fetched and looked at before the key and not used: its copies are synchronous cudaMemcpy, its stream creation
    commented out; no copy pipeline.)
  dusty-nv/jetson-utils (the robotics-perception utility library of jetson-inference: camera/video capture, CUDA
    colour-space conversion, drawing, fonts, point clouds from depth maps, zero-copy mapped memory, image loading and
    saving; its CUDA functions take a cudaStream_t): CMake's GLOB (cpp/*/*.cpp cuda/*.cpp cuda/*.cu), the units that
    name a CUDA runtime allocation, copy, memset, stream, event, device or host-memory call (git grep
    'cuda(Malloc|Free|Memcpy|Memset|Stream|Event|Device|Host|Alloc)[A-Za-z]*\\(' at the commit) and need neither
    GStreamer nor OpenGL (absent here; so not cuda/cudaPointCloud.cpp, cpp/codec/*, cpp/display/*):
    cuda/{cudaColormap.cu,cudaColorspace.cpp,cudaDraw.cu,cudaFont.cu,cudaYUV-NV12.cu} and
    cpp/image/{imageIO,imageLoader,imageWriter}.cpp: 8 units (JU below). Flags (CMakeLists.txt standalone, FindCUDA):
    .cu: nvcc -O3 sm_90; .cpp: g++ -std=c++11 -Wno-write-strings; include dirs: the CMake copy of every header into
    include/jetson-utils, here -I of each header folder (cpp/*, cuda), and the toolkit's include dir. ENABLE_NVMM off
    (no nvbuf_utils here). Known at preparse: cuda/cudaVector.h's __host__ __device__ explicit specialisations of the
    __device__ template alpha() give 4 errors under clang (nvcc accepts them) in each .cu unit that includes it.
    (Picked back, at preparse and before the key, after IntelRealSense/librealsense was tried in its place:
    src/cuda/cuda-conversion.cu writes its launches as `<< <...>> >`, which nvcc accepts and clang does not: 16
    errors in its main unit.)

  heldout47-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout47-repos.py db|lint|list --out <out> [--cudalint <eval-bin-s45d>/bin/cudalint] [--only owner+name]
  heldout47-repos.py preparse --out <out> --cudalint <eval-bin-s45d>/bin/cudalint
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, CCCL_INC, SM90 = heldout_base.GXX, heldout_base.CCCL_INC, heldout_base.SM90

CHECKS = "-*,cuda-*"

PT = ["src/cuda/" + u for u in [
    "CUDACore/EventCache.cc", "CUDACore/ProductBase.cc", "CUDACore/ScopedContext.cc", "CUDACore/StreamCache.cc",
    "CUDACore/allocate_device.cc", "CUDACore/allocate_host.cc", "CUDACore/requireDevices.cc",
    "CUDADataFormats/TrackingRecHit2DCUDA.cc", "CondFormats/PixelCPEFast.cc",
    "CondFormats/SiPixelFedCablingMapGPUWrapper.cc", "CondFormats/SiPixelGainCalibrationForHLTGPU.cc",
    "plugin-PixelTriplets/CAHitNtupletGeneratorKernels.cu", "plugin-PixelTriplets/CAHitNtupletGeneratorOnGPU.cc",
    "plugin-SiPixelClusterizer/SiPixelRawToClusterGPUKernel.cu", "plugin-SiPixelRecHits/PixelRecHits.cu",
    "plugin-Validation/HistoValidator.cc"]]


def pixeltrack():
    common = ["-I@ROOT@/src/cuda", "-DLIB_DIR=lib/cuda", "-DTBB_SUPPRESS_DEPRECATED_MESSAGES",
              "-DTBB_PREVIEW_NUMA_SUPPORT", "-DTBB_PREVIEW_TASK_GROUP_EXTENSIONS", "-I/usr/local/cuda/include",
              "-isystem", "@ROOT@/../../dep/eigen", "-DEIGEN_DONT_PARALLELIZE", "-isystem", "@ROOT@/../../gen"]
    cxx = [GXX, "-std=c++20", "-O2", "-fPIC", "-pthread", "-msse3", "-fno-math-errno", "-g"] + common
    cu = ([NVCC, "-dc", "-std=c++20", "-O3", "-g"] + SM90 + ["-Wno-deprecated-gpu-targets", "--expt-relaxed-constexpr",
          "--expt-extended-lambda"] + common + ["--diag-suppress", "20014"])
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in PT]


BW = ["cuda/" + u for u in ["CUDAKernel_memmgnt.cu", "streams.cu", "bwt_CUDA.cu", "bntseq_CUDA.cu", "kbtree_CUDA.cu",
                            "ksw_CUDA.cu", "bwa_CUDA.cu", "kstring_CUDA.cu", "bwamem_GPU.cu",
                            "minibatch_process.cpp", "superbatch_process.cpp"]]


def bwamem_gpu():
    units = []
    for u in BW:
        inc = [] if u.endswith("bwamem_GPU.cu") else ["-I."]
        units.append((".", [NVCC] + inc + ["-Xptxas", "-O4", "-Xcompiler", "-O4", "--device-c"] + SM90 + ["-c", u]))
    return units


JU = ["cuda/cudaColormap.cu", "cuda/cudaColorspace.cpp", "cuda/cudaDraw.cu", "cuda/cudaFont.cu",
      "cuda/cudaYUV-NV12.cu", "cpp/image/imageIO.cpp", "cpp/image/imageLoader.cpp", "cpp/image/imageWriter.cpp"]
JU_INC = ["cuda", "cpp/camera", "cpp/codec", "cpp/display", "cpp/image", "cpp/input", "cpp/math", "cpp/network",
          "cpp/parsers", "cpp/threads", "cpp/video"]


def jetson_utils():
    inc = ["-I@ROOT@/" + d for d in JU_INC] + ["-I/usr/local/cuda/include"]
    units = []
    for u in JU:
        if u.endswith(".cu"):
            units.append((".", [NVCC, "-O3"] + SM90 + inc + ["-c", u]))
        else:
            units.append((".", [GXX, "-std=c++11", "-Wno-write-strings"] + inc + ["-c", u]))
    return units


REPOS = {
    "cms-patatrack+pixeltrack-standalone": ("26c034aa558bcbdc5449c231ef3ffc34e1a9aa0d", pixeltrack),
    "sunwookim028+bwa-mem-gpu": ("24b4a2fcffe15cd31530b87418b8ae40d1f3df95", bwamem_gpu),
    "dusty-nv+jetson-utils": ("fae4b4250f985ab92180b6ec955b79995b7a34ff", jetson_utils),
}
PATHS = {"cms-patatrack+pixeltrack-standalone": ["src/cuda", "Makefile", "LICENSE"],
         "sunwookim028+bwa-mem-gpu": [":(glob)*.h", ":(glob)*.c", "cuda", "kmers_index", "Makefile", "COPYING"],
         "dusty-nv+jetson-utils": ["cuda", "cpp", "CMakeLists.txt", "LICENSE.md"]}
# Build dependencies (not analysed): (mirror, commit, pathspecs, folder under <out>).
DEPS = [("cms-patatrack+eigen", "adbb8e379ab50707b44e33303f700868a9ce2f9f", ["Eigen", "unsupported", "COPYING.MPL2"],
         "dep/eigen")]

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)
    for repo, commit, paths, dst in DEPS:
        heldout_base.archive_into(a.mirrors, repo, commit, paths, os.path.join(a.out, dst))


# The stand-in for Boost.Stacktrace (not on this machine): what CUDACore/cudaCheck.h uses of it.
GEN = {"boost/stacktrace.hpp": "#pragma once\n#include <ostream>\nnamespace boost { namespace stacktrace {\n"
       "struct stacktrace {};\ninline std::ostream& operator<<(std::ostream& os, const stacktrace&) { return os; }\n"
       "} }\n"}

heldout_base.set_steps(h3, CHECKS, extract, GEN)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
