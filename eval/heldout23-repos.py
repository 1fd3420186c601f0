#!/usr/bin/env python3
"""Held-out round 23 (eval/results/heldout23.md): a BLIND precision round for issue 15's four checks
(cuda-pageable-async-memcpy, cuda-missing-stream, cuda-default-stream, cuda-alloc-in-loop; every cuda-* check runs) over
three repositories nobody on the project had used, chosen for host code that creates several CUDA streams AND also
works on the legacy default stream (launches without a stream, synchronous cudaMemcpy/cudaMemset), copies host
buffers with cudaMemcpyAsync, and allocates in loops. Builds: NEW <eval-bin-s34d> (main 2cfc288), OLD
<eval-bin-s34start> (main c8206fe). Method and scripts as eval/heldout22-repos.py (heldout3-repos.py's db/lint/parse
through heldout_base.py; export by file list, here without .txt data files, some of which the snapshots lack).

TU rule (fixed before any cudalint run): per repository, the named units of the application's own build below (its
Makefile), chosen by a fixed rule stated per repository, each of which calls the CUDA runtime (directly or through the
repository's macros) or launches a kernel in its own text:

  GPUSPH/gpusph @08ffd94 (multi-GPU SPH fluid simulator, the large one: one GPUWorker thread per device, three
    non-blocking copy streams per worker plus kernels on the legacy default stream): the Makefile's CCFILES (host .cc,
    built with $(CXX)) whose own text calls the CUDA runtime (grep -E '\bcuda[A-Z][A-Za-z0-9]*\s*\(|<<<'), i.e.
    src/GPUWorker.cc and src/cuda/cudautil.cc, plus the Makefile's default problem's unit src/problems/DamBreak3D.cu
    (CUFILES are the problems; each includes cuda/cudasimframework.cu, which includes every engine .cu). Flags: the
    Makefile's (INCPATH = src and every subdir, problems dir, the opts dir; -D__STDC_CONSTANT_MACROS
    -D__STDC_LIMIT_MACROS -D_GLIBCXX_USE_C99_MATH -DUSE_HDF5=0; -O3; --use_fast_math for the .cu; -std=c++11 as
    c++17 for CUDA 13's headers). The .opt headers the Makefile writes (Makefile:905-961) are written by gen with its
    defaults (not committed). 3 TUs.
  brucefan1983/GPUMD @d98135d (GPU molecular dynamics; NEP machine-learned potential with a multi-GPU variant that
    creates a stream per GPU; everything else on the default stream, gpu* macros of utilities/gpu_macro.cuh that
    expand to the cuda* API): the units of src/force/ whose name starts with "nep": nep.cu, nep_charge.cu,
    nep_multigpu.cu. Flags: src/makefile's (nvcc -std=c++14 as c++17, -O3, -I./, sm_90). 3 TUs.
  DualSPHysics/DualSPHysics @ef3721a (SPH solver, GPU build: several floating-body streams StmFloatings[], kernels with
    and without a stream, JArraysGpu allocator): the host units of src/source/Makefile's GPU build whose name starts
    with "JSphGpu" (the GPU solver driver) plus the GPU array allocator JArraysGpu.cpp: JSphGpu.cpp, JSphGpuSingle.cpp,
    JSphGpuSingle_VRes.cpp, JArraysGpu.cpp (all call the CUDA runtime by the grep; JSphGpuSingle_InOut.cpp does not).
    Flags: the Makefile's CCFLAGS (g++ -O3 -fopenmp -D_WITHGPU -std=c++0x as c++17 -D_WITHMR -ffast-math -I./). 4 TUs.

10 TUs; all 10 preprocess with nvcc -E (checked before any cudalint run).

  heldout23-repos.py extract --mirrors <mirrors> --out <out> [--only owner+name]   (<mirrors>/<owner>+<name>/repo)
  heldout23-repos.py gen --out <out>
  heldout23-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  HELDOUT23_VARIANT=C heldout23-repos.py db|lint|parse --out <outC> --only GPUSPH+gpusph|DualSPHysics+DualSPHysics ...
"""
import os, re, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC

SRC_EXT = (".cu", ".cuh", ".c", ".cc", ".cpp", ".h", ".hpp", ".hh", ".inl", "CMakeLists.txt", ".cmake", ".ac", ".sh", ".hu", ".opt", ".mk", ".def", ".awk")


def gen_dir(*p):
    return os.path.join(os.path.dirname(h3.OUT_SRC), "gen", *p)


def std_flag():
    # Run C (decided after the first runs' parse status): the Makefiles' own language standard (GPUSPH -std=c++11,
    # DualSPHysics -std=c++0x) instead of c++17. Under c++17 GPUSPH's cpp11_missing.h:106 ('using std::as_const();') and
    # DualSPHysics' 'byte' (TypesDef.h:36 vs std::byte under 'using namespace std') do not compile.
    return "-std=c++11" if os.environ.get("HELDOUT23_VARIANT") == "C" else "-std=c++17"


def gpusph():
    root = os.path.join(h3.OUT_SRC, "GPUSPH+gpusph")
    subs = sorted(os.path.relpath(d, root) for d, _, _ in os.walk(os.path.join(root, "src"))
                  if not os.path.relpath(d, root).startswith("src/problems/") or d.endswith("problems"))
    inc = ["-I" + s for s in subs] + ["-I" + gen_dir("GPUSPH", "opts")]
    cpp = ["-D__STDC_CONSTANT_MACROS", "-D__STDC_LIMIT_MACROS", "-D_GLIBCXX_USE_C99_MATH", "-DUSE_HDF5=0"]
    return ([(".", [NVCC, "-x", "c++", std_flag(), "-O3"] + inc + cpp + ["-c", u])
             for u in ("src/GPUWorker.cc", "src/cuda/cudautil.cc")] +
            [(".", [NVCC, std_flag(), "-O3", "-arch=sm_90", "--use_fast_math"] + inc + cpp +
              ["-c", "src/problems/DamBreak3D.cu"])])


def gpumd():
    return [("src", [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "-I./", "-c", "force/" + u])
            for u in ("nep.cu", "nep_charge.cu", "nep_multigpu.cu")]


def dualsph():
    f = [NVCC, "-x", "c++", std_flag(), "-O3", "-Xcompiler", "-fopenmp", "-D_WITHGPU", "-D_WITHMR",
         "-Xcompiler", "-ffast-math", "-I./"]
    return [("src/source", f + ["-c", u])
            for u in ("JSphGpu.cpp", "JSphGpuSingle.cpp", "JSphGpuSingle_VRes.cpp", "JArraysGpu.cpp")]


def gen(a):
    # GPUSPH's Makefile writes these option headers (Makefile:905-961) with its defaults: no debug, COMPUTE 90 (the
    # Makefile asks scripts/define-cuda-cc.sh), fastmath 1, no MPI/HDF5/Chrono/Catalyst, linearization yzx.
    d = os.path.join(a.out, "gen", "GPUSPH", "opts")
    os.makedirs(d, exist_ok=True)
    opts = {"dbg_select.opt": "#undef _DEBUG_\n", "compute_select.opt": "#define COMPUTE 90\n",
            "fastmath_select.opt": "#define FASTMATH 1\n", "mpi_select.opt": "#define USE_MPI 0\n",
            "hdf5_select.opt": "#define USE_HDF5 0\n", "chrono_select.opt": "#define USE_CHRONO 0\n",
            "catalyst_select.opt": "#define USE_CATALYST 0\n",
            "linearization_select.opt": '#define LINEARIZATION "yzx"\n#define COORD1 y\n#define COORD2 z\n#define COORD3 x\n',
            "gpusph_version.opt": '#define GPUSPH_VERSION "heldout23"\n', "git_info.opt": '#define GIT_INFO_OUTPUT ""\n',
            "make_show.opt": '#define MAKE_SHOW_OUTPUT ""\n', "problem_select.opt": '#include "DamBreak3D.h"\n'}
    for k, v in opts.items():
        open(os.path.join(d, k), "w").write(v)


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
    "GPUSPH+gpusph": ("08ffd94ddc4a076361f0e5f6e2bfde7874ba087f", gpusph),
    "brucefan1983+GPUMD": ("d98135deee27068f4f30605fbc581d4c613fff99", gpumd),
    "DualSPHysics+DualSPHysics": ("ef3721a861fda961f0e2f9ec4cd317b19de99086", dualsph),
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
