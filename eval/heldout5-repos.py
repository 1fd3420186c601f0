#!/usr/bin/env python3
"""Held-out round 5 (eval/results/heldout5.md): all cuda-* checks (issue 15's four keyed first) on three
repositories nobody had used. Reuses eval/heldout3-repos.py (extract, db, lint, list, parse, table)
with this round's repositories and TUs; the subsets were fixed before any run, by the rule below
(grep -E of PATTERN over the extracted tree at the pin, file by file):

  PATTERN = cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|cudaStreamSynchronize

  NVIDIA/TensorRT: every .cu/.cpp/.cc under samples/ (not samples/python), plugin/ and quickstart/
    matching PATTERN (trtexec's inference engine samples/common/sampleInference.cpp, the samples,
    the plugins);
  bytedance/lightseq: every .cu/.cc/.cpp (including the *.cc.cu files) under lightseq/inference/model,
    lightseq/inference/pywrapper and lightseq/inference/tools matching PATTERN (the inference
    models, with GPT's two streams, and their Python-facing drivers; the Triton server files
    need Triton's headers and are left out);
  BVLC/caffe: every .cpp/.cu under src/caffe (not src/caffe/test) matching
    cudaStream|cudaEvent|cudaMemcpy|cudaMalloc|cudaFree|cudaDeviceSynchronize (the multi-GPU
    training code: P2P sync, prefetching data layers, synced memory, cuDNN layers with a stream
    per group, the math wrappers).

Generated headers (not committed, built from the repositories' .proto files into OUT/gen) come
from the system protoc (protobuf-compiler 3.21, Debian): lightseq's *.pb.h and caffe's
caffe.pb.h. System packages used for headers: libprotobuf-dev, libgoogle-glog-dev,
libgflags-dev, libboost-dev (+thread, system, filesystem), libhdf5-dev, liblmdb-dev,
libleveldb-dev, libsnappy-dev.

  heldout5-repos.py extract --mirrors DIR --out OUT
  heldout5-repos.py gen --out OUT                    # protoc for lightseq and caffe
  heldout5-repos.py db|lint|list|parse --out OUT [--cudalint BIN]
  heldout5-repos.py table --out OUT --key eval/heldout5-key.tsv --judged eval/heldout5-judged.tsv [--run AFTER]
"""
import glob, importlib.util, os, subprocess, sys

_spec = importlib.util.spec_from_file_location(
    "heldout3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout3-repos.py"))
h3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(h3)
NVCC = h3.NVCC

PATTERN = r"cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|cudaStreamSynchronize"
CAFFE_PATTERN = r"cudaStream|cudaEvent|cudaMemcpy|cudaMalloc|cudaFree|cudaDeviceSynchronize"


def grep_units(repo, pattern, pathspecs):
    """Files of the extracted tree whose text matches pattern (same result as git grep at the pin)."""
    root = os.path.join(h3.OUT_SRC, repo)
    out = subprocess.run(["grep", "-rlE", pattern] + pathspecs, cwd=root, stdout=subprocess.PIPE,
                         text=True).stdout.split()
    return sorted(f[2:] if f.startswith("./") else f for f in out)


def gen_dir(repo):
    return os.path.join(os.path.dirname(h3.OUT_SRC), "gen", repo)


def tensorrt():
    # CMakeLists.txt: C++20, -Wno-deprecated-declarations -DBUILD_SYSTEM=cmake_oss; include dirs
    # TRT_INCLUDE_DIR (include/), samples/common, shared; plugins add plugin/ and plugin/common
    # (plugin/CMakeLists.txt trt_plugin_include_dirs); CUDA files --expt-relaxed-constexpr. The
    # TensorRT libraries themselves are not needed for headers. Safety-runtime samples include
    # NvInferSafeRuntime.h (not in the OSS tree), sampleCudla cudla.h: not clean. sm_90.
    base = [NVCC, "-O3", "-std=c++20", "-arch=sm_90", "-DBUILD_SYSTEM=cmake_oss",
            "--expt-relaxed-constexpr", "-I@ROOT@/include", "-I@ROOT@/samples/common",
            "-I@ROOT@/shared", "-I@ROOT@/plugin", "-I@ROOT@/plugin/common", "-I@ROOT@"]
    # plugin/CMakeLists.txt: ENABLE_SM<arch> for each GPU architecture built (the fused MHA headers
    # need one); quickstart/Makefile.config: -I../common (util.h).
    plugin = ["-DENABLE_SM90"]
    quick = ["-I@ROOT@/quickstart/common"]
    units = []
    for f in grep_units("NVIDIA+TensorRT", PATTERN, ["--include=*.cu", "--include=*.cpp", "--include=*.cc",
                                                     "samples", "plugin", "quickstart"]):
        if f.startswith("samples/python/"):
            continue
        extra = plugin if f.startswith("plugin/") else quick if f.startswith("quickstart/") else []
        units.append((os.path.dirname(f), base + extra + ["-c", os.path.basename(f)]))
    return units


def lightseq():
    # CMakeLists.txt (the inference branch, not NEW_ARCH): C++14 (here 17 for CUDA 13's CCCL),
    # include dirs PROJECT_SOURCE_DIR and the toolkit, -Wno-unknown-pragmas; FP16_MODE off (its
    # default); proto/CMakeLists.txt: HDF5 and protobuf include dirs and the generated *.pb.h
    # (OUT/gen). SEPARABLE_COMPILATION is set only for the NEW_ARCH branch. The libraries' INTERFACE
    # include dirs: kernels/ (cuda_kernels), tools/ (utils), model/ (the *_model targets); the pybind11
    # module gets pybind11's and Python's headers (here the system pybind11-dev and this Python's).
    # sm_90.
    import sysconfig
    inf = "-I@ROOT@/lightseq/inference/"
    base = [NVCC, "-O3", "-std=c++17", "-arch=sm_90", "-Xcompiler", "-Wno-unknown-pragmas",
            "-I@ROOT@", inf + "kernels", inf + "tools", inf + "model", inf + "proto",
            "-I/usr/include/hdf5/serial", "-I" + gen_dir("bytedance+lightseq"),
            "-I" + sysconfig.get_paths()["include"]]
    units = []
    for f in grep_units("bytedance+lightseq", PATTERN, ["--include=*.cu", "--include=*.cc", "--include=*.cpp",
                                                        "lightseq/inference/model",
                                                        "lightseq/inference/pywrapper",
                                                        "lightseq/inference/tools"]):
        # Corrected after the first run (eval/results/heldout5.md, "Setup"): lightseq was built with
        # its bundled CUB/Thrust (3rdparty/cub, a submodule the snapshot lacks) and an older
        # libstdc++, which included <functional> and <thrust/sort.h> on the way; CUDA 13's CCCL and
        # clang do not (tools/util.h:178 std::function, decoder.cc.cu:770 thrust::sort_by_key), so
        # the database forces those two includes. The .cc files include CCCL's device headers (cub
        # for_each.cuh), which CUDA 13's CCCL only accepts in CUDA mode: they are compiled as CUDA.
        fix = ["-include", "functional", "-include", "thrust/sort.h"]
        cmd = base + fix + ["-x", "cu"] + ["-c", os.path.basename(f)]
        units.append((os.path.dirname(f), cmd))
    return units


def caffe():
    # Makefile + Makefile.config.example: USE_CUDNN := 1 (the cuDNN layers are the multi-stream
    # ones), CPU_ONLY off, -DUSE_OPENCV off here (not installed; only io.cpp uses it),
    # USE_LEVELDB/USE_LMDB on, USE_NCCL on (Makefile: -DUSE_NCCL; parallel.cpp, the multi-GPU
    # training, is empty without it; nccl.h comes with the toolkit here), -DNDEBUG -O2, include dirs ./include, the build's src (caffe.pb.h,
    # here OUT/gen: include/caffe/proto/caffe.pb.h), /usr/include/hdf5/serial. .cpp through the
    # host compiler (nvcc treats them as C++). sm_90.
    base = [NVCC, "-O2", "-DNDEBUG", "-std=c++17", "-arch=sm_90", "-DUSE_CUDNN", "-DUSE_LEVELDB",
            "-DUSE_LMDB", "-DUSE_NCCL", "-I@ROOT@/include", "-I" + gen_dir("BVLC+caffe") + "/include",
            "-I/usr/include/hdf5/serial"]
    return [(os.path.dirname(f), base + ["-c", os.path.basename(f)]) for f in
            grep_units("BVLC+caffe", CAFFE_PATTERN, ["--include=*.cpp", "--include=*.cu", "src/caffe"])
            if not f.startswith("src/caffe/test/")]


def marian():
    # Added after the first three repositories' BEFORE run, with its own key rows committed before
    # its first run. CMakeLists.txt: C++17, CUDA_FOUND and USE_NCCL (CMAKE_CXX_FLAGS and
    # CUDA_NVCC_FLAGS), include dirs src, src/3rd_party, 3rd_party/SQLiteCpp/include (submodules
    # sentencepiece/fbgemm/intgemm absent, their options off here); --expt-relaxed-constexpr
    # --expt-extended-lambda as src/CMakeLists.txt gives the CUDA library. Rule: every .cu/.cpp
    # under src/ (not 3rd_party, not tests) matching PATTERN, plus src/training/communicator.cpp,
    # the one TU that compiles communicator_nccl.h (the header with the per-GPU stream creation).
    # sm_90.
    base = [NVCC, "-O3", "-std=c++17", "-arch=sm_90", "-DCUDA_FOUND", "-DUSE_NCCL",
            "--expt-relaxed-constexpr", "--expt-extended-lambda", "-I@ROOT@/src",
            "-I@ROOT@/src/3rd_party", "-I@ROOT@/src/3rd_party/SQLiteCpp/include",
            "-I" + gen_dir("marian-nmt+marian-dev")]
    files = [f for f in grep_units("marian-nmt+marian-dev", PATTERN, ["--include=*.cu", "--include=*.cpp", "src"])
             if not f.startswith(("src/3rd_party/", "src/tests/"))]
    files = sorted(set(files) | {"src/training/communicator.cpp"})
    return [(os.path.dirname(f), base + ["-c", os.path.basename(f)]) for f in files]


def gen(a):
    """protoc for lightseq's inference protos and caffe's caffe.proto (into OUT/gen/<repo>)."""
    root = os.path.join(h3.OUT_SRC, "bytedance+lightseq", "lightseq/inference/proto")
    out = gen_dir("bytedance+lightseq")
    os.makedirs(out, exist_ok=True)
    protos = sorted(os.path.basename(p) for p in glob.glob(os.path.join(root, "*.proto")))
    subprocess.run(["protoc", "--cpp_out=" + out] + protos, cwd=root, check=True)
    root = os.path.join(h3.OUT_SRC, "BVLC+caffe", "src")
    out = os.path.join(gen_dir("BVLC+caffe"), "include")
    os.makedirs(out, exist_ok=True)
    subprocess.run(["protoc", "--cpp_out=" + out, "caffe/proto/caffe.proto"], cwd=root, check=True)
    print("generated:", sorted(glob.glob(os.path.join(os.path.dirname(out), "**", "*.pb.h"), recursive=True)
                               + glob.glob(os.path.join(gen_dir("bytedance+lightseq"), "*.pb.h"))))


h3.REPOS.clear()
h3.REPOS.update({
    "NVIDIA+TensorRT": ("a892d22267d9cd2dedc1a0893e6892ac901f6d3d", tensorrt),
    "bytedance+lightseq": ("a7ab0dabe63ede35016ab151c5adfdf1b86f2eb4", lightseq),
    "BVLC+caffe": ("9b891540183ddc834a02b2bd81b31afae71b2153", caffe),
    "marian-nmt+marian-dev": ("c9f287db75b4ed27979717ff0cf543000e2e5b2e", marian),
})
h3.PATHS.clear()
h3.PATHS.update({"NVIDIA+TensorRT": ["include", "samples", "plugin", "quickstart", "shared"],
                 "bytedance+lightseq": ["lightseq/inference"],
                 "BVLC+caffe": ["include", "src"],
                 "marian-nmt+marian-dev": ["src"]})


def extract_blobs(a):
    """Like heldout3's extract, file by file, skipping blobs the snapshot lacks (marian-dev's
    snapshot has no sqlite3.c, which git archive cannot skip)."""
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        if repo != "marian-nmt+marian-dev":
            only, a.only = a.only, repo
            _extract(a)
            a.only = only
            continue
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        tree = subprocess.run(git + ["ls-tree", "-r", commit] + h3.PATHS.get(repo, []), check=True,
                              stdout=subprocess.PIPE, text=True).stdout.splitlines()
        missing = 0
        for line in tree:
            meta, path = line.split("\t", 1)
            mode, typ, sha = meta.split()
            if typ != "blob" or mode == "120000":
                continue
            r = subprocess.run(git + ["cat-file", "blob", sha], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            if r.returncode:
                missing += 1
                continue
            dst = os.path.join(a.out, "src", repo, path)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            with open(dst, "wb") as f:
                f.write(r.stdout)
        print(f"{repo}: {missing} blobs missing from the snapshot")
# All cuda-* checks run; issue 15's four first (table() sums KEYED[:4]).
h3.KEYED[:] = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream",
               "cuda-alloc-in-loop", "cuda-sync-in-loop", "cuda-event-timing-stream",
               "cuda-host-access-before-sync", "cuda-capture-unsafe-call", "cuda-event-needless-timing",
               "cuda-elapsed-time-disable-timing", "cuda-resource-leak"]

if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "gen":
        out = sys.argv[sys.argv.index("--out") + 1]
        h3.OUT_SRC = os.path.join(os.path.abspath(out), "src")
        gen(None)
        sys.exit(0)
    if len(sys.argv) > 1 and sys.argv[1] == "extract":
        _extract = h3.extract
        h3.extract = extract_blobs
    sys.exit(h3.main())
