#!/usr/bin/env python3
"""Held-out round 34 (eval/results/heldout34.md): a BLIND precision study for issue 15 -- every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout34-key.tsv) covers issue 15's four checks (cuda-pageable-async-memcpy,
cuda-missing-stream, cuda-default-stream, cuda-alloc-in-loop) and was written from docs/checks/cuda/*.md of main fb936ff
and committed before any cuda-* run on these units. Build: BLIND <eval-bin-s39a> (main fb936ff); a later AFTER run uses
the same command (`lint` below: every cuda-* check, -j 1, nice -n 10, the whole database of each repository, no list of
sources). Modelled on eval/heldout33-repos.py (eval/heldout3-repos.py's db through eval/heldout_base.py).

TU rule (fixed before any cudalint run): per repository, the units of its own build that call the CUDA runtime's stream
API or include the headers that do, with the build's own flags (.cu through nvcc, .cpp/.cc through g++ as the build does),
sm_90, C++17 where the build's standard is older (CUDA 13's headers):

  bytedance/byteps (distributed training: the BytePS worker library, which copies gradients device-to-host and
    host-to-device on its own copy streams and reduces them with NCCL on its own NCCL stream, driven by one thread per
    stage; setup.py's get_common_options): the library's sources other than the CPU-only gradient compressors --
    byteps/common/{common,operations,core_loops,global,logging,communicator,scheduled_queue,ready_table,shared_memory,
    nccl_manager,cpu_reducer}.cc, 11 TUs. Flags: setup.py's (-std=c++11 raised to c++17, -fPIC -Ofast -Wall -fopenmp
    -march=native -mno-avx512f, -DEIGEN_MPL2_ONLY=1, -I3rdparty/ps-lite/include, the CUDA include dir for nccl.h, the
    Python include dir for common.h's <Python.h>). The submodule 3rdparty/ps-lite (bytedance/ps-lite, pinned 78b7fe4,
    absent from the snapshot) is the snapshot's newest commit, headers only.
  cselab/Mirheo (mesoscale particle simulation, MPI + CUDA: a task scheduler runs the time step's tasks on several CUDA
    streams of different priorities, halo exchange and redistribution pack on the device, copy to pinned buffers and
    send with MPI): the core library's top-level units that call the CUDA runtime (src/mirheo/core/{celllist.cu,
    logger.cpp, mirheo.cpp, simulation.cpp, task_scheduler.cpp}: `grep -l` of a CUDA call, a kernel launch or the
    null stream `defaultStream`), the exchangers (src/mirheo/core/exchangers/*.cu, *.cpp, engines/*.cpp, 11) and the
    set-up code that runs work on `defaultStream` (walls/{simple_stationary_wall,wall_helpers,wall_with_velocity}.cu,
    field/{from_file.cu,from_function.cpp,interface.cpp}), 22 TUs. Flags: src/CMakeLists.txt and
    core/CMakeLists.txt's in the Debug configuration (-O0 -g -G --std=c++17 --expt-extended-lambda
    --expt-relaxed-constexpr; g++ -g -std=c++17 -Wall -Wextra; the default Release adds NDEBUG, see mirheo()); -Isrc -Isrc/extern/cuda_variant, MPI and serial HDF5
    include dirs, -DMIRHEO_ENABLE_STACKTRACE as the default option). cub from CUDA (the CMake uses the toolkit's for
    CUDA >= 11). Submodules at their pinned commits: cselab/cuda_variant 250b1d9, zeux/pugixml 51d177e (src only).
  OpenKinect/libfreenect2 (Kinect v2 driver: the CUDA depth packet processors decode each depth packet on the device,
    host code in the .cu: pinned packet buffers, cudaMemcpyAsync on the processor's stream): CMakeLists.txt's
    CUDA_COMPILE units src/cuda_depth_packet_processor.cu and src/cuda_kde_depth_packet_processor.cu, 2 TUs. Flags:
    -use_fast_math -Xcompiler -fPIC -std=c++11 (raised to c++17), -Iinclude -Iinclude/internal, the CUDA samples'
    common/inc (helper_math.h from NVIDIA/cuda-samples@c94ff36 Common/, copied under <out>/gen/freenect2 by `db --mirrors`), the generated
    libfreenect2/config.h and export.h as stand-ins under <out>/gen/freenect2 (CUDA support on, C++11 on).

35 TUs in the first three, whose key was committed and BLIND run made before the fourth was chosen:

  czimaginginstitute/MotionCor3 (cryo-EM beam-induced motion correction, a production application: multi-GPU, each GPU
    with its own streams, frames uploaded and summed while the next are read; host code in .cpp and .cu; makefile build):
    six host units of the makefile's sources, those that create their own CUDA streams and run a frame loop on them
    (`grep -l cudaStreamCreate` of the .cpp sources, the six with a per-frame loop over two streams and legacy-stream
    work or stream-less calls beside it: CSaveSerialCryoEM.cpp, MrcUtil/CSumFFTStack.cpp, Align/CAlignedSum.cpp,
    Correct/CGenRealStack.cpp, Align/CTransformStack.cpp, MrcUtil/CApplyRefs.cpp), 6 TUs (cut from 18 candidates for
    the time left to key them). Flags: the makefile's (g++ -g -pthread -m64, -ILibSrc/Include), C++17; libtiff-dev
    installed for this round (CMainInc.h includes tiffio.h); a stand-in nvToolsExt.h under <out>/gen/motioncor3 (CUDA 13
    has NVTX 3 only). Its key rows were added and committed before its run.

41 TUs in all.

  heldout34-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout34-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  heldout34-repos.py preparse --out <out> --cudalint <eval-bin>/bin/cudalint
      (parse status before the key, no check run: cudalint --export-compile-db translates each database, then
       clang++-22 -fsyntax-only per unit; prints errors per unit)
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX = "/usr/bin/g++"
CUDA_INC = "-I/usr/local/cuda/include"
CCCL_INC = "-I/usr/local/cuda/include/cccl"
MPI_INC = ["-I/usr/lib/x86_64-linux-gnu/openmpi/include", "-I/usr/lib/x86_64-linux-gnu/openmpi/include/openmpi"]
PY_INC = "-I/usr/include/python3.11"

CHECKS = "-*,cuda-*"

BP = ["common", "operations", "core_loops", "global", "logging", "communicator", "scheduled_queue", "ready_table",
      "shared_memory", "nccl_manager", "cpu_reducer"]


def byteps():
    f = [GXX, "-std=c++17", "-fPIC", "-Ofast", "-Wall", "-fopenmp", "-march=native", "-mno-avx512f",
         "-DEIGEN_MPL2_ONLY=1", "-I3rdparty/ps-lite/include", CUDA_INC, CCCL_INC, PY_INC]
    # communicator.h uses std::shared_ptr without <memory>, which older GCC headers brought in through <thread>
    f += ["-include", "memory"]
    return [(".", f + ["-c", f"byteps/common/{u}.cc"]) for u in BP]


MH_CORE = ["celllist.cu", "logger.cpp", "mirheo.cpp", "simulation.cpp", "task_scheduler.cpp"]
MH_EX = ["exchange_entity.cu", "interface.cpp", "object_halo_exchanger.cu", "object_halo_extra_exchanger.cu",
         "object_redistributor.cu", "object_reverse_exchanger.cu", "particle_halo_exchanger.cu",
         "particle_redistributor.cu", "engines/interface.cpp", "engines/mpi.cpp", "engines/single_node.cpp"]
MH_MORE = ["walls/simple_stationary_wall.cu", "walls/wall_helpers.cu", "walls/wall_with_velocity.cu",
           "field/from_file.cu", "field/from_function.cpp", "field/interface.cpp"]


def mirheo():
    inc = ["-I@ROOT@/src", "-I@ROOT@/src/extern/cuda_variant"] + MPI_INC + ["-I/usr/include/hdf5/serial",
                                                                         "-DMIRHEO_ENABLE_STACKTRACE"]
    # CMake's Debug configuration (core/CMakeLists.txt: -O0 -g -G --std=c++17), not the default Release one (-g -DNDEBUG
    # --use_fast_math -lineinfo): with NDEBUG, CUDA 13's CCCL redeclares __assert_fail, which clang's CUDA mode
    # rejects once CCCL comes in through the pre-include below (before cudalint's nvcc compatibility header)
    cu = [NVCC, "-O0", "-g", "-G", "--std=c++17", "--expt-extended-lambda",
          "--expt-relaxed-constexpr", "-Wno-deprecated-gpu-targets", "-gencode", "arch=compute_90,code=sm_90",
          "-Xcompiler", "-fPIC"] + inc
    # logger.h defines a function-like macro error(...), which CUDA 13's CCCL (cuda::std::expected<...>::error() and
    # cub's dispatch code) cannot follow: the CCCL headers Mirheo uses (thrust/memory.h through cuda_variant, cub's scan in
    # celllist.cu) included first, before the macro exists
    cu += ["-include", "thrust/memory.h", "-include", "cub/device/device_scan.cuh"]
    cxx = [GXX, "-g", "-std=c++17", "-fPIC", "-Wall", "-Wextra", "-Wno-unknown-pragmas"] + inc + [CUDA_INC, CCCL_INC]
    units = ([f"src/mirheo/core/{u}" for u in MH_CORE] + [f"src/mirheo/core/exchangers/{u}" for u in MH_EX]
             + [f"src/mirheo/core/{u}" for u in MH_MORE])
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in units]


def freenect2():
    f = [NVCC, "-use_fast_math", "-Xcompiler", "-fPIC", "-std=c++17", "-gencode", "arch=compute_90,code=sm_90",
         "-I@ROOT@/include", "-I@ROOT@/include/internal", "-I@ROOT@/../../gen/freenect2"]
    return [(".", f + ["-c", "src/cuda_depth_packet_processor.cu"]),
            (".", f + ["-c", "src/cuda_kde_depth_packet_processor.cu"])]


MC3 = ["CSaveSerialCryoEM.cpp", "MrcUtil/CSumFFTStack.cpp", "Align/CAlignedSum.cpp", "Correct/CGenRealStack.cpp",
       "Align/CTransformStack.cpp", "MrcUtil/CApplyRefs.cpp"]


def motioncor3():
    inc = ["-I@ROOT@/LibSrc/Include", "-I@ROOT@/../../gen/motioncor3"]
    # makefile: nvcc -std=c++11 -Xptxas -dlcm=ca -O2 (then g++ on the generated .cpp), g++ -std=c++11 -c -g -pthread -m64;
    # C++17 for CUDA 13's headers, sm_90
    cu = [NVCC, "-std=c++17", "-Xptxas", "-dlcm=ca", "-O2", "-gencode", "arch=compute_90,code=sm_90"] + inc
    cxx = [GXX, "-std=c++17", "-g", "-pthread", "-m64"] + inc + [CUDA_INC, CCCL_INC]
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in MC3]


GEN = {"motioncor3/nvToolsExt.h":
           "#pragma once\n// stand-in: CUDA 13 ships NVTX 3 only (nvtx3/nvToolsExt.h); the makefile links -lnvToolsExt of older toolkits\n"
           "#include <nvtx3/nvToolsExt.h>\n",
       "freenect2/libfreenect2/config.h":
           "#pragma once\n// stand-in for libfreenect2's CMake-configured config.h (config.h.in): CUDA support and C++11 on\n"
           "#define LIBFREENECT2_VERSION \"0.2.0\"\n#define LIBFREENECT2_API_VERSION ((0 << 16) | 2)\n"
           "#define LIBFREENECT2_PACK( __Declaration__ ) __Declaration__ __attribute__((__packed__))\n"
           "#include <libfreenect2/export.h>\n#define LIBFREENECT2_API LIBFREENECT2_EXPORT\n"
           "#define LIBFREENECT2_WITH_CUDA_SUPPORT\n#define LIBFREENECT2_THREADING_STDLIB\n"
           "#define LIBFREENECT2_WITH_CXX11_SUPPORT\n",
       "freenect2/libfreenect2/export.h":
           "#pragma once\n// stand-in for CMake's GenerateExportHeader output (libfreenect2/export.h)\n"
           "#define LIBFREENECT2_EXPORT __attribute__((visibility(\"default\")))\n"
           "#define LIBFREENECT2_NO_EXPORT __attribute__((visibility(\"hidden\")))\n"}

PATHS = {"bytedance+byteps": ["byteps/common", "byteps/server", "setup.py", "LICENSE"],
         "cselab+Mirheo": ["src", "cmake", "CMakeLists.txt", "LICENSE"],
         "OpenKinect+libfreenect2": ["src", "include", "CMakeLists.txt", "APACHE20", "GPL2", "CONTRIB"],
         "czimaginginstitute+MotionCor3": ["."]}
# submodules and headers of other repositories: (repo in <mirrors>, commit, pathspecs, destination under the tree)
EXTRA = {"bytedance+byteps": [("bytedance+ps-lite", "a848f53c11de5be51c9fd22e20db0346ea13a734", ["include"],
                               "3rdparty/ps-lite")],
         "cselab+Mirheo": [("cselab+cuda_variant", "250b1d9028895fee89ae77a6221b7de12d72c2ff", ["variant"],
                            "src/extern/cuda_variant"),
                           ("zeux+pugixml", "51d177e938843cfd422a5cd13e782e85106daf12", ["src"], "src/extern/pugixml")]}
CUDA_SAMPLES = ("NVIDIA+cuda-samples", "c94ff366aed18c797b8a85dfaac7817b0228b420", "Common/helper_math.h")

heldout_base.set_round(h3, {
    "bytedance+byteps": ("f5df52fe2794d4e3d2931a9dcfa5ca56151062a1", byteps),
    "cselab+Mirheo": ("43d05cf11de980c0cd035878e675e047df9cb476", mirheo),
    "OpenKinect+libfreenect2": ("fd64c5d9b214df6f6a55b4419357e51083f15d93", freenect2),
    "czimaginginstitute+MotionCor3": ("f2cc4b1772f140fb44741502d4102a0e9f248ed2", motioncor3),
}, PATHS)


def extract(a):
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        dst = os.path.join(a.out, "src", repo)
        # one pathspec at a time with the tree form (the Mirheo snapshot lacks some image blobs under docs/)
        for p in PATHS[repo]:
            git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
            kind = subprocess.run(git + ["cat-file", "-t", f"{commit}:{p}"], stdout=subprocess.PIPE, text=True).stdout.strip()
            os.makedirs(dst, exist_ok=True)
            if kind == "tree":
                arc = subprocess.run(git + ["archive", "--prefix=" + p + "/", f"{commit}:{p}"], check=True,
                                     stdout=subprocess.PIPE).stdout
                subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)
            elif kind == "blob":
                with open(os.path.join(dst, p), "wb") as f:
                    f.write(subprocess.run(git + ["show", f"{commit}:{p}"], check=True, stdout=subprocess.PIPE).stdout)
        for other, c, specs, sub in EXTRA.get(repo, []):
            heldout_base.archive_into(a.mirrors, other, c, specs, os.path.join(dst, sub))


def freenect2_helper_math(a, gen):
    """cuda-samples' helper_math.h, which libfreenect2's CUDA units include, from its mirror."""
    if getattr(a, "mirrors", None):
        r, c, p = CUDA_SAMPLES
        with open(os.path.join(gen, "freenect2", "helper_math.h"), "wb") as f:
            f.write(subprocess.run(["git", "--git-dir", os.path.join(a.mirrors, r, "repo"), "show", c + ":" + p],
                                   check=True, stdout=subprocess.PIPE).stdout)


heldout_base.set_steps(h3, CHECKS, extract, GEN, freenect2_helper_math)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
