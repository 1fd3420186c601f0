#!/usr/bin/env python3
"""Held-out round 21 (eval/results/heldout21.md): a BLIND precision round for issue 17's four wave-2 checks
(cuda-sync-in-loop, cuda-event-needless-timing, cuda-resource-leak, cuda-unchecked-error; every cuda-* check runs, the
others are counted) on four repositories nobody on the project had used, chosen for host code that waits in loops,
creates and destroys streams and events, orders work with events, and checks (or does not check) CUDA results.
Builds: the OLD <eval-bin-s34start> (main c8206fe) and the NEW <eval-bin-s34b> (this stop's rule changes). Reuses
eval/heldout3-repos.py (db, lint, list, parse) through eval/heldout_base.py, like eval/heldout19-repos.py; the export
is this script's own (extract below: the ParRes snapshot lacks a PDF blob, at which `git archive` stops).

TU rule (fixed before any cudalint run): the translation units of each listed program's own build (its Makefile or
CMakeLists target) whose own text calls the CUDA runtime or driver API or launches a kernel
(grep '\\bcuda[A-Z][A-Za-z0-9]*\\s*\\(|\\bcu[A-Z][A-Za-z0-9]*\\s*\\(|<<<'), plus the .cu units of those builds.
Programs whose build needs software not installed here (MPI, NCCL, NVSHMEM, CUDASTF) are left out.

  ParRes/Kernels (Parallel Research Kernels, Cxx11 CUDA ports): the units of Cxx11/Makefile's targets `cuda`
    (stencil-cuda, transpose-cuda, nstream-cuda, nstream-managed-cuda) and `cublas` (transpose-cublas,
    nstream-cublas, dgemm-cublas, dgemm-multigpu-cublas, sgemm-cublas, xgemm-cublas, dgemm-managed-cublas; less
    dgemm-mpi-cublas: MPI). 11 TUs. Flags: common/make.defs.cuda's CUDAFLAGS (-g -O3 -std=c++20 --extended-lambda
    -rdc=true -D_X86INTRIN_H_INCLUDED; sm_90 for its sm_89), -DPRK_USE_CUBLAS for the cublas targets (the Makefile's
    rule); make.defs.cuda's extra -I of the 12.6 toolkit's cub/detail is left out (CUDA 13 here).
  wilicc/gpu-burn (GPU stress test, driver API + cuBLAS): Makefile: gpu_burn-drv.cpp (g++ -O3 -std=c++11
    -DIS_JETSON=false; here through nvcc as C++ with -std=c++17, which CUDA 13's headers need) and compare.cu
    (nvcc -fatbin, compute_75; here -c, sm_90). 2 TUs.
  davidrohr/caldgemm (CALDGEMM, the DGEMM library of HPL-GPU; CUDA backend): config.mak's CUDA unit
    caldgemm_cuda.cu (CUFILES with INCLUDE_CUDA=1: -DCALDGEMM_CUDA), -O3, -std=c++11 as c++17, -Xcompiler -fopenmp,
    -I. -Icmodules; caldgemm_config.h is the build's copy of caldgemm_config.sample (config.mak's rule; gen writes it
    under <out>/gen/caldgemm, not committed); the system cblas.h. The other units call no CUDA. 1 TU.
  ekondis/mixbench (mixbench-cuda): CMakeLists' executable's units main-cuda.cpp and mix_kernels_cuda.cu, C++ 11 as
    c++17, sm_90; version_info.h is written by CMake from `git describe`: gen writes a stand-in. 2 TUs.

Batch B (added after batch A's OLD run, with its own claim, pins, TU rule and key committed before any cudalint run
on it; the OLD run of batch A had shown only cuda-unchecked-error findings):
  chai-benchmarks/chai (Chai, collaborative CPU-GPU benchmark suite, Gomez-Luna et al.; CUDA-D = discrete-memory
    versions): five of the 14 CUDA-D benchmarks, picked for different host shapes before any run: BFS (iterative
    frontier loop with copies per level), CEDD (a GPU proxy thread's per-frame loop in a lambda), HSTO, TQ (task-queue
    loop), TRNS. Each benchmark's Makefile: nvcc -std=c++11 main.cpp kernel.cpp kernel.cu (CUDA_8_0 undefined: the
    discrete-memory paths); the TU rule keeps main.cpp and kernel.cu (kernel.cpp is CPU code, no CUDA call); here -c each,
    -std=c++17 (CUDA 13's headers), sm_90. 10 TUs.

  heldout21-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout21-repos.py gen --out <out>
  heldout21-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  HELDOUT21_BATCH=B heldout21-repos.py extract|db|lint|list|parse ...     (batch B; <out>/src and <out>/db are shared)
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC

SRC_EXT = (".cu", ".cuh", ".c", ".cc", ".cpp", ".h", ".hpp", ".hh", ".inl", ".txt", ".cmake", ".sample", ".mak")


def OUT_SRC():
    return h3.OUT_SRC


def gen_dir(*p):
    return os.path.join(os.path.dirname(OUT_SRC()), "gen", *p)


PRK_CUDA = ["stencil-cuda", "transpose-cuda", "nstream-cuda", "nstream-managed-cuda"]
PRK_CUBLAS = ["transpose-cublas", "nstream-cublas", "dgemm-cublas", "dgemm-multigpu-cublas", "sgemm-cublas",
              "xgemm-cublas", "dgemm-managed-cublas"]


def prk():
    f = [NVCC, "-g", "-O3", "-std=c++20", "--extended-lambda", "-arch=sm_90", "-rdc=true", "-D_X86INTRIN_H_INCLUDED"]
    return ([("Cxx11", f + ["-c", u + ".cu"]) for u in PRK_CUDA] +
            [("Cxx11", f + ["-DPRK_USE_CUBLAS", "-c", u + ".cu"]) for u in PRK_CUBLAS])


def gpu_burn():
    return [(".", [NVCC, "-O3", "-std=c++17", "-DIS_JETSON=false", "-x", "c++", "-c", "gpu_burn-drv.cpp"]),
            (".", [NVCC, "-arch=sm_90", "-c", "compare.cu"])]


def caldgemm():
    # Run C (HELDOUT21_VARIANT=C, decided after the runs' parse status, to see whether the unit's one parse error costs a
    # finding): cudaThreadSynchronize, removed by CUDA 13, defined as its successor cudaDeviceSynchronize.
    c = ["-DcudaThreadSynchronize=cudaDeviceSynchronize"] if os.environ.get("HELDOUT21_VARIANT") == "C" else []
    return [(".", [NVCC] + c + ["-O3", "-std=c++17", "-arch=sm_90", "-Xcompiler", "-fopenmp", "-DCALDGEMM_CUDA",
                   "-I" + gen_dir("caldgemm"), "-I@ROOT@", "-I@ROOT@/cmodules", "-c", "caldgemm_cuda.cu"])]


def mixbench():
    f = [NVCC, "-std=c++17", "-arch=sm_90", "-I" + gen_dir("mixbench")]
    return [("mixbench-cuda", f + ["-c", "main-cuda.cpp"]), ("mixbench-cuda", f + ["-c", "mix_kernels_cuda.cu"])]


def gen(a):
    d = os.path.join(a.out, "gen", "mixbench")
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "version_info.h"), "w").write('#define VERSION_INFO "heldout21"\n')
    d = os.path.join(a.out, "gen", "caldgemm")
    os.makedirs(d, exist_ok=True)
    src = os.path.join(a.out, "src", "davidrohr+caldgemm", "caldgemm_config.sample")
    open(os.path.join(d, "caldgemm_config.h"), "w").write(open(src).read())


def extract(a):
    """The source files (by extension) of the pinned commit, one git archive of the file list (the ParRes snapshot
    lacks a large PDF blob, at which `git archive <commit>` stops)."""
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        dst = os.path.join(a.out, "src", repo)
        os.makedirs(dst, exist_ok=True)
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        names = subprocess.run(git + ["ls-tree", "-r", "--name-only", commit] + h3.PATHS.get(repo, []),
                               check=True, stdout=subprocess.PIPE, text=True).stdout.split("\n")
        names = [n for n in names if n and (n.endswith(SRC_EXT) or os.path.basename(n).lower() == "makefile")]
        arc = subprocess.run(git + ["archive", commit] + names, check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


CHAI = ["BFS", "CEDD", "HSTO", "TQ", "TRNS"]


def chai():
    f = [NVCC, "-std=c++17", "-arch=sm_90"]
    return [("CUDA-D/" + b, f + ["-c", u]) for b in CHAI for u in ("main.cpp", "kernel.cu")]


BATCH = os.environ.get("HELDOUT21_BATCH", "A")

h3.REPOS.clear()
h3.REPOS.update({
    "ParRes+Kernels": ("04248b66a03d7f5edba8d54c9ae7834dd718027a", prk),
    "wilicc+gpu-burn": ("3ead140434da9473582b68452f7115967a7a0581", gpu_burn),
    "davidrohr+caldgemm": ("bc875b373f78b47c8e58a10353cce7ef751210a1", caldgemm),
    "ekondis+mixbench": ("236a0be007a5937e9ffb4a6c7eb1fafed6108e80", mixbench),
})
if BATCH == "B":  # HELDOUT21_BATCH=B: batch B only
    h3.REPOS.clear()
    h3.REPOS["chai-benchmarks+chai"] = ("1ad38e3607a59905c5edc4f6ae11f676a769f3d9", chai)
h3.PATHS.clear()
h3.PATHS["ParRes+Kernels"] = ["Cxx11", "common"]
h3.PATHS["chai-benchmarks+chai"] = ["CUDA-D/" + b for b in CHAI]
h3.KEYED[:] = ["cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak", "cuda-unchecked-error"]

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
