#!/usr/bin/env python3
"""Precision study of issue 15 (docs/evaluation/03-expert-precision-and-loops.md, section 8,
"Precision by an expert's standard"): three
public repositories not used before, compile databases as their own builds write them, cudalint
before and after, and the findings of each run listed per check for judging.

Sources come from bare git snapshots (--mirrors DIR holding <owner>+<repo>/repo); nothing of
them is committed, only the answer key, the judgements and the figures.

  precision-repos.py extract --mirrors DIR --out OUT   # OUT/src/<owner>+<repo>/ at the pin
  precision-repos.py db --out OUT                      # OUT/db/<owner>+<repo>/compile_commands.json
  precision-repos.py lint --out OUT --cudalint BIN --label L
  precision-repos.py list --out OUT --label L          # findings per check: file:line check
  precision-repos.py compare --out OUT --before L1 --after L2 [--key TSV]
  precision-repos.py judge --out OUT --label L --judged TSV   # per check: findings, yes, no
"""
import argparse
import collections
import csv
import importlib.util
import json
import os
import subprocess
import sys

CUDA = "/usr/local/cuda"
NVCC = CUDA + "/bin/nvcc"


def ggml():
    # src/ggml-cuda/CMakeLists.txt with its defaults (NCCL found, graphs off), as CMake writes
    # the nvcc command. The six TUs that call the stream, event, copy or allocation API
    # themselves (two or more calls); the other 60-odd .cu files only launch kernels on the
    # stream they are given.
    cmd = [NVCC, "-forward-unknown-to-host-compiler", "-DGGML_BACKEND_BUILD",
           "-DGGML_BACKEND_SHARED", "-DGGML_CUDA_PEER_MAX_BATCH_SIZE=128",
           "-DGGML_SCHED_MAX_COPIES=4", "-DGGML_SHARED", "-DGGML_USE_NCCL", "-D_GNU_SOURCE",
           "-D_XOPEN_SOURCE=600", "-Dggml_cuda_EXPORTS", "-I../../src/ggml-cuda/..",
           "-I../../src/../include", "-O3", "-DNDEBUG", "-std=c++17",
           "--generate-code=arch=compute_90,code=[compute_90,sm_90]", "-Xcompiler=-fPIC",
           "-use_fast_math", "-extended-lambda"]
    return [("src/ggml-cuda", cmd + ["-x", "cu", "-c", f]) for f in
            ["ggml-cuda.cu", "allreduce.cu", "cpy.cu", "argsort.cu", "top-k.cu", "concat.cu"]]


def mgpm():
    # Each folder's Makefile with DISABLE_CUB=1: nvcc -Xptxas --optimize-float-atomics
    # -Xcompiler -fopenmp -lineinfo -DUSE_NVTX -std=c++14. (Its default, -DHAVE_CUB, cannot build
    # with CUDA 13: the toolkit's CUB requires C++17, and the Makefile asks for C++14.) The seven
    # single-process variants (the MPI, NVSHMEM and multi-node ones need SDKs that are not
    # installed here).
    cmd = [NVCC, "-Xptxas", "--optimize-float-atomics", "-Xcompiler", "-fopenmp", "-lineinfo",
           "-DUSE_NVTX", "-gencode", "arch=compute_90,code=sm_90", "-std=c++14"]
    return [(d, cmd + ["-c", "jacobi.cu"]) for d in
            ["single_gpu", "single_threaded_copy", "multi_threaded_copy",
             "multi_threaded_copy_overlap", "multi_threaded_p2p", "multi_threaded_p2p_opt",
             "multi_threaded_um"]]


def blog():
    # Each post is built by hand or a one-line Makefile: nvcc -O3 [-lcublas ...]. The ten files
    # with ten or more stream, event, async-copy or pinned-allocation calls, and the four others
    # that create a stream (the TensorRT posts are left out: TensorRT is not installed).
    cmd = [NVCC, "-O3", "-std=c++17", "-gencode", "arch=compute_90,code=sm_90"]
    files = ["series/cuda-cpp/overlap-data-transfers/async.cu",
             "series/cuda-cpp/transpose/transpose.cu", "posts/rnn/LSTM.cu",
             "posts/tensor-cores/simpleTensorCoreGEMM.cu",
             "posts/parallel_reduction_with_shfl/main.cu",
             "series/cuda-cpp/optimize-data-transfers/bandwidthtest.cu",
             "posts/american-options/longstaff_schwartz_svd_2.cu",
             "series/cuda-cpp/coalescing-global/coalescing.cu",
             "posts/unified-memory-oversubscription/uvm_oversubs.cu",
             "posts/printf-alternative/main.cu", "posts/nvtx/manual_nvtx.cu",
             "posts/nvtx/compiler_inst_nvtx.cu", "posts/math-libraries-intro/cublas-example.cu",
             "posts/cuda-vmm/sync_main.cu"]
    return [(os.path.dirname(f), cmd + ["-c", os.path.basename(f)]) for f in files]


REPOS = {
    "ggml-org+ggml": ("d99724f2b141fed9e1a9f402213506c081433465", ggml),
    "NVIDIA+multi-gpu-programming-models": ("9a600f5ea8f5e53614e30b7b36e9136107178dd8", mgpm),
    "NVIDIA-developer-blog+code-samples": ("72d62ec464442786a36754508bcb1094d197d6a5", blog),
}


def base():
    """eval/new-repos.py, whose extract and db steps serve here with this file's repositories."""
    here = os.path.dirname(os.path.abspath(__file__))
    spec = importlib.util.spec_from_file_location("new_repos", os.path.join(here, "new-repos.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.REPOS = {repo: (commit, units, None) for repo, (commit, units) in REPOS.items()}
    return module


def lint(args):
    for repo in REPOS:
        report = os.path.join(args.out, "reports", args.label, repo + ".json")
        os.makedirs(os.path.dirname(report), exist_ok=True)
        # Paths in the report relative to the repository's root (cudalint's --source-root).
        root = os.path.join(os.path.abspath(args.out), "src", repo)
        cmd = [args.cudalint, "-p", os.path.join(args.out, "db", repo), "--format=json",
               "--checks=-*,cuda-*", "-j", "1", "--output=" + report, "--quiet",
               "--source-root=" + root]
        rc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        print(f"{repo}: exit {rc}")


def findings(out, label):
    """(repo, path relative to the repo, line, check) -> finding, for one run."""
    result = {}
    for repo in REPOS:
        root = os.path.join(os.path.abspath(out), "src", repo)
        with open(os.path.join(out, "reports", label, repo + ".json")) as f:
            report = json.load(f)
        for u in report["translation_units"]:
            if not u["parsed_cleanly"]:
                print(f"# {repo}: {u['file']} not clean: "
                      f"{[e['message'] for e in u['compile_errors']][:1]}", file=sys.stderr)
        for fd in report["findings"]:
            # Reports of cudalint before --source-root (December 2026) hold absolute paths.
            rel = os.path.relpath(fd["file"], root) if os.path.isabs(fd["file"]) else fd["file"]
            result[(repo, rel, fd["line"], fd["check"])] = fd
    return result


def list_findings(args):
    by_check = collections.defaultdict(list)
    for key, fd in sorted(findings(args.out, args.label).items()):
        by_check[key[3]].append((key, fd))
    for check in sorted(by_check):
        print(f"== {check}: {len(by_check[check])}")
        for (repo, rel, line, _), fd in by_check[check]:
            print(f"{repo.replace('+', '/')} {rel}:{line}: {fd['message']}")
            for n in fd["notes"]:
                print(f"    note {os.path.basename(n['file'])}:{n['line']}: {n['message']}")


def compare(args):
    before, after = findings(args.out, args.before), findings(args.out, args.after)
    checks = sorted({k[3] for k in list(before) + list(after)})
    print("| check | before | after | lost | gained |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for c in checks:
        b = {k for k in before if k[3] == c}
        a = {k for k in after if k[3] == c}
        print(f"| {c} | {len(b)} | {len(a)} | {len(b - a)} | {len(a - b)} |")
    for k in sorted(set(before) - set(after)):
        print(f"lost:   {k[0]} {k[1]}:{k[2]} {k[3]}")
    for k in sorted(set(after) - set(before)):
        print(f"gained: {k[0]} {k[1]}:{k[2]} {k[3]}")
    if args.key:
        # The answer key: repo, file, line, check, expect (report|silent), reason.
        rows = list(csv.DictReader((l for l in open(args.key) if not l.startswith("#")),
                                   delimiter="\t"))
        for r in rows:
            hit = (r["repo"], r["file"], int(r["line"]), r["check"]) in after
            want = r["expect"] == "report"
            if hit != want:
                print(f"key {'MISS' if want else 'UNWANTED'}: {r['repo']} {r['file']}:"
                      f"{r['line']} {r['check']} ({r['reason']})")


def judge(args):
    judged = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in csv.DictReader(
        (l for l in open(args.judged) if not l.startswith("#")), delimiter="\t")}
    found = findings(args.out, args.label)
    print("| check | findings | worth acting on | not | share |")
    print("| --- | ---: | ---: | ---: | ---: |")
    totals = [0, 0, 0]
    for c in sorted({k[3] for k in found}):
        keys = [k for k in found if k[3] == c]
        yes = sum(1 for k in keys if judged.get(k, {}).get("act") == "yes")
        no = sum(1 for k in keys if judged.get(k, {}).get("act") == "no")
        totals = [totals[0] + len(keys), totals[1] + yes, totals[2] + no]
        print(f"| {c} | {len(keys)} | {yes} | {no} | {yes / len(keys):.2f} |")
    print(f"| all | {totals[0]} | {totals[1]} | {totals[2]} | "
          f"{totals[1] / max(totals[0], 1):.2f} |")
    for k in sorted(found):
        if k not in judged:
            print(f"unjudged: {k[0]} {k[1]}:{k[2]} {k[3]}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("step", choices=["extract", "db", "lint", "list", "compare", "judge"])
    ap.add_argument("--out", required=True)
    ap.add_argument("--mirrors")
    ap.add_argument("--cudalint")
    ap.add_argument("--label")
    ap.add_argument("--before")
    ap.add_argument("--after")
    ap.add_argument("--key")
    ap.add_argument("--judged")
    args = ap.parse_args()
    {"extract": lambda a: base().extract(a), "db": lambda a: base().write_dbs(a), "lint": lint, "list": list_findings,
     "compare": compare, "judge": judge}[args.step](args)


if __name__ == "__main__":
    sys.exit(main())
