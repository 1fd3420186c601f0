#!/usr/bin/env python3
"""Clean-parse rate of a sample of real CUDA translation units: how many nvcc accepts, and how
many clang parses without an error through cudalint's translation of the same nvcc command.

The sample (eval/sample.txt) lists files as <owner>+<repo>/<path>; their nvcc commands come from
the compile databases that eval/make-compile-db.py wrote (one folder per repository under
--realdb). The script writes the sample's own compile database to OUT/compile_commands.json,
then (unless told not to):
  - runs each nvcc command with `-c -o /dev/null -fdevice-syntax-only` (OUT/nvcc.json: exit
    code, first error), the TUs that cudalint found errors in first when OUT/cudalint.json
    exists;
  - runs cudalint --format=json over the sample database (OUT/cudalint.json), which reports
    per translation unit whether it parsed cleanly and its compile errors;
and prints one row per TU and the two rates.

usage: clean-parse.py --realdb DIR --out DIR [--sample FILE] [--cudalint PATH] [--checks GLOB]
                      [--no-nvcc] [--no-cudalint] [-j N]
"""
import argparse
import concurrent.futures
import json
import os
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load_sample(sample_path, realdb):
    wanted = [l.strip() for l in open(sample_path) if l.strip() and not l.startswith("#")]
    dbs, entries = {}, []
    for item in wanted:
        repo = item.split("/", 1)[0]
        if repo not in dbs:
            with open(os.path.join(realdb, repo, "compile_commands.json")) as f:
                dbs[repo] = {e["file"]: e for e in json.load(f)}
        match = [e for f, e in dbs[repo].items() if f.endswith("/" + item)]
        if len(match) != 1:
            sys.exit(f"{item}: {len(match)} entries in {repo}'s compile database")
        entries.append((item, match[0]))
    return entries


def nvcc_check(entry):
    args = shlex.split(entry["command"])
    if "-o" in args:
        i = args.index("-o")
        args[i + 1] = "/dev/null"
    # The device side stops after nvcc's front end: acceptance is decided there, and cicc's
    # optimizer and ptxas are most of the time on a loaded machine.
    args.insert(1, "-fdevice-syntax-only")
    p = subprocess.run(args, cwd=entry["directory"], capture_output=True, text=True)
    errors = [l for l in p.stderr.splitlines() if "error" in l]
    return {"rc": p.returncode, "first_error": errors[0] if errors else ""}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sample", default=os.path.join(HERE, "sample.txt"))
    ap.add_argument("--realdb", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--cudalint", default=os.path.join(HERE, "..", "build", "bin", "cudalint"))
    ap.add_argument("--checks", default="-*,cuda-*")
    ap.add_argument("--no-nvcc", action="store_true")
    ap.add_argument("--no-cudalint", action="store_true")
    ap.add_argument("-j", type=int, default=2)
    args = ap.parse_args()

    entries = load_sample(args.sample, args.realdb)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "compile_commands.json"), "w") as f:
        json.dump([e for _, e in entries], f, indent=1)

    # nvcc is slow: a result is kept while its TU's command stays the same.
    nvcc_path = os.path.join(args.out, "nvcc.json")
    nvcc = json.load(open(nvcc_path)) if os.path.exists(nvcc_path) else {}
    if not args.no_nvcc:
        todo = [(n, e) for n, e in entries if nvcc.get(n, {}).get("command") != e["command"]]
        lint_path = os.path.join(args.out, "cudalint.json")
        if os.path.exists(lint_path):
            clean = {u["file"] for u in json.load(open(lint_path))["translation_units"]
                     if u["parsed_cleanly"]}
            todo.sort(key=lambda item: item[1]["file"] in clean)
        with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
            running = {pool.submit(nvcc_check, e): (n, e) for n, e in todo}
            for done in concurrent.futures.as_completed(running):
                name, e = running[done]
                nvcc[name] = dict(done.result(), command=e["command"])
                with open(nvcc_path, "w") as f:  # progress survives an interrupted run
                    json.dump(nvcc, f, indent=1)

    lint_path = os.path.join(args.out, "cudalint.json")
    if not args.no_cudalint:
        files = [e["file"] for _, e in entries]
        p = subprocess.run([args.cudalint, "--format=json", "--source-root=/", "--checks=" + args.checks,
                            "-j", str(args.j), "-p", args.out] + files,
                           capture_output=True, text=True)
        if p.returncode not in (0, 1, 2) or not p.stdout.strip():
            sys.exit(f"cudalint failed ({p.returncode}): {p.stderr[-2000:]}")
        with open(lint_path, "w") as f:
            f.write(p.stdout)
    lint = json.load(open(lint_path)) if os.path.exists(lint_path) else {}
    units = {u["file"]: u for u in lint.get("translation_units", [])}

    n_nvcc = n_clang = n_both = n_crash = 0
    for name, e in entries:
        v = nvcc.get(name, {})
        u = units.get(e["file"], {})
        nv_ok = v.get("rc") == 0
        cl_ok = bool(u.get("parsed_cleanly"))
        n_nvcc += nv_ok
        n_clang += cl_ok
        n_both += nv_ok and cl_ok
        n_crash += bool(u.get("crashed"))
        first = ""
        if not cl_ok and u.get("compile_errors"):
            err = u["compile_errors"][0]
            first = f"{os.path.basename(err.get('file', ''))}:{err.get('line', '')}: {err.get('message', '')}"
        print(f"{'nvcc-ok ' if nv_ok else 'nvcc-ERR'} {'clean' if cl_ok else 'ERR  '} {name}"
              + (f"\n    clang: {first}" if first else "")
              + (f"\n    nvcc: {v.get('first_error', '')}" if v and not nv_ok else ""))
    print(f"\n{len(entries)} TUs: nvcc accepts {n_nvcc}; clang parses cleanly {n_clang}; "
          f"both {n_both}; nvcc-accepted that clang rejects {n_nvcc - n_both}; crashes {n_crash}")


if __name__ == "__main__":
    main()
