#!/usr/bin/env python3
"""Precision study on three repositories not used before (eval/results/precision15-new-repos.md).

Sources come from bare git snapshots (--mirrors DIR holding <owner>+<repo>/repo); nothing of
them is committed, only the key, the judgements and the figures.

  precision15-repos.py extract --mirrors DIR --out OUT   # OUT/src/<owner>+<repo>/ at the pin
  precision15-repos.py db --out OUT                      # OUT/db/<owner>+<repo>/compile_commands.json
  precision15-repos.py lint --out OUT --cudalint BIN     # OUT/out/<owner>+<repo>.json
  precision15-repos.py list --out OUT                    # every finding, with notes
  precision15-repos.py score --out OUT --key K --judged J
"""
import argparse, collections, csv, json, os, subprocess, sys

NVCC = "/usr/local/cuda/bin/nvcc"
CHECKS = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream",
          "cuda-alloc-in-loop"]


def calm():
    # Makefile: src/*.cu through $(NVCC) $(CUFLAGS) -c; CUFLAGS=-g -O3 -lineinfo -ccbin=$(CC)
    # -arch=sm_80 ... (here sm_90). tools/cudaprof.cu is a CUPTI injection library with no
    # stream work; left out. helpers.cuh writes `union _ALIGNAS(n) ablock`, a macro that older
    # toolkits' headers defined and CUDA 13's do not (nvcc 13 rejects the file too), so the
    # command defines it as what it meant: -D_ALIGNAS(x)=alignas(x).
    cmd = [NVCC, "-g", "-O3", "-lineinfo", "-arch=sm_90", "-std=c++17", "-D_ALIGNAS(x)=alignas(x)"]
    return [("src", cmd + ["-c", "infer.cu"])]


def llama_cu_awq():
    # CMakeLists.txt: add_executable(llama2_q4 llama2_q4.cu), CMake's CUDA defaults.
    # weight_packer.cpp calls no CUDA API; the sycl/ port is not CUDA.
    cmd = [NVCC, "-O3", "-DNDEBUG", "-std=c++17", "--generate-code=arch=compute_90,code=sm_90"]
    return [(".", cmd + ["-x", "cu", "-c", "llama2_q4.cu"])]


def astra():
    # build/linux/Makefile.in: $(NVCC) $(NVCCFLAGS) -c $< -Xcompiler -fPIC -DPIC, with
    # NVCCFLAGS += -I include -I lib/include -DASTRA_CUDA --std c++17 -DASTRA_BUILDING_CUDA.
    # The five TUs with twelve or more host-side copy, memset, allocation or launch calls
    # (grep in the study's page); the other 18 were not keyed.
    cmd = [NVCC, "-O3", "-I../../include", "-I../../lib/include", "-DASTRA_CUDA", "--std",
           "c++17", "-DASTRA_BUILDING_CUDA", "-gencode", "arch=compute_90,code=sm_90"]
    files = ["cuda/2d/fft.cu", "cuda/2d/util.cu", "cuda/3d/par3d_fp.cu",
             "cuda/2d/darthelper.cu", "cuda/3d/cone_fp.cu"]
    return [(os.path.dirname(f), cmd + ["-c", os.path.basename(f), "-Xcompiler", "-fPIC",
                                         "-DPIC"]) for f in files]


def cudaml():
    # No build of these: src/CMakeLists builds only the CUTLASS programs (CUTLASS is not
    # installed); the cuBLAS programs are built by hand, nvcc -std=c++17 (CMake's CUDA standard)
    # --expt-relaxed-constexpr -lcublas. The three TUs that create streams. utils.h moved from
    # src/ to include/ while src/cublas/*.cu still include "../utils.h": -I include/math makes
    # that name find include/utils.h, as the old layout did.
    cmd = [NVCC, "-std=c++17", "--expt-relaxed-constexpr", "-I../../include",
           "-I../../include/math", "-gencode", "arch=compute_90,code=sm_90"]
    files = ["src/cublas/mlp.cu", "tests/cublas/test_auto.cu", "tests/cublas/test_stream.cu"]
    return [(os.path.dirname(f), cmd + ["-c", os.path.basename(f)]) for f in files]


REPOS = {
    "zeux+calm": ("cab0b7b44965e7deeb12a6a188b7d64ce224498e", calm),
    "ankan-ban+llama_cu_awq": ("d0453fd0803cac9107ee5f1857e1c5654ac598cd", llama_cu_awq),
    "astra-toolbox+astra-toolbox": ("bf7acada528a85c5841979cc8a6473ec075dfcb7", astra),
    "Parxd+cudaML": ("8c906e3e46d15e43f9e66d447ae5c9d83b046875", cudaml),
}


def extract(a):
    for repo, (commit, _) in REPOS.items():
        dst = os.path.join(a.out, "src", repo)
        os.makedirs(dst, exist_ok=True)
        git = os.path.join(a.mirrors, repo, "repo")
        arc = subprocess.run(["git", "--git-dir", git, "archive", commit], check=True,
                             stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


def db(a):
    for repo, (_, units) in REPOS.items():
        root = os.path.abspath(os.path.join(a.out, "src", repo))
        entries = [{"directory": os.path.join(root, d), "arguments": cmd,
                    "file": os.path.join(root, d, cmd[cmd.index("-c") + 1])}
                   for d, cmd in units()]
        os.makedirs(os.path.join(a.out, "db", repo), exist_ok=True)
        with open(os.path.join(a.out, "db", repo, "compile_commands.json"), "w") as f:
            json.dump(entries, f, indent=1)


def lint(a):
    for repo, (_, units) in REPOS.items():
        root = os.path.abspath(os.path.join(a.out, "src", repo))
        files = [os.path.join(root, d, cmd[cmd.index("-c") + 1]) for d, cmd in units()]
        report = os.path.join(os.path.abspath(a.out), "out", repo + ".json")
        os.makedirs(os.path.dirname(report), exist_ok=True)
        cmd = [a.cudalint, "-j", "2", "--format=json", "-p", os.path.join(a.out, "db", repo),
               "--checks=-*," + ",".join(CHECKS), "--output=" + report, "--quiet",
               "--source-root=" + root] + files
        rc = subprocess.run(cmd).returncode
        print(f"{repo}: exit {rc}")


def findings(out):
    res = {}
    for repo in REPOS:
        with open(os.path.join(out, "out", repo + ".json")) as f:
            rep = json.load(f)
        for u in rep["translation_units"]:
            if not u["parsed_cleanly"]:
                print(f"# {repo}: {u['file']} not clean: "
                      f"{[e['message'] for e in u['compile_errors']][:2]}", file=sys.stderr)
        for fd in rep["findings"]:
            res[(repo, fd["file"], fd["line"], fd["check"])] = fd
    return res


def list_(a):
    for (repo, f, line, check), fd in sorted(findings(a.out).items()):
        print(f"{repo} {f}:{line} {check}: {fd['message']}")
        for n in fd.get("notes", []):
            print(f"    note {n['file']}:{n['line']}: {n['message']}")


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")),
                               delimiter="\t"))


def score(a):
    found = findings(a.out)
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(a.key)}
    judged = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(a.judged)}
    print("| repository | check | findings | worth acting on | precision | key: expected reports | found | missed | unexpected findings |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    tot = collections.Counter()
    for repo in REPOS:
        for c in CHECKS:
            fs = [k for k in found if k[0] == repo and k[3] == c]
            yes = sum(1 for k in fs if judged.get(k, {}).get("act") == "yes")
            exp = [k for k, r in key.items() if k[0] == repo and k[3] == c and r["report"] == "yes"]
            hit = [k for k in exp if k in found]
            unexp = [k for k in fs if k not in exp]
            prec = f"{yes / len(fs):.2f}" if fs else "—"
            print(f"| {repo.replace('+', '/')} | {c} | {len(fs)} | {yes} | {prec} | {len(exp)} | "
                  f"{len(hit)} | {len(exp) - len(hit)} | {len(unexp)} |")
            tot.update(f=len(fs), y=yes, e=len(exp), h=len(hit), u=len(unexp))
    p = f"{tot['y'] / tot['f']:.2f}" if tot["f"] else "—"
    print(f"| all | all four | {tot['f']} | {tot['y']} | {p} | {tot['e']} | {tot['h']} | "
          f"{tot['e'] - tot['h']} | {tot['u']} |")
    for k in sorted(found):
        if k not in judged:
            print(f"unjudged: {k}")
    for k, r in sorted(key.items()):
        if r["report"] == "yes" and k not in found:
            print(f"missed: {k}")
        if r["report"] == "no" and k in found:
            print(f"unwanted (key said silent): {k}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("step", choices=["extract", "db", "lint", "list", "score"])
    ap.add_argument("--out", required=True)
    ap.add_argument("--mirrors")
    ap.add_argument("--cudalint")
    ap.add_argument("--key")
    ap.add_argument("--judged")
    a = ap.parse_args()
    {"extract": extract, "db": db, "lint": lint, "list": list_, "score": score}[a.step](a)


if __name__ == "__main__":
    sys.exit(main())
