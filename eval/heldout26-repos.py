#!/usr/bin/env python3
"""Held-out round 26 (eval/results/heldout26.md): a BLIND precision round for issue 15's four checks
(cuda-pageable-async-memcpy, cuda-missing-stream, cuda-default-stream, cuda-alloc-in-loop; every cuda-* check runs)
over three repositories nobody on the project had used, chosen for host code that works with several CUDA streams
(per-object or per-call streams, stream parameters with defaults) beside legacy-default-stream work or omitted stream
arguments, with cudaMemcpyAsync from host buffers nearby. Builds: OLD <eval-bin-s34d> (main 2cfc288), NEW
<eval-bin-s35b> (the lead's build of stop 35b). Method and scripts as eval/heldout24-repos.py (heldout3-repos.py's
db/lint/parse through heldout_base.py).

TU rule (fixed before any cudalint run): per repository, named units of the project's own build, chosen by a rule
stated per repository, each of which calls the CUDA runtime or launches a kernel in its own text outside comments:

  davisking/dlib @3d40bf5 (C++ machine-learning and numerics library; its CUDA backend holds one non-blocking
    stream per gpu_data object for host-to-device transfers and launches its kernels on the legacy stream):
    the units of dlib/CMakeLists.txt's DLIB_USE_CUDA source list (cuda/cuda_dlib.cu, cudnn_dlibapi.cpp,
    cublas_dlibapi.cpp, cusolver_dlibapi.cu, curand_dlibapi.cpp, cuda_data_ptr.cpp, gpu_data.cpp) whose own code,
    outside comments, calls a CUDA runtime function other than cudaGetDevice/cudaGetErrorString or launches a kernel
    (<<< or dlib's launch_kernel): dlib/cuda/cuda_dlib.cu, dlib/cuda/cusolver_dlibapi.cu,
    dlib/cuda/cuda_data_ptr.cpp, dlib/cuda/gpu_data.cpp (cublas_dlibapi.cpp and cudnn_dlibapi.cpp call only
    cudaGetDevice; curand_dlibapi.cpp nothing). Flags: the CMake build's (.cu through nvcc, .cpp through the C++
    compiler with the toolkit's include dir; -DDLIB_USE_CUDA, -DDLIB__CMAKE_GENERATED_A_CONFIG_H_FILE as the
    non-in-project build sets, -I <repo root>; cxx_std_14 as c++17 for CUDA 13's headers; sm_90). 4 TUs.
  vernamlab/cuFHE @1af2f2b (GPU library for TFHE fully homomorphic encryption gates: gate functions take a
    Stream (cudaStream_t wrapper, non-blocking, default argument 0), cudaMemcpyAsync of ciphertexts between
    cudaMallocHost'd host buffers and the device): cufhe/Makefile's gpu targets (CU_SRC = lib/details/*.cu,
    lib/ntt_gpu/*.cu, lib/*.cu for libcufhe_gpu.so, and test/test_api_gpu.cu for test_api_gpu) whose own code,
    outside comments, calls the CUDA runtime or launches a kernel (grep -E '\\bcuda[A-Z][A-Za-z0-9]*\\s*\\(|<<<'):
    lib/bootstrap_gpu.cu, lib/cufhe_gates_gpu.cu, lib/details/allocator_gpu.cu, lib/ntt_gpu/ntt_1024_twiddle.cu,
    test/test_api_gpu.cu (lib/cufhe_gpu.cu has none). Flags: the Makefile's (nvcc -std=c++11 -O3 -w -I./, run in
    cufhe/; c++11 as c++17 for CUDA 13's headers; sm_90). 5 TUs.
  encryptorion-lab/phantom-fhe @1f4a198 (CUDA library for CKKS/BFV/BGV homomorphic encryption; built with
    nvcc --default-stream per-thread; a non-blocking stream wrapper, every call takes a stream, cudaMallocAsync,
    cudaMemcpyAsync of tables built in std::vector): the units of src/CMakeLists.txt's add_library(Phantom ...)
    whose own code, outside comments, makes at least five host-device copies (lines matching
    'cudaMemcpy(HostToDevice|DeviceToHost)'): src/ckks.cu (6), src/context.cu (5), src/rns.cu (45),
    src/rns_base.cu (8) (batchencoder.cu and secretkey.cu have 3, evaluate.cu 1, the rest 0). Flags: the CMake
    build's (nvcc -std=c++17, -DPHANTOM_USE_CUDA_PTX, -I include, -rdc=true, --default-stream per-thread, -fPIC;
    sm_90). 4 TUs.

13 TUs.

  heldout26-repos.py extract --mirrors <mirrors> --out <out> [--only owner+name]   (<mirrors>/<owner>+<name>/repo)
  heldout26-repos.py db|lint|list|parse --out <out> [--cudalint <eval-bin>/bin/cudalint] [--only owner+name]
"""
import os, subprocess, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC

SRC_EXT = (".cu", ".cuh", ".c", ".cc", ".cpp", ".h", ".hpp", ".hh", ".inl", ".inc", "CMakeLists.txt", ".cmake", ".in",
           ".mk", ".def")


def dlib():
    d = ["-DDLIB_USE_CUDA", "-DDLIB__CMAKE_GENERATED_A_CONFIG_H_FILE", "-I.", "-O3", "-DNDEBUG"]
    cu = [NVCC, "-std=c++17", "-arch=sm_90"] + d
    cc = ["g++", "-std=c++17", "-I/usr/local/cuda/include"] + d
    return [(".", cu + ["-c", "dlib/cuda/" + u]) for u in ("cuda_dlib.cu", "cusolver_dlibapi.cu")] + \
           [(".", cc + ["-c", "dlib/cuda/" + u]) for u in ("cuda_data_ptr.cpp", "gpu_data.cpp")]


def cufhe():
    f = [NVCC, "-std=c++17", "-O3", "-w", "-arch=sm_90", "-I./"]
    return [("cufhe", f + ["-c", u]) for u in ("lib/bootstrap_gpu.cu", "lib/cufhe_gates_gpu.cu",
                                                "lib/details/allocator_gpu.cu", "lib/ntt_gpu/ntt_1024_twiddle.cu",
                                                "test/test_api_gpu.cu")]


def phantom():
    f = [NVCC, "-std=c++17", "-O3", "-arch=sm_90", "-DPHANTOM_USE_CUDA_PTX", "-Iinclude", "-rdc=true",
         "--default-stream", "per-thread", "-Xcompiler", "-fPIC"]
    return [(".", f + ["-c", "src/" + u]) for u in ("ckks.cu", "context.cu", "rns.cu", "rns_base.cu")]


def extract(a):
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        dst = os.path.join(a.out, "src", repo)
        os.makedirs(dst, exist_ok=True)
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        names = subprocess.run(git + ["ls-tree", "-r", "--name-only", commit], check=True, stdout=subprocess.PIPE,
                               text=True).stdout.split("\n")
        names = [n for n in names if n and (n.endswith(SRC_EXT) or os.path.basename(n).lower().startswith("makefile"))]
        arc = subprocess.run(git + ["archive", commit] + names, check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


h3.REPOS.clear()
h3.REPOS.update({
    "davisking+dlib": ("3d40bf5790ca9073c160cebb898800d9f33e12ab", dlib),
    "vernamlab+cuFHE": ("1af2f2be596e66fcc14f5659d8a89432fe53d41f", cufhe),
    "encryptorion-lab+phantom-fhe": ("1f4a198443b3af77118e51f53d5b8f332154b875", phantom),
})
h3.PATHS.clear()
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]

if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "extract":
        import argparse
        ap = argparse.ArgumentParser()
        ap.add_argument("step")
        ap.add_argument("--out", required=True)
        ap.add_argument("--mirrors")
        ap.add_argument("--only")
        a = ap.parse_args()
        h3.OUT_SRC = os.path.join(os.path.abspath(a.out), "src")
        extract(a)
        sys.exit(0)
    sys.exit(h3.main())
