#!/usr/bin/env python3
"""Held-out round 13 (eval/results/heldout13.md), the BLIND round of stop 32: issue 15's four checks (all cuda-*
checks run) on three repositories nobody on the project had used; it measures the lead's final build on code nobody
tuned on. Reuses eval/heldout3-repos.py (db, lint, list, parse, table) like rounds 9-11.
The subsets were fixed in writing before any cudalint run:

  PATTERN = cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|
            cudaStreamSynchronize|cudaMalloc|cudaHostAlloc          (heldout7's, unchanged)

  gamer-project/gamer (GAMER, an adaptive-mesh astrophysics code; its GPU solvers split each batch of patch groups
    over GPU_NSTREAM streams with pinned buffers, async copies and kernels per stream): the LARGE MULTI-STREAM
    SIMULATION of the round. Configuration (src/configure.py with a machine file written here, configs/heldout13.config:
    g++, /usr/local/cuda, GPU_COMPUTE_CAPABILITY 900): --model HYDRO --gravity true --fftw FFTW3 --gpu true --mpi false
    --openmp true (gravity requires FFTW; no .cu TU includes fftw3.h). TUs: the files of the generated Makefile's
    GPU_FILE matching PATTERN: src/GPU_API/CUAPI_{Asyn_FluidSolver, Asyn_PoissonGravitySolver, Asyn_SrcSolver,
    Asyn_dtSolver, MemAllocate_Fluid, MemAllocate_PoissonGravity, MemFree_Fluid, SetDevice, Synchronize}.cu (9 TUs),
    with the Makefile's flags: SIMU_OPTION (below), -I../include -IModel_Hydro/GPU_Hydro, -O3, -gencode
    arch=compute_90,code=sm_90, -dc, compiled in src/. (CUAPI_ files take NVCCFLAG_COM only.)
  SPECFEM/specfem3d (spectral-element seismic wave propagation; the GPU port keeps a compute stream and a copy stream
    for the MPI halo exchange, pinned buffers): the .cu files of src/gpu (the CUDA build, --with-cuda=cuda12, serial)
    matching PATTERN: src/gpu/{assemble_MPI_scalar_cuda, assemble_MPI_vector_cuda, check_fields_cuda,
    helper_functions, initialize_gpu, prepare_mesh_constants_cuda}.cu and src/gpu/kernels/
    noise_read_add_surface_movie_cuda_kernel.cu (7 TUs). Flags of src/gpu/rules.mk: nvcc -x cu -dc -gencode
    arch=compute_90,code=sm_90 -I setup -I src/gpu/kernels -DUSE_CUDA (kernel files also -include
    src/gpu/mesh_constants_gpu.h); setup/config.h is written here with configure's defaults for these TUs
    (FC_FUNC/FC_FUNC_ as gfortran's name mangling, everything else undefined).
  zjhellofss/KuiperLLama (a small LLM inference engine: tensors, buffer allocators, CUDA kernels on the
    configuration's stream): the sources of the llama library target (CMakeLists.txt, LLAMA3_SUPPORT and QWEN2_SUPPORT
    off, their defaults) matching PATTERN: kuiper/source/base/alloc.cpp, kuiper/source/base/alloc_cu.cpp,
    kuiper/source/model/llama3.cpp, kuiper/source/model/qwen2.cpp, kuiper/source/op/kernels/cuda/argmax_kernel.cu
    (5 TUs; -I kuiper/include; .cpp C++17 handed to nvcc as C++ (the host compiler's files in the CMake build), .cu
    CUDA 14, sm_90). Armadillo, glog and sentencepiece headers from the system.

21 TUs in all. cudalint runs with -j 1 under nice -n 10.

  heldout13-repos.py extract --mirrors <mirrors> --out <out>
  heldout13-repos.py db|lint|list|parse --out OUT [--cudalint BIN] [--only owner+name]
  heldout13-repos.py table --out OUT --key eval/heldout13-key.tsv --judged eval/heldout13-judged.tsv [--run FINAL]
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
PATTERN = h3.PATTERN

GAMER_SIMU = ("-DMODEL=HYDRO -DNCOMP_PASSIVE_USER=0 -DFLU_SCHEME=CTU -DLR_SCHEME=PPM -DRSOLVER=HLLC -DEOS=EOS_GAMMA "
              "-DGRAVITY -DPOT_SCHEME=SOR -DSTORE_POT_GHOST -DUNSPLIT_GRAVITY -DNLEVEL=10 -DMAX_PATCH=1000000 "
              "-DPATCH_SIZE=8 -DTIMING -DSUPPORT_FFTW=FFTW3 -DRANDOM_NUMBER=RNG_GNU_EXT -DOPENMP -DGPU -DSERIAL "
              "-DGPU_COMPUTE_CAPABILITY=900").split()
GAMER_CONFIG = """CUDA_PATH       /usr/local/cuda
CXX     g++
CXX_MPI mpicxx
CXXFLAG -g
CXXFLAG -O3
CXXFLAG -std=c++11
OPENMPFLAG -fopenmp
NVCCFLAG_COM -O3
NVCCFLAG_FLU -Xptxas -dlcm=ca -prec-div=false -ftz=true
NVCCFLAG_POT -Xptxas -dlcm=ca
GPU_COMPUTE_CAPABILITY 900
"""
SPECFEM_CONFIG = ("/* written by eval/heldout13-repos.py: configure defaults, gfortran name mangling */\n"
                  "#define FC_FUNC(name,NAME) name ## _\n#define FC_FUNC_(name,NAME) name ## _\n")


def gamer():
    cmd = [NVCC] + GAMER_SIMU + ["-I@ROOT@/include", "-IModel_Hydro/GPU_Hydro", "-O3", "-gencode",
                                 "arch=compute_90,code=sm_90", "-Xcompiler=-fopenmp", "-dc"]
    return [("src", cmd + ["-c", "GPU_API/CUAPI_" + f + ".cu"]) for f in
            ("Asyn_FluidSolver", "Asyn_PoissonGravitySolver", "Asyn_SrcSolver", "Asyn_dtSolver", "MemAllocate_Fluid",
             "MemAllocate_PoissonGravity", "MemFree_Fluid", "SetDevice", "Synchronize")]


def specfem():
    base = [NVCC, "-x", "cu", "-dc", "-gencode", "arch=compute_90,code=sm_90", "-I@ROOT@/setup",
            "-I@ROOT@/src/gpu/kernels", "-DUSE_CUDA"]
    units = [("src/gpu", base + ["-c", f + ".cu"]) for f in
             ("assemble_MPI_scalar_cuda", "assemble_MPI_vector_cuda", "check_fields_cuda", "helper_functions",
              "initialize_gpu", "prepare_mesh_constants_cuda")]
    units.append(("src/gpu/kernels", base + ["-include", "@ROOT@/src/gpu/mesh_constants_gpu.h", "-c",
                                             "noise_read_add_surface_movie_cuda_kernel.cu"]))
    return units


def kuiper():
    inc = ["-I@ROOT@/kuiper/include"]
    cpp = [NVCC, "-x", "c++", "-std=c++17"] + inc
    cu = [NVCC, "-std=c++14", "-arch=sm_90"] + inc
    return [("kuiper/source/base", cpp + ["-c", "alloc.cpp"]), ("kuiper/source/base", cpp + ["-c", "alloc_cu.cpp"]),
            ("kuiper/source/model", cpp + ["-c", "llama3.cpp"]), ("kuiper/source/model", cpp + ["-c", "qwen2.cpp"]),
            ("kuiper/source/op/kernels/cuda", cu + ["-c", "argmax_kernel.cu"])]


h3.REPOS.clear()
h3.REPOS.update({
    "gamer-project+gamer": ("8979ef12e91bcdc28d6895b598e54906364abec3", gamer),
    "SPECFEM+specfem3d": ("7a1c76454396f8dd2f5a67ea524ca372e2c91993", specfem),
    "zjhellofss+KuiperLLama": ("bef15252e2d4595401646568e98204486f4190cf", kuiper),
})
h3.PATHS.clear()
h3.PATHS.update({"gamer-project+gamer": ["src", "include", "configs"],
                 "SPECFEM+specfem3d": ["src/gpu", "setup", "configure.ac"],
                 "zjhellofss+KuiperLLama": ["kuiper", "CMakeLists.txt", "cmake"]})
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]


def extract_extra(out):
    g = os.path.join(out, "src", "gamer-project+gamer")
    with open(os.path.join(g, "configs", "heldout13.config"), "w") as f:
        f.write(GAMER_CONFIG)
    subprocess.run([sys.executable, "configure.py", "--machine", "heldout13", "--model", "HYDRO", "--gravity", "true",
                    "--fftw", "FFTW3", "--gpu", "true", "--mpi", "false", "--openmp", "true"],
                   cwd=os.path.join(g, "src"), check=True, stdout=subprocess.DEVNULL)
    with open(os.path.join(out, "src", "SPECFEM+specfem3d", "setup", "config.h"), "w") as f:
        f.write(SPECFEM_CONFIG)


if __name__ == "__main__":
    if sys.argv[1:2] == ["extract"]:
        out = sys.argv[sys.argv.index("--out") + 1]
        rc = h3.main()
        extract_extra(out)
        sys.exit(rc)
    sys.exit(h3.main())
