#!/usr/bin/env python3
"""Held-out round 28 (eval/results/heldout28.md): a BLIND precision round for issue 15's four checks
(cuda-default-stream, cuda-alloc-in-loop, cuda-missing-stream, cuda-pageable-async-memcpy) over three repositories
nobody on the project had used: one large multi-stream simulation framework and two CUDA applications whose host code
issues async copies, allocations and launches on streams. Builds: BEFORE <eval-bin-s34d> (main 2cfc288), BLIND
<eval-bin-s36a> (main 893f9a7). Modelled on eval/heldout24-repos.py (eval/heldout3-repos.py's db, lint, list, parse
through eval/heldout_base.py); the lint step here runs only the four keyed checks (see LINT_CHECKS).

TU rule (fixed before any cudalint run): per repository, named units of the project's own build, as follows:

  FLAMEGPU/FLAMEGPU2 @1a11aea (agent-based simulation framework; CUDASimulation runs the agent functions of a layer
    concurrently on a vector of streams created by cudaStreamCreate, and the simulation's scatter, message, environment
    and random managers copy and launch on the stream they are handed): the units of the library (src/CMakeLists.txt,
    src/flamegpu/**) whose own text calls cudaStreamCreate, cudaMemcpy*Async, cudaMemsetAsync, cudaMallocHost or
    cudaHostAlloc at least 4 times (git grep -c), plus CUDASimulation.cu (the unit that creates the streams, 3 calls),
    plus CUDAAgent.cu and CUDAFatAgentStateList.cu (3 calls each); of the message-type families only one unit each
    (MessageArray.cu for Array/2D/3D, MessageSpatial2D.cu for 2D/3D; MessageBucket.cu), the twins are the same code
    for another dimension. 11 TUs. Flags: the CMake build's defaults (Release, FLAMEGPU_SEATBELTS=1 (option ON),
    FLAMEGPU_CURAND_Philox4_32_10 (engine PHILOX), JITIFY_PRINT_LOG, _FILE_OFFSET_BITS=64, --expt-relaxed-constexpr,
    -rdc=true (CUDA_SEPARABLE_COMPILATION ON), C++17, -I include, jitify2 of the pinned FetchContent tag
    NVIDIA/jitify@44e978b as <deps>/jitify-src (the build's FETCHCONTENT layout; headers only, not committed), sm_90).
  dptech-corp/Uni-Dock @66546c3 (GPU-accelerated molecular docking, Vina-based; batches of ligands per stream): the
    CMake 'cuda' OBJECT library, src/cuda/monte_carlo.cu and src/cuda/precalculate.cu (main.cpp only queries
    devices). Flags: -DENABLE_CUDA -DVERSION="v1.1.3", -I src/lib -I src/cuda, --use_fast_math (BUILD_FAST_MATH ON),
    -O3, C++17 (CMake's 14 raised for CUDA 13), sm_90; boost from the system. 2 TUs.
  szcompressor/cuSZ @d3cde38 (GPU error-bounded lossy compressor; library entry points take the caller's stream, the
    CLI creates one): the units of the CUDA build (cmake/cuda.cmake, codec/hf, codec/fzg) whose own text or the
    project .inl/.cuhip.inl they include directly creates a stream, copies asynchronously or pins host memory
    (cudaStreamCreate, cudaMemcpy*Async, cudaMallocHost), one unit per instantiation family (stat/*/f4.cu for f4/f8,
    lrz_c.cu for lrz_c/lrz_x/proto_lrz_c/proto_lrz_x): psz/src/cli/cli.cc (CUDA, as CMake sets), psz/src/compressor.cc,
    psz/src/utils/viewer.cc, psz/src/kernel/lrz_c.cu, psz/src/kernel/spvn.cu, psz/src/stat/calcerr/f4.cu,
    psz/src/stat/extrema/f4.cu, psz/src/stat/maxerr/max_err.cu, codec/hf/src/hf_buf.cc, codec/hf/src/hf_kernels.cu,
    codec/fzg/src/fzg_buf.cc. Flags: -DPSZ_USE_CUDA -D_PORTABLE_USE_CUDA, C++17, --extended-lambda
    --expt-relaxed-constexpr, -I psz/src -I psz/include -I <gen>/include (cusz_version.h configured from
    psz/src/cusz_version.h.in by gen, not committed) -I portable/include -I codec/hf/include -I codec/fzg/include, sm_90.
    11 TUs.

24 TUs.

  heldout28-repos.py extract --mirrors <mirrors> --out <out>      (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout28-repos.py gen --out <out>
  heldout28-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  HELDOUT28_VARIANT=B heldout28-repos.py db|lint|parse --out <outB> --only FLAMEGPU+FLAMEGPU2 ...   (run B: 24 FLAMEGPU2 units)
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC

SRC_EXT = (".cu", ".cuh", ".c", ".cc", ".cpp", ".h", ".hh", ".hpp", ".inl", ".inc", "CMakeLists.txt", ".cmake", ".in")
JITIFY_PIN = "44e978b21fc8bdb6b2d7d8d179523c8350db72e5"


def gen_dir(*p):
    return os.path.join(os.path.dirname(h3.OUT_SRC), "gen", *p)


def deps_dir(*p):
    return os.path.join(os.path.dirname(h3.OUT_SRC), "deps", *p)


def flamegpu():
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "-rdc=true", "--expt-relaxed-constexpr", "-Iinclude",
         "-I" + deps_dir("jitify-src"), "-DFLAMEGPU_SEATBELTS=1", "-DFLAMEGPU_CURAND_Philox4_32_10",
         "-DJITIFY_PRINT_LOG", "-D_FILE_OFFSET_BITS=64"]
    units = ["simulation/CUDASimulation.cu", "simulation/detail/CUDAScatter.cu",
             "simulation/detail/CUDAEnvironmentDirectedGraphBuffers.cu", "simulation/detail/CUDAMacroEnvironment.cu",
             "runtime/agent/DeviceAgentVector_impl.cu", "simulation/detail/RandomManager.cu",
             "runtime/messaging/MessageArray.cu", "runtime/messaging/MessageSpatial2D.cu",
             "runtime/messaging/MessageBucket.cu", "simulation/detail/CUDAAgent.cu",
             "simulation/detail/CUDAFatAgentStateList.cu"]
    units = [(".", f + ["-c", "src/flamegpu/" + u]) for u in units]
    if variant_b():
        units += [(".", f + ["-c", "src/flamegpu/" + u]) for u in B_UNITS if u.endswith(".cu")]
        # curve_rtc.cpp is C++ in the CMake build (the host compiler, the toolkit's include dir for jitify2/NVRTC).
        h = ["g++", "-std=c++17", "-O3", "-Iinclude", "-I" + deps_dir("jitify-src"), "-I/usr/local/cuda/include",
             "-DFLAMEGPU_SEATBELTS=1", "-DFLAMEGPU_CURAND_Philox4_32_10", "-DJITIFY_PRINT_LOG", "-D_FILE_OFFSET_BITS=64"]
        units += [(".", h + ["-c", "src/flamegpu/" + u]) for u in B_UNITS if u.endswith(".cpp")]
    return units


# Run B (decided at 18:26 UTC after run A's results, its key eval/heldout28-keyB.tsv committed before run B): FLAMEGPU2's
# TU rule widened to every library unit whose own text calls cudaStreamCreate, cudaMemcpy*Async, cudaMemsetAsync,
# cudaMallocHost or cudaHostAlloc at least once (git grep -c; 24 units: run A's 11 plus these 13), to see the twins run
# A left out and how the project index changes with the units it adds. Only FLAMEGPU2 is linted in run B.
B_UNITS = ["runtime/messaging/MessageArray2D.cu", "runtime/messaging/MessageArray3D.cu",
           "runtime/messaging/MessageSpatial3D.cu", "simulation/detail/CUDAFatAgent.cu",
           "simulation/detail/CUDAScanCompaction.cu", "runtime/messaging/MessageBruteForce.cu",
           "runtime/environment/HostEnvironment.cu", "exception/FLAMEGPUDeviceException.cu",
           "simulation/detail/EnvironmentManager.cu", "simulation/detail/CUDAMessageList.cu",
           "simulation/detail/CUDAAgentStateList.cu", "runtime/detail/curve/curve_rtc.cpp",
           "runtime/detail/curve/HostCurve.cu"]


def variant_b():
    return os.environ.get("HELDOUT28_VARIANT") == "B"


def unidock():
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "--use_fast_math", "-DENABLE_CUDA", '-DVERSION="v1.1.3"',
         "-Isrc/lib", "-Isrc/cuda", "-Xcompiler", "-fopenmp"]
    return [("unidock", f + ["-c", "src/cuda/" + u]) for u in ("monte_carlo.cu", "precalculate.cu")]


def cusz():
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "--extended-lambda", "--expt-relaxed-constexpr",
         "-Wno-deprecated-declarations", "-DPSZ_USE_CUDA", "-D_PORTABLE_USE_CUDA", "-Ipsz/src", "-Ipsz/include",
         "-I" + gen_dir("cusz", "include"), "-Iportable/include", "-Icodec/hf/include", "-Icodec/fzg/include",
         "-Icodec/hf/src", "-Icodec/fzg/src"]
    units = ["psz/src/cli/cli.cc", "psz/src/compressor.cc", "psz/src/utils/viewer.cc", "psz/src/kernel/lrz_c.cu",
             "psz/src/kernel/spvn.cu", "psz/src/stat/calcerr/f4.cu", "psz/src/stat/extrema/f4.cu",
             "psz/src/stat/maxerr/max_err.cu", "codec/hf/src/hf_buf.cc", "codec/hf/src/hf_kernels.cu",
             "codec/fzg/src/fzg_buf.cc"]
    # cli.cc: psz/include/utils/query/query_cpu.hh uses std::array<char, 128> without <array>, which this libstdc++
    # does not bring in through the other includes (clang: implicit instantiation of undefined template); -include array
    # stands in (decided from the parse status, before the key and before any cudalint run).
    return [(".", f + (["-x", "cu"] if u.endswith(".cc") else []) + (["-include", "array"] if u.endswith("cli.cc") else [])
             + ["-c", u]) for u in units]


def gen(a):
    d = os.path.join(a.out, "gen", "cusz", "include")
    os.makedirs(d, exist_ok=True)
    src = open(os.path.join(a.out, "src", "szcompressor+cuSZ", "psz", "src", "cusz_version.h.in")).read()
    top = open(os.path.join(a.out, "src", "szcompressor+cuSZ", "CMakeLists.txt")).read()
    import re
    m = re.search(r"VERSION\s+(\d+)\.(\d+)\.(\d+)", top)
    vals = dict(zip(("PROJECT_VERSION_MAJOR", "PROJECT_VERSION_MINOR", "PROJECT_VERSION_PATCH"),
                    m.groups() if m else ("0", "0", "0")))
    for k, v in vals.items():
        src = src.replace("@" + k + "@", v)
    src = re.sub(r"@[A-Za-z_]+@", "0", src)
    open(os.path.join(d, "cusz_version.h"), "w").write(src)


def extract(a):
    for repo, (commit, _) in h3.REPOS.items():
        dst = os.path.join(a.out, "src", repo)
        os.makedirs(dst, exist_ok=True)
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        names = subprocess.run(git + ["ls-tree", "-r", "--name-only", commit], check=True, stdout=subprocess.PIPE,
                               text=True).stdout.split("\n")
        names = [n for n in names if n and (n.endswith(SRC_EXT) or os.path.basename(n).lower().startswith("makefile"))]
        arc = subprocess.run(git + ["archive", commit] + names, check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)
    # FLAMEGPU2's FetchContent dependency, headers only, at the tag its cmake/dependencies/Jitify.cmake pins.
    dst = os.path.join(a.out, "deps", "jitify-src", "jitify")
    os.makedirs(dst, exist_ok=True)
    arc = subprocess.run(["git", "--git-dir", os.path.join(a.mirrors, "NVIDIA+jitify", "repo"), "archive", JITIFY_PIN,
                          "jitify2.hpp", "jitify.hpp"], check=True, stdout=subprocess.PIPE).stdout
    subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


h3.REPOS.clear()
h3.REPOS.update({
    "FLAMEGPU+FLAMEGPU2": ("1a11aea7f7620825233810f2410b08bca0fd6e4e", flamegpu),
    "dptech-corp+Uni-Dock": ("66546c37959c1a4bcedf1098f15e81097422670d", unidock),
    "szcompressor+cuSZ": ("d3cde38aec71a3ae2a7f80eef7707a27b3bc3d1d", cusz),
})
h3.PATHS.clear()
h3.KEYED[:] = ["cuda-default-stream", "cuda-alloc-in-loop", "cuda-missing-stream", "cuda-pageable-async-memcpy"]
LINT_CHECKS = "-*," + ",".join(h3.KEYED)


def lint(a):
    """heldout3-repos.py's lint with the brief's check list (the four keyed checks only)."""
    for repo in h3.REPOS:
        if a.only and repo != a.only:
            continue
        root = os.path.realpath(os.path.join(a.out, "src", repo))
        files = [os.path.join(root, d, cmd[cmd.index("-c") + 1]) for d, cmd in h3.REPOS[repo][1]()]
        report = os.path.join(os.path.abspath(a.out), "out", repo + ".json")
        os.makedirs(os.path.dirname(report), exist_ok=True)
        cmd = ["nice", "-n", "10", a.cudalint, "-j", "1", "--format=json", "-p", os.path.join(a.out, "db", repo),
               "--checks=" + LINT_CHECKS, "--output=" + report, "--quiet", "--source-root=" + root] + files
        print(" ".join(c if c != a.cudalint else "<cudalint>" for c in cmd[:11]), "...", flush=True)
        rc = subprocess.run(cmd).returncode
        print(f"{repo}: exit {rc}", flush=True)


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] in ("gen", "extract"):
        import argparse
        ap = argparse.ArgumentParser()
        ap.add_argument("step")
        ap.add_argument("--out", required=True)
        ap.add_argument("--mirrors")
        a = ap.parse_args()
        h3.OUT_SRC = os.path.join(os.path.abspath(a.out), "src")
        {"gen": gen, "extract": extract}[a.step](a)
        sys.exit(0)
    if len(sys.argv) > 1 and sys.argv[1] == "lint":
        h3.lint = lint
    sys.exit(h3.main())
