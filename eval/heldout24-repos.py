#!/usr/bin/env python3
"""Held-out round 24 (eval/results/heldout24.md): a BLIND precision round for issue 15's four checks
(cuda-pageable-async-memcpy, cuda-missing-stream, cuda-default-stream, cuda-alloc-in-loop; every cuda-* check runs) over
three repositories nobody on the project had used, chosen for host code that creates several CUDA streams and also works
on the legacy default stream (launches and project calls without a stream, synchronous cudaMemcpy, blocking streams from
cudaStreamCreate), with cudaMemcpyAsync and allocations in loops nearby. Builds: OLD <eval-bin-s34d> (main 2cfc288),
NEW <eval-bin-s35a> (the lead's build of stop 35). Method and scripts as eval/heldout23-repos.py (heldout3-repos.py's
db/lint/parse through heldout_base.py; export by file list).

TU rule (fixed before any cudalint run): per repository, named units of the application's own build, chosen by a rule
stated per repository, each of which calls the CUDA runtime or launches a kernel in its own text (directly, through the
repository's macros, or through its own stream/kernel wrapper classes):

  AstroAccelerateOrg/astro-accelerate @0dc2cd0 (GPU pipeline for radio-astronomy transient and pulsar searches:
    dedispersion, single-pulse, periodicity, FDAS and jerk searches): the units of the library's CMake build
    (file(GLOB_RECURSE "src/*.cu" "src/*.cpp")) whose own code, outside comments, creates a CUDA stream or declares a
    cudaStream_t variable (grep -E 'cudaStreamCreate|cudaStream_t [A-Za-z_]+( *=|;|\[)'; aa_device_acceleration_fdas.cu
    matches only inside a comment block and is out): src/aa_device_periods.cu, src/aa_device_save_data.cu,
    src/aa_device_jerk_search.cu, src/aa_zero_dm_outliers.cpp. Flags: CMakeLists.txt's (nvcc, -I include, -I .,
    --use_fast_math, -O3, -fopenmp, -DASTRO_ACCELERATE_LOGGING_FACILITY_ENABLE=1 (option LOGGING_FACILITY ON),
    -DASTRO_ACCELERATE_VERSION_H_DEFINED=1, -DGIT_COMMIT_HASH=<pin>, sm_90; -std=c++11 as c++17 for CUDA 13's headers);
    include/aa_version.hpp, which CMake configures from cmake/version.h.in, is written by gen (not committed), and so
    is an empty npp.h: include/aa_device_peak_find.hpp includes <npp.h>, which this CUDA 13 install lacks, and uses
    nothing from it (checked before any run: nvcc -E failed on it in aa_device_periods.cu and aa_device_jerk_search.cu,
    and with the empty header every TU preprocesses). 4 TUs.
  treecode/Bonsai @581fa8e (GPU gravitational N-body tree code; the runtime's my_dev wrappers around streams, device
    buffers and kernel launches, four streams created blocking by dev_stream): runtime/CMakeLists.txt's CCFILES and
    CUFILES (options at their defaults, except USE_MPI OFF: this machine has no MPI headers; USE_OPENGL OFF, USE_CUB
    ON, COMPILE_SM35 ON) whose own code, outside comments, calls the CUDA runtime or launches a kernel (grep -E
    '\bcuda[A-Z][A-Za-z0-9]*\s*\(|<<<'): src/gpu_iterate.cpp, src/load_kernels.cpp, CUDAkernels/depthSort.cu.
    (The grep also matches src/main.cpp and CUDAkernels/parallel.cu, but only in comments: '//  cudaGLSetGLDevice',
    '//cudaDeviceSynchronize()'; noticed while writing the key, before any run, and the rule says 'outside comments' as
    AstroAccelerate's does.) Flags: the CMake file's (-std=c++14 as c++17, -DUSE_CUB, -DKEPLER, -msse4 -march=native,
    -fopenmp, -I include -I renderer). 3 TUs.
  mrirecon/bart @731bfd3 (Berkeley Advanced Reconstruction Toolbox, MRI reconstruction; CUDA=1 build: a blocking
    stream per OpenMP thread created by cudaStreamCreate plus cudaStreamLegacy written out as the stream outside
    parallel regions, a device-memory cache): src/num/gpuops.c, the only unit that calls the stream API (it creates the
    streams and holds the copy, memset and allocation wrappers), plus the CUDA units outside src/num/ whose host code
    launches kernels (grep -l '<<<'): src/calib/calibcu.cu, src/motion/gpu_interpolate.cu, src/noncart/gpu_grid.cu,
    src/wavelet/wl3-cuda.cu. Flags: the Makefile's with CUDA=1 (cc -std=gnu17 -O2 -fopenmp -DUSE_CUDA -iquote src/;
    nvcc -DUSE_CUDA -O2 -I src/ -Xcompiler -fopenmp --std=c++17, sm_90), the C unit with the
    Makefile's CC=clang setting (-fblocks). 5 TUs.

12 TUs.

  heldout24-repos.py extract --mirrors <mirrors> --out <out> [--only owner+name]   (<mirrors>/<owner>+<name>/repo)
  heldout24-repos.py gen --out <out>
  heldout24-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  HELDOUT24_VARIANT=C heldout24-repos.py db|lint|parse --out <outC> --only treecode+Bonsai|mrirecon+bart ...   (run C)
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC

SRC_EXT = (".cu", ".cuh", ".c", ".cc", ".cpp", ".h", ".hpp", ".hh", ".inl", ".inc", "CMakeLists.txt", ".cmake", ".in",
           ".mk", ".def")

AA_PIN = "0dc2cd087f3d6c102d30c788e36957db7061da37"


def gen_dir(*p):
    return os.path.join(os.path.dirname(h3.OUT_SRC), "gen", *p)


def variant_c():
    # Run C (decided after the first run's parse status, before any verdict; the key is unchanged): Bonsai's CCFILES
    # go to the C++ compiler as CMake builds them (g++ with the toolkit's include dirs), not to nvcc -x c++, under
    # which cudalint parsed CUB's device code as host C++ (agent_for.cuh: 'threadIdx' undeclared, 20+ errors in both
    # .cpp units); BART's .cu units get -D_Bool=bool, what GCC's <stdbool.h> defines in C++ under nvcc (clang's does
    # not under -std=c++17: "unknown type name '_Bool'" in misc.h/debug.h/gpuops.h of all four .cu units).
    return os.environ.get("HELDOUT24_VARIANT") == "C"


def astro():
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "--use_fast_math", "-Xcompiler", "-fopenmp", "-Iinclude", "-I.",
         "-I" + gen_dir("astro-accelerate", "include"), "-I" + gen_dir("npp-shim"), "-DASTRO_ACCELERATE_LOGGING_FACILITY_ENABLE=1",
         "-DASTRO_ACCELERATE_VERSION_H_DEFINED=1", "-DGIT_COMMIT_HASH=" + AA_PIN]
    units = [(".", f + ["-c", "src/" + u]) for u in ("aa_device_periods.cu", "aa_device_save_data.cu",
                                                      "aa_device_jerk_search.cu")]
    units.append((".", f[:1] + ["-x", "c++"] + f[1:] + ["-c", "src/aa_zero_dm_outliers.cpp"]))
    return units


def bonsai():
    # -I<cuda>/include/cccl: nvcc finds thrust there by itself (CUDA 13); written out for the clang parse.
    d = ["-std=c++17", "-O3", "-I/usr/local/cuda/include/cccl", "-DUSE_CUB", "-DKEPLER", "-Xcompiler", "-msse4", "-Xcompiler", "-march=native",
         "-Xcompiler", "-fopenmp", "-Iinclude", "-Irenderer"]
    if variant_c():
        h = ["g++", "-std=c++17", "-O3", "-DUSE_CUB", "-DKEPLER", "-msse4", "-march=native", "-fopenmp", "-Iinclude",
             "-Irenderer", "-I/usr/local/cuda/include", "-I/usr/local/cuda/include/cccl"]
        units = [("runtime", h + ["-c", "src/" + u]) for u in ("gpu_iterate.cpp", "load_kernels.cpp")]
    else:
        units = [("runtime", [NVCC, "-x", "c++"] + d + ["-c", "src/" + u])
                 for u in ("gpu_iterate.cpp", "load_kernels.cpp")]
    units += [("runtime", [NVCC, "-arch=sm_90", "-ftz=true", "-lineinfo"] + d + ["-c", "CUDAkernels/" + u])
              for u in ("depthSort.cu",)]
    return units


def bart():
    # The C unit with the Makefile's CC=clang settings (CFLAGS += -fblocks): misc.h's NESTED() is a block under
    # clang, a GCC nested function otherwise, and cudalint parses with clang (decided before any run, from a clang
    # -fsyntax-only check of the gcc command: 7 'blocks support disabled' errors).
    c = ["clang", "-std=gnu17", "-O2", "-fblocks", "-fopenmp", "-DUSE_CUDA", "-I/usr/local/cuda/include", "-iquote", "src/",
         "-Isrc/", "-c", "src/num/gpuops.c"]
    n = [NVCC, "--std=c++17", "-O2", "-arch=sm_90", "-DUSE_CUDA", "-Isrc/", "-Xcompiler", "-fPIC", "-Xcompiler",
         "-fopenmp", "-m64"] + (["-D_Bool=bool"] if variant_c() else [])
    return [(".", c)] + [(".", n + ["-c", "src/" + u]) for u in (
        "calib/calibcu.cu", "motion/gpu_interpolate.cu", "noncart/gpu_grid.cu", "wavelet/wl3-cuda.cu")]


def gen(a):
    # AstroAccelerate's CMakeLists.txt configures include/aa_version.hpp from cmake/version.h.in.
    d = os.path.join(a.out, "gen", "astro-accelerate", "include")
    os.makedirs(d, exist_ok=True)
    src = open(os.path.join(a.out, "src", "AstroAccelerateOrg+astro-accelerate", "cmake", "version.h.in")).read()
    vals = {"PROJECT_VERSION": "heldout24", "PROJECT_NAME": "astro-accelerate", "CUDA_VERSION_MAJOR": "13",
            "CUDA_VERSION_MINOR": "0", "CUDA_VERSION_STRING": "13.0", "ASTRO_ACCELERATE_CUDA_ARCH_VERSION": "90",
            "ASTRO_ACCELERATE_CUDA_SM_VERSION": "90", "GIT_COMMIT_HASH": AA_PIN,
            "ASTRO_ACCELERATE_BUILD_DATE_UTC": "EMPTY", "ASTRO_ACCELERATE_BUILD_TIME_UTC": "EMPTY"}
    for k, v in vals.items():
        src = src.replace("@" + k + "@", v)
    open(os.path.join(d, "aa_version.hpp"), "w").write(src)
    # include/aa_device_peak_find.hpp includes <npp.h>, which this toolkit lacks (no NPP headers here, none in the
    # package lists); nothing of NPP is used in its declarations or in the four units, so an empty header stands in.
    d = os.path.join(a.out, "gen", "npp-shim")
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "npp.h"), "w").write("/* heldout24: NPP headers absent; nothing of NPP is used here */\n")


def extract(a):
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        dst = os.path.join(a.out, "src", repo)
        os.makedirs(dst, exist_ok=True)
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        names = subprocess.run(git + ["ls-tree", "-r", "--name-only", commit], check=True, stdout=subprocess.PIPE,
                               text=True).stdout.split("\n")
        names = [n for n in names if n and (n.endswith(SRC_EXT) or os.path.basename(n).lower().startswith("makefile"))]
        arc = subprocess.run(git + ["archive", commit] + names, check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


h3.REPOS.clear()
h3.REPOS.update({
    "AstroAccelerateOrg+astro-accelerate": (AA_PIN, astro),
    "treecode+Bonsai": ("581fa8e70501ce85660c7eac0d61c0e5c5bece4a", bonsai),
    "mrirecon+bart": ("731bfd3ec4f09ffa59b497ded1274a2c0357c8af", bart),
})
h3.PATHS.clear()
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
        h3.OUT_SRC = os.path.join(os.path.abspath(a.out), "src")
        {"gen": gen, "extract": extract}[a.step](a)
        sys.exit(0)
    sys.exit(h3.main())
