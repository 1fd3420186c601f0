#!/usr/bin/env python3
"""Held-out round 17 (eval/results/heldout17.md): issue 17's four wave-2 checks (cuda-sync-in-loop,
cuda-event-needless-timing, cuda-resource-leak, cuda-unchecked-error; every cuda-* check runs) on three
repositories nobody on the project had used, each of which creates CUDA streams AND events in host code, with
the frozen build of stop 33's start (main 3a51088, <eval-bin-s33start>). Reuses eval/heldout3-repos.py (db, lint,
list, parse, table) through eval/heldout_base.py, like eval/heldout16-repos.py.

TU rule (fixed before any cudalint run): the translation units of the repository's own build whose own text calls
the CUDA runtime or driver API or launches a kernel (grep '\\bcuda[A-Z][A-Za-z0-9]*\\s*\\(|<<<'), in the
sub-trees below.

  tbennun/mgbench (multi-GPU benchmark suite: P2P, host-device, broadcast/scatter, UVA copy kernels; L2 programs
    on the MAPS-Multi scheduler, deps/maps, which creates a stream and an event per GPU): CMakeLists.txt's ten
    executables' sources, src/L0/{devinfo,numgpus}.cpp, src/L1/{halfduplex,fullduplex,scatter}.cpp,
    src/L1/uva.cu, src/L2/gol/{golsample.cu,main.cpp}, src/L2/sgemm/{sgemm.cu,main.cpp}. Flags: the Release
    CUDA_NVCC_FLAGS (-O3 -DNDEBUG, here sm_90 and -std=c++17: CUDA 13's headers need C++17 where the file says
    c++11), -I deps/maps/include; gflags from the system (/usr/include/gflags) instead of deps/gflags's build
    tree. 10 TUs.
  NVIDIA/nvidia-hpcg (NVIDIA's HPCG: CG with multigrid on one GPU, a compute stream and a copy stream, a
    copy_done event recorded every halo exchange): setup/Make.CUDA_X86's CXX = nvcc for every src/*.cpp and .cu,
    HPCG_OPTS -DHPCG_CUBIC_RADICAL_SEARCH -DHPCG_CONTIGUOUS_ARRAYS -DUSE_CUDA, -O3 -Xcompiler --std=c++17
    -Xcompiler -fopenmp, sm_90; -DHPCG_NO_MPI (a configuration the Make file documents) because no MPI is
    installed here; src/CG.cpp includes <mpi.h> unconditionally (and uses none of it then): the gen step
    writes an empty stand-in <out>/gen/mpi/mpi.h. The ten src/ files that call CUDA: CG.cpp ComputeDotProduct.cpp ComputeSPMV.cpp
    ComputeSYMGS.cpp GenerateCoarseProblem.cpp OptimizeProblem.cpp SetupHalo.cpp init.cpp main.cpp CudaKernels.cu.
  DrTimothyAldenDavis/SuiteSparse (sparse direct solvers; the GPU parts of CHOLMOD (supernodal Cholesky: pipelined
    streams and events per supernode) and SPQR (GPUQREngine's scheduler: H2D/D2H/kernel streams, events per
    bucket)). CHOLMOD: GPU/cholmod_gpu.c, GPU/cholmod_l_gpu.c, GPU/cholmod_gpu_kernels.cu and
    Supernodal/cholmod_l_super_numeric.c (the int64 unit whose worker includes GPU/t_cholmod_gpu.c; the int32 unit
    compiles no GPU code). The committed CHOLMOD/Include/cholmod.h is configured without CUDA; the build with
    SUITESPARSE_USE_CUDA=ON configures it with '#define CHOLMOD_HAS_CUDA': the gen step writes that configured
    copy to <out>/gen/cholmod/cholmod.h (the committed file with that one line changed), searched first.
    SPQR (-DSPQR_HAS_CUDA as its CMakeLists define it): GPURuntime/Source/SuiteSparseGPU_Workspace_{cpuAllocators,
    gpuAllocators,transfer}.cpp, GPUQREngine/Source/GPUQREngine_UberKernel.cu, GPUQREngine/Source/Scheduler/
    Scheduler{,_Front,_LaunchKernel,_PostProcess}.cpp, SPQRGPU/spqrgpu_kernel.cpp. Flags: nvcc -O3, sm_90,
    C++17 for the C++ units (the .c units are C, as CMake compiles them), -fopenmp, the include folders of
    the CMakeLists. 13 TUs.

  heldout17-repos.py extract --mirrors <mirrors> --out <out>     (SuiteSparse: CHOLMOD/{GPU,Include,Supernodal,
                                                                  Utility,Config}, SPQR, SuiteSparse_config only)
  heldout17-repos.py gen --out <out>
  heldout17-repos.py db|lint|list|parse --out OUT [--cudalint BIN] [--only owner+name]
  heldout17-repos.py table --out OUT --key eval/heldout17-key.tsv --judged eval/heldout17-judged.tsv
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC


def mgbench():
    f = [NVCC, "-O3", "-DNDEBUG", "-Xcompiler=-DNDEBUG", "-std=c++17", "-arch=sm_90",
         "-I@ROOT@/deps/maps/include"]
    units = ["src/L0/devinfo.cpp", "src/L0/numgpus.cpp", "src/L1/halfduplex.cpp", "src/L1/fullduplex.cpp",
             "src/L1/uva.cu", "src/L1/scatter.cpp", "src/L2/gol/golsample.cu", "src/L2/gol/main.cpp",
             "src/L2/sgemm/sgemm.cu", "src/L2/sgemm/main.cpp"]
    return [(".", f + ["-c", u]) for u in units]


def hpcg():
    f = [NVCC, "-DHPCG_CUBIC_RADICAL_SEARCH", "-DHPCG_CONTIGUOUS_ARRAYS", "-DUSE_CUDA", "-DHPCG_NO_MPI",
         "-Dmake_HPCG_VER_MAJOR=3", "-Dmake_HPCG_VER_MINOR=1", "-I@ROOT@/src",
         "-I" + os.path.join(os.path.dirname(OUT_SRC()), "gen", "mpi"), "-O3", "-Xcompiler", "--std=c++17",
         "-std=c++17", "-Xcompiler", "-fopenmp", "-arch=sm_90"]
    units = ["CG.cpp", "ComputeDotProduct.cpp", "ComputeSPMV.cpp", "ComputeSYMGS.cpp", "GenerateCoarseProblem.cpp",
             "OptimizeProblem.cpp", "SetupHalo.cpp", "init.cpp", "main.cpp", "CudaKernels.cu"]
    return [(".", f + ["-c", "src/" + u]) for u in units]


def suitesparse():
    gen = os.path.join(os.path.dirname(OUT_SRC()), "gen", "cholmod")
    chol = [NVCC, "-O3", "-arch=sm_90", "-Xcompiler", "-fopenmp", "-I" + gen, "-I@ROOT@/CHOLMOD/Include",
            "-I@ROOT@/SuiteSparse_config", "-I@ROOT@/CHOLMOD/GPU", "-I@ROOT@/CHOLMOD/Supernodal",
            "-I@ROOT@/CHOLMOD/Utility"]
    spqr = [NVCC, "-O3", "-arch=sm_90", "-std=c++17", "-Xcompiler", "-fopenmp", "-DSPQR_HAS_CUDA",
            "-I" + gen, "-I@ROOT@/SPQR/Include", "-I@ROOT@/SPQR/GPUQREngine/Include",
            "-I@ROOT@/SPQR/GPURuntime/Include", "-I@ROOT@/CHOLMOD/Include", "-I@ROOT@/SuiteSparse_config"]
    u = [(".", chol + ["-c", f]) for f in ("CHOLMOD/GPU/cholmod_gpu.c", "CHOLMOD/GPU/cholmod_l_gpu.c",
                                           "CHOLMOD/Supernodal/cholmod_l_super_numeric.c")]
    u.append((".", chol + ["-std=c++17", "-c", "CHOLMOD/GPU/cholmod_gpu_kernels.cu"]))
    for f in ("GPURuntime/Source/SuiteSparseGPU_Workspace_cpuAllocators.cpp",
              "GPURuntime/Source/SuiteSparseGPU_Workspace_gpuAllocators.cpp",
              "GPURuntime/Source/SuiteSparseGPU_Workspace_transfer.cpp",
              "GPUQREngine/Source/GPUQREngine_UberKernel.cu", "GPUQREngine/Source/Scheduler/Scheduler.cpp",
              "GPUQREngine/Source/Scheduler/Scheduler_Front.cpp",
              "GPUQREngine/Source/Scheduler/Scheduler_LaunchKernel.cpp",
              "GPUQREngine/Source/Scheduler/Scheduler_PostProcess.cpp", "SPQRGPU/spqrgpu_kernel.cpp"):
        u.append((".", spqr + ["-c", "SPQR/" + f]))
    return u


def OUT_SRC():
    return h3.OUT_SRC


def gen(a):
    """The configured cholmod.h of a CUDA build (CMake's configure_file with SUITESPARSE_USE_CUDA=ON)."""
    src = os.path.join(a.out, "src", "DrTimothyAldenDavis+SuiteSparse", "CHOLMOD", "Include", "cholmod.h")
    text = open(src).read()
    assert text.count("/* #undef CHOLMOD_HAS_CUDA */") == 1
    dst = os.path.join(a.out, "gen", "cholmod")
    os.makedirs(dst, exist_ok=True)
    open(os.path.join(dst, "cholmod.h"), "w").write(
        text.replace("/* #undef CHOLMOD_HAS_CUDA */", "#define CHOLMOD_HAS_CUDA"))
    # hpcg's src/CG.cpp includes <mpi.h> unconditionally but uses nothing of it under HPCG_NO_MPI: an empty
    # stand-in, written by the evaluator, lets it parse without an MPI installation.
    os.makedirs(os.path.join(a.out, "gen", "mpi"), exist_ok=True)
    open(os.path.join(a.out, "gen", "mpi", "mpi.h"), "w").write(
        "/* stand-in written by eval/heldout17-repos.py gen: CG.cpp needs no MPI declaration with HPCG_NO_MPI */\n")


h3.REPOS.clear()
h3.REPOS.update({
    "tbennun+mgbench": ("6f12d3848020af8f718074a30c68e6f0b232bfb3", mgbench),
    "NVIDIA+nvidia-hpcg": ("b0eb5c5f759570fe59fd372f1c625f51e6157fa5", hpcg),
    "DrTimothyAldenDavis+SuiteSparse": ("038d6635096409538260f71986a8ab4a42e0514e", suitesparse),
})
h3.PATHS.clear()
h3.PATHS["DrTimothyAldenDavis+SuiteSparse"] = ["CHOLMOD/GPU", "CHOLMOD/Include", "CHOLMOD/Supernodal",
                                               "CHOLMOD/Utility", "CHOLMOD/Config", "SPQR", "SuiteSparse_config"]
h3.KEYED[:] = ["cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak", "cuda-unchecked-error"]

if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "gen":
        import argparse
        ap = argparse.ArgumentParser()
        ap.add_argument("step")
        ap.add_argument("--out", required=True)
        gen(ap.parse_args())
        sys.exit(0)
    sys.exit(h3.main())
