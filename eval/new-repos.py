#!/usr/bin/env python3
"""Evaluation on public repositories cudalint had not been run on
(docs/evaluation/02-new-repositories-and-checks.md, section 4, "Host files and nvcc's parse"):
compile databases as each repository's own build writes them, the
build compiler's verdict per translation unit, and cudalint's reports.

Sources come from bare git snapshots (--mirrors DIR holding <owner>+<repo>/repo); nothing of
them is committed, only the verdicts and the figures.

  new-repos.py extract --mirrors DIR --out OUT       # OUT/src/<owner>+<repo>/ at the pinned commit
  new-repos.py db --out OUT                           # OUT/db/<owner>+<repo>/compile_commands.json
  new-repos.py verdicts --out OUT [-j N] --json FILE  # the build compiler's syntax check per TU
  new-repos.py lint --out OUT --cudalint BIN --label L [-- extra cudalint args]
  new-repos.py table --out OUT --before L1 --after L2 [--verdicts FILE]
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys

CUDA = "/usr/local/cuda"
NVCC = CUDA + "/bin/nvcc"

# Per repository: the pinned commit, and per translation unit (folder, compile command) as the
# repository's own build runs it (flags read from its Makefile / CMakeLists.txt).
NCCL_TESTS_NVCC = [NVCC, "-ccbin", "g++", "-gencode=arch=compute_90,code=sm_90", "-std=c++17",
                   "--extended-lambda", "-DNCCL_OS_LINUX", "-O3", "-g", "-I../os"]
NCCL_TESTS_CXX = ["g++", "-std=c++17", "-DNCCL_OS_LINUX", "-O3", "-g"]
LLMC_NVCC = [NVCC, "--threads=0", "-t=0", "--use_fast_math", "-std=c++17", "-O3",
             "--generate-code", "arch=compute_90,code=[compute_90,sm_90]"]
LLMC_CC = ["cc", "-Ofast", "-Wno-unused-result", "-Wno-ignored-pragmas",
           "-Wno-unknown-attributes", "-fopenmp", "-DOMP"]
FAISS_CXX = ["g++", "-std=c++17", "-fopenmp", "-I.", "-isystem", CUDA + "/include"]


def nccl_tests():
    units = []
    for f in ["all_gather", "all_reduce", "alltoall", "alltoallv", "broadcast", "common",
              "gather", "hypercube", "reduce", "reduce_scatter", "scatter", "sendrecv", "util"]:
        units.append(("src", NCCL_TESTS_NVCC + ["-c", f + ".cu"]))
    for f in ["verifiable", "inexact_regress", "main"]:
        units.append(("verifiable", NCCL_TESTS_NVCC + ["-I../src", "-c", f + ".cu"]))
    units.append(("src", NCCL_TESTS_CXX + ["-c", "timer.cc"]))
    units.append(("os", NCCL_TESTS_CXX + ["-I../src", "-c", "linux.cc"]))
    return units


def llm_c():
    units = []
    # NCCL is installed with the toolkit here, so the Makefile builds with -DMULTI_GPU.
    for f, precision in [("train_gpt2.cu", ["-DMULTI_GPU", "-DENABLE_BF16"]),
                         ("test_gpt2.cu", ["-DMULTI_GPU", "-DENABLE_BF16"]),
                         ("profile_gpt2.cu", ["-DMULTI_GPU", "-DENABLE_BF16", "-lineinfo"]),
                         ("train_gpt2_fp32.cu", []), ("test_gpt2_fp32.cu", [])]:
        units.append((".", LLMC_NVCC + precision + ["-c", f]))
    # The cuDNN attention file is compiled by nvcc as a host C++ file.
    units.append((".", LLMC_NVCC + ["-DENABLE_BF16", "-DENABLE_CUDNN", "-c",
                                    "llmc/cudnn_att.cpp"]))
    for f in ["train_gpt2.c", "test_gpt2.c", "dev/test/test_dataloader.c",
              "dev/test/test_outlier_detector.c", "dev/cpu/matmul_forward.c",
              "doc/layernorm/layernorm.c"]:
        units.append((".", LLMC_CC + ["-c", f]))
    # Of the 22 dev/cuda kernel drivers, the one with NCCL (the others were left out for time).
    for f in ["nccl_all_reduce"]:
        units.append(("dev/cuda", [NVCC, "-O3", "--use_fast_math", "--generate-code",
                                   "arch=compute_90,code=[compute_90,sm_90]", "-std=c++17",
                                   "-c", f + ".cu"]))
    return units


def faiss():
    return [(".", FAISS_CXX + ["-c", "faiss/gpu/" + f]) for f in
            ["GpuAutoTune.cpp", "GpuCloner.cpp", "GpuResources.cpp", "StandardGpuResources.cpp",
             "impl/InterleavedCodes.cpp", "impl/RemapIndices.cpp",
             "analysis/StackDeviceMemory.cpp", "analysis/Timer.cpp"]]


REPOS = {
    "NVIDIA+nccl-tests": ("a0b82b2260cf5152b9f8c061bbf7eaf0ba096432", nccl_tests, None),
    "karpathy+llm.c": ("f1e2ace651495b74ae22d45d1723443fd00ecd3a", llm_c, None),
    "facebookresearch+faiss": ("02dbb4e42f49aa2ce57cd78977b0e47a11f7cb91", faiss, "faiss"),
}


def extract(args):
    for repo, (commit, _, subtree) in REPOS.items():
        dest = os.path.join(args.out, "src", repo)
        os.makedirs(dest, exist_ok=True)
        git_dir = os.path.join(args.mirrors, repo, "repo")
        archive = subprocess.run(["git", "--git-dir", git_dir, "archive", commit] +
                                 ([subtree] if subtree else []), check=True,
                                 stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dest], input=archive, check=True)


def write_dbs(args):
    for repo, (_, units, _) in REPOS.items():
        root = os.path.join(os.path.abspath(args.out), "src", repo)
        entries = []
        for folder, command in units():
            directory = os.path.normpath(os.path.join(root, folder))
            source = command[command.index("-c") + 1]
            entries.append({"directory": directory, "file": os.path.join(directory, source),
                            "arguments": command})
        db = os.path.join(args.out, "db", repo)
        os.makedirs(db, exist_ok=True)
        with open(os.path.join(db, "compile_commands.json"), "w") as f:
            json.dump(entries, f, indent=1)


def entries(out):
    for repo in REPOS:
        with open(os.path.join(out, "db", repo, "compile_commands.json")) as f:
            for e in json.load(f):
                yield repo, e


def unit_name(repo, entry, out):
    return repo + "/" + os.path.relpath(entry["file"], os.path.join(os.path.abspath(out), "src",
                                                                     repo))


def verdict(entry):
    cmd = list(entry["arguments"])
    if os.path.basename(cmd[0]) == "nvcc":
        # nvcc's front end (cudafe++) checks host and device code; no device code generation.
        cmd = [c for c in cmd if c != "-c"] + ["--cuda", "-o", "/dev/null"]
    else:
        cmd = [c for c in cmd if c != "-c"] + ["-fsyntax-only"]
    p = subprocess.run(cmd, cwd=entry["directory"], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    errors = [l for l in p.stdout.splitlines() if "error" in l]
    return p.returncode == 0, errors[0] if errors else ""


def verdicts(args):
    todo = list(entries(args.out))
    results = {}
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        for (repo, e), (ok, first) in zip(todo, pool.map(lambda t: verdict(t[1]), todo)):
            results[unit_name(repo, e, args.out)] = {
                "compiler": os.path.basename(e["arguments"][0]), "accepts": ok,
                "first_error": first}
    nvcc = subprocess.run([NVCC, "--version"], stdout=subprocess.PIPE, text=True).stdout
    doc = {"nvcc": nvcc.strip().splitlines()[-2:],
           "commits": {r: c for r, (c, _, _) in REPOS.items()},
           "command": "eval/new-repos.py verdicts: the build's command with '--cuda -o /dev/null' "
                      "for -c (nvcc) or '-fsyntax-only' for -c (g++/cc)",
           "results": results}
    with open(args.json, "w") as f:
        json.dump(doc, f, indent=1, sort_keys=True)
        f.write("\n")


def lint(args):
    for repo in REPOS:
        report = os.path.join(args.out, "reports", args.label, repo + ".json")
        os.makedirs(os.path.dirname(report), exist_ok=True)
        cmd = [args.cudalint, "-p", os.path.join(args.out, "db", repo), "--format=json", "--source-root=/",
               "--output=" + report, "--quiet"] + args.extra
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def load_report(out, label, repo):
    with open(os.path.join(out, "reports", label, repo + ".json")) as f:
        return json.load(f)


def table(args):
    verdict_doc = json.load(open(args.verdicts))["results"] if args.verdicts else {}
    print("| repository | TUs | accepted by the build's compiler | clang clean before | "
          "clean after | host-relevant / device-only errors after | findings before | after |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for repo, (commit, _, _) in REPOS.items():
        before, after = (load_report(args.out, l, repo) for l in (args.before, args.after))
        units = after["translation_units"]
        accepted = sum(1 for k, v in verdict_doc.items() if k.startswith(repo + "/") and
                       v["accepts"])
        clean = lambda r: sum(1 for u in r["translation_units"] if u["parsed_cleanly"])
        host = sum(1 for u in units for e in u["compile_errors"] if not e.get("device_only"))
        device = sum(1 for u in units for e in u["compile_errors"] if e.get("device_only"))
        print("| %s@%s | %d | %d | %d | %d | %d / %d | %d | %d |" % (
            repo.replace("+", "/"), commit[:7], len(units), accepted, clean(before),
            clean(after), host, device, len(before["findings"]), len(after["findings"])))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("step", choices=["extract", "db", "verdicts", "lint", "table"])
    ap.add_argument("--out", required=True)
    ap.add_argument("--mirrors", help="folder of <owner>+<repo>/repo bare snapshots")
    ap.add_argument("--json")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--cudalint")
    ap.add_argument("--label")
    ap.add_argument("--before")
    ap.add_argument("--after")
    ap.add_argument("--verdicts")
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        extra = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    args = ap.parse_args(argv)
    args.extra = extra
    {"extract": extract, "db": write_dbs, "verdicts": verdicts, "lint": lint,
     "table": table}[args.step](args)


if __name__ == "__main__":
    sys.exit(main())
