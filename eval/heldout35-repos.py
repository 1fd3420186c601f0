#!/usr/bin/env python3
"""Held-out round 35 (eval/results/heldout35.md): a BLIND precision study for issues 15 and 14 -- every cuda-* check over
three repositories nobody on the project had used, judged by the standard of an experienced CUDA engineer ("would act
on it": yes/no with the reason). The key (eval/heldout35-key.tsv) covers issue 15's four checks
(cuda-pageable-async-memcpy, cuda-missing-stream, cuda-default-stream, cuda-alloc-in-loop) and was written from
docs/checks/cuda/*.md of main c1f4d0d, committed before any cuda-* run on these units. Build: BLIND <eval-bin-s39b>
(main 8af6e5f; c1f4d0d behaves the same); a later AFTER run uses the same command (`lint` below: every cuda-* check,
-j 1, nice -n 10, the whole database of each repository, no list of sources). Modelled on eval/heldout34-repos.py
(eval/heldout3-repos.py's db through eval/heldout_base.py).

TU rule (fixed before any cudalint run): per repository, the units of its own build that call the CUDA runtime's stream
or memory API, with the build's own flags (.cu through nvcc, .cpp through g++ as the build does), sm_90, C++17 where
the build's standard is older (CUDA 13's headers):

  PaddlePaddle/Anakin (**the large multi-stream application**: a deep-learning inference engine; each device keeps a
    pool of data and compute streams (saber/core/impl/cuda/cuda_device.cpp), each operator's Context hands one to its
    kernels, and the operators upload per-batch metadata (sequence offsets, shapes) with cudaMemcpyAsync on the compute
    stream; host code in .cpp and .cu): the saber library's CUDA units that call the runtime's copy, memset, stream,
    event or allocation API (`git grep -l` of cudaMemcpy*Async, cudaMemset*Async, cudaStreamCreate, cudaEvent*,
    cudaStreamSynchronize, cudaMemcpy(, cudaMalloc over saber/core/impl/cuda, saber/funcs/impl/cuda/*.{cpp,cu} and
    saber/funcs/impl/cuda/base/), 40 TUs, plus cuda_device.cpp (where every stream of the engine is created), 41 TUs,
    of which 31 are built here (below: 10 cannot parse).
    Flags: CMakeLists.txt / cmake/compiler_options.cmake / cmake/cuda.cmake (-std=c++11 raised to c++17, -fPIC; nvcc for
    .cu, g++ for .cpp), -I<root> -I<root>/saber, the GPU place only (USE_GPU_PLACE, NVIDIA_GPU, USE_CUDA, USE_CUBLAS,
    USE_CURAND, USE_CUFFT, USE_CUDNN, ANAKIN_TYPE_FP32, USE_LOGGER; the default also builds the X86 place, whose MKL and
    xbyak dependencies are not here), a stand-in anakin_config.h under <out>/gen/anakin (cmake/config/anakin_config.h.in
    with those options).
  NVIDIA-AI-IOT/CUDA-PointPillars (lidar 3D object detection, inference pipeline: a frame loop in main.cpp on its own
    stream; points staged through a pinned buffer, voxelization and post-processing kernels on the stream, the backbone in
    TensorRT): CMakeLists.txt's units that call the CUDA runtime: src/main.cpp, src/pointpillar/{pointpillar.cpp,
    lidar-voxelization.cu, lidar-postprocess.cu, pillarscatter-kernel.cu, lidar-backbone.cu}, src/common/tensor.cu
    (7 TUs; src/common/tensorrt.cpp and src/pointpillar/pointpillar-scatter.cpp, TensorRT's wrapper and plugin, left
    out: TensorRT's headers are not here). Flags: CMakeLists.txt's Release (-std=c++14 raised to c++17, -O3 -Wall -Wextra; nvcc -Xcompiler
    -std=...,-O3), -Isrc -Isrc/pointpillar.
  flashlight/flashlight (a C++ machine-learning training framework: its CUDA runtime wraps streams (CUDAStream:
    creation with flags, event-based relative synchronization between streams) and its distributed backend all-reduces
    gradients with NCCL on a stream of its own, coalescing them in a device buffer): the units CMake builds with
    FL_USE_CUDA that call the CUDA runtime (fl/runtime/CMakeLists.txt: CUDADevice.cpp, CUDAStream.cpp, CUDAUtils.cpp,
    and DeviceManager.cpp; fl/distributed/CMakeLists.txt: backend/cuda/DistributedBackend.cpp), 5 TUs. Flags: the
    CMake target's (C++17; C++20 for DeviceManager.cpp, which calls unordered_map::contains although CMakeLists.txt
    asks for C++17; FL_BACKEND_CUDA=1, FL_BACKEND_CPU=0, FL_BUILD_PROFILING=0, FL_COMPILE_LIBRARY=1, FL_DLL,
    NO_CUDA_STREAM_DESTROY_EVENT, NO_NCCL_COMM_DESTROY_HANDLE), -I<root>, CUDA (with nccl.h) and OpenMPI include dirs;
    libcereal-dev installed for this round (fl/common/Serialization.h).

43 TUs in the first three, whose key was committed and BLIND run made before the fourth was chosen:

  czimaginginstitute/AreTomo2 (cryo-electron tomography alignment and reconstruction, a production application:
    one worker thread per GPU, each with its own stream and event, uploading each sinogram slice from pinned memory while
    the previous one is reconstructed; host code in .cpp, kernels and their wrappers in .cu; makefile build): the
    makefile's units of the reconstruction subsystem (Recon/: CDoBaseRecon.cpp, CDoSartRecon.cpp, CDoWbpRecon.cpp,
    CTomoSart.cpp, CTomoWbp.cpp, GBackProj.cu, GDiffProj.cu, GForProj.cu, GRWeight.cu, GWeightProjs.cu), 10 TUs (the
    other stream users of the tree, Recon/GCalcRFactor.cpp and CommonLine/G{Coherence,PossibleLines,SumLines}.cpp, are
    not in the makefile). Flags: the makefile's (g++ -std=c++11 -c -g -pthread -m64; nvcc -std=c++11 -Xptxas -dlcm=ca
    -O2), C++17, sm_90, -ILibSrc/Include. Its key rows were added and committed before its run.

Chosen and then dropped before any cudalint run: GPU-correlators/xGPU (its pipeline binds texture references, removed in
CUDA 12) and supranational/sppark (host and device see different field types through __CUDA_ARCH__, which clang's
single-source CUDA parse rejects: its two entry units had 12 and 50 errors).

Units left out after the parse status (before the key and before any cuda-* run), because they cannot parse here:
Anakin's nms_gpu.cu, saber_box_clip.cu, saber_reduce.cu (launches written `k << < g, b >> > (...)`, which nvcc accepts and
clang does not parse as launches), saber_attension_lstm.cu, saber_gru.cu, saber_lstm.cu (sass_funcs.h, the prebuilt
SASS kernel library's header, which the build downloads), vender_conv.cpp, vender_deconv.cpp, vender_gru.cpp,
vender_lstm.cpp (cuDNN 7 API removed in cuDNN 9); PointPillars' pointpillar-scatter.cpp (TensorRT's NvInferPlugin.h).
Anakin's cuda_device.cpp logs cudaDeviceProp::clockRate, removed in CUDA 13: -DclockRate=multiProcessorCount stands in
(an int field; the line only logs it).

  heldout35-repos.py extract --mirrors <mirrors> --out <out>       (<mirrors>/<owner>+<name>/repo: fetch's git dirs)
  heldout35-repos.py db|lint|list --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
  heldout35-repos.py preparse --out <out> --cudalint <eval-bin>/bin/cudalint
      (parse status before the key, no check run: cudalint --export-compile-db translates each database, then
       clang++-22 -fsyntax-only per unit; prints errors per unit)
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
GXX = "/usr/bin/g++"
CUDA_INC = "-I/usr/local/cuda/include"
CCCL_INC = "-I/usr/local/cuda/include/cccl"
SM90 = ["-gencode", "arch=compute_90,code=sm_90"]

CHECKS = "-*,cuda-*"

ANAKIN = [
    "saber/core/impl/cuda/cuda_device.cpp",
    "saber/core/impl/cuda/cuda_impl.cpp",
] + ["saber/funcs/impl/cuda/base/cuda_c/" + u for u in [
    "saber_arithmetic.cu", "saber_attention_padding_mask.cu",
    "saber_conv_upadding_padding.cu", "saber_detection_output.cu", "saber_dfmb_psroi_align.cu",
    "saber_eltwise.cu", "saber_embedding.cu", "saber_expand.cu", "saber_generate_proposals.cu",
    "saber_mvn.cu", "saber_normalize.cu", "saber_one_hot.cu", "saber_pad.cu",
    "saber_reverse_input.cu", "saber_reverse_sequence.cu", "saber_sequence_concat.cu", "saber_sequence_expand.cu",
    "saber_sequence_pool.cu", "saber_sequence_pool_concat.cu", "saber_slice_v2.cu", "saber_softmax.cu",
    "saber_topk_avg_pooling.cu", "saber_topk_pooling.cu", "saber_unpool.cu", "saber_yolo_box.cu",
    "tensor_op_cuda.cu"]] + ["saber/funcs/impl/cuda/" + u for u in [
    "saber_permute.cpp", "vender_batch_gemm.cpp", "vender_reduce.cpp"]]


def anakin():
    # saber/CMakeLists.txt's anakin_fetch_include_recursively: every directory under saber/ and utils/ (CMake's sorted
    # GLOB, depth first) after the root and the build dir (anakin_config.h)
    inc = ["-I@ROOT@", "-I@ROOT@/../../gen/anakin"]
    root = os.path.join(h3.OUT_SRC, "PaddlePaddle+Anakin")

    def walk(rel):
        inc.append("-I@ROOT@/" + rel)
        for sub in sorted(os.listdir(os.path.join(root, rel))):
            if os.path.isdir(os.path.join(root, rel, sub)):
                walk(rel + "/" + sub)
    walk("saber")
    walk("utils")
    # -D: two misspelt members in copy constructors of class templates that nothing instantiates (g++ never looks, clang
    # rejects them in every unit that includes the headers): saber_sp_param.h:1124 real_h_std_as_whole for
    # real_h_stds_as_whole, saber_funcs_param.h:2718 right.ref_level_in for right.ref_level (ref_level_in is otherwise
    # only the name of the constructor parameter on :2716, which the macro renames to the member's name)
    inc += ["-Dreal_h_std_as_whole=real_h_stds_as_whole", "-Dref_level_in=ref_level", "-DclockRate=multiProcessorCount"]
    cu = [NVCC, "-std=c++17", "-Xcompiler", "-fPIC", "-O3", "-Wno-deprecated-gpu-targets"] + SM90 + inc
    cxx = [GXX, "-std=c++17", "-fPIC", "-O3", "-pthread", "-W", "-Wall", "-fpermissive", "-Wno-deprecated-declarations"] \
        + inc + [CUDA_INC, CCCL_INC]
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in ANAKIN]


PP = ["src/main.cpp", "src/pointpillar/pointpillar.cpp",
      "src/pointpillar/lidar-voxelization.cu", "src/pointpillar/lidar-postprocess.cu",
      "src/pointpillar/pillarscatter-kernel.cu", "src/pointpillar/lidar-backbone.cu", "src/common/tensor.cu"]


def pointpillars():
    inc = ["-I@ROOT@/src", "-I@ROOT@/src/pointpillar"]
    cu = [NVCC, "-Xcompiler", "-std=c++17,-Wextra,-Wall,-Wno-deprecated-declarations,-O3", "-std=c++17"] + SM90 + inc
    cxx = [GXX, "-std=c++17", "-Wextra", "-Wall", "-Wno-missing-field-initializers", "-Wno-deprecated-declarations",
           "-O3"] + inc + [CUDA_INC, CCCL_INC]
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in PP]


FL = ["flashlight/fl/runtime/CUDADevice.cpp", "flashlight/fl/runtime/CUDAStream.cpp", "flashlight/fl/runtime/CUDAUtils.cpp",
      "flashlight/fl/runtime/DeviceManager.cpp", "flashlight/fl/distributed/backend/cuda/DistributedBackend.cpp"]
MPI_INC = ["-I/usr/lib/x86_64-linux-gnu/openmpi/include", "-I/usr/lib/x86_64-linux-gnu/openmpi/include/openmpi"]


def flashlight():
    f = [GXX, "-O3", "-fPIC", "-DFL_BACKEND_CPU=0", "-DFL_BACKEND_CUDA=1", "-DFL_BUILD_PROFILING=0",
         "-DFL_COMPILE_LIBRARY=1", "-DFL_DLL", "-DNO_CUDA_STREAM_DESTROY_EVENT", "-DNO_NCCL_COMM_DESTROY_HANDLE",
         "-I@ROOT@", CUDA_INC, CCCL_INC] + MPI_INC
    # C++17 as CMakeLists.txt asks, C++20 for DeviceManager.cpp only (it calls unordered_map::contains); in C++20
    # DistributedBackend.cpp's TensorBase.h destroys a std::vector of an incomplete type, which clang rejects
    return [(".", [f[0], "-std=c++20" if u.endswith("DeviceManager.cpp") else "-std=c++17"] + f[1:] + ["-c", u])
            for u in FL]


ANAKIN_CONFIG = """#pragma once
// stand-in for Anakin's CMake-configured anakin_config.h (cmake/config/anakin_config.h.in): the GPU place only
#ifndef _ANAKIN_CONFIGURATION_HEADER_GUARD_H_
#define _ANAKIN_CONFIGURATION_HEADER_GUARD_H_
#define ANAKIN_VERSION 0.1.2
#define ANAKIN_TYPE_FP32
#define USE_CUBLAS
#define USE_CURAND
#define USE_CUFFT
#define USE_CUDA
#define USE_CUDNN
#define USE_LOGGER
#define USE_GPU_PLACE
#define NVIDIA_GPU
#endif
"""
GEN = {"anakin/anakin_config.h": ANAKIN_CONFIG}

ARE = ["Recon/CDoBaseRecon.cpp", "Recon/CDoSartRecon.cpp", "Recon/CDoWbpRecon.cpp", "Recon/CTomoSart.cpp",
       "Recon/CTomoWbp.cpp", "Recon/GBackProj.cu", "Recon/GDiffProj.cu", "Recon/GForProj.cu", "Recon/GRWeight.cu",
       "Recon/GWeightProjs.cu"]


def aretomo2():
    inc = ["-I@ROOT@/LibSrc/Include"]
    cu = [NVCC, "-std=c++17", "-Xptxas", "-dlcm=ca", "-O2"] + SM90 + inc
    cxx = [GXX, "-std=c++17", "-g", "-pthread", "-m64"] + inc + [CUDA_INC, CCCL_INC]
    return [(".", (cu if u.endswith(".cu") else cxx) + ["-c", u]) for u in ARE]


REPOS = {
    "PaddlePaddle+Anakin": ("5fd68a6cc4c4620cd1a30794c1bf06eebd3f4730", anakin),
    "NVIDIA-AI-IOT+CUDA-PointPillars": ("ce7e2bd694c90207435c8751d61cdb38d48a9f4c", pointpillars),
    "flashlight+flashlight": ("f5f717f337e8cbb4e2239ff5470169aa46d3c708", flashlight),
    "czimaginginstitute+AreTomo2": ("01e7219c7963d53a89ff5387c811c704e1be2d44", aretomo2),
}
PATHS = {"PaddlePaddle+Anakin": ["saber", "utils", "framework", "CMakeLists.txt", "cmake", "LICENSE"],
         "NVIDIA-AI-IOT+CUDA-PointPillars": ["src", "CMakeLists.txt", "LICENSE", "NOTICE"],
         "flashlight+flashlight": ["flashlight", "cmake", "CMakeLists.txt", "LICENSE"],
         "czimaginginstitute+AreTomo2": ["."]}
# other repositories' headers: (repo in <mirrors>, commit, pathspecs, destination under the tree)
EXTRA = {}

heldout_base.set_round(h3, REPOS, PATHS)


def gitdir(mirrors, repo):
    d = os.path.join(mirrors, repo, "repo")
    return os.path.join(d, ".git") if os.path.isdir(os.path.join(d, ".git")) else d


def extract(a):
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        dst = os.path.join(a.out, "src", repo)
        git = ["git", "--git-dir", gitdir(a.mirrors, repo)]
        # one pathspec at a time with the tree form (a snapshot may lack some data blobs)
        for p in PATHS[repo]:
            os.makedirs(dst, exist_ok=True)
            spec = commit if p == "." else f"{commit}:{p}"
            kind = subprocess.run(git + ["cat-file", "-t", spec], stdout=subprocess.PIPE, text=True).stdout.strip()
            if kind == "tree":
                pre = [] if p == "." else ["--prefix=" + p + "/"]
                arc = subprocess.run(git + ["archive"] + pre + [spec], check=True, stdout=subprocess.PIPE).stdout
                subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)
            elif kind == "blob":
                with open(os.path.join(dst, p), "wb") as f:
                    f.write(subprocess.run(git + ["show", spec], check=True, stdout=subprocess.PIPE).stdout)
            elif kind == "commit":
                arc = subprocess.run(git + ["archive", spec], check=True, stdout=subprocess.PIPE).stdout
                subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)
        for other, c, specs, sub in EXTRA.get(repo, []):
            heldout_base.archive_into(a.mirrors, other, c, specs, os.path.join(dst, sub))


heldout_base.set_steps(h3, CHECKS, extract, GEN)

if __name__ == "__main__":
    sys.exit(heldout_base.round_main(h3))
