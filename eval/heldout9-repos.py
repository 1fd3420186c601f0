#!/usr/bin/env python3
"""Held-out round 9 (eval/results/heldout9.md): issue 15's four checks (all cuda-* checks run) on three repositories
nobody on the project had used. Reuses eval/heldout3-repos.py (db, lint, list, parse, table) with this round's
repositories and TUs, like eval/heldout8-repos.py. The subsets were fixed in writing before any cudalint run:

  PATTERN = cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|
            cudaStreamSynchronize|cudaMalloc|cudaHostAlloc          (heldout7's, unchanged)

  InternLM/lmdeploy (TurboMind, an LLM inference engine: per-layer auxiliary non-blocking streams ordered by
    events (attention, gated delta net, context parallelism), a core Stream/Allocator/Buffer/Tensor layer with
    cudaMemcpyAsync copies, stream-ordered allocations): the LARGE MULTI-STREAM APPLICATION of the round. TUs: the
    .cc/.cu files under src/turbomind/models and src/turbomind/core that match PATTERN, plus
    src/turbomind/kernels/attention/cp_utils.cu (the context-parallel stream pair), less the test and bench
    programs (file names test_* or bench_*): 12 TUs. CMakeLists.txt: C++17, -DENABLE_BF16 (CUDA >= 11),
    -DBUILD_MULTI_GPU=1 -DUSE_NCCL=1 (BUILD_MULTI_GPU on by default), CUDA files --expt-extended-lambda
    --expt-relaxed-constexpr --std=c++17 -O3; include dirs <root>, <root>/src, fmt 11.1.4's include and
    cutlass v3.9.2's include (the FetchContent pins; exported from their mirrors into <out>/deps). sm_90. .cc files
    through nvcc as host code (CMake gives them to the C++ compiler).
  akrizhevsky/cuda-convnet2 (a multi-GPU convolutional-net training engine: per-device streams, peer-copy pipelines
    with events, a host-matrix/device-matrix layer with cudaMemcpyAsync): the .cu/.cpp files under */src that
    match PATTERN: nvmatrix/src/nvmatrix.cu and cudaconvnet/src/{copypipeline,layer,reducepipeline,streambroadcast}.cu
    (5 TUs). Makefiles: nvcc -m64 -O3 --compiler-options -fPIC, -DNUMPY_INTERFACE (cudaconvnet only), -I./include
    of the module (compiled in the module folder), CUDA_SDK_PATH/common/inc = NVIDIA/cuda-samples' Common (exported
    into <out>/deps/cuda-samples), Python 3.11 headers and Debian's python3-numpy headers; sm_90 instead of sm_35.
  lightvector/KataGo (a Go engine; the CUDA backend runs its own cuDNN/cuBLAS network per server thread): the three
    files cpp/CMakeLists.txt builds for USE_BACKEND=CUDA: cpp/neuralnet/{cudabackend.cpp, cudautils.cpp,
    cudahelpers.cu} (3 TUs). C++17, -DUSE_CUDA_BACKEND, CUDA_TARGET_VERSION, include dirs cpp, cpp/external, the
    vendored tclap 1.2.5, filesystem 1.5.8 and cudnn-frontend include dirs. sm_90. Exported file by file
    (cpp/ less cpp/tests: a missing blob under cpp/tests breaks git archive).

  soedinglab/MMseqs2 (ADDED after the BEFORE run of the three repositories above had started, before any cudalint run
    on it; its TU rule, flags and key rows were written and committed before that run): lib/libmarv, the vendored
    CUDASW++4 engine (MARV) behind MMseqs2's GPU search: multi-GPU database search with per-GPU streams and events,
    pinned host batches, cudaMemcpyAsync uploads and downloads per database batch, in one header,
    lib/libmarv/src/cudasw4.cuh. No .cu file there matches PATTERN itself (the calls are in the header), so the rule
    is: the .cu files of lib/libmarv/src that include cudasw4.cuh: main.cu (the 'align' program), marv.cu (the
    library entry MMseqs2 calls), tileconfigsearch.cu (the tuning program): 3 TUs; findings in cudasw4.cuh count once
    per site. lib/libmarv/Makefile: nvcc -std=c++17 -O3 -g -lineinfo --expt-relaxed-constexpr -rdc=true
    --extended-lambda -Xcompiler=-fopenmp, -arch=native (here sm_90), compiled in lib/libmarv/src.
    SECOND RUN: the first BEFORE run left all 3 TUs unparsed: hpc_helpers/simple_allocation.cuh (and others) are
    wrapped in '#if defined(__NVCC__) || defined(__HIPCC__)', a macro nvcc predefines and cudalint's clang does not,
    so helpers::SimpleAllocationDevice was never declared. The second run adds -D__NVCC__ (what nvcc itself defines
    for this build); TUs and key did not change.

23 TUs in all (20 + 3). cudalint runs with -j 1 under nice -n 10.

  heldout9-repos.py extract --mirrors <mirrors> --out <out>
  heldout9-repos.py db|lint|list|parse --out OUT [--cudalint BIN]
  heldout9-repos.py table --out OUT --key eval/heldout9-key.tsv --judged eval/heldout9-judged.tsv [--run AFTER]
"""
import importlib.util, os, subprocess, sys

_spec = importlib.util.spec_from_file_location(
    "heldout3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout3-repos.py"))
h3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(h3)
NVCC = h3.NVCC

PATTERN = h3.PATTERN
SOURCES = ("*.cu", "*.cpp", "*.cc")


def grep_units(repo, pattern, pathspecs):
    """As heldout8-repos.py: the .cu/.cpp/.cc files under pathspecs that match pattern."""
    return h3.grep_units(repo, pattern, pathspecs, SOURCES)


# heldout3's lint as heldout8-repos.py runs it: -j 1 under nice -n 10, the real source root.
h3.LINT_JOBS = 1
h3.LINT_NICE = True
h3.LINT_REAL_ROOT = True

DEPS = "@ROOT@/../../deps/"


def lmdeploy():
    inc = ["-I@ROOT@", "-I@ROOT@/src", "-I" + DEPS + "fmt-11.1.4/include", "-I" + DEPS + "cutlass-3.9.2/include"]
    defs = ["-DENABLE_BF16", "-DBUILD_MULTI_GPU=1", "-DUSE_NCCL=1"]
    cc = [NVCC, "-std=c++17", "-O3"] + defs + inc
    cu = [NVCC, "-O3", "--expt-extended-lambda", "--expt-relaxed-constexpr", "--std=c++17", "-arch=sm_90"] + defs + inc
    files = [f for f in grep_units("InternLM+lmdeploy", PATTERN, ["src/turbomind/models", "src/turbomind/core"])
             if not os.path.basename(f).startswith(("test_", "bench_"))]
    files.append("src/turbomind/kernels/attention/cp_utils.cu")
    return [(os.path.dirname(f), (cu if f.endswith(".cu") else cc) + ["-c", os.path.basename(f)]) for f in files]


def convnet2():
    np_inc = "/usr/lib/python3/dist-packages/numpy/core/include/numpy"
    units = []
    for f in grep_units("akrizhevsky+cuda-convnet2", PATTERN, ["nvmatrix/src", "cudaconvnet/src"]):
        mod = f.split("/")[0]
        cmd = [NVCC, "-m64", "-O3", "-arch=sm_90", "--compiler-options", "-fPIC"]
        if mod == "cudaconvnet":
            cmd += ["-DNUMPY_INTERFACE"]
        cmd += ["-I" + DEPS + "cuda-samples/Common", "-I@ROOT@/" + mod + "/include"]
        if mod == "cudaconvnet":
            cmd += ["-I/usr/include/python3.11", "-I" + np_inc]
        units.append((mod, cmd + ["-c", "src/" + os.path.basename(f)]))
    return units


def katago():
    inc = ["-I@ROOT@/cpp", "-I@ROOT@/cpp/external", "-I@ROOT@/cpp/external/tclap-1.2.5/include",
           "-I@ROOT@/cpp/external/filesystem-1.5.8/include", "-I@ROOT@/cpp/external/cudnn-frontend/include"]
    defs = ["-DUSE_CUDA_BACKEND", "-DCUDA_TARGET_VERSION=13.0.88"]
    cc = [NVCC, "-std=c++17", "-O2"] + defs + inc
    cu = [NVCC, "-O2", "-arch=sm_90"] + defs + inc
    return [("cpp/neuralnet", (cu if f.endswith(".cu") else cc) + ["-c", f])
            for f in ("cudabackend.cpp", "cudautils.cpp", "cudahelpers.cu")]


h3.REPOS.clear()
h3.REPOS.update({
    "InternLM+lmdeploy": ("1263d5cd889b7ad500e85b8eb20401327a4516ab", lmdeploy),
    "akrizhevsky+cuda-convnet2": ("3238bf0367f63eb370e897b9e5714794cb67ddc2", convnet2),
    "lightvector+KataGo": ("6a1fc5de9fc253723ac475a0683bf0b9d9b7bd19", katago),
})
def mmseqs2():
    cu = [NVCC, "-std=c++17", "-O3", "-g", "-lineinfo", "--expt-relaxed-constexpr", "-rdc=true", "--extended-lambda",
          "-Xcompiler=-fopenmp", "-arch=sm_90", "-D__NVCC__"]
    return [("lib/libmarv/src", cu + ["-c", f]) for f in ("main.cu", "marv.cu", "tileconfigsearch.cu")]


h3.REPOS["soedinglab+MMseqs2"] = ("f71d0a6b57c19e3a8954d8557f065c0fe1f46142", mmseqs2)
h3.PATHS.clear()
h3.PATHS.update({"InternLM+lmdeploy": ["src", "CMakeLists.txt", "cmake"], "soedinglab+MMseqs2": ["lib/libmarv"]})
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]


def extract_deps(out, mirrors):
    for name, repo, tag, paths in (("fmt-11.1.4", "fmtlib+fmt", "11.1.4", ["include"]),
                                   ("cutlass-3.9.2", "NVIDIA+cutlass", "v3.9.2", ["include"]),
                                   ("cuda-samples", "NVIDIA+cuda-samples", "c94ff366aed18c797b8a85dfaac7817b0228b420",
                                    ["Common"])):
        dst = os.path.join(out, "deps", name)
        os.makedirs(dst, exist_ok=True)
        arc = subprocess.run(["git", "--git-dir", os.path.join(mirrors, repo, "repo"), "archive", tag] + paths,
                             check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


def extract_katago(out, mirrors):
    """File by file: git archive stops at a missing blob under cpp/tests."""
    git = ["git", "--git-dir", os.path.join(mirrors, "lightvector+KataGo", "repo")]
    commit = h3.REPOS["lightvector+KataGo"][0]
    tree = subprocess.run(git + ["ls-tree", "-r", commit, "cpp"], check=True, stdout=subprocess.PIPE,
                          text=True).stdout
    for line in tree.splitlines():
        meta, path = line.split("\t", 1)
        if path.startswith("cpp/tests/") or meta.split()[1] != "blob":
            continue
        dst = os.path.join(out, "src", "lightvector+KataGo", path)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with open(dst, "wb") as f:
            subprocess.run(git + ["cat-file", "blob", meta.split()[2]], check=True, stdout=f)


if __name__ == "__main__":
    if sys.argv[1:2] == ["extract"]:
        out, mirrors = sys.argv[sys.argv.index("--out") + 1], sys.argv[sys.argv.index("--mirrors") + 1]
        h3.REPOS.pop("lightvector+KataGo")
        rc = h3.main()
        h3.REPOS["lightvector+KataGo"] = ("6a1fc5de9fc253723ac475a0683bf0b9d9b7bd19", katago)
        extract_katago(out, mirrors)
        extract_deps(out, mirrors)
        sys.exit(rc)
    sys.exit(h3.main())
