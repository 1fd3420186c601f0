#!/usr/bin/env python3
"""Held-out round 25 (eval/results/heldout25.md): a BLIND precision round for the wave-2 checks over three repositories
nobody on the project had used, chosen for host code with CUDA error handling of varied quality, loops that wait, events
(timing and ordering), streams created and destroyed, asynchronous copies into host buffers read soon after, and stream
capture / CUDA graphs. Keyed and judged: issue 17's cuda-unchecked-error, cuda-sync-in-loop, cuda-event-needless-timing,
cuda-resource-leak and issue 16's cuda-host-access-before-sync, cuda-event-timing-stream, cuda-capture-unsafe-call;
every cuda-* check runs. Builds: OLD <eval-bin-s34d> (main 2cfc288), NEW <eval-bin-s35a> (the main commit its COMMIT
file names). Reuses eval/heldout3-repos.py (db, lint, list, parse) through eval/heldout_base.py, like
eval/heldout22-repos.py.

TU rule (fixed before any cudalint run): per repository, the named units of its own library or benchmark build that
call the CUDA runtime or driver API or launch a kernel (grep -E '\\bcuda[A-Z][A-Za-z0-9]*\\s*\\(|\\bcu[A-Z][A-Za-z0-9]*\\s*\\(|<<<'),
restricted to one named group per repository to stay within 15 units:

  SeisSol/Device (SeisSol's GPU abstraction layer; streams with priorities, events, stream capture into graphs, host
    functions on streams): the seven units of cuda.cmake's `device` library under interfaces/cuda/ (Control, Memory,
    Events, Copy, Streams, Graphs, Internals .cu; all seven match the grep). The algorithms/cudahip/ units of the same
    library (kernels and their launchers) are left out by the group rule. Flags: cuda.cmake's (CUDA 17,
    --expt-relaxed-constexpr, -DDEVICE_CUDA_LANG, -DDEVICE_LANG_CUDA, -DDEVICE_USE_GRAPH_CAPTURING (CMake option
    USE_GRAPH_CAPTURING, default ON), include dirs interfaces/cuda, interfaces/common, algorithms/cuda, the root,
    submodules (TUM-I5/utils at the pinned submodule commit: utils/logger.h, utils/env.h)), sm_90. 7 TUs.
  quim0/WFA-GPU (GPU wavefront aligner; two streams per batch loop, pinned result buffers copied back asynchronously,
    CUDA_CHECK_ERR after some calls): the Makefile's $(wildcard lib/*.cu) of SRC_LIB: align.cu, sequence_alignment.cu,
    sequence_packing.cu (all three match the grep; lib/kernels/*.cu are device code, utils/device_query.cu is outside
    the group). Flags: NVCC_OPTIONS and ARGS of wfa-gpu-so (-O3 -maxrregcount=64 -I . -Ilib/ -Xcompiler -fPIC
    -Xcompiler -fopenmp -dc), sm_90 for sm_80. 3 TUs.
  c3sr/comm_scope (Comm|Scope, CUDA communication/runtime micro-benchmarks on Google Benchmark and libscope): the CUDA
    graph benchmarks of src/libcudart/CMakeLists.txt's comm_CUDA_SOURCES, the five units whose names start with
    cudaGraph (cudaGraphInstantiate_cudaMemcpyAsync, cudaGraphInstantiate_kernel, cudaGraphLaunch_cudaMemcpy3DAsync,
    cudaGraphLaunch_cudaMemcpyAsync, cudaGraphLaunch_kernel; all match the grep). Flags: the comm_scope target's
    (-DSCOPE_USE_CUDA=1, libscope's include dir, the generated config.hpp dirs), C++17 for its CUDA_STANDARD 11 (CUDA 13
    needs 17), SCOPE_USE_NUMA=0 (libnuma headers are not installed), SCOPE_USE_OPENMP=1 with -Xcompiler -fopenmp,
    SCOPE_USE_NVTX=1 with the toolkit's nvtx3 dir, sm_90. libscope is the submodule thirdparty/libscope
    (cwpearson/libscope at the pinned submodule commit); Google Benchmark and spdlog are the system's. 5 TUs.

15 TUs.

  heldout25-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout25-repos.py gen --out <out>
  heldout25-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
"""
import os, re, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC

# Submodules at the commits the pinned trees name: (repository, mirror, commit, path in the tree).
SUBMODULES = [("c3sr+comm_scope", "cwpearson+libscope", "8a24547d4628e29aeffc607fd40bdc9b1bcc1ff3", "thirdparty/libscope"),
              ("SeisSol+Device", "TUM-I5+utils", "d83d3bc1f8f1c71291af81b1b94623abbeb690ce", "submodules/utils")]


def gen_dir(*p):
    return os.path.join(os.path.dirname(h3.OUT_SRC), "gen", *p)


SEISSOL = ["Control.cu", "Memory.cu", "Events.cu", "Copy.cu", "Streams.cu", "Graphs.cu", "Internals.cu"]


def seissol():
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "--expt-relaxed-constexpr", "-DDEVICE_CUDA_LANG",
         "-DDEVICE_LANG_CUDA", "-DDEVICE_USE_GRAPH_CAPTURING", "-I@ROOT@/interfaces/cuda", "-I@ROOT@/interfaces/common",
         "-I@ROOT@/algorithms/cuda", "-I@ROOT@", "-I@ROOT@/submodules", "-Xcompiler", "-fPIC"]
    return [("interfaces/cuda", f + ["-c", u]) for u in SEISSOL]


def wfa():
    f = [NVCC, "-O3", "-maxrregcount=64", "-gencode", "arch=compute_90,code=sm_90", "-I@ROOT@", "-I@ROOT@/lib",
         "-Xcompiler", "-fPIC", "-Xcompiler", "-fopenmp", "-dc"]
    return [(".", f + ["-c", "lib/" + u]) for u in ("align.cu", "sequence_alignment.cu", "sequence_packing.cu")]


COMM = ["cudaGraphInstantiate_cudaMemcpyAsync.cu", "cudaGraphInstantiate_kernel.cu",
        "cudaGraphLaunch_cudaMemcpy3DAsync.cu", "cudaGraphLaunch_cudaMemcpyAsync.cu", "cudaGraphLaunch_kernel.cu"]


def comm_scope():
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "-DSCOPE_USE_CUDA=1", "-DSCOPE_USE_NUMA=0", "-DSCOPE_USE_OPENMP=1",
         "-DSCOPE_USE_NVTX=1", "-Xcompiler", "-fopenmp", "-I@ROOT@/thirdparty/libscope/include",
         "-I" + gen_dir("comm_scope"), "-I" + gen_dir("libscope"), "-I/usr/local/cuda/include/nvtx3", "-I@ROOT@/src"]
    return [("src/libcudart", f + ["-c", u]) for u in COMM]


def gen(a):
    # comm_scope's CMakeLists configure_file: src/config.hpp.in -> <build>/src/config.hpp; libscope's
    # include/scope/config.hpp.in -> <build>/include/scope/config.hpp (version and git values only).
    root = os.path.join(a.out, "src", "c3sr+comm_scope")
    vals = {"PROJECT_VERSION_MAJOR": "0", "PROJECT_VERSION_MINOR": "0", "PROJECT_VERSION_PATCH": "0",
            "PROJECT_VERSION_TWEAK": "0", "PROJECT_NAME": "comm_scope", "PROJECT_VERSION": "0.0.0"}
    for src, dst in ((os.path.join(root, "src", "config.hpp.in"), os.path.join(a.out, "gen", "comm_scope", "config.hpp")),
                     (os.path.join(root, "thirdparty", "libscope", "include", "scope", "config.hpp.in"),
                      os.path.join(a.out, "gen", "libscope", "scope", "config.hpp"))):
        text = re.sub(r"@([A-Z0-9_]+)@", lambda m: vals.get(m.group(1), ""), open(src).read())
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        open(dst, "w").write(text)


def extract(a):
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        dst = os.path.join(a.out, "src", repo)
        os.makedirs(dst, exist_ok=True)
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        arc = subprocess.run(git + ["archive", commit], check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)
        for owner, mirror, sub_commit, path in SUBMODULES:
            if owner != repo:
                continue
            sub = os.path.join(dst, path)
            os.makedirs(sub, exist_ok=True)
            git = ["git", "--git-dir", os.path.join(a.mirrors, mirror, "repo")]
            arc = subprocess.run(git + ["archive", sub_commit], check=True, stdout=subprocess.PIPE).stdout
            subprocess.run(["tar", "-x", "-C", sub], input=arc, check=True)


h3.REPOS.clear()
h3.REPOS.update({
    "SeisSol+Device": ("7d178935e7951e1614a4bbc71389dea41380a518", seissol),
    "quim0+WFA-GPU": ("98aaefe5f07fe51cca675a2ee84ee229ebb763fb", wfa),
    "c3sr+comm_scope": ("6fe6b46b87409a94f597e948c067ccc997f24e54", comm_scope),
})
h3.PATHS.clear()
h3.KEYED[:] = ["cuda-unchecked-error", "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak",
               "cuda-host-access-before-sync", "cuda-event-timing-stream", "cuda-capture-unsafe-call"]

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
