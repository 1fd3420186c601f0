#!/usr/bin/env python3
"""Held-out round 46 (eval/results/heldout46.md): a BLIND precision round, stop 46: every cuda-* check over three
repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act on it":
yes/no with the reason). The key (eval/heldout46-key.tsv) is written from docs/checks/cuda/*.md of the commit in
<eval-bin-s45d>/COMMIT before any cuda-* run on these units. Build: BLIND <eval-bin-s45d>; the lint step is
heldout_base.checked_lint(..., whole_database=True) (every cuda-* check, -j 1, nice -n 10, the whole database of each
repository, no list of sources). Modelled on eval/heldout38-repos.py and eval/heldout44-repos.py.

TU rule (fixed before any cudalint run): per repository, units of its own build with CUDA on, with the build's own
flags, sm_90:

  openmm/openmm (the LARGE multi-stream application: the OpenMM molecular-dynamics engine's CUDA platform: a context
    with a current stream, extra queues (non-blocking streams) for PME and for downloads overlapped with compute,
    events that order them, pinned host staging buffers (cuMemHostAlloc), host<->device copies through the driver API
    (cuMemcpyHtoDAsync/DtoHAsync on the current stream), and the multi-GPU parallel kernels with one non-blocking
    peer-copy stream per device). The build: CMakeLists.txt with the CUDA platform on (platforms/cuda), Release (the
    default build type on Unix: -O3 -DNDEBUG), CMAKE_CXX_STANDARD 11 (gnu++11, CMake's default extensions), X86's
    EXTRA_COMPILE_FLAGS -msse2 -pthread -DLEPTON_USE_JIT, the version defines and the shared target's
    -DOPENMM_COMMON_BUILDING_SHARED_LIBRARY. Units: every hand-written platforms/cuda/src/*.cpp (14; the generated
    CudaKernelSources.cpp, a table of kernel source strings, and platforms/common/src's units, which call no CUDA API
    (they go through ComputeContext), are not linted). Include dirs: <subdir>/include of the top-level
    OPENMM_SOURCE_SUBDIRS (., openmmapi, olla, libraries/{jama,quern,lepton,sfmt,lbfgs,hilbert,csha1,pocketfft,vkfft},
    platforms/reference, serialization, libraries/irrxml), libraries/asmjit, platforms/cuda/{include,src} (the top-level src include dir does not exist in the tree),
    platforms/common/include, and the generated CudaKernelSources.h / CommonKernelSources.h (written here as
    cmake_modules/EncodeKernelFiles.cmake writes them: one 'static const std::string <name>;' per kernels/*.cu resp.
    platforms/common/src/kernels/*.cc) under <out>/gen/openmm, the CUDA include dir.
  lacker/seticore (the Breakthrough Listen SETI search pipeline (radio astronomy): raw voltage files read into pinned
    buffers, copied host->device, upchannelized (cuFFT), beamformed (cuBLAS), dedoppler-searched (Taylor tree) on the
    GPU, hits and stamps written out; streams per stage). The build: meson.build (buildtype=release: -O3, asserts kept
    (b_ndebug default false), cpp_std=c++14, cuda_args --std=c++14); every .cu unit of its library's srcs (11:
    beamformer, complex_buffer, cuda_util, dedoppler, device_raw_buffer, filterbank_buffer, multiantenna_buffer,
    multibeam_buffer, raw_buffer, taylor, upchannelizer). -std=c++17 here (CUDA 13's CCCL minimum; upchannelizer.cu
    includes thrust). fmt: the subprojects/fmt submodule's commit (fmtlib/fmt@51d3685) extracted into <out>/dep/fmt,
    its include dir on the path. The .cpp units (boost, capnp and HDF5 dependencies this machine lacks) are not linted.
  GReX-Telescope/psrdada (PSRDADA, the radio-astronomy data-acquisition ring buffers of many telescope backends
    (this fork: the GReX FRB telescope's, with a CMake build): shared-memory ring buffers whose blocks are registered
    with CUDA (cudaHostRegister) and copied to and from GPU memory with cudaMemcpyAsync on a caller's stream): the
    CMake build with CUDAToolkit found (HAVE_CUDA): src's CUDA units dada_cuda.cu, ipcbuf_cuda.cu, ipcio_cuda.cu,
    ipcutil_cuda.cu (4), src/dada_client.c (its HAVE_CUDA block: pinned staging of the client's io loop) and
    apps/dada_dbgpu.c (the GPU ring-buffer client): 6 units. Flags: CMake's empty default build type (no -O); nvcc for
    .cu, gcc for .c; include dirs src and the configured config.h (cmake_config.h.in with HAVE_CUDA,
    HAVE_SYS_STATVFS_H, HAVE_SYS_VFS_H on, HAVE_RDMACM/HAVE_HWLOC off: neither library on this machine) under
    <out>/gen/psrdada, the CUDA include dir.

  heldout46-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout46-repos.py db|lint|list --out <out> [--cudalint <eval-bin-s45d>/bin/cudalint] [--only owner+name]
  heldout46-repos.py preparse --out <out> --cudalint <eval-bin-s45d>/bin/cudalint
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX, CUDA_INC, CCCL_INC, SM90 = heldout_base.GXX, heldout_base.CUDA_INC, heldout_base.CCCL_INC, heldout_base.SM90
GCC = "/usr/bin/gcc"

CHECKS = "-*,cuda-*"

OMM = ["platforms/cuda/src/" + u for u in [
    "CudaArray.cpp", "CudaContext.cpp", "CudaEvent.cpp", "CudaFFT3D.cpp", "CudaIntegrationUtilities.cpp",
    "CudaKernel.cpp", "CudaKernelFactory.cpp", "CudaKernels.cpp", "CudaNonbondedUtilities.cpp",
    "CudaParallelKernels.cpp", "CudaPlatform.cpp", "CudaProgram.cpp", "CudaQueue.cpp", "CudaSort.cpp"]]
OMM_SUBDIRS = [".", "openmmapi", "olla", "libraries/jama", "libraries/quern", "libraries/lepton", "libraries/sfmt",
               "libraries/lbfgs", "libraries/hilbert", "libraries/csha1", "libraries/pocketfft", "libraries/vkfft",
               "platforms/reference", "serialization", "libraries/irrxml"]


def openmm():
    inc = ["-I@ROOT@/../../gen/openmm", "-I@ROOT@/platforms/cuda/src", "-I@ROOT@/platforms/common/include",
           "-I@ROOT@/platforms/cuda/include", "-I@ROOT@/libraries/asmjit"] + [
        "-I@ROOT@/%s/include" % d for d in reversed(OMM_SUBDIRS)]
    cxx = [GXX, "-std=gnu++11", "-O3", "-DNDEBUG", "-msse2", "-pthread", "-DLEPTON_USE_JIT",
           "-DOPENMM_LIBRARY_NAME=OpenMM", "-DOPENMM_MAJOR_VERSION=8", "-DOPENMM_MINOR_VERSION=6",
           "-DOPENMM_BUILD_VERSION=0", "-DOPENMM_COMMON_BUILDING_SHARED_LIBRARY"] + inc + [CUDA_INC, CCCL_INC]
    return [(".", cxx + ["-c", u]) for u in OMM]


SC = ["beamformer.cu", "complex_buffer.cu", "cuda_util.cu", "dedoppler.cu", "device_raw_buffer.cu",
      "filterbank_buffer.cu", "multiantenna_buffer.cu", "multibeam_buffer.cu", "raw_buffer.cu", "taylor.cu",
      "upchannelizer.cu"]


def seticore():
    cu = [NVCC, "-std=c++17", "-O3", "--display-error-number", "--diag-suppress=1675"] + SM90 + [
        "-I@ROOT@", "-I@ROOT@/../../dep/fmt/include", CCCL_INC]
    return [(".", cu + ["-c", u]) for u in SC]


PD = ["src/dada_cuda.cu", "src/ipcbuf_cuda.cu", "src/ipcio_cuda.cu", "src/ipcutil_cuda.cu", "src/dada_client.c",
      "apps/dada_dbgpu.c"]


def psrdada():
    inc = ["-I@ROOT@/../../gen/psrdada", "-I@ROOT@/src"]
    cu = [NVCC] + SM90 + inc + [CCCL_INC]
    cc = [GCC] + inc + [CUDA_INC]
    return [(".", (cu if u.endswith(".cu") else cc) + ["-c", u]) for u in PD]


REPOS = {
    "openmm+openmm": ("1a47c2f68439c579e27666e5f985ea1a46dd105a", openmm),
    "lacker+seticore": ("2e6781827ca78d9c1f3238fb101f956882df0c46", seticore),
    "GReX-Telescope+psrdada": ("182aead15c8daaad7f0f3fbd1e6e2cdabbb26fb3", psrdada),
}
PATHS = {"openmm+openmm": ["openmmapi", "olla", "libraries", "platforms/reference", "platforms/common",
                           "platforms/cuda", "serialization", "CMakeLists.txt", "cmake_modules",
                           "docs-source/licenses"],
         "lacker+seticore": ["."],
         "GReX-Telescope+psrdada": ["src", "apps", "cmake_config.h.in", "CMakeLists.txt", "COPYING"]}
FMT_COMMIT = "51d3685efe0eb8a44656f9fd5dac6a04f4e58259"

heldout_base.set_round(h3, REPOS, PATHS)


def extract(a):
    heldout_base.extract_paths(h3, a, PATHS)
    if not a.only or a.only == "lacker+seticore":
        heldout_base.archive_into(a.mirrors, "fmtlib+fmt", FMT_COMMIT, ["include", "LICENSE.rst"],
                                  os.path.join(a.out, "dep", "fmt"))


def kernel_sources_h(template, kernels_dir, ext):
    names = sorted(n[:-len(ext) - 1] for n in os.listdir(kernels_dir) if n.endswith("." + ext))
    decl = "".join("static const std::string %s;\n" % n for n in names)
    return open(template).read().replace("@KERNEL_FILE_DECLARATIONS@", decl)


def generated(a, gen):
    """openmm's CudaKernelSources.h and CommonKernelSources.h (EncodeKernelFiles.cmake's declarations) and psrdada's
    config.h (configure_file of cmake_config.h.in)."""
    omm = os.path.join(a.out, "src", "openmm+openmm")
    if os.path.isdir(omm):
        os.makedirs(os.path.join(gen, "openmm"), exist_ok=True)
        for cls, sub, ext in (("CudaKernelSources", "platforms/cuda/src", "cu"),
                              ("CommonKernelSources", "platforms/common/src", "cc")):
            text = kernel_sources_h(os.path.join(omm, sub, cls + ".h.in"), os.path.join(omm, sub, "kernels"), ext)
            with open(os.path.join(gen, "openmm", cls + ".h"), "w") as f:
                f.write(text)
    pd = os.path.join(a.out, "src", "GReX-Telescope+psrdada", "cmake_config.h.in")
    if os.path.exists(pd):
        on = {"HAVE_CUDA", "HAVE_SYS_STATVFS_H", "HAVE_SYS_VFS_H"}
        out = []
        for line in open(pd).read().splitlines():
            if line.startswith("#cmakedefine "):
                name = line.split()[1]
                line = ("#define " + name) if name in on else ("/* #undef %s */" % name)
            out.append(line)
        os.makedirs(os.path.join(gen, "psrdada"), exist_ok=True)
        with open(os.path.join(gen, "psrdada", "config.h"), "w") as f:
            f.write("\n".join(out) + "\n")


heldout_base.set_steps(h3, CHECKS, extract, {}, generated)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
