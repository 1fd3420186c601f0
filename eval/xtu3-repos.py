#!/usr/bin/env python3
"""xtu3 round (eval/results/xtu3.md): recall of issue 14's cross-file pageable fact
(cuda-pageable-async-memcpy through the project index) on two repositories nobody had used.
The units were fixed, and eval/xtu3-key.tsv written, before any cudalint run on them:

  xiaorong117/SinglePhase@8bf41fb: src/cuSolverSp_LinearSolver.cpp (the copies), src/mmio_wrapper.cpp
    (loadMMSparseMatrix<T>, the loader that stores malloc'ed CSR arrays through T** out-parameters,
    explicitly instantiated there) and src/mmio.c (the Matrix Market reader it calls). The project's
    CMake build adds the CUDA samples' Common folder (helper_cuda.h, helper_cusolver.h): given here
    with --common DIR. The other units of the tree need Eigen, AMGX, SuiteSparse, MUMPS (not here).
  dmorn/introparco@301aab5: the CUDA build (src/Make.cuda + src/cuda/Makefile: nvcc -c
    --default-stream per-thread) of src/cuda/*.cu, and the C units it links or that define the same
    allocator: src/cmd/sum/main.c, src/mem.c, src/msr.c (gcc -std=c11).

  xtu3-repos.py extract --mirrors DIR --export EXPORT_PY --out OUT   # OUT/src/<owner>+<repo>/ at the pin
  xtu3-repos.py db --out OUT --common DIR             # OUT/db/<owner>+<repo>/compile_commands.json
                                                      # and OUT/db1/<owner>+<repo>/<unit>/ (one unit each)
  xtu3-repos.py lint --out OUT --cudalint BIN         # OUT/out/<repo>.json (whole database, index)
                                                      # and OUT/out1/<repo>/<unit>.json (alone)
  xtu3-repos.py list --out OUT                        # findings, with index and alone
"""
import argparse, json, os, shlex, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPOS = {
    "xiaorong117+SinglePhase": "8bf41fb23484980839f1a4fac44b7940a74c9947",
    "dmorn+introparco": "301aab57d404976b3ae11ea23d868237da7ac420",
}
SP_ONLY = r"^src/(cuSolverSp_LinearSolver|mmio_wrapper)\.cpp$"
SP_C = ["src/mmio.c"]
IP_ONLY = r"^src/cuda/"
IP_C = ["src/cmd/sum/main.c", "src/mem.c", "src/msr.c"]


def extract(a):
    for repo, commit in REPOS.items():
        out = os.path.join(a.out, "src", repo)
        if os.path.isdir(out):
            continue
        subprocess.run([sys.executable, a.export, os.path.join(a.mirrors, repo, "repo"), commit, out],
                       check=True)


def c_entry(tree, rel, std):
    path = os.path.join(tree, rel)
    d = os.path.dirname(path)
    cmd = ["gcc", std, "-O", "-I", d, "-c", path, "-o", path + ".o"]
    return {"directory": d, "command": shlex.join(cmd), "file": path}


def db(a):
    mk = os.path.join(HERE, "make-compile-db.py")
    for repo in REPOS:
        tree = os.path.abspath(os.path.join(a.out, "src", repo))
        out = os.path.join(a.out, "db", repo)
        if repo == "xiaorong117+SinglePhase":
            subprocess.run([sys.executable, mk, tree, out, "--host-sources", "--only", SP_ONLY,
                            "--extra-include", a.common], check=True)
            extra = [c_entry(tree, f, "-std=c99") for f in SP_C]
        else:
            subprocess.run([sys.executable, mk, tree, out, "--only", IP_ONLY], check=True)
            extra = [c_entry(tree, f, "-std=c11") for f in IP_C]
        p = os.path.join(out, "compile_commands.json")
        entries = json.load(open(p))
        if repo == "dmorn+introparco":
            # src/cuda/Makefile: NVCCFLAGS=-c --default-stream per-thread
            for e in entries:
                argv = shlex.split(e["command"])
                argv[1:1] = ["--default-stream", "per-thread"]
                e["command"] = shlex.join(argv)
        entries += extra
        json.dump(entries, open(p, "w"), indent=1)
        for e in entries:
            one = os.path.join(a.out, "db1", repo, os.path.relpath(e["file"], tree).replace("/", "+"))
            os.makedirs(one, exist_ok=True)
            json.dump([e], open(os.path.join(one, "compile_commands.json"), "w"), indent=1)
        print(f"{repo}: {len(entries)} units")


def lint(a):
    for repo in REPOS:
        os.makedirs(os.path.join(a.out, "out"), exist_ok=True)
        with open(os.path.join(a.out, "out", repo + ".json"), "w") as f:
            subprocess.run(["nice", "-n", "10", a.cudalint, "-p", os.path.join(a.out, "db", repo),
                            "--checks=-*,cuda-*", "--format=json", "-j", "2"], stdout=f)
        d1 = os.path.join(a.out, "db1", repo)
        os.makedirs(os.path.join(a.out, "out1", repo), exist_ok=True)
        for unit in sorted(os.listdir(d1)):
            with open(os.path.join(a.out, "out1", repo, unit + ".json"), "w") as f:
                subprocess.run(["nice", "-n", "10", a.cudalint, "-p", os.path.join(d1, unit),
                                "--checks=-*,cuda-*", "--format=json", "-j", "1"], stdout=f)


def findings(path, tree):
    """(translation-unit status lines, findings) of one cudalint JSON report."""
    try:
        doc = json.load(open(path))
    except (OSError, ValueError):
        return [f"no report: {path}"], []
    rel = lambda f: os.path.relpath(f, tree) if f.startswith("/") else f
    tus = [f"{rel(u['file'])}: parsed_cleanly={u.get('parsed_cleanly')} host_parsed_cleanly="
           f"{u.get('host_parsed_cleanly')} declares_cuda_api={u.get('declares_cuda_api')} "
           f"crashed={u.get('crashed')} errors={len(u.get('compile_errors', []))}"
           for u in doc.get("translation_units", [])]
    out = [(rel(d["file"]), d["line"], d["check"], d.get("recurrence"), d["message"],
            " | ".join(f"{rel(n['file'])}:{n['line']}: {n['message']}" for n in d.get("notes", [])))
           for d in doc.get("findings", [])]
    return tus, out


def list_(a):
    for repo in REPOS:
        tree = os.path.abspath(os.path.join(a.out, "src", repo))
        tus, fs = findings(os.path.join(a.out, "out", repo + ".json"), tree)
        print(f"== {repo}: whole database (project index): {len(fs)} findings")
        for u in tus:
            print("  TU " + u)
        for f in sorted(fs, key=lambda x: (x[0], x[1] or 0, x[2])):
            print("  " + "\t".join(str(x) for x in f))
        d1 = os.path.join(a.out, "out1", repo)
        total = []
        for unit in sorted(os.listdir(d1)):
            tus1, fs1 = findings(os.path.join(d1, unit), tree)
            total += fs1
            for u in tus1:
                print("  alone TU " + u)
        print(f"== {repo}: each unit alone: {len(total)} findings")
        for f in sorted(total, key=lambda x: (x[0], x[1] or 0, x[2])):
            print("  " + "\t".join(str(x) for x in f))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["extract", "db", "lint", "list"])
    ap.add_argument("--mirrors")
    ap.add_argument("--export", help="the notes' export.py (GITDIR COMMIT OUTDIR)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--common", help="the CUDA samples' Common folder")
    ap.add_argument("--cudalint")
    a = ap.parse_args()
    {"extract": extract, "db": db, "lint": lint, "list": list_}[a.cmd](a)


if __name__ == "__main__":
    main()
