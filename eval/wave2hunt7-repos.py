#!/usr/bin/env python3
"""Wave-2 hunt, seventh round (eval/results/wave2hunt7.md): real code for issue 16's three checks
(cuda-capture-unsafe-call, cuda-event-timing-stream, cuda-host-access-before-sync) on repositories nobody had
used, chosen by searching for the patterns first. The key (eval/wave2hunt7-candidates.tsv) was written and
committed before any cuda-* run on these files (8457696; one batch).

Standalone (no heldout3 import): each repository is a git snapshot under <mirrors>/<owner+name>/repo, archived at
the commit below into <out>/src/<owner+name>, given a compile_commands.json under <out>/db/<owner+name> written
from the project's own build files, and linted by the frozen build with -j 1 under nice -n 10.

  wave2hunt7-repos.py extract --mirrors <mirrors> --out <out>
  wave2hunt7-repos.py db --out <out>
  wave2hunt7-repos.py lint3 --out <out> --cudalint <eval-bin-s50a>/bin/cudalint  # the three checks -> <out>/out3
  wave2hunt7-repos.py lint --out <out> --cudalint <eval-bin-s50a>/bin/cudalint   # every cuda-* check -> <out>/out
  wave2hunt7-repos.py parse --out <out>                                          # per-unit status and findings

--only <owner+name> limits a step to one build (yhwang-hub+OrinMLLM, yhwang-hub+OrinMLLM-fix, uccl-project+uccl). Builds:

- yhwang-hub+OrinMLLM (an LLM inference engine for Jetson Orin: Qwen2/Qwen3/Qwen3-VL with CUDA-graph decode).
  CMakeLists.txt: every file of kuiper/source/{tensor,base,op,model,op/kernels/cpu,op/kernels/cuda,op/kernels,
  sampler} into one library, CXX 17 and CUDA 14, include kuiper/include, CUDA_SEPARABLE_COMPILATION ON; the options
  LLAMA3/QWEN2/QWEN3/QWEN3_VL_SUPPORT default OFF: this round builds QWEN3_VL_SUPPORT=ON, which defines
  QWEN3_VL_SUPPORT and QWEN3_SUPPORT. glog, armadillo, sentencepiece, abseil, re2 from Debian 12 packages. The six
  kernel benchmarks that call cudaEventElapsedTime, each with the nvcc line its header comment gives
  (nvcc -O3 -arch=sm_87 [-lineinfo] f.cu; '-I/mnt/ssd/third_party/cub' stands for the toolkit's own CCCL).
- yhwang-hub+OrinMLLM-fix (not the project's build; the same tree): the Debian 12 packages that stand in for the
  project's CPM dependencies clash, and the CUDA 13 toolkit here is newer than the project's (JetPack, CUDA 12):
  sentencepiece_processor.h declares `namespace absl { using std::string_view; }` (unless SWIG is defined) while
  Debian's libabsl has a string_view of its own, so every unit that includes both (op/encode.h: model/*.cpp,
  op/encode.cpp) stops at 'reference to string_view is ambiguous'; and CCCL 3 (cub, libcu++) refuses -std=c++14,
  the CMAKE_CUDA_STANDARD, so the .cu units that include cub stop at 'CUB requires at least C++17'. The -fix build
  puts a shim directory first on the .cpp include path whose sentencepiece_processor.h (SP_SHIM below) includes
  absl's string_view and then the real header with SWIG defined, which drops the alias (sentencepiece's
  absl::string_view is then Debian absl's), and compiles the .cu units with -std=c++17; nothing else changes.
- uccl-project+uccl, experimental/misc only (CUDA micro-benchmarks of the project): its Makefile's CUDA_BIN,
  '${NVCC} -O3 -g f.cu -o f -arch=sm_90 -std=c++17'.
"""
import argparse, json, os, subprocess, sys

NVCC = "/usr/local/cuda/bin/nvcc"
GXX = "/usr/bin/g++"
CUDA_INC = "-I/usr/local/cuda/include"
THREE = "-*,cuda-capture-unsafe-call,cuda-event-timing-stream,cuda-host-access-before-sync"

ORIN_BENCHES = [
    ("cuda_kernel_optimized/fused_ffn_kernel", ["-O3", "-arch=sm_87", "-lineinfo"], "bench_fused_ffn_timing.cu"),
    ("cuda_kernel_optimized/matmul_kernel", ["-O3", "-arch=sm_87"], "bench_matmul_timing.cu"),
    ("cuda_kernel_optimized/mha_kernel", ["-O3", "-arch=sm_87"], "bench_mha_kernels.cu"),
    ("cuda_kernel_optimized/rmsnorm_kernel", ["-O3", "-arch=sm_87"], "bench_rmsnorm.cu"),
    ("cuda_kernel_optimized/rmsnorm_kernel", ["-O3", "-arch=sm_87"], "bench_rmsnorm_opt.cu"),
    ("cuda_kernel_optimized/swiglu_kernel", ["-O3", "-arch=sm_87"], "bench_swiglu.cu"),
]
UCCL_MISC = ["cuda_event.cu", "cuda_memcpy.cu", "cuda_memcpy_async.cu", "cuda_persist_kernel.cu", "cuda_memcpy_gpu.cu",
             "cuda_concurrent.cu", "cuda_greenctx.cu"]

REPOS = {
    "yhwang-hub+OrinMLLM": ("cfa2902e168e13377aa32056107ede167678393a",
                            ["kuiper"] + [d + "/" + f for d, _, f in ORIN_BENCHES]),
    "uccl-project+uccl": ("da914a2054c29725464803e379bb3b98de90dfa1", ["experimental/misc"]),
}
REPOS["yhwang-hub+OrinMLLM-fix"] = REPOS["yhwang-hub+OrinMLLM"]
BATCH = {"yhwang-hub+OrinMLLM": 1, "uccl-project+uccl": 1, "yhwang-hub+OrinMLLM-fix": 1}


# The -fix build's sentencepiece_processor.h (written by the db step into <out>/shim-orinmllm): no project code.
SP_SHIM = """/* wave2hunt7 shim (not sentencepiece): Debian's sentencepiece aliases absl::string_view to std::string_view
   unless SWIG is defined, Debian's absl has its own absl::string_view; keep absl's. */
#pragma once
#include <absl/strings/string_view.h>
#define SWIG
#include </usr/include/sentencepiece_processor.h>
#undef SWIG
"""
SHIM_DIR = None  # set by main() to <out>/shim-orinmllm


def mirror(repo):
    return repo[:-4] if repo.endswith("-fix") else repo


def units(repo, root):
    """[(directory, argv)] of a repository's translation units, argv as its build runs it."""
    if repo.startswith("yhwang-hub+OrinMLLM"):
        fix = repo.endswith("-fix")
        out = []
        defs = ["-DQWEN3_VL_SUPPORT", "-DQWEN3_SUPPORT"]
        inc = ["-I" + os.path.join(root, "kuiper/include")]
        for sub in ("tensor", "base", "op", "model", "op/kernels/cpu", "op/kernels/cuda", "op/kernels", "sampler"):
            d = os.path.join(root, "kuiper/source", sub)
            for f in sorted(os.listdir(d)):  # aux_source_directory: the directory's own files, not sub-folders
                if f.endswith(".cpp"):
                    out.append((d, [GXX] + defs + (["-I" + SHIM_DIR] if fix else []) + inc
                                + [CUDA_INC, "-std=gnu++17", "-fPIC", "-o", f + ".o", "-c", f]))
                elif f.endswith(".cu"):
                    out.append((d, [NVCC] + defs + inc + [CUDA_INC, "-std=c++17" if fix else "-std=c++14", "-rdc=true", "-Xcompiler=-fPIC",
                                                          "-x", "cu", "-o", f + ".o", "-c", f]))
        for d, flags, f in ORIN_BENCHES:
            out.append((os.path.join(root, d), [NVCC] + flags + ["-o", f[:-3], "-c", f]))
        return out
    if repo == "uccl-project+uccl":
        d = os.path.join(root, "experimental/misc")
        return [(d, [NVCC, "-O3", "-g", "-c", f, "-o", f[:-3], "-arch=sm_90", "-std=c++17"]) for f in UCCL_MISC]
    raise KeyError(repo)


def selected(a):
    return [r for r in REPOS if (not a.only or r == a.only) and (not a.batch or BATCH[r] == a.batch)]


def extract(a):
    for repo in selected(a):
        commit, paths = REPOS[repo]
        dst = os.path.join(a.out, "src", repo)
        os.makedirs(dst, exist_ok=True)
        arc = subprocess.run(["git", "--git-dir", os.path.join(a.mirrors, mirror(repo), "repo"), "archive", commit, "--"]
                             + paths, check=True, stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)
        print(f"{repo}@{commit}: {dst}")


def db(a):
    os.makedirs(SHIM_DIR, exist_ok=True)
    with open(os.path.join(SHIM_DIR, "sentencepiece_processor.h"), "w") as f:
        f.write(SP_SHIM)
    for repo in selected(a):
        root = os.path.realpath(os.path.join(a.out, "src", repo))
        entries = [{"directory": d, "arguments": argv, "file": os.path.join(d, argv[argv.index("-c") + 1])}
                   for d, argv in units(repo, root)]
        os.makedirs(os.path.join(a.out, "db", repo), exist_ok=True)
        with open(os.path.join(a.out, "db", repo, "compile_commands.json"), "w") as f:
            json.dump(entries, f, indent=1)
        print(f"{repo}: {len(entries)} units")


def lint_with(checks, sub):
    def lint(a):
        for repo in selected(a):
            root = os.path.realpath(os.path.join(a.out, "src", repo))
            report = os.path.join(os.path.abspath(a.out), sub, repo + ".json")
            os.makedirs(os.path.dirname(report), exist_ok=True)
            cmd = ["nice", "-n", "10", a.cudalint, "-j", "1", "--format=json", "-p", os.path.join(a.out, "db", repo),
                   "--checks=" + checks, "--output=" + report, "--quiet", "--source-root=" + root]
            print(" ".join(cmd), flush=True)
            print(f"{repo}: exit {subprocess.run(cmd).returncode}", flush=True)
    return lint


def parse(a):
    """One line per unit (parsed cleanly or not, errors, whether it declares the CUDA API), then the findings of
    each report under <out>/out3 and <out>/out, counted by check."""
    for sub in ("out3", "out"):
        for repo in selected(a):
            path = os.path.join(a.out, sub, repo + ".json")
            if not os.path.exists(path):
                continue
            rep = json.load(open(path))
            print(f"== {sub}/{repo}")
            for tu in rep.get("translation_units", []):
                errs = tu.get("compile_errors") or []
                print("  unit {} parsed_cleanly={} host_parsed_cleanly={} declares_cuda_api={} errors={}".format(
                    tu.get("file"), tu.get("parsed_cleanly"), tu.get("host_parsed_cleanly"),
                    tu.get("declares_cuda_api"), len(errs)))
                for e in errs[:3]:
                    print("     ", (e.get("message") if isinstance(e, dict) else str(e))[:200])
            counts = {}
            for fnd in rep.get("findings", []):
                counts[fnd.get("check")] = counts.get(fnd.get("check"), 0) + 1
                print("  finding {}:{} {} {}".format(fnd.get("file"), fnd.get("line"), fnd.get("check"),
                                                      fnd.get("message", "")[:160]))
            print("  counts", json.dumps(counts, sort_keys=True), "summary", json.dumps(rep.get("summary", {}))[:400])


def main():
    p = argparse.ArgumentParser()
    p.add_argument("step", choices=["extract", "db", "lint3", "lint", "parse"])
    p.add_argument("--mirrors")
    p.add_argument("--out", required=True)
    p.add_argument("--cudalint")
    p.add_argument("--only")
    p.add_argument("--batch", type=int)
    a = p.parse_args()
    global SHIM_DIR
    SHIM_DIR = os.path.join(os.path.abspath(a.out), "shim-orinmllm")
    {"extract": extract, "db": db, "lint3": lint_with(THREE, "out3"), "lint": lint_with("-*,cuda-*", "out"),
     "parse": parse}[a.step](a)


if __name__ == "__main__":
    main()
