#!/usr/bin/env python3
"""cuda-unchecked-error on two public repositories not used before
(docs/evaluation/02-new-repositories-and-checks.md, section 5, "cuda-unchecked-error on two new
repositories"): one that checks its errors, one that does not.

Sources come from bare git snapshots (--mirrors DIR holding <owner>+<repo>/repo); nothing of them
is committed. The answer key (eval/unchecked-error-key.tsv) was written before the first run.

  unchecked-error-eval.py extract --mirrors DIR --out OUT
  unchecked-error-eval.py db --out OUT
  unchecked-error-eval.py lint --out OUT --cudalint BIN [-- extra cudalint args]
  unchecked-error-eval.py table --out OUT      # per repository: lines, findings, per 1000 lines,
                                               # and each finding against the key
"""
import argparse
import importlib.util
import json
import os
import subprocess
import sys

NVCC = "/usr/local/cuda/bin/nvcc"
HERE = os.path.dirname(os.path.abspath(__file__))

# NVIDIA/multi-gpu-programming-models: the variants whose Makefile needs neither MPI nor NVSHMEM
# (nvcc -Xcompiler -fopenmp -lineinfo -DUSE_NVTX -DHAVE_CUB -std=c++14), and the *_kernels.cu
# files the MPI and NCCL variants compile with nvcc (-DHAVE_CUB -std=c++14 -c).
MGPM_NVCC = [NVCC, "-DHAVE_CUB", "-Xcompiler", "-fopenmp", "-lineinfo", "-DUSE_NVTX",
             "-gencode", "arch=compute_90,code=sm_90", "-std=c++14"]


def mgpm():
    units = [(d, MGPM_NVCC + ["-c", "jacobi.cu"]) for d in
             ["single_gpu", "single_threaded_copy", "multi_threaded_copy",
              "multi_threaded_copy_overlap", "multi_threaded_p2p", "multi_threaded_p2p_opt",
              "multi_threaded_um"]]
    units += [(d, MGPM_NVCC + ["-c", "jacobi_kernels.cu"]) for d in
              ["mpi", "mpi_overlap", "nccl", "nccl_graphs", "nccl_overlap", "multi_node_p2p"]]
    return units


# Liu-xiandong/How_to_optimize_in_GPU: each program is one file, built `nvcc -o bin/x file.cu`
# (reduce/Makefile); the sgemm/sgemv/spmv/spmm READMEs add -lcublas / -lcusparse at link time.
def howto():
    files = ["elementwise/elementwise_add.cu"] + [
        "reduce/" + f for f in ["reduce_v0_baseline.cu", "reduce_v1_no_divergence_branch.cu",
                                "reduce_v2_no_bank_conflict.cu", "reduce_v3_add_during_load.cu",
                                "reduce_v4_unroll_last_warp.cu", "reduce_v5_completely_unroll.cu",
                                "reduce_v6_multi_add.cu", "reduce_v7_shuffle.cu"]] + [
        "sgemm/sgemm_v1.cu", "sgemm/sgemm_v3.cu", "sgemv/ComplexHalfGemv.cu", "sgemv/Sgemv_v0.cu",
        "sgemv/Sgemv_v1.cu", "sgemv/Sgemv_v2.cu", "spmm/spmm.cu", "spmv/spmv.cu"]
    return [(os.path.dirname(f), [NVCC, "-arch=sm_90", "-c", os.path.basename(f)]) for f in files]


REPOS = {
    "NVIDIA+multi-gpu-programming-models": ("9a600f5ea8f5e53614e30b7b36e9136107178dd8", mgpm),
    "Liu-xiandong+How_to_optimize_in_GPU": ("5d2def3e082c4e1364c3ade54451b7b9d1d6f044", howto),
}


def base():
    """eval/new-repos.py, whose extract and db steps serve here with this file's repositories."""
    spec = importlib.util.spec_from_file_location("new_repos", os.path.join(HERE, "new-repos.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.REPOS = {repo: (commit, units, None) for repo, (commit, units) in REPOS.items()}
    return module


def lint(args):
    for repo in REPOS:
        report = os.path.join(args.out, "reports", repo + ".json")
        os.makedirs(os.path.dirname(report), exist_ok=True)
        cmd = [args.cudalint, "-p", os.path.join(args.out, "db", repo), "--format=json",
               "--output=" + report, "--quiet", "--checks=-*,cuda-unchecked-error"] + args.extra
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def lines_of(path):
    with open(path, errors="replace") as f:
        return sum(1 for _ in f)


def key_rows():
    rows = []
    with open(os.path.join(HERE, "unchecked-error-key.tsv")) as f:
        for line in f:
            if line.startswith("#") or line.startswith("repo\t") or not line.strip():
                continue
            rows.append(line.rstrip("\n").split("\t"))
    return rows


def table(args):
    key = key_rows()
    print("| repository | TUs | lines (their main files) | findings | per 1000 lines | "
          "in the key | not in the key | key rows not found |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    details = []
    for repo, (commit, units) in REPOS.items():
        root = os.path.join(os.path.abspath(args.out), "src", repo)
        files = [os.path.join(folder, cmd[cmd.index("-c") + 1]) for folder, cmd in units()]
        lines = sum(lines_of(os.path.join(root, f)) for f in files)
        with open(os.path.join(args.out, "reports", repo + ".json")) as f:
            report = json.load(f)
        name = repo.replace("+", "/")
        expected = {(r[1], r[3]) for r in key if r[0].startswith(name + "@") and r[1] != "-"}
        found = set()
        for finding in report["findings"]:
            if finding.get("check") not in (None, "cuda-unchecked-error"):
                continue
            rel = os.path.relpath(finding["file"], root)
            found.add((rel, str(finding["line"])))
            notes = "; ".join(n.get("message", "") for n in finding.get("notes", []))
            details.append("%s@%s %s:%s: %s [%s]" % (name, commit[:7], rel, finding["line"],
                                                     finding["message"], notes))
        print("| %s@%s | %d | %d | %d | %.2f | %d | %d | %d |" % (
            name, commit[:7], len(files), lines, len(found), 1000.0 * len(found) / lines,
            len(found & expected), len(found - expected), len(expected - found)))
    print()
    for d in details:
        print(d)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("step", choices=["extract", "db", "lint", "table"])
    ap.add_argument("--out", required=True)
    ap.add_argument("--mirrors")
    ap.add_argument("--cudalint")
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    args = ap.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    args.extra = extra
    steps = {"lint": lint, "table": table}
    if args.step in ("extract", "db"):
        steps[args.step] = getattr(base(), "extract" if args.step == "extract" else "write_dbs")
    steps[args.step](args)


if __name__ == "__main__":
    sys.exit(main())
