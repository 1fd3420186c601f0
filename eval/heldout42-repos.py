#!/usr/bin/env python3
"""Held-out round 42 (eval/results/heldout42.md): a BLIND precision round, stop 45: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout42-key.tsv) is written from docs/checks/cuda/*.md (the working tree's
pages when the key was written, main 8d6c669; compared afterwards with the pages of the commit in
<eval-bin-s45a>/COMMIT) before any cuda-* run on these units. Build: BLIND <eval-bin-s45a> (this stop's build); the
lint step is heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole
database of each repository, no list of sources). Modelled on eval/heldout41-repos.py and eval/heldout38-repos.py.

TU rule (fixed before any cudalint run): per repository, the units of its own build with CUDA on, with the build's own
flags, sm_90 (each build's own architecture flag replaced by sm_90, as in every round):

  3dem/relion (the LARGE multi-stream application: the cryo-EM image-processing suite's GPU acceleration layer
    (2D/3D classification and refinement, auto-picking, reconstruction): per-thread work streams with
    --default-stream per-thread, AccPtr buffers with pinned host mirrors and cudaMemcpyAsync both ways on the
    buffer's stream, a caching device allocator (CudaCustomAllocator) with events that defer frees, per-class
    streams for the weighted sums, cuFFT plans on streams, CUB sorts and reductions with temp storage): the two CUDA
    libraries of src/apps/CMakeLists.txt with CUDA=ON: relion_gpu_util (GLOB src/acc/cuda/*.cu and
    src/acc/cuda/cuda_kernels/*.cu: 8 units) and relion_jaz_gpu_util (GLOB src/jaz/cuda/*.cu: test00.cu): 9 units.
    Flags (CMakeLists.txt, cmake/BuildTypes.cmake, default build type Release): nvcc -O3 -DNDEBUG (the propagated
    CMAKE_CXX_FLAGS_RELEASE), -Xcompiler -fPIC -Xcompiler -fopenmp (CMAKE_CXX_FLAGS with OpenMP, propagated by
    FindCUDA), RELION_NVCC_FLAGS_RELEASE: -D__INTEL_COMPILER --default-stream per-thread --std=c++17
    --ptxas-options=-warn-double-usage --disable-warnings; add_definitions: -DINSTALL_LIBRARY_DIR=/usr/local/lib/
    -DSOURCE_DIR=<root>/src/ -DACC_HIP=3 -DACC_CUDA=2 -DACC_CPU=1 -DRELION_SINGLE_PRECISION -D_CUDA_ENABLED (single
    precision on CPU and GPU, CachedAlloc ON, DeviceTexture ON: the defaults); includes: <root>, FFTW (Debian's
    libfftw3-dev, /usr/include), MPI (Debian's Open MPI: /usr/lib/x86_64-linux-gnu/openmpi/include{,/openmpi}).
  HPGeoC/awp-odc-os (the CFD/physics code with async halo copies: AWP-ODC, the SCEC anelastic wave-propagation
    earthquake simulator, MPI + CUDA: velocity and stress kernels on streams, halo (ghost-plane) exchange through
    pinned host buffers (cudaMallocHost) with cudaMemcpyAsync on per-direction streams around MPI_Isend/Irecv):
    src/Makefile.vista.ompi's OBJECTS: command.c pmcl3d.c grid.c source.c mesh.c cerjan.c swap.c io.c (mpicc -O3 -g,
    -I<cuda>/include; mpicc adds the Open MPI include dirs) and kernel.cu (nvcc -use_fast_math, sm_90 for the
    Makefile's sm_80): 9 units.
  WolframRhodium/VapourSynth-BM3DCUDA (a video-processing pipeline: the VapourSynth BM3D/V-BM3D denoising filter on
    CUDA: per-worker-thread streams, pinned host staging (cudaMallocHost), frames moved host<->device through CUDA
    graphs with memcpy nodes, memset and kernel nodes; a driver-API/NVRTC twin): CMakeLists.txt with ENABLE_CUDA ON:
    source/ (bm3dcuda: source.cpp, g++ C++20 -fPIC, no build type: no -O; kernel.cu, nvcc C++17 -Xcompiler -fPIC) and
    rtc_source/ (bm3dcuda_rtc: source.cpp, g++ C++20 -fPIC): 3 units. VAPOURSYNTH_INCLUDE_DIRECTORY:
    vapoursynth/vapoursynth include/ (VapourSynth.h, VSHelper.h: the API-3 headers the filter includes) at the
    mirror's head, under <out>/dep, not analysed.

  heldout42-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout42-repos.py db|lint|list --out <out> [--cudalint <eval-bin-s45a>/bin/cudalint] [--only owner+name]
  heldout42-repos.py preparse --out <out> --cudalint <eval-bin-s45a>/bin/cudalint
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, CUDA_INC, CCCL_INC, SM90 = heldout_base.GXX, heldout_base.CUDA_INC, heldout_base.CCCL_INC, heldout_base.SM90
GCC = "/usr/bin/gcc"
MPI_INC = ["-I/usr/lib/x86_64-linux-gnu/openmpi/include", "-I/usr/lib/x86_64-linux-gnu/openmpi/include/openmpi"]
DEP = "-I@ROOT@/../../dep/"
CHECKS = "-*,cuda-*"

RELION = ["src/acc/cuda/" + u for u in [
    "cuda_autopicker.cu", "cuda_backprojector.cu", "cuda_benchmark_utils.cu", "cuda_helper_functions.cu",
    "cuda_ml_optimiser.cu", "cuda_projector.cu", "cuda_projector_plan.cu", "cuda_kernels/helper.cu"]] + [
    "src/jaz/cuda/test00.cu"]


def relion():
    cu = [NVCC, "-O3", "-DNDEBUG", "-Xcompiler", "-fPIC", "-Xcompiler", "-fopenmp", "-D__INTEL_COMPILER",
          "--default-stream", "per-thread", "--std=c++17", "--ptxas-options=-warn-double-usage",
          "--disable-warnings"] + SM90 + [
        "-DINSTALL_LIBRARY_DIR=/usr/local/lib/", "-DSOURCE_DIR=@ROOT@/src/", "-DACC_HIP=3", "-DACC_CUDA=2",
        "-DACC_CPU=1", "-DRELION_SINGLE_PRECISION", "-D_CUDA_ENABLED", "-I@ROOT@"] + MPI_INC
    return [(".", cu + ["-c", u]) for u in RELION]


AWP_C = ["command.c", "pmcl3d.c", "grid.c", "source.c", "mesh.c", "cerjan.c", "swap.c", "io.c"]


def awp():
    cc = [GCC, "-O3", "-g", CUDA_INC] + MPI_INC
    cu = [NVCC, "-use_fast_math"] + SM90
    return [("src", cc + ["-c", u]) for u in AWP_C] + [("src", cu + ["-c", "kernel.cu"])]


def bm3d():
    vs = DEP + "vapoursynth/include"
    cxx = [GXX, "-std=c++20", "-fPIC", vs, CUDA_INC]
    cu = [NVCC, "-std=c++17", "-Xcompiler", "-fPIC"] + SM90
    return [("source", cxx + ["-c", "source.cpp"]), ("source", cu + ["-c", "kernel.cu"]),
            ("rtc_source", cxx + ["-c", "source.cpp"])]


REPOS = {
    "3dem+relion": ("73f0a3c0c9dfa513ca0456ef8f66dd3eb5c35cdb", relion),
    "HPGeoC+awp-odc-os": ("7c10ecf987515ea1c1ec6d681fd46f8556226c48", awp),
    "WolframRhodium+VapourSynth-BM3DCUDA": ("f613b0a1d1dc2549e4ad74303f1029d03d36b5d7", bm3d),
}
PATHS = {"3dem+relion": ["src", "CMakeLists.txt", "cmake", "LICENSE"],
         "HPGeoC+awp-odc-os": ["src", "LICENSE"],
         "WolframRhodium+VapourSynth-BM3DCUDA": ["source", "rtc_source", "CMakeLists.txt", "LICENSE"]}
# Build dependencies (not analysed): (mirror, commit, pathspecs, folder under <out>).
DEPS = [
    ("vapoursynth+vapoursynth", "1e9818f3ed8952a5b59c04878bf8132f3c4f82e2", ["include", "COPYING.LESSER"],
     "dep/vapoursynth"),
]

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)
    for repo, commit, paths, dst in DEPS:
        heldout_base.archive_into(a.mirrors, repo, commit, paths, os.path.join(a.out, dst))


heldout_base.set_steps(h3, CHECKS, extract, {})


if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
