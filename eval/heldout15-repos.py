#!/usr/bin/env python3
"""Held-out precision study of issue 15 on three repositories nobody had used
(eval/results/heldout15.md). Reuses eval/precision15-repos.py (db, lint, list, score) with
this study's repositories; only extraction differs (a subset of paths, for HeCBench, whose
snapshot lacks some large data blobs) and popsift's generated header.

  heldout15-repos.py extract --mirrors DIR --out OUT   # OUT/src/<owner>+<repo>/ at the pin
  heldout15-repos.py db --out OUT                      # OUT/db/<owner>+<repo>/compile_commands.json
  heldout15-repos.py lint --out OUT --cudalint BIN     # OUT/out/<owner>+<repo>.json
  heldout15-repos.py list --out OUT
  heldout15-repos.py score --out OUT --key K --judged J
  heldout15-repos.py table --out OUT --key K --judged J   # per check, per repository

For a second build, give it its own OUT whose src/ and db/ are links to the first OUT's.
"""
import importlib.util, os, subprocess, sys

_spec = importlib.util.spec_from_file_location(
    "precision15", os.path.join(os.path.dirname(os.path.abspath(__file__)), "precision15-repos.py"))
p15 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(p15)
NVCC = p15.NVCC
GEN = None  # OUT/gen, set by main(): generated headers (popsift's sift_config.h)


def popsift():
    # src/CMakeLists.txt: CUDA_ADD_LIBRARY(popsift ...) with CUDA_NVCC_FLAGS from the top
    # CMakeLists: -std=c++14, --default-stream legacy, -Xcompiler -fPIC, -O3 (Release),
    # CUDA_SEPARABLE_COMPILATION ON (-rdc=true: sift_pyramid.cu defines __device__ variables
    # that headers declare extern; nvcc rejects the file without it), and the
    # include directories src/, <build>/generated, <build>/generated/popsift. sift_config.h is
    # generated from cmake/sift_config.h.in with the defaults (shfl_down_sync 1, normf OFF,
    # grid filter ON, NVTX OFF). The .cu files with host-side stream, copy, allocation or
    # launch code; popsift.cpp is compiled by the host compiler and left out.
    cmd = [NVCC, "-O3", "-std=c++14", "--default-stream", "legacy", "-Xcompiler", "-fPIC", "-rdc=true",
           "-gencode", "arch=compute_90,code=sm_90", "-I../..", "-I../../..",
           "-I" + os.path.join(GEN, "popsift"), "-I" + os.path.join(GEN, "popsift", "popsift")]
    files = ["src/popsift/sift_pyramid.cu", "src/popsift/s_pyramid_build.cu",
             "src/popsift/sift_desc.cu", "src/popsift/s_orientation.cu",
             "src/popsift/features.cu", "src/popsift/gauss_filter.cu",
             "src/popsift/common/plane_2d.cu", "src/popsift/common/debug_macros.cu"]
    return [(os.path.dirname(f), cmd + ["-c", os.path.basename(f)]) for f in files]


def popsift_gen():
    src = os.path.join(os.path.dirname(GEN), "src", "alicevision+popsift", "cmake", "sift_config.h.in")
    text = open(src).read()
    for k, v in {"HAVE_SHFL_DOWN_SYNC": "1", "PopSift_HAVE_NORMF": "0",
                 "DISABLE_GRID_FILTER": "0", "PopSift_USE_NVTX": "0"}.items():
        text = text.replace("@" + k + "@", v)
    d = os.path.join(GEN, "popsift", "popsift")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "sift_config.h"), "w") as f:
        f.write(text)


def darknet():
    # Makefile with GPU=1 (CUDNN, OPENCV off: cuDNN is not part of the toolkit):
    # $(NVCC) $(ARCH) $(COMMON) --compiler-options "$(CFLAGS)" -c $< with
    # COMMON = -Iinclude/ -I3rdparty/stb/include -DGPU, OPTS = -Ofast. The five .cu files with
    # host-side launches, copies or allocations around the network's stream; the stream itself
    # is created in dark_cuda.c (C, host compiler).
    cmd = [NVCC, "-gencode", "arch=compute_90,code=[sm_90,compute_90]", "-I../include",
           "-I../3rdparty/stb/include", "-DGPU", "--compiler-options",
           "-Wall -Wfatal-errors -Wno-unused-result -Wno-unknown-pragmas -fPIC -Ofast -DGPU"]
    files = ["src/col2im_kernels.cu", "src/im2col_kernels.cu", "src/convolutional_kernels.cu",
             "src/blas_kernels.cu", "src/network_kernels.cu"]
    return [(os.path.dirname(f), cmd + ["-c", os.path.basename(f)]) for f in files]


def hecbench():
    # Each benchmark's Makefile: CC = nvcc, CFLAGS := -std=c++17 [-Xcompiler -Wall]
    # -arch=$(ARCH) -O3 (logan adds -maxrregcount=32 -DADAPTABLE and compiles -dc); here
    # sm_90. logan's Makefile links -fopenmp through -Xcompiler.
    base = [NVCC, "-std=c++17", "-O3", "-arch=sm_90"]
    return [
        ("src/logan-cuda", base + ["-maxrregcount=32", "-DADAPTABLE", "-Xcompiler", "-fopenmp",
                                   "-dc", "-c", "src/logan_functions.cu"]),
        ("src/mf-sgd-cuda/src", base + ["-Xcompiler", "-Wall", "-c", "sgd.cu"]),
        ("src/tpacf-cuda", base + ["-Xcompiler", "-Wall", "-c", "compute.cu"]),
        ("src/triad-cuda", base + ["-Xcompiler", "-Wall", "-c", "triad.cu"]),
    ]


REPOS = {
    "alicevision+popsift": ("4b4b2478d5f0cdb6c4215a031572e951c0c2502e", popsift),
    "AlexeyAB+darknet": ("59596d7880f6504768df41d6daa586f5cb2b932f", darknet),
    "zjin-lcf+HeCBench": ("f27000a5188f8ac79bd43fc95a1b3f890c18823d", hecbench),
}
# Extracted paths (None: the whole tree).
PATHS = {"zjin-lcf+HeCBench": ["src/logan-cuda", "src/mf-sgd-cuda", "src/tpacf-cuda",
                               "src/triad-cuda"]}


def extract(a):
    for repo, (commit, _) in REPOS.items():
        dst = os.path.join(a.out, "src", repo)
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        ls = subprocess.run(git + ["ls-tree", "-r", "-z", commit, "--"] + PATHS.get(repo, []),
                            check=True, stdout=subprocess.PIPE).stdout.decode()
        for entry in filter(None, ls.split("\0")):
            meta, path = entry.split("\t", 1)
            _, kind, sha = meta.split()
            if kind != "blob":
                continue
            blob = subprocess.run(git + ["cat-file", "blob", sha], stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL)
            if blob.returncode:
                print(f"{repo}: {path} absent from the snapshot", file=sys.stderr)
                continue
            os.makedirs(os.path.dirname(os.path.join(dst, path)), exist_ok=True)
            with open(os.path.join(dst, path), "wb") as f:
                f.write(blob.stdout)


def db(a):
    popsift_gen()
    p15.db(a)


def table(a):
    """Per check and per repository: findings, worth acting on, precision, recall vs the key."""
    found = p15.findings(a.out)
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in p15.rows(a.key)}
    act = {(r["repo"], r["file"], int(r["line"]), r["check"]): r["act"] for r in p15.rows(a.judged)}
    for title, groups in (("check", p15.CHECKS), ("repository", list(REPOS))):
        print(f"| {title} | findings | worth acting on | precision | key: expected | found | missed | unexpected |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for g in groups + ["all"]:
            sel = lambda k: g == "all" or g in (k[0], k[3])
            fs = [k for k in found if sel(k)]
            yes = sum(act.get(k) == "yes" for k in fs)
            exp = [k for k, r in key.items() if sel(k) and r["report"] == "yes"]
            hit = sum(k in found for k in exp)
            unexp = sum(k not in exp for k in fs)
            prec = f"{yes / len(fs):.2f}" if fs else "—"
            print(f"| {g.replace('+', '/')} | {len(fs)} | {yes} | {prec} | {len(exp)} | {hit} | "
                  f"{len(exp) - hit} | {unexp} |")
        print()
    for k in sorted(found):
        if act.get(k) not in ("yes", "no"):
            print(f"unjudged: {k}")


def main():
    global GEN
    ap = p15.argparse.ArgumentParser()
    ap.add_argument("step", choices=["extract", "db", "lint", "list", "score", "table"])
    ap.add_argument("--out", required=True)
    for opt in ("--mirrors", "--cudalint", "--key", "--judged"):
        ap.add_argument(opt)
    a = ap.parse_args()
    GEN = os.path.join(os.path.abspath(a.out), "gen")
    p15.REPOS = REPOS
    {"extract": extract, "db": db, "lint": p15.lint, "list": p15.list_,
     "score": p15.score, "table": table}[a.step](a)


if __name__ == "__main__":
    sys.exit(main())
