#!/usr/bin/env python3
"""Held-out round 49 (eval/results/heldout49.md): a BLIND precision round, stop 46: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout49-key.tsv) is written from docs/checks/cuda/*.md of the commit in
<eval-bin-s46d>/COMMIT before any cuda-* run on these units. Build: BLIND <eval-bin-s46d> (its COMMIT); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py and eval/heldout47-repos.py.

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own
flags, sm_90:

  NVIDIA/AMGX (the LARGE multi-stream component: NVIDIA's algebraic-multigrid sparse linear solver library; its
    distributed manager exchanges halos through pinned host buffers with cudaMemcpyAsync on the manager's streams and
    events, a global pinned/device memory pool, the AMG setup copies level data between host and device): units of
    amgx_libs (src/CMakeLists.txt) in the MPI build (MPI is on this machine: Open MPI headers), those of src/ (not
    src/tests) that name cudaMemcpyAsync, cudaStreamCreate*, cudaMallocHost, cudaHostAlloc or cudaEventRecord most
    often, capped at five for lint time on this 2-core machine: src/distributed/{distributed_manager,
    comms_mpi_hostbuffer_stream}.cu, src/global_thread_handle.cu, src/amg_solver.cu,
    src/matrix_coloring/serial_greedy_bfs.cu (AX below). Flags (CMakeLists.txt, Release): nvcc -std=c++17 sm_90
    -DNDEBUG --extended-lambda --Werror cross-execution-space-call -DNVTX_RANGES -Xcompiler -rdynamic,-fPIC,
    -fvisibility=default -DRAPIDJSON_DEFINED -DAMGX_WITH_MPI -DTHRUST_CUB_WRAPPED_NAMESPACE=amgx, -I include,
    -I external/rapidjson/include, the Open MPI include dirs (mpicc --showme:compile).
  ashishkumar822/Jetson-SLAM (SLAM: an ORB-SLAM2 fork whose ORB extraction, stereo matching and frustum culling run
    on the GPU: per-pyramid-level CUDA streams, SyncedMem holders of pinned host + device buffers (cudaMallocHost)
    copied with cudaMemcpyAsync, events): the cuda_add_library sources of src/cuda (CMakeLists.txt) that name a CUDA
    runtime call (git grep 'cuda[A-Z][A-Za-z]+\\(' at the commit): 11 units (JS below). Flags: .cu: nvcc --std c++14
    sm_90 -Xcompiler -O3 (FindCUDA propagates CMAKE_CXX_FLAGS; -march=native dropped); .cpp: g++ -std=c++14 -O3
    -Wno-sign-compare; include dirs: the root, include, Thirdparty, Thirdparty/g2o, OpenCV 4 (/usr/include/opencv4),
    the toolkit's. (Eigen and Pangolin are not on this machine; no unit of src/cuda includes them.)
  LLNL/sundials (a solver library: SUNDIALS' ODE/DAE/nonlinear solvers run on GPUs through its CUDA vector, sparse
    matrix (cuSPARSE CSR/BCSR) and batched sparse QR (cuSolverSp) modules, whose data live in SUNMemory from a CUDA
    memory helper: pinned host buffers (cudaMallocHost), device and UVM memory, copies with cudaMemcpyAsync on the
    vector's or helper's stream, stream-ordered kernels and reductions with pinned-host read-backs): the CMake
    targets' CUDA sources of the CUDA modules, the units that name a CUDA runtime call (git grep
    'cuda[A-Z][A-Za-z]+\\(' under src at the commit): src/nvector/cuda/nvector_cuda.cu,
    src/sunmatrix/cusparse/sunmatrix_cusparse.cu, src/sunlinsol/cusolversp/sunlinsol_cusolversp_batchqr.cu,
    src/sunmemory/cuda/sundials_cuda_memory.cu: 4 units (SU below). Flags (CMake, Release, CUDA on, double precision,
    64-bit indices, no MPI): nvcc -std=c++17 -O3 -DNDEBUG sm_90, -I include -I src -I src/sundials and the generated
    folder <out>/gen, which holds sundials/sundials_config.h written from the extracted include/sundials/sundials_config.in
    as CMake's configure_file would for that build (SUNDIALS_CUDA_ENABLED, SUNDIALS_DOUBLE_PRECISION,
    SUNDIALS_INT64_T, SUNDIALS_MPI_ENABLED 0, SUNDIALS_ENABLE_ERROR_CHECKS off as in Release, the other options off)
    and sundials/sundials_export.h (GenerateExportHeader's macros for a shared build on Linux).
    (Picked before the key in place of victorprad/InfiniTAM, whose every CUDA unit writes launches as `<< <...>> >`:
    6 to 50 errors per unit at preparse, clang does not accept that spelling.)

  20 units in all.

  heldout49-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout49-repos.py db|lint|list --out <out> [--cudalint <eval-bin-s46d>/bin/cudalint] [--only owner+name]
  heldout49-repos.py preparse --out <out> --cudalint <eval-bin-s46d>/bin/cudalint
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, SM90 = heldout_base.GXX, heldout_base.SM90

CHECKS = "-*,cuda-*"

AX = ["src/distributed/distributed_manager.cu", "src/distributed/comms_mpi_hostbuffer_stream.cu",
      "src/global_thread_handle.cu", "src/amg_solver.cu", "src/matrix_coloring/serial_greedy_bfs.cu"]
MPI_INC = ["-I/usr/lib/x86_64-linux-gnu/openmpi/include", "-I/usr/lib/x86_64-linux-gnu/openmpi/include/openmpi"]


def amgx():
    cu = ([NVCC, "-std=c++17"] + SM90 + ["-DNDEBUG", "--extended-lambda", "--Werror", "cross-execution-space-call",
          "-DNVTX_RANGES", "-Xcompiler", "-rdynamic,-fPIC,-fvisibility=default", "-DRAPIDJSON_DEFINED",
          "-DAMGX_WITH_MPI", "-DTHRUST_CUB_WRAPPED_NAMESPACE=amgx", "-I@ROOT@/include",
          "-I@ROOT@/external/rapidjson/include"] + MPI_INC)
    return [(".", cu + ["-c", u]) for u in AX]


JS = ["src/cuda/" + u for u in ["orb_FAST_apply_NMS_G.cu", "orb_FAST_apply_NMS_MS.cu", "orb_FAST_obtain_keypoints.cpp",
                                "orb_FAST_orientation.cu", "orb_gaussian.cu", "orb_gpu.cpp", "orb_matcher.cu",
                                "orb_pyramid.cu", "orb_stereo_match.cu", "synced_mem_holder.cpp",
                                "tracking_isinfrustum.cu"]]


def jetson_slam():
    inc = ["-I@ROOT@", "-I@ROOT@/include", "-I@ROOT@/Thirdparty", "-I@ROOT@/Thirdparty/g2o", "-I/usr/include/opencv4",
           "-I/usr/local/cuda/include"]
    units = []
    for u in JS:
        if u.endswith(".cu"):
            units.append((".", [NVCC, "--std", "c++14"] + SM90 + ["-Xcompiler", "-O3"] + inc + ["-c", u]))
        else:
            units.append((".", [GXX, "-std=c++14", "-O3", "-Wno-sign-compare"] + inc + ["-c", u]))
    return units


SU = ["src/nvector/cuda/nvector_cuda.cu", "src/sunmatrix/cusparse/sunmatrix_cusparse.cu",
      "src/sunlinsol/cusolversp/sunlinsol_cusolversp_batchqr.cu", "src/sunmemory/cuda/sundials_cuda_memory.cu"]


def sundials():
    cu = ([NVCC, "-std=c++17", "-O3", "-DNDEBUG"] + SM90 + ["-I@ROOT@/include", "-I@ROOT@/src", "-I@ROOT@/src/sundials",
          "-I@ROOT@/../../gen"])
    return [(".", cu + ["-c", u]) for u in SU]


REPOS = {
    "NVIDIA+AMGX": ("3188dce5bdc22e96407d609e398925bed6aa010d", amgx),
    "ashishkumar822+Jetson-SLAM": ("6d47378bf40d2c344eb1a204c75bb16d9043f52a", jetson_slam),
    "LLNL+sundials": ("c8dabcea90ca8bf195474da120e4f3dd39aa711f", sundials),
}
PATHS = {"NVIDIA+AMGX": ["include", "src", "external/rapidjson/include", "CMakeLists.txt", "LICENSES"],
         "ashishkumar822+Jetson-SLAM": ["include", "src", "Thirdparty/g2o/g2o/types", "CMakeLists.txt"],
         "LLNL+sundials": ["include", "src/sundials", "src/nvector/cuda", "src/sunmatrix/cusparse",
                           "src/sunlinsol/cusolversp", "src/sunmemory/cuda", "LICENSE"]}

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)


# LLNL/sundials' generated headers (CMake's configure_file and GenerateExportHeader for the build above).
SUN_ON = {"SUNDIALS_C_COMPILER_HAS_BUILTIN_EXPECT", "SUNDIALS_C_COMPILER_HAS_ATTRIBUTE_UNUSED",
          "SUNDIALS_HAVE_POSIX_TIMERS", "SUNDIALS_CUDA_ENABLED"}
SUN_VARS = {"SUNDIALS_DEPRECATED_MSG_MACRO": "__attribute__((__deprecated__(msg)))", "PACKAGE_VERSION": "7.5.0",
            "PACKAGE_VERSION_MAJOR": "7", "PACKAGE_VERSION_MINOR": "5", "PACKAGE_VERSION_PATCH": "0",
            "PRECISION_LEVEL": "#define SUNDIALS_DOUBLE_PRECISION 1", "INDEX_TYPE": "#define SUNDIALS_INT64_T 1",
            "SUNDIALS_CINDEX_TYPE": "int64_t", "SUNDIALS_COUNTER_TYPE": "long int", "SUNDIALS_LOGGING_LEVEL": "0",
            "HYPRE_VERSION_MAJOR": "0", "HYPRE_VERSION_MINOR": "0", "HYPRE_VERSION_PATCH": "0"}
SUN_EXPORT = ("#pragma once\n#define SUNDIALS_EXPORT __attribute__((visibility(\"default\")))\n"
              "#define SUNDIALS_NO_EXPORT __attribute__((visibility(\"hidden\")))\n"
              "#define SUNDIALS_DEPRECATED __attribute__((__deprecated__))\n"
              "#define SUNDIALS_DEPRECATED_EXPORT SUNDIALS_EXPORT SUNDIALS_DEPRECATED\n"
              "#define SUNDIALS_DEPRECATED_NO_EXPORT SUNDIALS_NO_EXPORT SUNDIALS_DEPRECATED\n")


def sundials_config(a, gen):
    import re
    src = open(os.path.join(a.out, "src", "LLNL+sundials", "include", "sundials", "sundials_config.in")).read()
    src = re.sub(r"^#cmakedefine01 (\w+)", lambda m: "#define %s %d" % (m.group(1), m.group(1) in SUN_ON), src,
                 flags=re.M)
    src = re.sub(r"^#cmakedefine (\w+)", lambda m: ("#define " if m.group(1) in SUN_ON else "/* #undef ") + m.group(1)
                 + ("" if m.group(1) in SUN_ON else " */"), src, flags=re.M)
    src = re.sub(r"@(\w+)@", lambda m: SUN_VARS.get(m.group(1), ""), src)
    os.makedirs(os.path.join(gen, "sundials"), exist_ok=True)
    with open(os.path.join(gen, "sundials", "sundials_config.h"), "w") as f:
        f.write(src)
    with open(os.path.join(gen, "sundials", "sundials_export.h"), "w") as f:
        f.write(SUN_EXPORT)


heldout_base.set_steps(h3, CHECKS, extract, {}, sundials_config)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
