#!/usr/bin/env python3
"""Held-out round 22 (eval/results/heldout22.md): a BLIND precision round over three repositories nobody on the project
had used, chosen for host code that creates and uses several CUDA streams (and events), loops that launch kernels and
wait, and CUDA API calls with and without error checks. Keyed and judged: issue 15's four (cuda-pageable-async-memcpy,
cuda-missing-stream, cuda-default-stream, cuda-alloc-in-loop) and issue 17's four (cuda-sync-in-loop,
cuda-event-needless-timing, cuda-resource-leak, cuda-unchecked-error); every cuda-* check runs.
Builds: NEW <eval-bin-s34c> (main 00d121e), OLD <eval-bin-s34start> (main c8206fe). Reuses eval/heldout3-repos.py (db,
lint, list, parse) through eval/heldout_base.py, like eval/heldout21-repos.py; the export is heldout21's (file list by
extension: the GASAL2 snapshot lacks a test-data blob, at which `git archive <commit>` stops).

TU rule (fixed before any cudalint run): the translation units of each repository's library build (its Makefile or
CMakeLists target) whose own text calls the CUDA runtime or driver API or launches a kernel
(grep -E '\\bcuda[A-Z][A-Za-z0-9]*\\s*\\(|\\bcu[A-Z][A-Za-z0-9]*\\s*\\(|<<<'); examples, tests and Python bindings are
left out; units of the build without such a call (device-only kernel files, CPU code) are left out.

  nahmedraja/GASAL2 (GPU-accelerated sequence-alignment library; a batch per stream, gasal_aln_async /
    gasal_is_aln_async_done): Makefile SOURCES = args_parser host_batch ctors interfaces res gasal_align.cu; by the grep
    host_batch.cpp, ctors.cpp, interfaces.cpp, res.cpp, gasal_align.cu (args_parser.cpp calls none). Flags: the
    Makefile's (-g -O3 -std=c++11 as c++17 for CUDA 13, -DMAX_QUERY_LEN=... -DN_CODE=..., configure/Makefile values: here
    MAX_QUERY_LEN=1024 N_CODE=0x4E N_PENALTY undefined), the .cu with --default-stream per-thread (the Makefile's), the
    .cpp through g++ (here nvcc -x c++). 5 TUs.
  mgawan/ADEPT (multi-GPU Smith-Waterman aligner, LBNL; two streams per GPU driver, events for timing): adept/
    CMakeLists' library units *.cpp compiled as CUDA (CMAKE_CUDA_STANDARD 11 as c++17); by the grep driver.cpp only
    (kernel.cpp has device code only). 1 TU.
  ledatelescope/bifrost (radio-astronomy GPU stream-processing pipeline framework; a CUDA stream per block thread,
    ring buffers, cuFFT/cuBLAS, NVRTC-compiled map kernels): src/Makefile.in's LIBBIFROST_OBJS with HAVE_CUDA=1; by the
    grep cuda.cpp, map.cpp, memory.cpp, fdmt.cu, fft.cu, fft_kernels.cu, fir.cu, guantize.cu, gunpack.cu,
    linalg_kernels.cu, reduce.cu, romein.cu, romein_kernels.cu, transpose.cu. Flags: -std=c++17 (configure's choice
    for nvcc >= 11), -O3, -I. (src), -Xcompiler -fPIC, sm_90. bifrost/config.h is written by configure from config.h.in:
    gen writes a stand-in (CUDA enabled, CUDA 13.0, arch 90, GPU_EXP_PINNED_ALLOC=0 as config/cuda.m4 decides when thrust/system/cuda/memory.h exists, the map kernel disk cache on as configure.ac defaults, other features off as configure.ac defaults or for want of their libraries; not committed). 14 TUs.

20 TUs; all 20 preprocess with nvcc -E (checked before any cudalint run).

  heldout22-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout22-repos.py gen --out <out>
  heldout22-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  HELDOUT22_VARIANT=C heldout22-repos.py db|lint|parse --out <outC> --only ledatelescope+bifrost --cudalint ...
"""
import os, re, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC

SRC_EXT = (".cu", ".cuh", ".c", ".cc", ".cpp", ".h", ".hpp", ".hh", ".inl", ".txt", ".cmake", ".in", ".ac", ".sh", ".hu")


def gen_dir(*p):
    return os.path.join(os.path.dirname(h3.OUT_SRC), "gen", *p)


def gasal2():
    d = ["-DMAX_QUERY_LEN=1024", "-DN_CODE=0x4E"]
    return ([("src", [NVCC, "-g", "-O3", "-std=c++17", "-x", "c++"] + d + ["-c", u])
             for u in ("host_batch.cpp", "ctors.cpp", "interfaces.cpp", "res.cpp")] +
            [("src", [NVCC, "-g", "-O3", "-std=c++17", "-arch=sm_90", "--default-stream", "per-thread"] + d +
              ["-c", "gasal_align.cu"])])


def adept():
    return [("adept", [NVCC, "-std=c++17", "-arch=sm_90", "-rdc=true", "-x", "cu", "-c", "driver.cpp"])]


BIFROST = ["cuda.cpp", "map.cpp", "memory.cpp", "fdmt.cu", "fft.cu", "fft_kernels.cu", "fir.cu", "guantize.cu",
           "gunpack.cu", "linalg_kernels.cu", "reduce.cu", "romein.cu", "romein_kernels.cu", "transpose.cu"]


def bifrost():
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "-Xcompiler", "-fPIC", "-I" + gen_dir("bifrost"), "-I."]
    units = BIFROST
    if os.environ.get("HELDOUT22_VARIANT") == "C":
        # Run C (decided after the runs' parse status, to see whether fft.cu's and fft_kernels.cu's parse errors cost a
        # finding): the three cufftResult values CUDA 13 removed, which fft_kernels.h's error-string switch names, defined
        # as distinct unused values.
        units = ["fft.cu", "fft_kernels.cu"]
        f = f + ["-DCUFFT_INCOMPLETE_PARAMETER_LIST=100", "-DCUFFT_PARSE_ERROR=101", "-DCUFFT_LICENSE_ERROR=102"]
    return [("src", f + (["-x", "cu"] if u.endswith(".cpp") else []) + ["-c", u]) for u in units]


def gen(a):
    vals = {"ALIGNMENT": "4096", "HAVE_CUDA": "1", "CUDA_VERSION": "13.0", "GPU_ARCHS": "90", "GPU_MIN_ARCH": "90",
            "GPU_MAX_ARCH": "90", "GPU_SHAREDMEM": "49152", "GPU_PASCAL_MANAGEDMEM": "1", "GPU_EXP_PINNED_ALLOC": "0",
            "MAP_KERNEL_STDCXX": "c++17", "HAVE_MAP_CACHE": "1", "PACKAGE_VERSION_MAJOR": "0",
            "PACKAGE_VERSION_MINOR": "10", "HAVE_TMPFS": "/dev/shm/bifrost"}
    src = os.path.join(a.out, "src", "ledatelescope+bifrost", "src", "bifrost", "config.h.in")
    text = re.sub(r"@([A-Z0-9_]+)@", lambda m: vals.get(m.group(1), "0"), open(src).read())
    d = os.path.join(a.out, "gen", "bifrost", "bifrost")
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, "config.h"), "w").write(text)
    # src/Makefile.in's JIT_SOURCES: each header stringified by src/stringify.cpp (static const char* <name> = "...";)
    for h in ("Complex.hpp", "Vector.hpp", "IndexArray.cuh", "ArrayIndexer.cuh", "ShapeIndexer.cuh", "int_fastdiv.h"):
        lines = open(os.path.join(os.path.dirname(os.path.dirname(src)), h)).read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        lit = "".join('"%s\\n"\n' % l.replace("\\", "\\\\").replace('"', '\\"') for l in lines)
        name = re.sub(r"[^A-Za-z0-9]", "_", h)
        open(os.path.join(d, "..", h + ".jit"), "w").write("static const char* %s =%s;\n" % (name, lit))
    # GASAL2's configure.sh: gasal.h's #include of cuda_runtime.h rewritten to the given toolkit's (sed -i in place)
    g = os.path.join(a.out, "src", "nahmedraja+GASAL2", "src", "gasal.h")
    t = open(g).read()
    open(g, "w").write(re.sub(r'.*cuda_runtime\.h"', '#include "/usr/local/cuda/targets/x86_64-linux/include/cuda_runtime.h"', t))


def extract(a):
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        dst = os.path.join(a.out, "src", repo)
        os.makedirs(dst, exist_ok=True)
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        names = subprocess.run(git + ["ls-tree", "-r", "--name-only", commit], check=True, stdout=subprocess.PIPE,
                               text=True).stdout.split("\n")
        names = [n for n in names if n and (n.endswith(SRC_EXT) or os.path.basename(n).lower() == "makefile")]
        arc = subprocess.run(git + ["archive", commit] + names, check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


h3.REPOS.clear()
h3.REPOS.update({
    "nahmedraja+GASAL2": ("106d94ee53fc847214fb05f2f9f892538a5d3baf", gasal2),
    "mgawan+ADEPT": ("4f17274dc98bb68c8bab12ba2bcb2653eac1f08d", adept),
    "ledatelescope+bifrost": ("c48289202db25501e6bec4e55c0812827b73ce4c", bifrost),
})
h3.PATHS.clear()
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop",
               "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak", "cuda-unchecked-error"]

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
