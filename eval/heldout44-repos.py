#!/usr/bin/env python3
"""Held-out round 44 (eval/results/heldout44.md): a BLIND precision round, stop 45: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout44-key.tsv) is written from docs/checks/cuda/*.md before any cuda-* run on
these units. Build: BLIND <eval-bin-s45b> (the commit in <eval-bin-s45b>/COMMIT); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py and eval/heldout43-repos.py.

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own
flags, sm_90:

  TinkerTools/tinker9 (the LARGE multi-stream application: a GPU molecular-dynamics engine (AMOEBA/HIPPO polarizable
    force fields): its CUDA runtime layer (src/cudart: device arrays copied host<->device on the default compute
    stream g::s0 or the PME stream g::spme, events that order the PME stream after s0, pinned staging, a thrust cache
    allocator), MD-trajectory saving that copies coordinates to pinned host buffers on a separate stream (mdsave.cpp),
    and the CUDA kernels' launch units). The build: CMakeLists.txt with gpu_lang=cuda (GPU_LANG CUDA, the CUDA-only
    platform), prec=mixed (the default: TINKER_MIXED_PRECISION), Release (the default build type). Units:
    src/CMakeLists.txt's tinker9_cpp library's cudart/*.cpp (darray, error, fft, pmestream, thrustcache: 5, named for
    their role; cudart/gpucard.cpp, the sixth, was dropped after the preparse, before the key and any run: it reads
    cudaDeviceProp fields that CUDA 13 removed, so it does not compile against this machine's toolkit) and, of tinker9_cpp (src/*.cpp, src/{amoeba,bonded,hippo,md}/*.cpp) and tinker9_cu
    (src/cu/*.cu, src/cu/{amoeba,hippo}/*.cu), the units with at least 24 lines matching
    'cuda[A-Z][A-Za-z]*\\(|g::s0|g::spme|g::q0|g::q1|g::qpme|MemcpyAsync|cudaStream_t|cudaEvent|pinned' (git grep -c
    at the pinned commit, decided before any run): cu/evalence.cu, mdsave.cpp, amoeba/epolar.cpp, cu/amoeba/pcg.cu,
    md/lflpiston.cpp, cu/hippo/expol.cu (6); plus, named for its role, cu/amoeba/binding.cu (the pinned/async copies of
    the binding-energy path): 12 units (T9 below). Flags: the __t9_intf interface's defines -DTINKER_MIXED_PRECISION
    -DTINKER_CUDART -DTINKER_GPULANG_CUDA -DTINKER9_DIR=<root>; include dirs include/, include/syntax/acc (the C++
    units) or include/syntax/cu (tinker9_cu), ext/interface/cpp and ext/interface/include/tinker/gfortran (tinkerFToCpp's
    and tinkerObjCpp's public include dirs with gfortran, the Fortran compiler the README names), the CUDA include dir; g++ -O3 -DNDEBUG (Release); nvcc -O3 -DNDEBUG --use_fast_math -rdc=true (CUDA_SEPARABLE_COMPILATION). C++
    standard: the project's STD option (a cache string; AUTO picks 14); -std=c++17 here, the minimum of this machine's
    CUDA 13 CCCL headers, which thrust (included by the .cu units and thrustcache.cpp) needs.
  AutomataLab/Subway (out-of-GPU-memory graph analytics (EuroSys'20): BFS/SSSP/CC/SSWP/PageRank over graphs whose edge
    lists live in pinned host memory (cudaMallocHost); each iteration generates the active subgraph on the GPU
    (prefix sums, compaction), copies its edges host->device partition by partition and runs the kernels; sync and
    async variants): the Makefiles' units shared/graph.cu, shared/subgraph.cu, shared/subgraph_generator.cu (the
    runtime calls of shared/) and, of subway/'s ten programs, the BFS and PageRank sync/async pairs and sssp-async.cu
    (cc/sswp are line-for-line copies of bfs/sssp with another update rule): 8 units (SW below). Flags (Makefile): nvcc
    -O3 -arch=sm_60 -> sm_90 here; -std=c++11 in the Makefile, -std=c++17 here (CUDA 13's CCCL minimum; the units
    include thrust).
  ChASE-library/ChASE (the Chebyshev Accelerated Subspace iteration Eigensolver of dense Hermitian problems used by
    DFT and BSE codes (FLEUR, Jena BSE): its GPU path keeps the matrix on the device, runs Lanczos, filtering, QR and
    Rayleigh-Ritz with cuBLAS/cuSOLVER on a stream, and copies small results (Ritz values, residuals, Lanczos
    coefficients) host<->device): linalg/CMakeLists.txt's chase_cuda_kernels library, its units with at least 8 lines
    matching 'cuda[A-Z][A-Za-z]*\\(|MemcpyAsync|cudaStream_t|cudaEvent' (git grep -c at the pinned commit):
    householder_scalar_kernel.cu, lanczos_kernels.cu, pseudo_hermitian_lanczos_diag.cu, shiftDiagonal.cu, lacpy.cu,
    flipSign.cu, precision_conversion.cu (7); plus tests/noinput.cpp as CMakeLists.txt's chase_driver_gpu (linked to
    chase_gpu: the serial GPU solver, Impl/chase_gpu/chase_gpu.hpp with linalg/internal/cuda/*.hpp): 8 units (CH
    below). Flags: CMake's empty default build type (no -O); nvcc -std=c++17 -rdc=true (CUDA_SEPARABLE_COMPILATION);
    g++ -std=c++17 for the driver with chase_algorithm's defines -DQR_DOUBLE_PRECISION (CHASE_QR_DOUBLE_PRECISION on
    by default) -DCHASE_ENABLE_GPU_RESIDENT_LANCZOS and chase_gpu's/matrix_gpu's -DHAS_CUDA=1; include dirs: the root,
    the build dir (chase_config.h, generated from chase_config.h.in as CMake's configure_file does with MPI found (the
    CUDA build requires CUDA-aware MPI), CUDA on, no NCCL and no ScaLAPACK on this machine) under <out>/gen/chase,
    with fortran_mangle.h (FortranCInterface_HEADER's for gfortran: lower case, one trailing underscore, MACRO_NAMESPACE
    FC_) beside it,
    external/{blaspp,lapackpp,cublaspp,cusolverpp}, linalg/internal/cuda, the CUDA include dir; OpenMPI's include dir
    (MPI::MPI_CXX) for the driver.

  heldout44-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout44-repos.py db|lint|list --out <out> [--cudalint <eval-bin-s45b>/bin/cudalint] [--only owner+name]
  heldout44-repos.py preparse --out <out> --cudalint <eval-bin-s45b>/bin/cudalint
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, CUDA_INC, CCCL_INC, SM90 = heldout_base.GXX, heldout_base.CUDA_INC, heldout_base.CCCL_INC, heldout_base.SM90

CHECKS = "-*,cuda-*"

T9 = ["src/cudart/" + u for u in ["darray.cpp", "error.cpp", "fft.cpp", "pmestream.cpp", "thrustcache.cpp"]] + [
    "src/" + u for u in ["cu/evalence.cu", "mdsave.cpp", "amoeba/epolar.cpp", "cu/amoeba/pcg.cu", "md/lflpiston.cpp",
                         "cu/hippo/expol.cu", "cu/amoeba/binding.cu"]]


GFORT = "-I@ROOT@/ext/interface/include/tinker/gfortran"


def tinker9():
    defs = ["-DTINKER_MIXED_PRECISION", "-DTINKER_CUDART", "-DTINKER_GPULANG_CUDA", "-DTINKER9_DIR=@ROOT@"]
    inc = ["-I@ROOT@/include"]
    cxx = [GXX, "-std=c++17", "-O3", "-DNDEBUG"] + defs + inc + ["-I@ROOT@/include/syntax/acc",
                                                                 "-I@ROOT@/ext/interface/cpp", GFORT, CUDA_INC, CCCL_INC]
    cu = [NVCC, "-std=c++17", "-O3", "-DNDEBUG", "--use_fast_math", "-rdc=true"] + SM90 + defs + inc + [
        "-I@ROOT@/include/syntax/cu", "-I@ROOT@/ext/interface/cpp", GFORT, CCCL_INC]
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in T9]


SW = ["shared/graph.cu", "shared/subgraph.cu", "shared/subgraph_generator.cu", "subway/bfs-sync.cu",
      "subway/bfs-async.cu", "subway/pr-sync.cu", "subway/pr-async.cu", "subway/sssp-async.cu"]


def subway():
    cu = [NVCC, "-std=c++17", "-O3"] + SM90 + [CCCL_INC]
    return [(os.path.dirname(u), cu + ["-c", os.path.basename(u)]) for u in SW]


CH = ["linalg/internal/cuda/" + u for u in [
    "householder_scalar_kernel.cu", "lanczos_kernels.cu", "pseudo_hermitian_lanczos_diag.cu", "shiftDiagonal.cu",
    "lacpy.cu", "flipSign.cu", "precision_conversion.cu"]] + ["tests/noinput.cpp"]
MPI_INC = "-I/usr/lib/x86_64-linux-gnu/openmpi/include"


def chase():
    inc = ["-I@ROOT@", "-I@ROOT@/../../gen/chase"] + ["-I@ROOT@/external/" + d for d in (
        "blaspp", "lapackpp", "cublaspp", "cusolverpp")] + ["-I@ROOT@/linalg/internal/cuda"]
    cu = [NVCC, "-std=c++17", "-rdc=true"] + SM90 + inc + [CCCL_INC]
    cxx = [GXX, "-std=c++17", "-DQR_DOUBLE_PRECISION", "-DCHASE_ENABLE_GPU_RESIDENT_LANCZOS", "-DHAS_CUDA=1"] + inc + [
        MPI_INC, CUDA_INC, CCCL_INC]
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in CH]


REPOS = {
    "TinkerTools+tinker9": ("70bd052976f2653dae8f4956041cecd12bb14af4", tinker9),
    "AutomataLab+Subway": ("a0ef2d1a1a6253a044ce3a980a5eaab737c7b24a", subway),
    "ChASE-library+ChASE": ("6d6bf64f8b45ffe4ecb4cbada77d7e8addf9d5d2", chase),
}
PATHS = {"TinkerTools+tinker9": ["src", "include", "ext/interface", "CMakeLists.txt", "LICENSE.md"],
         "AutomataLab+Subway": ["shared", "subway", "Makefile", "LICENSE.md"],
         "ChASE-library+ChASE": ["Impl", "algorithm", "external", "grid", "linalg", "interface", "tests",
                                 "chase_config.h.in", "CMakeLists.txt", "LICENSE"]}

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)


# chase_config.h: configure_file of chase_config.h.in with CMake's values for this build (version 1.7.0 from
# project(); QR_DOUBLE_PRECISION, CHASE_ENABLE_GPU_RESIDENT_LANCZOS, HAS_MPI, HAS_CUDA defined; the other
# #cmakedefine lines commented out as configure_file writes them).
def chase_config(a, gen):
    src = os.path.join(a.out, "src", "ChASE-library+ChASE", "chase_config.h.in")
    on = {"QR_DOUBLE_PRECISION", "CHASE_ENABLE_GPU_RESIDENT_LANCZOS", "HAS_MPI", "HAS_CUDA"}
    out = []
    for line in open(src).read().splitlines():
        if line.startswith("#cmakedefine "):
            name = line.split()[1]
            line = ("#define " + name) if name in on else ("/* #undef %s */" % name)
        out.append(line.replace("@PROJECT_VERSION_MAJOR@", "1").replace("@PROJECT_VERSION_MINOR@", "7")
                   .replace("@PROJECT_VERSION_PATCH@", "0").replace("@PROJECT_VERSION@", "1.7.0"))
    os.makedirs(os.path.join(gen, "chase"), exist_ok=True)
    with open(os.path.join(gen, "chase", "fortran_mangle.h"), "w") as f:
        f.write("#ifndef FC_HEADER_INCLUDED\n#define FC_HEADER_INCLUDED\n"
                "#define FC_GLOBAL(name,NAME) name##_\n#define FC_GLOBAL_(name,NAME) name##_\n"
                "#define FC_MODULE(mod_name,name, mod_NAME,NAME) __##mod_name##_MOD_##name\n"
                "#define FC_MODULE_(mod_name,name, mod_NAME,NAME) __##mod_name##_MOD_##name\n#endif\n")
    with open(os.path.join(gen, "chase", "chase_config.h"), "w") as f:
        f.write("\n".join(out) + "\n")


heldout_base.set_steps(h3, CHECKS, extract, {}, chase_config)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
