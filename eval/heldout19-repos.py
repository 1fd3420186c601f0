#!/usr/bin/env python3
"""Held-out round 19 (eval/results/heldout19.md): issue 17's four wave-2 checks (cuda-sync-in-loop,
cuda-event-needless-timing, cuda-resource-leak, cuda-unchecked-error; every cuda-* check runs) on three
repositories nobody on the project had used, chosen because their host code has loops that wait, events and
streams created in programs and helpers, graphs instantiated in benchmark functions: the shapes those checks look
for. Frozen build <eval-bin-s33b> (main e338232). Reuses eval/heldout3-repos.py (db, lint, list, parse) through
eval/heldout_base.py, like eval/heldout17-repos.py; the export is this script's own (extract below), because the
snapshots lack some large data blobs and `git archive <commit> <paths>` stops at them.

TU rule (fixed before any cudalint run): the translation units of the listed programs' own builds whose own text
calls the CUDA runtime or driver API or launches a kernel (grep '\\bcuda[A-Z][A-Za-z0-9]*\\s*\\(|<<<'), plus the
.cu units of those builds (groute's samples keep their CUDA calls in headers).

  groute/groute (asynchronous multi-GPU graph analytics: router, worklists, event pools; samples bfs, sssp, pr, cc,
    pbf and the async/micro-benchmark tests): CMakeLists.txt's executables' units, less the two library .cpp files
    (parser, utils) that call no CUDA. Flags: the Release CUDA_NVCC_FLAGS (-O3 -DNDEBUG), -std=c++17 (CUDA 13's
    headers need it where the file says c++11), sm_90, -I . -I include; gflags from the system; CUB from the CUDA
    toolkit (deps/cub is an empty submodule in the snapshot); gtest headers: the tests' units are linted only if
    they parse (no gtest is installed: they will not, said before the run).
  RRZE-HPC/gpu-benches (GPU micro-benchmark suite: STREAM, caches, latency, roofline, small kernels with a CUDA
    graph variant, host-device copies on streams): every maintained benchmark's main.cu (unmaintained/ left out),
    nvcc -O3 -std=c++17 sm_90 as their Makefiles (CUPTI from the toolkit's include folder).
  uuudown/Tartan (multi-GPU benchmark suite, Li et al.): the programs of scale-up/scale-up-nvlink that are
    Tartan's own (gmm, kmeans, planar, trueke; convnet2 is cuda-convnet2, montecarlo is the CUDA samples'
    MonteCarloMultiGPU, both in used-repos.txt; cusimann has no unit matching the rule) and the MPI programs of
    scale-out/scale-out diffusion, prbench, b2reqwp and hit (lulesh and comd are copies of codes other sessions
    claimed; scale-up/scale-up and scale-out/scale-out-{pinned,rdma} are variants of the same programs). hit: only
    its host units that use streams or events (F.c, fft_overlap.c) and transpose_kernels.cu. MPI: a stand-in
    <out>/gen/mpi/mpi.h (declarations only, written by gen). The .c units of diffusion and hit are compiled by
    mpicxx (C++) in their Makefiles: here nvcc -x c++ is not used; they are given to nvcc as C, as a plain nvcc build
    would; the MPI units as their Makefiles, -O3, sm_90, C++17 for C++.

  heldout19-repos.py extract --mirrors <mirrors> --out <out>
  heldout19-repos.py gen --out <out>
  heldout19-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin-s33b>/bin/cudalint] [--only owner+name]
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC

SRC_EXT = (".cu", ".cuh", ".c", ".cc", ".cpp", ".h", ".hpp", ".hh", ".inl", ".txt", ".cmake")


def OUT_SRC():
    return h3.OUT_SRC


def gen_dir(*p):
    return os.path.join(os.path.dirname(OUT_SRC()), "gen", *p)


def groute():
    # nvToolsExt.h: CUDA 13 ships only NVTX3, whose nvToolsExt.h is in include/nvtx3 (the samples include the NVTX2 name).
    f = [NVCC, "-O3", "-DNDEBUG", "-Xcompiler=-DNDEBUG", "-std=c++17", "-arch=sm_90", "-I@ROOT@", "-I@ROOT@/include",
         "-I" + os.path.join(os.path.dirname(os.path.dirname(NVCC)), "include", "nvtx3")]
    units = ["samples/cc/cc_async.cu", "samples/cc/main.cpp", "src/groute/graphs/csr_graph.cpp",
             "samples/bfs/bfs_async.cu", "samples/bfs/bfs_async_opt.cu", "samples/bfs/bfs_host.cpp",
             "samples/bfs/main.cpp", "samples/sssp/sssp_async.cu", "samples/sssp/sssp_async_opt.cu",
             "samples/sssp/sssp_host.cpp", "samples/sssp/main.cpp", "samples/pr/pr_async.cu",
             "samples/pr/pr_async_opt.cu", "samples/pr/pr_host.cpp", "samples/pr/main.cpp",
             "samples/pbf/pbf_async.cu", "samples/pbf/main.cpp",
             "test/async-tests/main.cpp", "test/async-tests/router_test.cu", "test/async-tests/worklist_test.cu",
             "test/async-tests/circular_worklist_test.cu", "test/micro-benchmarks/main.cpp",
             "test/micro-benchmarks/timed_kernel.cu", "test/micro-benchmarks/high_priority_copy.cu"]
    if VARIANT == "C":
        # Run C (after run A's parse status): without -DNDEBUG, which makes CUDA 13's CCCL re-declare __assert_fail
        # __host__ __device__ against clang's __device__ one (eval/probes-heldout19/assert-ndebug): 8 of run A's 10
        # unclean groute units.
        f = [x for x in f if x not in ("-DNDEBUG", "-Xcompiler=-DNDEBUG")]
    return [(".", f + ["-c", u]) for u in units]


GPU_BENCHES = ["cuda-incore", "cuda-memcpy", "gpu-cache", "gpu-l2-cache", "gpu-l2-stream", "gpu-latency",
               "gpu-roofline", "gpu-small-kernels", "gpu-stream", "gpu-strides", "um-stream"]


# Run B (HELDOUT19_VARIANT=B, decided after run A's parse status, before reading any finding): each benchmark's own
# Makefile's -std (c++20 for gpu-l2-stream and gpu-stream, which use std::string::starts_with; c++17 where the Makefile
# says c++11, as CUDA 13's headers need) and its -Xcompiler -fopenmp; gpu-roofline's -DPARN (the Makefile builds one
# binary per N; its default N := 100). Run A gave every unit -std=c++17 and no -fopenmp/-DPARN: my error.
GB_STD = {"gpu-l2-stream": "c++20", "gpu-stream": "c++20"}
GB_EXTRA = {"gpu-roofline": ["-DPARN=@PARN@"]}


def gpu_benches():
    if VARIANT == "B":
        return [(d, [NVCC, "-O3", "-std=" + GB_STD.get(d, "c++17"), "-arch=sm_90", "-Xcompiler", "-fopenmp", "-I@ROOT@",
                     "-I" + gen_dir("nvml")] + [x.replace("@PARN@", PARN) for x in GB_EXTRA.get(d, [])]
                 + ["-c", "main.cu"]) for d in GPU_BENCHES]
    # nvml.h is not installed here (no driver development package): gen writes a stand-in declaring the five NVML
    # functions and two constants the benchmarks' headers use.
    f = [NVCC, "-O3", "-std=c++17", "-arch=sm_90", "-I@ROOT@", "-I" + gen_dir("nvml")]
    return [(d, f + ["-c", "main.cu"]) for d in GPU_BENCHES]


def tartan():
    if VARIANT == "B":
        # Run B: the .c units of diffusion and hit are compiled by mpicxx (C++) in their Makefiles; run A gave them to
        # nvcc as C (my error: DiffusionMPICUDA.h and turH.h are C++).
        return [(d, cmd[:-2] + ["-x", "c++"] + cmd[-2:] if cmd[-1].endswith(".c") and
                 ("diffusion" in d or "hit" in d) else cmd) for d, cmd in tartan_a()]
    return tartan_a()


def tartan_a():
    up = "scale-up/scale-up-nvlink/"
    out = "scale-out/scale-out/"
    base = [NVCC, "-O3", "-arch=sm_90"]
    base = base + ["-I@ROOT@/scale-up/common/inc"]  # the Makefiles' $(CUDA_SDK_PATH)/common/inc: helper_cuda.h
    cxx = base + ["-std=c++17"]
    mpi = ["-I" + gen_dir("mpi")]
    u = [(up + "gmm", cxx + ["-Xcompiler", "-fopenmp", "-c", "gaussian.cu"])]
    u += [(up + "kmeans", cxx + ["-c", f]) for f in ("centroids.cu", "kmeans.cu", "labels.cu", "test.cu", "timer.cu")]
    u += [(up + "planar", cxx + ["-c", "planar_langford_multigpu.cu"])]
    u += [(up + "trueke", cxx + ["-I" + gen_dir("nvml"), "-Xcompiler", "-fopenmp", "-c", "src/main.cu"])]
    u += [(out + "diffusion", base + mpi + ["-c", f]) for f in ("Kernels.cu", "Util.cu", "Tools.c", "main.c")]
    # prbench's bundled old CUB ("cub/cub.cuh", found next to the file) collides with CUDA 13's CCCL
    # (CUB_NS_QUALIFIER #error): cuda_kernels.cu does not parse cleanly with the installed toolkit.
    u += [(out + "prbench", cxx + mpi + ["-c", f])
          for f in ("cuda_kernels.cu", "main.cpp")]
    u += [(out + "prbench", base + mpi + ["-c", f]) for f in ("adtp.c", "tmp_pool.c")]
    u += [(out + "b2reqwp", cxx + mpi + ["-c", f]) for f in ("b2r_halo_sync.cu", "eqwp.cu")]
    u += [(out + "hit/src", base + mpi + ["-I/usr/include/hdf5/serial",
                                          "-I@ROOT@/scale-out/common/libconfig-1.4.9", "-c", f]) for f in ("F.c", "fft_overlap.c", "transpose_kernels.cu")]
    return u


MPI_STANDIN = """/* stand-in written by eval/heldout19-repos.py gen: the declarations Tartan's scale-out units use, so that
   they parse without an MPI installation. Types are opaque; nothing here is MPI's text. */
#ifndef HELDOUT19_MPI_STANDIN_H
#define HELDOUT19_MPI_STANDIN_H
#ifdef __cplusplus
extern "C" {
#endif
typedef int MPI_Comm;
typedef int MPI_Datatype;
typedef int MPI_Op;
typedef int MPI_Request;
typedef int MPI_Errhandler;
typedef struct { int MPI_SOURCE, MPI_TAG, MPI_ERROR; } MPI_Status;
#define MPI_SUCCESS 0
#define MPI_COMM_WORLD ((MPI_Comm) 0x44000000)
#define MPI_CHAR ((MPI_Datatype) 1)
#define MPI_INT ((MPI_Datatype) 2)
#define MPI_FLOAT ((MPI_Datatype) 3)
#define MPI_DOUBLE ((MPI_Datatype) 4)
#define MPI_LONG_LONG ((MPI_Datatype) 5)
#define MPI_BYTE ((MPI_Datatype) 6)
#define MPI_SUM ((MPI_Op) 1)
#define MPI_MAX ((MPI_Op) 2)
#define MPI_MIN ((MPI_Op) 3)
#define MPI_IN_PLACE ((void *) -1)
#define MPI_ERRORS_RETURN ((MPI_Errhandler) 1)
#define MPI_MAX_PROCESSOR_NAME 256
#define MPI_STATUS_IGNORE ((MPI_Status *) 0)
#define MPI_STATUSES_IGNORE ((MPI_Status *) 0)
int MPI_Init(int *argc, char ***argv);
int MPI_Finalize(void);
int MPI_Comm_size(MPI_Comm comm, int *size);
int MPI_Comm_rank(MPI_Comm comm, int *rank);
int MPI_Comm_split(MPI_Comm comm, int color, int key, MPI_Comm *out);
int MPI_Get_processor_name(char *name, int *len);
int MPI_Errhandler_set(MPI_Comm comm, MPI_Errhandler h);
int MPI_Pcontrol(const int level, ...);
double MPI_Wtime(void);
int MPI_Barrier(MPI_Comm comm);
int MPI_Bcast(void *buf, int count, MPI_Datatype t, int root, MPI_Comm comm);
int MPI_Reduce(const void *s, void *r, int count, MPI_Datatype t, MPI_Op op, int root, MPI_Comm comm);
int MPI_Allreduce(const void *s, void *r, int count, MPI_Datatype t, MPI_Op op, MPI_Comm comm);
int MPI_Allgather(const void *s, int sc, MPI_Datatype st, void *r, int rc, MPI_Datatype rt, MPI_Comm comm);
int MPI_Alltoall(const void *s, int sc, MPI_Datatype st, void *r, int rc, MPI_Datatype rt, MPI_Comm comm);
int MPI_Alltoallv(const void *s, const int *sc, const int *sd, MPI_Datatype st, void *r, const int *rc,
                  const int *rd, MPI_Datatype rt, MPI_Comm comm);
int MPI_Send(const void *buf, int count, MPI_Datatype t, int dest, int tag, MPI_Comm comm);
int MPI_Recv(void *buf, int count, MPI_Datatype t, int src, int tag, MPI_Comm comm, MPI_Status *st);
int MPI_Sendrecv(const void *sb, int sc, MPI_Datatype st, int dest, int stag, void *rb, int rc, MPI_Datatype rt,
                 int src, int rtag, MPI_Comm comm, MPI_Status *status);
int MPI_Isend(const void *buf, int count, MPI_Datatype t, int dest, int tag, MPI_Comm comm, MPI_Request *req);
int MPI_Irecv(void *buf, int count, MPI_Datatype t, int src, int tag, MPI_Comm comm, MPI_Request *req);
int MPI_Wait(MPI_Request *req, MPI_Status *st);
int MPI_Waitall(int n, MPI_Request *reqs, MPI_Status *sts);
int MPI_Test(MPI_Request *req, int *flag, MPI_Status *st);
int MPI_Cancel(MPI_Request *req);
#ifdef __cplusplus
}
#endif
#endif
"""


NVML_STANDIN = """/* stand-in written by eval/heldout19-repos.py gen: what gpu-benches' gpu-clock.cuh and gpu-stats.h and Tartan's
   trueke use of NVML, declarations only (no nvml.h is installed here). */
#ifndef HELDOUT19_NVML_STANDIN_H
#define HELDOUT19_NVML_STANDIN_H
#ifdef __cplusplus
extern "C" {
#endif
typedef struct heldout19_nvmlDevice *nvmlDevice_t;
typedef int nvmlReturn_t;
typedef enum { NVML_CLOCK_GRAPHICS = 0, NVML_CLOCK_SM = 1, NVML_CLOCK_MEM = 2 } nvmlClockType_t;
typedef enum { NVML_TEMPERATURE_GPU = 0 } nvmlTemperatureSensors_t;
typedef enum { NVML_COMPUTEMODE_DEFAULT = 0 } nvmlComputeMode_t;
typedef struct { unsigned int gpu, memory; } nvmlUtilization_t;
#define NVML_SUCCESS 0
#define NVML_ERROR_UNINITIALIZED 1
#define NVML_ERROR_INVALID_ARGUMENT 2
#define NVML_ERROR_NOT_SUPPORTED 3
#define NVML_ERROR_GPU_IS_LOST 15
#define NVML_ERROR_UNKNOWN 999
nvmlReturn_t nvmlShutdown(void);
nvmlReturn_t nvmlDeviceGetCount(unsigned int *count);
nvmlReturn_t nvmlDeviceGetName(nvmlDevice_t device, char *name, unsigned int length);
nvmlReturn_t nvmlSystemGetDriverVersion(char *version, unsigned int length);
nvmlReturn_t nvmlDeviceGetUtilizationRates(nvmlDevice_t device, nvmlUtilization_t *utilization);
nvmlReturn_t nvmlInit(void);
nvmlReturn_t nvmlDeviceGetHandleByIndex(unsigned int index, nvmlDevice_t *device);
nvmlReturn_t nvmlDeviceGetClockInfo(nvmlDevice_t device, nvmlClockType_t type, unsigned int *clock);
nvmlReturn_t nvmlDeviceGetPowerUsage(nvmlDevice_t device, unsigned int *power);
nvmlReturn_t nvmlDeviceGetTemperature(nvmlDevice_t device, nvmlTemperatureSensors_t sensor, unsigned int *temp);
#ifdef __cplusplus
}
#endif
#endif
"""


def gen(a):
    for name, text in (("mpi", MPI_STANDIN), ("nvml", NVML_STANDIN)):
        d = os.path.join(a.out, "gen", name)
        os.makedirs(d, exist_ok=True)
        open(os.path.join(d, name + ".h"), "w").write(text)


def extract(a):
    """The source files (by extension) of PATHS at the pinned commit, one git archive of the file list: the
    snapshots lack some large data blobs, at which `git archive <commit> <folder>` stops."""
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        dst = os.path.join(a.out, "src", repo)
        os.makedirs(dst, exist_ok=True)
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        names = subprocess.run(git + ["ls-tree", "-r", "--name-only", commit] + h3.PATHS.get(repo, []),
                               check=True, stdout=subprocess.PIPE, text=True).stdout.split("\n")
        names = [n for n in names if n and (n.endswith(SRC_EXT) or os.path.basename(n) == "Makefile")]
        arc = subprocess.run(git + ["archive", commit] + names, check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


VARIANT = os.environ.get("HELDOUT19_VARIANT", "")
PARN = "100"  # gpu-roofline/Makefile: N := 100

h3.REPOS.clear()
h3.REPOS.update({
    "groute+groute": ("5ce16044e4a6e11b9729e4ded01bd2c4a20b7c85", groute),
    "RRZE-HPC+gpu-benches": ("1038c5d0d0f48cfe9912930d34eb2d8a31b72b9b", gpu_benches),
    "uuudown+Tartan": ("e3166abc3b1ea79c789fd3aae5c31dde03d9214b", tartan),
})
h3.PATHS.clear()
h3.PATHS["uuudown+Tartan"] = ["scale-up/common/inc", "scale-out/common/libconfig-1.4.9", "scale-up/scale-up-nvlink/gmm", "scale-up/scale-up-nvlink/kmeans",
                              "scale-up/scale-up-nvlink/planar", "scale-up/scale-up-nvlink/trueke",
                              "scale-out/scale-out/diffusion", "scale-out/scale-out/prbench",
                              "scale-out/scale-out/b2reqwp", "scale-out/scale-out/hit"]
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
