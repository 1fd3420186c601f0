#!/usr/bin/env python3
"""Held-out round 39 (eval/results/heldout39.md): a BLIND precision round, stop 43: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout39-key.tsv) is written from docs/checks/cuda/*.md of main before any
cuda-* run on these units. Build: BLIND <eval-bin-s43c> (main fc269c5, stop 43's rules); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py.

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own
flags (Release), sm_90:

  gromacs/gromacs (the LARGE multi-stream application: the molecular-dynamics engine's CUDA build: local and
    non-local non-bonded streams, PME and PME-PP streams, an update stream, halo-exchange streams, GpuEventSynchronizer
    events between them, pinned host buffers (pmalloc), the MD step captured as a CUDA graph (mdgraph_gpu_impl.cu)):
    the units libgromacs compiles as CUDA with GMX_GPU=CUDA and no NVSHMEM -- the .cu of src/gromacs and the .cpp of
    the CUDA_SOURCES property (src/gromacs/*/CMakeLists.txt) -- that have at least 5 lines matching
    'cuda[A-Z][A-Za-z]*\\(|DeviceStream|GpuEventSynchronizer|DeviceBuffer|pmalloc' (git grep -c at the pinned commit,
    decided before any run): 27 units (GMX below; nvshmem_simple_put.cu left out: GMX_NVSHMEM off). Flags: nvcc C++17,
    Release -O3 -DNDEBUG, --use_fast_math, -x cu for the .cpp (LANGUAGE CUDA), -DHAVE_CONFIG_H; config.h and
    gmxpre-config.h written from src/*.cmakein with GMX_GPU, GMX_GPU_CUDA, GMX_GPU_FFT_CUFFT, GMX_HAVE_GPU_GRAPH_SUPPORT,
    GMX_THREAD_MPI, GMX_OPENMP, GMX_TARGET_X86, GMX_SIMD_X86_AVX2_256 and the Linux HAVE_* on (the rest 0), cluster
    size 8, 2/2/2 clusters per bin; includes src, src/external/thread_mpi/include, the other src/external folders used,
    <out>/gen/gromacs.
  NVIDIA-AI-IOT/Lidar_AI_Solution (inference applications: CUDA-BEVFusion -- camera and lidar branches, TensorRT
    engines, spconv, pinned host buffers and async copies on a stream -- and CUDA-CenterPoint): CUDA-BEVFusion's
    CMakeLists.txt (bevfusion_core: src/bevfusion/*.cu *.cpp, src/common/tensor.cu, src/common/tensorrt.cpp; the
    bevfusion program: src/main.cpp, libraries/cuOSD/src/*.cpp *.cu (textbackend included), src/common/visualize.cu;
    custom_layernorm: src/plugins/custom_layernorm.cu) less the units that need protobuf (src/onnx/*.pb.cpp and
    src/bevfusion/lidar-scn-onnx-parser.cpp: no protobuf headers on this machine) and less python.cpp (USE_Python off);
    CUDA-CenterPoint's CMakeLists.txt (main.cpp, src/*.cu, src/*.cpp): 28 units. Flags: BEVFusion g++ -std=c++17
    (CUDA 12 branch) -O3 -Wextra -Wall -Wno-missing-field-initializers -Wno-deprecated-declarations
    -Wno-unused-parameter -DENABLE_TEXT_BACKEND_STB, nvcc -std=c++17 -O3 -DENABLE_TEXT_BACKEND_STB for .cu;
    CenterPoint g++ -std=c++11 -O3 -Wextra -Wall -Wno-deprecated-declarations, nvcc -O3 for .cu. Includes as the
    CMake files list them; dependencies under <out>/dep, not analysed: NVIDIA/TensorRT include/ (a892d22, the mirror's
    head, TensorRT 10, for BEVFusion, whose code handles both API versions; tag 8.5.3 (b0c259a) for CenterPoint, whose
    CMakeLists.txt pins TensorRT-8.5.3.1 and whose code uses the 8.x destroy() API) and nothings/stb at the
    submodule's commit 5736b15.
  kokkos/kokkos (the performance-portability library's CUDA backend: execution-space instances over user or owned
    streams, pinned scratch (cudaHostAlloc), cudaMallocAsync, graphs built from nodes and instantiated): the three .cpp
    of core/src/Cuda (Kokkos_CudaSpace.cpp, Kokkos_Cuda_Instance.cpp, Kokkos_Cuda_Task.cpp) and the CUDA interop tests
    of core/unit_test/CMakeLists.txt (cuda/TestCuda_InterOp_Init.cpp, _Streams.cpp, _StreamsMultiGPU.cpp, _Graph.cpp,
    cuda/TestCuda_TeamScratchStreams.cpp): 8 units. Flags: nvcc -x cu C++17, Release -O3 -DNDEBUG,
    --extended-lambda --expt-relaxed-constexpr (Kokkos' CUDA flags), KokkosCore_config.h with SERIAL, CUDA, CXX17,
    ARCH_HOPPER90, IMPL_MDSPAN (defaults), desul Config.hpp with DESUL_ATOMICS_ENABLE_CUDA, the backend header sets
    written as KokkosCore_Config_HeaderSet.in does (SERIAL, CUDA); googletest: the system's.
  GROMACS's gromacs/libgromacs_export.h (CMake's GenerateExportHeader) and gpuinfo.h (from its .cmakein) are written
  under <out>/gen/gromacs.

  heldout39-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout39-repos.py db|lint|list --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  heldout39-repos.py preparse --out <out> --cudalint <eval-bin>/bin/cudalint
"""
import os, re, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, CUDA_INC, CCCL_INC, SM90 = heldout_base.GXX, heldout_base.CUDA_INC, heldout_base.CCCL_INC, heldout_base.SM90
DEP = "-I@ROOT@/../../dep/"
GEN = "-I@ROOT@/../../gen/"

CHECKS = "-*,cuda-*"

GMX = ["src/gromacs/" + u for u in [
    "ewald/pme_gpu_grid.cu", "gpu_utils/device_stream.cu", "gpu_utils/gpu_utils.cu", "gpu_utils/pmalloc.cu",
    "gpu_utils/tests/devicetransfers.cu", "gpu_utils/tests/typecasts_runner.cu", "hardware/device_management.cu",
    "mdlib/gpuforcereduction_impl_internal.cu", "mdlib/leapfrog_gpu_internal.cu", "mdlib/mdgraph_gpu_impl.cu",
    "mdlib/settle_gpu_internal.cu", "nbnxm/cuda/nbnxm_cuda.cu", "nbnxm/cuda/nbnxm_cuda_data_mgmt.cu",
    "domdec/gpuhaloexchange_impl_gpu.cpp", "ewald/pme_pp_comm_gpu_impl_gpu.cpp",
    "ewald/pme_force_sender_gpu_impl_gpu.cpp", "ewald/pme_coordinate_receiver_gpu_impl_gpu.cpp",
    "ewald/pme_gpu_internal.cpp", "gpu_utils/device_stream_manager.cpp", "listed_forces/listed_forces_gpu_impl_gpu.cpp",
    "mdlib/gpuforcereduction_impl.cpp", "mdlib/leapfrog_gpu.cpp", "mdlib/lincs_gpu.cpp", "mdlib/settle_gpu.cpp",
    "mdlib/update_constrain_gpu_impl.cpp", "mdtypes/state_propagator_data_gpu_impl_gpu.cpp",
    "nbnxm/nbnxm_gpu_data_mgmt.cpp"]]


# The modules' include/ folders (their CMake targets' include directories; git ls-tree at the pinned commit).
GMX_MODULE_INCLUDES = ["linearalgebra", "math", "pbcutil", "pulling", "serialization", "simd", "taskassignment",
                       "timing", "topology", "utility"]


def gromacs():
    inc = ["-I@ROOT@/src", "-I@ROOT@/src/include", "-I@ROOT@/src/external/thread_mpi/include",
           "-I@ROOT@/src/external", "-I@ROOT@/src/external/fmt/include", "-I@ROOT@/api/legacy/include",
           "-I@ROOT@/src/external/boost", GEN + "gromacs", "-I@ROOT@/src/testutils/include"] + [
        "-I@ROOT@/src/gromacs/%s/include" % m for m in GMX_MODULE_INCLUDES]
    cu = [NVCC, "-std=c++17", "-O3", "-DNDEBUG", "--use_fast_math", "-DHAVE_CONFIG_H", "-Xcompiler", "-fopenmp"] + \
        SM90 + inc + [CCCL_INC]
    return [(".", cu + (["-x", "cu"] if u.endswith(".cpp") else []) + ["-c", u]) for u in GMX]


BEV = ["CUDA-BEVFusion/src/" + u for u in [
    "bevfusion/bevfusion.cpp", "bevfusion/camera-backbone.cu", "bevfusion/camera-bevpool.cu", "bevfusion/camera-depth.cu",
    "bevfusion/camera-geometry.cu", "bevfusion/camera-normalization.cu", "bevfusion/camera-vtransform.cu",
    "bevfusion/head-transbbox.cu", "bevfusion/lidar-scn.cpp", "bevfusion/lidar-voxelization.cu",
    "bevfusion/transfusion.cu", "common/tensor.cu", "common/tensorrt.cpp", "main.cpp", "common/visualize.cu",
    "plugins/custom_layernorm.cu"]] + ["libraries/cuOSD/src/" + u for u in [
    "cuosd.cpp", "cuosd_kernel.cu", "textbackend/backend.cpp", "textbackend/pango-cairo.cpp", "textbackend/stb.cpp"]]
CP = ["CUDA-CenterPoint/" + u for u in [
    "main.cpp", "src/centerpoint.cpp", "src/postprocess.cpp", "src/postprocess_kernels.cu", "src/preprocess.cpp",
    "src/preprocess_kernels.cu", "src/tensorrt.cpp"]]


def lidar():
    trt = DEP + "tensorrt/include"
    binc = [trt, DEP + "stb", "-I@ROOT@/libraries/cuOSD/src",
            "-I@ROOT@/libraries/3DSparseConvolution/libspconv/include", "-I@ROOT@/CUDA-BEVFusion/src/common",
            "-I@ROOT@/CUDA-BEVFusion/src"]
    bcxx = [GXX, "-std=c++17", "-Wextra", "-Wall", "-Wno-missing-field-initializers", "-Wno-deprecated-declarations",
            "-O3", "-DENABLE_TEXT_BACKEND_STB", "-Wno-unused-parameter"] + binc + [CUDA_INC, CCCL_INC]
    bcu = [NVCC, "-std=c++17", "-O3", "-DENABLE_TEXT_BACKEND_STB"] + SM90 + binc
    cinc = [DEP + "tensorrt-8.5/include", "-I@ROOT@/CUDA-CenterPoint/3rdparty/libspconv/include", "-I@ROOT@/CUDA-CenterPoint/include"]
    ccxx = [GXX, "-std=c++11", "-Wextra", "-Wall", "-Wno-deprecated-declarations", "-O3"] + cinc + [CUDA_INC, CCCL_INC]
    ccu = [NVCC, "-O3"] + SM90 + cinc
    return [("CUDA-BEVFusion", (bcu if u.endswith(".cu") else bcxx) + ["-c", os.path.relpath(u, "CUDA-BEVFusion")])
            for u in BEV] + \
        [("CUDA-CenterPoint", (ccu if u.endswith(".cu") else ccxx) + ["-c", os.path.relpath(u, "CUDA-CenterPoint")])
         for u in CP]


KK = ["core/src/Cuda/Kokkos_CudaSpace.cpp", "core/src/Cuda/Kokkos_Cuda_Instance.cpp", "core/src/Cuda/Kokkos_Cuda_Task.cpp",
      "core/unit_test/cuda/TestCuda_InterOp_Init.cpp", "core/unit_test/cuda/TestCuda_InterOp_Streams.cpp",
      "core/unit_test/cuda/TestCuda_InterOp_StreamsMultiGPU.cpp", "core/unit_test/cuda/TestCuda_InterOp_Graph.cpp",
      "core/unit_test/cuda/TestCuda_TeamScratchStreams.cpp"]


def kokkos():
    inc = [GEN + "kokkos", "-I@ROOT@/core/src", "-I@ROOT@/tpls/desul/include", "-I@ROOT@/tpls/mdspan/include",
           "-I@ROOT@/core/unit_test", "-I@ROOT@/core/unit_test/category_files", "-I@ROOT@/core/unit_test/cuda"]
    cu = [NVCC, "-std=c++17", "-O3", "-DNDEBUG", "--extended-lambda", "--expt-relaxed-constexpr"] + SM90 + inc
    return [(".", cu + ["-x", "cu", "-c", u]) for u in KK]


REPOS = {
    "gromacs+gromacs": ("b1a82ec1956eb9658d33f3ec6f3adfdbb6b53a7b", gromacs),
    "NVIDIA-AI-IOT+Lidar_AI_Solution": ("787ad9549d2573a1a543fd1c03fb5835e580aafb", lidar),
    "kokkos+kokkos": ("28848dfa8fc1411873b6a663c4d29ba05712510e", kokkos),
}
PATHS = {"gromacs+gromacs": ["src/gromacs", "src/external", "src/config.h.cmakein", "src/gmxpre-config.h.cmakein",
                             "src/include", "src/testutils", "api", "CMakeLists.txt", "COPYING"],
         "NVIDIA-AI-IOT+Lidar_AI_Solution": ["CUDA-BEVFusion/src", "CUDA-BEVFusion/CMakeLists.txt", "CUDA-CenterPoint",
                                             "libraries/cuOSD/src", "libraries/3DSparseConvolution/libspconv/include",
                                             "LICENSE.md"],
         "kokkos+kokkos": ["core/src", "core/unit_test", "tpls/desul/include", "tpls/mdspan/include",
                           "tpls/desul/Config.hpp.cmake.in", "cmake", "CMakeLists.txt", "LICENSE"]}
DEPS = [
    ("NVIDIA+TensorRT", "a892d22267d9cd2dedc1a0893e6892ac901f6d3d", ["include", "LICENSE"], "dep/tensorrt"),
    ("NVIDIA+TensorRT", "b0c259a749aab1486ed3b4458e7176555b003497", ["include", "LICENSE"], "dep/tensorrt-8.5"),
    ("nothings+stb", "5736b15f7ea0ffb08dd38af21067c314d6a3aae9", ["."], "dep/stb"),
]

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        # pathspecs that a commit lacks are dropped (git archive fails on an unmatched pathspec)
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        # the files under the pathspecs whose blobs the snapshot holds (it lacks some data blobs; git archive stops on
        # the first missing one), less test reference data
        files = subprocess.run(git + ["ls-tree", "-r", "--name-only", commit, "--"] + PATHS[repo],
                               stdout=subprocess.PIPE, text=True, check=True).stdout.splitlines()
        files = [f for f in files if "/refdata/" not in f]
        chk = subprocess.run(git + ["cat-file", "--batch-check"], input="".join(f"{commit}:{f}\n" for f in files),
                             stdout=subprocess.PIPE, text=True).stdout.splitlines()
        specs = [f for f, c in zip(files, chk) if not c.endswith("missing")]
        specs = [f for f in specs if subprocess.run(git + ["cat-file", "-e", f"{commit}:{f}"],
                                                    stderr=subprocess.DEVNULL).returncode == 0] \
            if len(specs) < 3000 else specs
        heldout_base.archive_into(a.mirrors, repo, commit, specs, os.path.join(a.out, "src", repo))
    for repo, commit, paths, dst in DEPS:
        heldout_base.archive_into(a.mirrors, repo, commit, paths, os.path.join(a.out, dst))


def cmake_configure(text, on, values):
    """What CMake's configure_file does to #cmakedefine/#cmakedefine01/@VAR@ with the variables `on` (true) and
    `values` ({name: value}); everything else false/empty."""
    def d01(m):
        return "#define %s %d" % (m.group(1), 1 if m.group(1) in on else 0)

    def d(m):
        name, rest = m.group(1), m.group(2) or ""
        if name in on or name in values:
            return ("#define " + name + rest).rstrip()
        return "/* #undef %s */" % name
    text = re.sub(r"^#cmakedefine01[ \t]+(\w+)[ \t]*$", d01, text, flags=re.M)
    text = re.sub(r"^#cmakedefine[ \t]+(\w+)([^\n]*)$", d, text, flags=re.M)
    return re.sub(r"@([\w-]+)@", lambda m: str(values.get(m.group(1), "")), text)


GMX_ON = {"GMX_GPU", "GMX_GPU_CUDA", "GMX_GPU_FFT_CUFFT", "GMX_HAVE_GPU_GRAPH_SUPPORT", "GMX_THREAD_MPI", "GMX_OPENMP",
          "GMX_TARGET_X86", "GMX_SIMD_X86_AVX2_256", "GMX_FFT_FFTW3", "GMX_USE_SIMD_KERNELS", "THREAD_PTHREADS",
          "HAVE_PTHREAD_SETAFFINITY", "GMX_X86_GCC_INLINE_ASM", "HAVE_FSEEKO", "HAVE_POSIX_MEMALIGN", "HAVE_MEMALIGN",
          "HAVE_CLOCK_GETTIME", "HAVE_GETTIMEOFDAY", "GMX_USE_RDTSCP", "HAVE_FSYNC", "HAVE_FILENO", "HAVE_SIGACTION",
          "HAVE_BUILTIN_CLZ", "HAVE_BUILTIN_CLZLL", "HAVE_UNISTD_H", "HAVE_PWD_H", "HAVE_DIRENT_H", "HAVE_SYS_TIME_H",
          "HAVE_SCHED_H", "HAVE_MM_MALLOC_H", "HAVE_MALLOC_H", "HAVE_XMMINTRIN_H", "HAVE_SYSCONF",
          "HAVE_SCHED_AFFINITY", "HAVE__MM_MALLOC", "HAVE_SIGUSR1", "HAVE_PIPES", "HAVE_FEENABLEEXCEPT",
          "HAVE_FEDISABLEEXCEPT", "GMX_IMD", "GMX_ENABLE_NBNXM_CPU_VECTORIZATION", "GMX_INTERNAL_XDR", "GMX_USE_TNG",
          "_LARGEFILE_SOURCE", "_LARGE_FILES", "CMAKE_BUILD_TYPE"}
GMX_VALUES = {"GMX_GPU_NB_CLUSTER_SIZE": 8, "GMX_GPU_NB_NUM_CLUSTER_PER_BIN_X": 2, "GMX_GPU_NB_NUM_CLUSTER_PER_BIN_Y": 2,
              "GMX_GPU_NB_NUM_CLUSTER_PER_BIN_Z": 2, "GMX_SIMD_CALLING_CONVENTION": "", "GMX_SIMD_ACCURACY_BITS_SINGLE": 22,
              "GMX_SIMD_ACCURACY_BITS_DOUBLE": 44, "GMX_OPENMP_MAX_THREADS": 128, "_FILE_OFFSET_BITS": 64,
              "CMAKE_BUILD_TYPE_UPPER": "RELEASE", "GMX_SIMD_ARM_SVE_LENGTH_VALUE": 0, "GMX_HWLOC_API_VERSION": 0,
              "REQUIRED_OPENCL_MIN_VERSION_MAJOR": 1, "REQUIRED_OPENCL_MIN_VERSION_MINOR": 2}

KK_ON = {"KOKKOS_ENABLE_SERIAL", "KOKKOS_ENABLE_CUDA", "KOKKOS_ENABLE_CXX17", "KOKKOS_ARCH_HOPPER90",
         "KOKKOS_ENABLE_IMPL_MDSPAN", "KOKKOS_ENABLE_CUDA_LAMBDA", "KOKKOS_ENABLE_CUDA_CONSTEXPR",
         "KOKKOS_ENABLE_DEPRECATED_CODE_4", "KOKKOS_ENABLE_DEPRECATION_WARNINGS", "KOKKOS_ENABLE_COMPLEX_ALIGN",
         "KOKKOS_ENABLE_LIBDL", "KOKKOS_ARCH_AVX2", "KOKKOS_ENABLE_TUNING"}
KK_VALUES = {"KOKKOS_VERSION": 40699, "KOKKOS_VERSION_MAJOR": 4, "KOKKOS_VERSION_MINOR": 6,
             "KOKKOS_VERSION_PATCH": 99}


def generated(a, gen):
    src = lambda repo, p: open(os.path.join(a.out, "src", repo, p)).read()
    out = {}
    g = "gromacs+gromacs"
    if os.path.isdir(os.path.join(a.out, "src", g)):
        for name in ("config.h", "gmxpre-config.h"):
            out["gromacs/" + name] = cmake_configure(src(g, "src/" + name + ".cmakein"), GMX_ON, GMX_VALUES)
        out["gromacs/gpuinfo.h"] = cmake_configure(src(g, "src/gromacs/gpu_utils/gpuinfo.h.cmakein"), set(), {
            "CUDA_COMPILER_INFO": "nvcc 13.0", "CUDA_COMPILER_ARCHITECTURES": "90"})
    k = "kokkos+kokkos"
    if os.path.isdir(os.path.join(a.out, "src", k)):
        pass
    if os.path.isdir(os.path.join(a.out, "src", g)):
        # CMake's GenerateExportHeader for the static/shared library (default visibility)
        out["gromacs/gromacs/libgromacs_export.h"] = (
            "#pragma once\n#define LIBGROMACS_EXPORT __attribute__((visibility(\"default\")))\n"
            "#define LIBGROMACS_NO_EXPORT __attribute__((visibility(\"hidden\")))\n")
    if os.path.isdir(os.path.join(a.out, "src", k)):
        out["kokkos/KokkosCore_config.h"] = cmake_configure(src(k, "cmake/KokkosCore_config.h.in"), KK_ON, KK_VALUES)
        out["kokkos/desul/atomics/Config.hpp"] = cmake_configure(src(k, "tpls/desul/Config.hpp.cmake.in"),
                                                                 {"DESUL_ATOMICS_ENABLE_CUDA"}, {})
        tmpl = src(k, "cmake/KokkosCore_Config_HeaderSet.in")
        for fname, tag, stem, backends in (
                ("KokkosCore_Config_FwdBackend.hpp", "KOKKOS_FWD", "fwd/Kokkos_Fwd", ("SERIAL", "CUDA")),
                ("KokkosCore_Config_SetupBackend.hpp", "KOKKOS_SETUP", "setup/Kokkos_Setup", ("Cuda",)),
                ("KokkosCore_Config_DeclareBackend.hpp", "KOKKOS_DECLARE", "decl/Kokkos_Declare", ("SERIAL", "CUDA"))):
            inc = "\n".join("#include <%s_%s.hpp>" % (stem, b) for b in backends)
            out["kokkos/" + fname] = cmake_configure(tmpl, set(), {"HEADER_GUARD_TAG": tag + "_CONFIG_HEADER",
                                                                   "INCLUDE_NEXT_FILE": inc})
        out["kokkos/KokkosCore_Config_PostInclude.hpp"] = "#pragma once\n"
    for name, text in out.items():
        os.makedirs(os.path.dirname(os.path.join(gen, name)), exist_ok=True)
        with open(os.path.join(gen, name), "w") as f:
            f.write(text)


heldout_base.set_steps(h3, CHECKS, extract, {}, generated)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
