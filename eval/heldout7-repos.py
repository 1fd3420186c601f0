#!/usr/bin/env python3
"""Held-out round 7 (eval/results/heldout7.md): issue 15's four checks (all cuda-* checks run) on two repositories
nobody on the project had used. Reuses eval/heldout3-repos.py (db, lint, list, parse, table) with this round's
repositories and TUs. The subsets were fixed before any run (grep -E of PATTERN over the extracted tree at the pin):

  PATTERN = cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|
            cudaStreamSynchronize|cudaMalloc|cudaHostAlloc

  domaubert/EMMA (an AMR cosmological radiation-hydrodynamics code; its GPU solvers stream octree stencils
    through cpu->nstream streams): the Makefile's CUDA_OBJS (src/interface.cu, poisson_utils_gpu.cu,
    hydro_utils_gpu.cu, rad_utils_gpu.cu, chem_utils_gpu.cu; cic_gpu.cu is commented out of the build and
    needs cutil.h/cudpp.h). Flags: ARCH=GPU (-DGPUAXL) and the defines of init/cosmo/param.mk;
    (the .cu files include <mpi.h> unconditionally, so OpenMPI's headers (libopenmpi-dev 4.1.4) are on
    the include path, and GSL's (libgsl-dev 2.7.1) for prototypes.h). sm_90 (the Makefile names none).
  Sadort/HybridSort (a hybrid CPU-GPU sort: GPU batch sorts on two streams through pinned staging buffers,
    CPU multiway merge): the files of tests/PipeData and tests/BLineMulti_Ext4_ParMemcpy matching PATTERN
    (the pipelined variant and the final variant with a caching allocator and parallel staging). The
    repository has no build files: the .cu files get nvcc -O3 -std=c++17 -arch=sm_90, the .cpp files
    (host code with OpenMP and NVTX) nvcc -std=c++17 -Xcompiler -fopenmp, with CUDA 13's nvtx3 include
    directory for <nvToolsExt.h> (CUDA 13 ships only NVTX 3, whose nvToolsExt.h is the same API).
    tests/PipeData/Bitonic_kernel.cu includes "bitonic.hxx", which is not in the repository: it is kept
    in scope and is expected not to parse.

  apk120/Parallel-IPM (a batched interior-point LP solver: cuBLAS/cuSOLVER batched factorizations, three
    non-blocking streams, managed memory): added after the EMMA/HybridSort runs had no expected report, key
    committed before its run. TUs: ipmBatched.cu (the multi-stream driver) and mehrotra.cu (the sparse
    Mehrotra variant); the repository has no build files: nvcc -O3 -std=c++17 -arch=sm_90 -I<root>.

Trees: `export.py <mirrors>/<owner>+<name>/repo <commit> <out>/src/<owner>+<name>`.

  heldout7-repos.py db|lint|list|parse --out OUT [--cudalint BIN]
  heldout7-repos.py table --out OUT --key eval/heldout7-key.tsv --judged eval/heldout7-judged.tsv [--run AFTER]
"""
import importlib.util, os, subprocess, sys

_spec = importlib.util.spec_from_file_location(
    "heldout3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout3-repos.py"))
h3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(h3)
NVCC = h3.NVCC
CUDA_INC = os.path.join(os.path.dirname(os.path.dirname(NVCC)), "include")

PATTERN = h3.PATTERN
grep_units = h3.grep_units


EMMA_DEFINES = ["-DPIC", "-DWHYDRO2", "-DWGRAV", "-DWRAD", "-DWRADHYD", "-DTESTCOSMO", "-DSTARS",
                "-DSUPERNOVAE", "-DSINGLEPRECISION", "-DGSLRAND", "-DWMPI", "-DWCUDA_ERR", "-DGRAFIC",
                "-DAMRPART", "-DONFLYRED", "-DRIEMANN_HLLC", "-DPRIMITIVE", "-DWCHEM", "-DS_50000", "-DCOOLING",
                "-DSEMI_IMPLICIT", "-DACCEL_RAD_STAR", "-DOTSA", "-DCOARSERAD", "-DBKP", "-DMULTIFOLDER"]


def emma():
    base = [NVCC, "-arch=sm_90", "-DGPUAXL"] + EMMA_DEFINES + [
        "-I/usr/lib/x86_64-linux-gnu/openmpi/include", "-I@ROOT@/src"]
    objs = ["interface.cu", "poisson_utils_gpu.cu", "hydro_utils_gpu.cu", "rad_utils_gpu.cu", "chem_utils_gpu.cu"]
    return [("src", base + ["-c", f]) for f in objs]


def hybridsort():
    cu = [NVCC, "-O3", "-std=c++17", "-arch=sm_90"]
    cpp = [NVCC, "-std=c++17", "-Xcompiler", "-fopenmp", "-I" + os.path.join(CUDA_INC, "nvtx3")]
    units = []
    for f in grep_units("Sadort+HybridSort", PATTERN, ["tests/PipeData", "tests/BLineMulti_Ext4_ParMemcpy"]):
        units.append((os.path.dirname(f), (cu if f.endswith(".cu") else cpp) + ["-c", os.path.basename(f)]))
    return units


def ipm():
    base = [NVCC, "-O3", "-std=c++17", "-arch=sm_90", "-I@ROOT@"]
    return [("", base + ["-c", f]) for f in ("ipmBatched.cu", "mehrotra.cu")]


h3.REPOS.clear()
h3.REPOS.update({
    "domaubert+EMMA": ("80fa74ee637221ed51786f4ef6c158b2976000a8", emma),
    "Sadort+HybridSort": ("1f462f829011d1d32a30ec587c49c3e4eb6cb457", hybridsort),
    "apk120+Parallel-IPM": ("abfddb696723cc75fc6b82407c53d187168a9246", ipm),
})
h3.PATHS.clear()
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream",
               "cuda-alloc-in-loop"]

if __name__ == "__main__":
    sys.exit(h3.main())
