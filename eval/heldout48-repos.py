#!/usr/bin/env python3
"""Held-out round 48 (eval/results/heldout48.md): a BLIND precision round, stop 46: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout48-key.tsv) is written from docs/checks/cuda/*.md of the commit in
<eval-bin-s46d>/COMMIT before any cuda-* run on these units. Build: BLIND <eval-bin-s46d> (its COMMIT); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py and eval/heldout47-repos.py.

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own
flags, sm_90:

  lattice/quda (the LARGE multi-stream application: the lattice-QCD library used by MILC, Chroma, CPS and others;
    its CUDA target layer owns a pool of CUDA streams and events, pinned and mapped host buffers, the driver-API
    async copies every solver and the halo exchange go through (qudaMemcpyAsync, qudaEventRecord, ...), the device
    and the comm-target setup): lib/targets/cuda/*.cpp that name a CUDA runtime or driver call (git grep
    'cuda[A-Z][A-Za-z]+\\(|cu[A-Z][A-Za-z]+\\(' at the commit): quda_api.cpp, malloc.cpp, device.cpp, comm_target.cpp,
    blas_lapack_cublas.cpp, and lib/timer.cpp and lib/monitor.cpp (host timers and the device monitor over those
    streams, nvml): 7 units (QU below). Flags (CMakeLists.txt, lib/targets/cuda/target_cuda.cmake: these are
    quda_cpp's host-compiled units): g++ -std=c++17 -O3 (Release), -I include -I include/targets/cuda -I lib
    -isystem include/externals -isystem include/targets/cuda/externals -isystem <cuda>/include,
    -DQUDA_TARGET_CUDA (via quda_define.h), the generated <out>/gen/quda/quda_define.h from include/quda_define.h.in
    with the CMake defaults (every QUDA_DIRAC_* on, QUDA_MULTIGRID on, QUDA_COMPUTE_CAPABILITY 90,
    QUDA_MAX_MULTI_BLAS_N 4, QUDA_MAX_MULTI_RHS 64, QUDA_ORDER_FP 8, QUDA_ORDER_SP_MG 2, QUDA_ORDER_FP_MG 2,
    QUDA_TARGET_CUDA), no MPI/QMP (comm_single), no NVSHMEM, no JITIFY. nvml.h is not on this machine (CUDA 13 ships no
    NVML headers here): <out>/gen/quda/nvml.h is a stand-in declaring the NVML types and calls device.cpp and
    monitor.cpp use (no CUDA runtime call in it).
  lwang-astro/PeTar (astrophysics: a star-cluster N-body code on FDPS; its GPU tree force, src/force_gpu_cuda.cu,
    stages the interaction lists in cudaMallocHost'ed buffers, copies them to the device, runs the two force kernels
    and times each phase with CUDA events): the Makefile's one CUDA object, src/force_gpu_cuda.cu: 1 unit (PE below).
    Flags (Makefile.in with configure's defaults: C++17, OpenMP on, GPU on, quadrupole on, no MPI): nvcc -std=c++17
    -O2 sm_90 -Xcompiler -fopenmp -DPARTICLE_SIMULATOR_THREAD_PARALLEL -DPARTICLE_SIMULATOR_GPU_MULIT_WALK_INDEX
    -DUSE_GPU -DGPU_PROFILE -DUSE_QUAD -I src -I <FDPS>/src (FDPS/FDPS at v7.0, 6fedb4b, the version PeTar's README asks for, extracted into
    <out>/dep/fdps) -I <SDAR>/src (lwang-astro/SDAR, the few-body integrator configure's @PETAR_INCLUDE@ names, at
    its head edf1568, extracted into <out>/dep/sdar).
  Tencent/TurboTransformers (a transformer inference runtime: its CUDADeviceContext owns the runtime's CUDA stream and
    cuBLAS handle, its allocators (naive / model-aware) cudaMalloc the device memory the layers use, the profiler
    times with CUDA events; every GPU kernel launcher takes the stream): with WITH_GPU on, the units of
    turbo_transformers/ (no tests, benchmarks or python) that name a CUDA runtime call (git grep
    'cuda[A-Z][A-Za-z]+\\(' at the commit: core/{allocator/allocator_impl,cuda_device_context,memory,profiler}.cpp,
    layers/kernels/gpu_transpose_kernel.cu) and the other GPU kernel units of layers/kernels (gpu_layer_norm,
    gpu_softmax, gpu_activation, gpu_embedding, gpu_utils .cu): 10 units (TT below). Flags (CMakeLists.txt): g++
    -std=c++14 -Wall -DTT_WITH_CUDA (-march=native dropped: host-independent parse), nvcc -std=c++17 -O3 sm_90
    -DTT_WITH_CUDA (C++17, not the project's 14, for the .cu units: the toolkit's CCCL, which stands in for the
    3rd/cub submodule, refuses C++14), -DLOGURU_WITH_STREAMS=1 (3rd/CMakeLists.txt's loguru target); include dirs: the repository root, 3rd/cub (here the toolkit's CCCL), 3rd/FP16/include, the
    submodules at the commit's pins extracted into <out>/dep: abseil (40a0e58), dlpack (3ec0443, include/), loguru
    (2e1424d), FP16 (ba1d31f), and the toolkit's include dir. WITH_PROFILER off.

  heldout48-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout48-repos.py db|lint|list --out <out> [--cudalint <eval-bin-s46d>/bin/cudalint] [--only owner+name]
  heldout48-repos.py preparse --out <out> --cudalint <eval-bin-s46d>/bin/cudalint
"""
import os, re, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, CCCL_INC, SM90 = heldout_base.GXX, heldout_base.CCCL_INC, heldout_base.SM90

CHECKS = "-*,cuda-*"

QU = ["lib/targets/cuda/" + u for u in ["quda_api.cpp", "malloc.cpp", "device.cpp", "comm_target.cpp",
                                        "blas_lapack_cublas.cpp"]] + ["lib/timer.cpp", "lib/monitor.cpp"]


def quda():
    cxx = [GXX, "-std=c++17", "-O3", "-I@ROOT@/../../gen/quda", "-I@ROOT@/include", "-I@ROOT@/include/targets/cuda",
           "-I@ROOT@/lib", "-isystem", "@ROOT@/include/externals", "-isystem", "@ROOT@/include/targets/cuda/externals",
           "-isystem", "/usr/local/cuda/include"]
    return [(".", cxx + ["-c", u]) for u in QU]


def petar():
    return [(".", [NVCC, "-std=c++17", "-O2"] + SM90 + ["-Xcompiler", "-fopenmp",
            "-DPARTICLE_SIMULATOR_THREAD_PARALLEL", "-DPARTICLE_SIMULATOR_GPU_MULIT_WALK_INDEX", "-DUSE_GPU",
            "-DGPU_PROFILE", "-DUSE_QUAD", "-I@ROOT@/src", "-I@ROOT@/../../dep/fdps/src", "-I@ROOT@/../../dep/sdar/src", "-c",
            "src/force_gpu_cuda.cu"])]


TT = ["turbo_transformers/core/" + u for u in ["allocator/allocator_impl.cpp", "cuda_device_context.cpp", "memory.cpp",
                                               "profiler.cpp"]] + \
     ["turbo_transformers/layers/kernels/gpu_%s_kernel.cu" % k for k in
      ["transpose", "layer_norm", "softmax", "activation", "embedding"]] + \
     ["turbo_transformers/layers/kernels/gpu_utils.cu"]


def turbo():
    inc = ["-DTT_WITH_CUDA", "-DLOGURU_WITH_STREAMS=1", "-I@ROOT@", "-I@ROOT@/../../dep/FP16/include", "-I@ROOT@/../../dep/abseil",
           "-I@ROOT@/../../dep/dlpack/include", "-I@ROOT@/../../dep/loguru", "-I/usr/local/cuda/include"]
    units = []
    for u in TT:
        if u.endswith(".cu"):
            units.append((".", [NVCC, "-std=c++17", "-O3"] + SM90 + inc + ["-c", u]))
        else:
            units.append((".", [GXX, "-std=c++14", "-Wall"] + inc + ["-c", u]))
    return units


REPOS = {
    "lattice+quda": ("9521952ca730316ea1cdd6330408d933ef88e308", quda),
    "lwang-astro+PeTar": ("e969ec719b7a595fdd76cbf41fcda77eabcee734", petar),
    "Tencent+TurboTransformers": ("6c7cf638019a6aee4a19649b8d573230bfe8b9ee", turbo),
}
PATHS = {"lattice+quda": ["include", "lib", "CMakeLists.txt", "LICENSE"],
         "lwang-astro+PeTar": ["src", "Makefile.in", "configure.ac", "LICENSE"],
         "Tencent+TurboTransformers": ["turbo_transformers", "CMakeLists.txt", "LICENSE"]}
# Build dependencies (not analysed): (mirror, commit, pathspecs, folder under <out>).
DEPS = [("FDPS+FDPS", "6fedb4b8bd7a504598e83a4189a7a83c533a0848", ["src"], "dep/fdps"),
        ("lwang-astro+SDAR", "edf156805da324c947cd3977b9e9ff2c91c8549d", ["src"], "dep/sdar"),
        ("abseil+abseil-cpp", "40a0e58eb39f327b14841eeccacd962340dbc57d", ["absl"], "dep/abseil"),
        ("dmlc+dlpack", "3ec04430e89a6834e5a1b99471f415fa939bf642", ["include"], "dep/dlpack"),
        ("emilk+loguru", "2e1424d575e276e010c072967c0672863c623cbf", ["loguru.hpp", "loguru.cpp"], "dep/loguru"),
        ("Maratyszcza+FP16", "ba1d31f5eed2eb4a69e4dea3870a68c7c95f998f", ["include"], "dep/FP16")]

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)
    for repo, commit, paths, dst in DEPS:
        heldout_base.archive_into(a.mirrors, repo, commit, paths, os.path.join(a.out, dst))


QUDA_VALUES = {"QUDA_COMPUTE_CAPABILITY": "90", "QUDA_MAX_MULTI_BLAS_N": "4", "QUDA_MAX_MULTI_RHS": "64",
               "QUDA_ORDER_FP": "8", "QUDA_ORDER_SP_MG": "2", "QUDA_ORDER_FP_MG": "2"}
QUDA_ON = {"QUDA_TARGET_CUDA", "QUDA_MULTIGRID", "QUDA_HETEROGENEOUS_ATOMIC"}


def quda_define(a, gen):
    """<out>/gen/quda/quda_define.h from the extracted include/quda_define.h.in, as CMake's configure_file writes it with
    the defaults (every QUDA_DIRAC_* on)."""
    out = []
    for line in open(os.path.join(a.out, "src", "lattice+quda", "include", "quda_define.h.in")):
        m = re.match(r"#cmakedefine (\w+)(.*)", line)
        if m:
            name = m.group(1)
            on = name in QUDA_ON or name.startswith("QUDA_DIRAC_")
            rest = re.sub(r"@(\w+)@", lambda x: "1" if x.group(1).startswith("QUDA_TARGET") else "", m.group(2))
            line = ("#define %s%s\n" % (name, rest)) if on else "/* #undef %s */\n" % name
        else:
            line = re.sub(r"@(\w+)@", lambda x: QUDA_VALUES.get(x.group(1), "0"), line)
        out.append(line)
    os.makedirs(os.path.join(gen, "quda"), exist_ok=True)
    with open(os.path.join(gen, "quda", "quda_define.h"), "w") as f:
        f.write("".join(out))


# The stand-in for nvml.h (not on this machine): what QUDA's device.cpp and monitor.cpp use of it.
NVML_H = """#pragma once
typedef struct nvmlDevice_st *nvmlDevice_t;
typedef enum { NVML_SUCCESS = 0, NVML_ERROR_NOT_SUPPORTED = 3 } nvmlReturn_t;
typedef enum { NVML_TEMPERATURE_GPU = 0 } nvmlTemperatureSensors_t;
typedef enum { NVML_CLOCK_GRAPHICS = 0, NVML_CLOCK_SM = 1, NVML_CLOCK_MEM = 2 } nvmlClockType_t;
typedef struct { unsigned int gpu, memory; } nvmlUtilization_t;
#define NVML_DEVICE_PCI_BUS_ID_BUFFER_SIZE 32
#define NVML_DEVICE_NAME_BUFFER_SIZE 64
nvmlReturn_t nvmlInit(void);
nvmlReturn_t nvmlInit_v2(void);
nvmlReturn_t nvmlShutdown(void);
nvmlReturn_t nvmlSystemGetDriverVersion(char *, unsigned int);
nvmlReturn_t nvmlDeviceGetName(nvmlDevice_t, char *, unsigned int);
const char *nvmlErrorString(nvmlReturn_t);
nvmlReturn_t nvmlDeviceGetHandleByPciBusId(const char *, nvmlDevice_t *);
nvmlReturn_t nvmlDeviceGetHandleByPciBusId_v2(const char *, nvmlDevice_t *);
nvmlReturn_t nvmlDeviceGetHandleByIndex(unsigned int, nvmlDevice_t *);
nvmlReturn_t nvmlDeviceGetCpuAffinity(nvmlDevice_t, unsigned int, unsigned long *);
nvmlReturn_t nvmlDeviceSetCpuAffinity(nvmlDevice_t);
nvmlReturn_t nvmlDeviceGetPowerUsage(nvmlDevice_t, unsigned int *);
nvmlReturn_t nvmlDeviceGetTemperature(nvmlDevice_t, nvmlTemperatureSensors_t, unsigned int *);
nvmlReturn_t nvmlDeviceGetClockInfo(nvmlDevice_t, nvmlClockType_t, unsigned int *);
nvmlReturn_t nvmlDeviceGetUtilizationRates(nvmlDevice_t, nvmlUtilization_t *);
"""

heldout_base.set_steps(h3, CHECKS, extract, {"quda/nvml.h": NVML_H}, quda_define)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
