#!/usr/bin/env python3
"""Held-out round 18 (eval/results/heldout18.md): issue 15's four checks (cuda-pageable-async-memcpy,
cuda-missing-stream, cuda-default-stream, cuda-alloc-in-loop; every cuda-* check runs) on three repositories
nobody on the project had used, with the frozen build of stop 33 (main e338232, <eval-bin-s33b>). Reuses
eval/heldout3-repos.py (db, lint, list, parse, table) through eval/heldout_base.py, like eval/heldout16-repos.py.
The subsets were fixed in writing (this file, committed) before any cudalint run:

  PATTERN = cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|
            cudaStreamSynchronize|cudaMalloc|cudaHostAlloc          (heldout7's, 11's and 16's, unchanged)
  TU rule: the translation units of the repository's own build whose text, or a project header holding the
  repository's GPU driver code that the unit includes, matches PATTERN (heldout16's rule), in the parts below.

  pytorch/gloo (the collective communications library of PyTorch's distributed training, CUDA part): the LARGE
    MULTI-STREAM TRAINING LIBRARY of the round. gloo/CMakeLists.txt with USE_CUDA globs gloo/cuda*.cc and
    gloo/cuda*.cu into gloo_cuda: cuda.cu, cuda_private.cu, cuda_allreduce_bcube.cc,
    cuda_allreduce_halving_doubling.cc, cuda_allreduce_local.cc, cuda_allreduce_ring.cc,
    cuda_allreduce_ring_chunked.cc, cuda_broadcast_one_to_all.cc; each includes gloo/cuda.h (CudaStream,
    CudaDevicePointer, CudaHostPointer, CudaMemory: cudaStreamCreate*, cudaEvent*, cudaMemcpyAsync, cudaMalloc,
    cudaHostAlloc: PATTERN) or cuda_private.h. 8 TUs. USE_NCCL off (nccl.h is not installed here: gloo/nccl/
    out of scope). The build's configure_file writes <build>/gloo/config.h from gloo/config.h.in: the gen step
    writes it to <out>/gen/gloo/config.h (GLOO_USE_CUDA 1, GLOO_HAVE_TRANSPORT_TCP 1, version 0.5.0, the rest 0).
    Flags: .cu through nvcc -std=c++17 (the toolkit path sets no standard; CUDA 13's headers need 17) sm_90;
    .cc through the C++ compiler with CMAKE_CXX_STANDARD 20 (-std=c++20) and the toolkit's include folder;
    -I<root> -I<out>/gen; compiled in the repository root.
  primesearch/mfaktc (trial factoring of Mersenne numbers for GIMPS: NUM_STREAMS CUDA streams, pinned k-tables
    uploaded with cudaMemcpyAsync per stream, a CPU or GPU sieve): src/Makefile's units matching PATTERN:
    mfaktc.c (gcc), gpusieve.cu, cuda_utils.cu, tf_96bit.cu, tf_barrett96.cu, tf_barrett96_gs.cu (the last three
    include tf_common.cu / tf_common_gs.cu, which hold the stream loop). tf_75bit.o is tf_96bit.cu again with
    -DSHORTCUT_75BIT: one compile database holds one command per file, so that variant is left out. 6 TUs.
    Flags: NVCCFLAGS (-I<cuda>/include --ptxas-options=-v -Wno-deprecated-gpu-targets -O3
    --compiler-options=-Wall,-Wextra,-O3; here --generate-code arch=compute_90,code=sm_90 only; nvcc 13
    defaults to C++17), CFLAGS for mfaktc.c (gcc -Wall -Wextra -I<cuda>/include -O3 -ffast-math -flto
    -ffunction-sections -fdata-sections); compiled in src.
  CERN/TIGRE (tomographic iterative GPU reconstruction toolbox: multi-GPU cone-beam projectors and regularizers,
    two streams per GPU, page-locked or registered host images, async copies in loops over projection and
    image chunks): setup.py's extensions compile 12 .cu files that match PATTERN; fixed here to a subset of 3
    (time: the 90-minute limit of the round; the other nine are variants of the same code):
    Common/CUDA/Siddon_projection.cu (extension _Ax, the cone-beam ray-driven forward projector),
    Common/CUDA/voxel_backprojection.cu (_Atb, the FDK-weighted cone-beam backprojector), Common/CUDA/GD_TV.cu
    (_minTV, the total-variation gradient descent regularizer). Flags: setup.py's nvcc command:
    -D__CUDA_NO_HALF_OPERATORS__ -D__CUDA_NO_HALF_CONVERSIONS__ -D__CUDA_NO_HALF2_OPERATORS__
    --expt-relaxed-constexpr -std=c++11 (-> c++17: CUDA 13's headers need it) -gencode arch=compute_90,code=sm_90
    -DIS_FOR_PYTIGRE -I<cuda>/include -I Common/CUDA/ (numpy's include is for the .pyx units only); compiled in the
    repository root. 3 TUs.

17 TUs in all. cudalint runs with -j 1 under nice -n 10, one call per repository.

Extension B (HELDOUT18_VARIANT=B, added after run A because time was left; its own key, eval/heldout18-keyB.tsv,
committed before run B): the other nine units of TIGRE's setup.py that match PATTERN, same flags:
Siddon_projection_parallel.cu, ray_interpolated_projection.cu, ray_interpolated_projection_parallel.cu (_Ax),
voxel_backprojection2.cu, voxel_backprojection_parallel.cu (_Atb), tv_proximal.cu (_tv_proximal), PICCS.cu
(_minPICCS), GD_AwTV.cu (_AwminTV), RandomNumberGenerator.cu (_RandomNumberGenerator). 9 TUs, TIGRE only.
  HELDOUT18_VARIANT=B heldout18-repos.py db|lint|parse --out <outB>   (<outB>/src and <outB>/gen link to <out>'s)

  heldout18-repos.py extract --mirrors <mirrors> --out <out>   (TIGRE: Common/CUDA and setup.py only)
  heldout18-repos.py gen --out <out>
  heldout18-repos.py db|lint|list|parse --out OUT [--cudalint BIN] [--only owner+name]
  heldout18-repos.py table --out OUT --key eval/heldout18-key.tsv --judged eval/heldout18-judged.tsv --run S33B
"""
import os, sys

import heldout_base

h3 = heldout_base.load()
NVCC = h3.NVCC
PATTERN = h3.PATTERN
CUDA_INC = os.path.join(os.path.dirname(os.path.dirname(NVCC)), "include")


def OUT_SRC():
    return h3.OUT_SRC


def gloo():
    gen = os.path.join(os.path.dirname(OUT_SRC()), "gen")
    cu = [NVCC, "-std=c++17", "-arch=sm_90", "-I@ROOT@", "-I" + gen]
    cc = ["g++", "-std=c++20", "-I@ROOT@", "-I" + gen, "-I" + CUDA_INC]
    units = []
    for f in ("cuda.cu", "cuda_private.cu"):
        units.append((".", cu + ["-c", "gloo/" + f]))
    for f in ("cuda_allreduce_bcube.cc", "cuda_allreduce_halving_doubling.cc", "cuda_allreduce_local.cc",
              "cuda_allreduce_ring.cc", "cuda_allreduce_ring_chunked.cc", "cuda_broadcast_one_to_all.cc"):
        units.append((".", cc + ["-c", "gloo/" + f]))
    return units


def mfaktc():
    cu = [NVCC, "-I" + CUDA_INC, "--ptxas-options=-v", "-Wno-deprecated-gpu-targets",
          "--generate-code", "arch=compute_90,code=sm_90", "-O3", "--compiler-options=-Wall,-Wextra,-O3"]
    c = ["gcc", "-Wall", "-Wextra", "-I" + CUDA_INC, "-O3", "-ffast-math", "-flto", "-ffunction-sections",
         "-fdata-sections"]
    units = [("src", c + ["-c", "mfaktc.c"])]
    for f in ("gpusieve.cu", "cuda_utils.cu", "tf_96bit.cu", "tf_barrett96.cu", "tf_barrett96_gs.cu"):
        units.append(("src", cu + ["-c", f]))
    return units


def tigre():
    f = [NVCC, "-D__CUDA_NO_HALF_OPERATORS__", "-D__CUDA_NO_HALF_CONVERSIONS__", "-D__CUDA_NO_HALF2_OPERATORS__",
         "--expt-relaxed-constexpr", "-std=c++17", "-gencode", "arch=compute_90,code=sm_90", "-DIS_FOR_PYTIGRE",
         "-I" + CUDA_INC, "-I@ROOT@/Common/CUDA/"]
    return [(".", f + ["-c", "Common/CUDA/" + u]) for u in
            ("Siddon_projection.cu", "voxel_backprojection.cu", "GD_TV.cu")]


def gen(a):
    """gloo/config.h as CMake's configure_file writes it for USE_CUDA=ON (Linux: TCP transport), the rest off."""
    src = open(os.path.join(a.out, "src", "pytorch+gloo", "gloo", "config.h.in")).read()
    on = {"GLOO_USE_CUDA", "GLOO_HAVE_TRANSPORT_TCP"}
    lines = []
    for l in src.splitlines():
        if l.startswith("#cmakedefine01 "):
            name = l.split()[1]
            l = f"#define {name} {1 if name in on else 0}"
        lines.append(l)
    text = "\n".join(lines) + "\n"
    for k, v in (("GLOO_VERSION_MAJOR", 0), ("GLOO_VERSION_MINOR", 5), ("GLOO_VERSION_PATCH", 0)):
        text = text.replace(f"@{k}@", str(v))
    dst = os.path.join(a.out, "gen", "gloo")
    os.makedirs(dst, exist_ok=True)
    open(os.path.join(dst, "config.h"), "w").write(text)


h3.REPOS.clear()
h3.REPOS.update({
    "pytorch+gloo": ("70dc360272dfc57e3617184c78ff9b06f8cd4757", gloo),
    "primesearch+mfaktc": ("13cac2977f32388bf29e2395eb645753fbeed62f", mfaktc),
    "CERN+TIGRE": ("e70247328fd897ca5dee1351893b66efe741dc73", tigre),
})
TIGRE_B = ("Siddon_projection_parallel.cu", "ray_interpolated_projection.cu", "ray_interpolated_projection_parallel.cu",
           "voxel_backprojection2.cu", "voxel_backprojection_parallel.cu", "tv_proximal.cu", "PICCS.cu", "GD_AwTV.cu",
           "RandomNumberGenerator.cu")


def tigre_b():
    f = tigre()[0][1][:-2]
    return [(".", f + ["-c", "Common/CUDA/" + u]) for u in TIGRE_B]


if os.environ.get("HELDOUT18_VARIANT", "") == "B":
    h3.REPOS.clear()
    h3.REPOS["CERN+TIGRE"] = ("e70247328fd897ca5dee1351893b66efe741dc73", tigre_b)
h3.PATHS.clear()
h3.PATHS["CERN+TIGRE"] = ["Common/CUDA", "setup.py"]
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]

if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "gen":
        import argparse
        ap = argparse.ArgumentParser()
        ap.add_argument("step")
        ap.add_argument("--out", required=True)
        gen(ap.parse_args())
        sys.exit(0)
    sys.exit(h3.main())
