#!/usr/bin/env python3
"""Held-out round 50 (eval/results/heldout50.md): a BLIND precision round, stop 46: every cuda-* check over repositories
nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it": yes/no with
the reason). The key (eval/heldout50-key.tsv) is written from docs/checks/cuda/*.md of the commit in
<eval-bin-s46e>/COMMIT before any cuda-* run on these units. Build: BLIND <eval-bin-s46e> (its COMMIT); the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py and eval/heldout49-repos.py.

Repositories picked and dropped before any run: SPECFEM/specfem3d_globe (its snapshot is over fetch's size limit),
openucx/ucx (its CUDA transports use the driver API only). dmlc/dgl was dropped at first (its CUDA runtime layer needs
the dmlc-core, dlpack and pcg submodules, absent from its snapshot) and taken up again after the AMReX run with them
fetched on their own. The repositories were added one after the other, each with its key rows committed before any
cuda-* run on its units: AMReX (7c75a05), dgl (2dbf3b1), virtualfluids (728fa03).

TU rule (fixed before any cudalint run): units of the project's own CMake build with CUDA on (AMReX_GPU_BACKEND=CUDA,
3D, double precision, no MPI, no OpenMP), which compiles every C++ source of Src/Base as CUDA (set_source_files_properties
LANGUAGE CUDA), sm_90:

  AMReX-Codes/amrex (the block-structured AMR framework under many fluid, combustion and astrophysics solvers: a pool
    of CUDA streams per device, pinned host arenas (cudaHostAlloc), host<->device copies with cudaMemcpyAsync on the
    current stream, CUDA-graph capture of copies with events, stream synchronisation): the units of Src/Base that name
    a CUDA runtime call (git grep 'cuda[A-Z]\\w+\\(' at the commit), without AMReX_CuptiTrace.cpp (CUPTI is off in
    that build): Src/Base/AMReX_GpuDevice.cpp, AMReX_Arena.cpp, AMReX_PArena.cpp, AMReX_GpuElixir.cpp: 4 units (AM).
    Flags: nvcc -x cu -std=c++17 -O3 -DNDEBUG sm_90 --expt-relaxed-constexpr --expt-extended-lambda -I Src/Base -I Src/Base/Parser and
    the generated folder <out>/gen, which holds AMReX_Config.H and AMReX_Config_3D.H written from the extracted
    Tools/CMake/AMReX_Config*.H.in as CMake's configure_file would for that build (AMREX_USE_CUDA, AMREX_USE_GPU,
    AMREX_GPU_BACKEND CUDA, AMREX_SPACEDIM 3, AMREX_GPU_MAX_THREADS 256 (its default), AMREX_PARTICLES off, the other options off).

  dmlc/dgl (a training framework's CUDA runtime layer: the graph-neural-network framework's device API creates
    non-blocking streams, orders streams with events, pins host memory with cudaHostRegister and copies with
    cudaMemcpyAsync on the caller's stream; its GPU samplers and to_block copy counts back to pinned host buffers with
    cudaMemcpyAsync and an event): taken up again after the AMReX run with its two submodules fetched on their own
    (dmlc/dmlc-core@bfad207, dmlc/dlpack@e2bdd3b, imneme/pcg-cpp@428802d, the commits its tree pins), extracted into third_party/ as the
    checkout would have them; its own key rows were written and committed before any cuda-* run on its units. Units:
    the CUDA units of the dgl target (CMakeLists.txt, USE_CUDA) under src that name cudaMemcpyAsync, cudaStreamCreate*,
    cudaEventRecord, cudaHostRegister or cudaStreamSynchronize: src/runtime/cuda/cuda_device_api.cc,
    src/array/cuda/rowwise_sampling.cu, src/array/cuda/rowwise_sampling_prob.cu,
    src/graph/transform/cuda/cuda_to_block.cu, src/graph/transform/cuda/knn.cu: 5 units (DG). Flags (CMake, Release,
    USE_CUDA): .cu: nvcc -std=c++17 --expt-relaxed-constexpr --expt-extended-lambda -Wno-deprecated-declarations sm_90
    -DDGL_USE_CUDA -Xcompiler -O2,-DNDEBUG; .cc: g++ -std=c++17 -O2 -DNDEBUG -DDGL_USE_CUDA; include dirs: include,
    third_party/{dlpack,dmlc-core,pcg,tsl_robin_map,nanoflann}/include, tensoradapter/include, the toolkit's (the
    build's pinned third_party/cccl is not fetched: the toolkit's CCCL stands in for it; tsl_robin_map and
    nanoflann are not fetched, and no unit here includes them).

  irmb/virtualfluids (a lattice-Boltzmann CFD application (GPU variant, VF_ENABLE_GPU): a stream manager with a
    bulk stream and a border stream, halo exchange between GPUs/processes through host buffers copied with
    cudaMemcpyAsync on those streams, pinned host allocations in its CudaMemoryManager; added third, the key rows
    written and committed before any cuda-* run on its units). Units: the .cpp units of the gpu_core library that hold
    its stream and copy pipeline: src/gpu/core/Cuda/CudaMemoryManager.cpp, src/gpu/core/Cuda/CudaStreamManager.cpp,
    src/gpu/core/Communication/ExchangeData27.cpp, src/gpu/core/GridScaling/RefinementStrategy.cpp: 4 units (VF).
    Flags (CMake, Release, single precision (VF_ENABLE_DOUBLE_ACCURACY off), C++17; these are CXX sources): g++
    -std=c++17 -O3 -DNDEBUG, -I src -I src/gpu -I src/gpu/core -I src/basics -I src/basics/geometry3d
    -I 3rdParty/cuda_samples (helper_cuda.h's checkCudaErrors), spdlog's include dir (gabime/spdlog, fetched on its
    own: the newest snapshot, 6230201, stands in for the v1.14.1 the CMake fetches; the snapshot has no tags), the
    toolkit's.

  heldout50-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout50-repos.py db|lint|list --out <out> [--cudalint <eval-bin-s46e>/bin/cudalint] [--only owner+name]
  heldout50-repos.py preparse --out <out> --cudalint <eval-bin-s46e>/bin/cudalint
"""
import os, re, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
SM90 = heldout_base.SM90

CHECKS = "-*,cuda-*"

AM = ["Src/Base/" + u for u in ["AMReX_GpuDevice.cpp", "AMReX_Arena.cpp", "AMReX_PArena.cpp", "AMReX_GpuElixir.cpp"]]


def amrex():
    cu = ([NVCC, "-x", "cu", "-std=c++17", "-O3", "-DNDEBUG"] + SM90 + ["--expt-relaxed-constexpr",
          "--expt-extended-lambda", "-I@ROOT@/Src/Base", "-I@ROOT@/Src/Base/Parser", "-I@ROOT@/../../gen"])
    return [(".", cu + ["-c", u]) for u in AM]


DG = ["src/runtime/cuda/cuda_device_api.cc", "src/array/cuda/rowwise_sampling.cu", "src/array/cuda/rowwise_sampling_prob.cu",
      "src/graph/transform/cuda/cuda_to_block.cu", "src/graph/transform/cuda/knn.cu"]


def dgl():
    inc = ["-I@ROOT@/include", "-I@ROOT@/third_party/dlpack/include", "-I@ROOT@/third_party/dmlc-core/include",
           "-I@ROOT@/third_party/pcg/include", "-I@ROOT@/third_party/tsl_robin_map/include",
           "-I@ROOT@/third_party/nanoflann/include", "-I@ROOT@/tensoradapter/include", "-I/usr/local/cuda/include"]
    units = []
    for u in DG:
        if u.endswith(".cu"):
            units.append((".", [NVCC, "--expt-relaxed-constexpr", "--expt-extended-lambda", "-Wno-deprecated-declarations",
                                "-std=c++17"] + SM90 + ["-DDGL_USE_CUDA", "-Xcompiler", "-O2,-DNDEBUG"] + inc + ["-c", u]))
        else:
            units.append((".", [heldout_base.GXX, "-std=c++17", "-O2", "-DNDEBUG", "-DDGL_USE_CUDA"] + inc + ["-c", u]))
    return units


VF = ["src/gpu/core/Cuda/CudaMemoryManager.cpp", "src/gpu/core/Cuda/CudaStreamManager.cpp",
      "src/gpu/core/Communication/ExchangeData27.cpp", "src/gpu/core/GridScaling/RefinementStrategy.cpp"]


def virtualfluids():
    inc = ["-I@ROOT@/src", "-I@ROOT@/src/gpu", "-I@ROOT@/src/gpu/core", "-I@ROOT@/src/basics",
           "-I@ROOT@/src/basics/geometry3d", "-I@ROOT@/3rdParty/cuda_samples", "-I@ROOT@/3rdParty/spdlog/include",
           "-I/usr/local/cuda/include"]
    return [(".", [heldout_base.GXX, "-std=c++17", "-O3", "-DNDEBUG"] + inc + ["-c", u]) for u in VF]


REPOS = {
    "irmb+virtualfluids": ("77ee8c32527679a8d8ea6046b4eae7e516f8b63e", virtualfluids),
    "AMReX-Codes+amrex": ("92679babfc2cc66ca06ee591a80001db57c89878", amrex),
    "dmlc+dgl": ("3d16000b4170fa741ed9e9667f22ba84d3493026", dgl),
}
DEPS = {"dmlc+dgl": [("dmlc+dmlc-core", "bfad207b448480783a1f428ae3d93d87032d8349", ["include"], "third_party/dmlc-core"),
                     ("dmlc+dlpack", "e2bdd3bee8cb6501558042633fa59144cc8b7f5f", ["include"], "third_party/dlpack"),
                     ("imneme+pcg-cpp", "428802d1a5634f96bcd0705fab379ff0113bcf13", ["include"], "third_party/pcg")],
        "irmb+virtualfluids": [("gabime+spdlog", "62302019babd8fdf63c1c6dc4c9faa48d441a7f0", ["include"],
                                "3rdParty/spdlog")]}
PATHS = {"AMReX-Codes+amrex": ["Src/Base", "Tools/CMake/AMReX_Config.H.in", "Tools/CMake/AMReX_Config_ND.H.in",
                               "LICENSE"],
         "dmlc+dgl": ["include", "src", "tensoradapter/include", "LICENSE"],
         "irmb+virtualfluids": ["src", "3rdParty/cuda_samples", "COPYING.txt"]}

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)
    for repo, deps in DEPS.items():
        if a.only and repo != a.only:
            continue
        for dep, commit, paths, dst in deps:
            heldout_base.archive_into(a.mirrors, dep, commit, paths, os.path.join(a.out, "src", repo, dst))


AM_ON = {"AMREX_USE_CUDA", "AMREX_USE_GPU", "BL_COALESCE_FABS", "AMREX_GPUS_PER_SOCKET", "AMREX_GPUS_PER_NODE",
         "AMREX_USE_GPU_RDC", "AMREX_SPACEDIM", "BL_SPACEDIM", "AMREX_GPU_MAX_THREADS"}
AM_VARS = {"D": "3", "AMReX_SPACEDIM_LAST": "3", "AMReX_GPU_BACKEND": "CUDA", "AMREX_GPU_BACKEND": "CUDA",
           "AMREX_GPUS_PER_SOCKET": "", "AMREX_GPUS_PER_NODE": "", "AMREX_GPU_MAX_THREADS": "256"}


def amrex_config(a, gen):
    base = os.path.join(a.out, "src", "AMReX-Codes+amrex", "Tools", "CMake")
    os.makedirs(gen, exist_ok=True)
    for src_name, dst in (("AMReX_Config.H.in", "AMReX_Config.H"), ("AMReX_Config_ND.H.in", "AMReX_Config_3D.H")):
        src = open(os.path.join(base, src_name)).read()
        src = re.sub(r"^(\s*)#\s*cmakedefine (\w+)(.*)$", lambda m: (m.group(1) + "#define " + m.group(2) + m.group(3))
                     if m.group(2) in AM_ON else (m.group(1) + "/* #undef " + m.group(2) + " */"), src, flags=re.M)
        src = re.sub(r"@(\w+)@", lambda m: AM_VARS.get(m.group(1), ""), src)
        with open(os.path.join(gen, dst), "w") as f:
            f.write(src)


heldout_base.set_steps(h3, CHECKS, extract, {}, amrex_config)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
