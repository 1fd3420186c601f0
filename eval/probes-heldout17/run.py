#!/usr/bin/env python3
"""Runs each probe of held-out round 17 through a cudalint build, one unit at a time (-j 1, nice -n 10), as
'nvcc -O3 -std=c++17 -arch=sm_90 [FLAGS] -c <probe>' (no -std for C units), and prints parse status and findings.

  run.py <cudalint> [probe-path [nvcc flags...]]     e.g. run.py <eval-bin-s33start>/bin/cudalint fopenmp/probe_host.cpp -Xcompiler -fopenmp
"""
import json, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = [("c-unit/probe.c", []), ("c-unit/probe_cxx.cpp", []), ("fopenmp/probe.cu", ["-Xcompiler", "-fopenmp"]),
           ("fopenmp/probe_host.cpp", ["-Xcompiler", "-fopenmp"]), ("fopenmp/probe_host.cpp", []),
           ("fopenmp/probe_c.c", ["-Xcompiler", "-fopenmp"]), ("fopenmp/probe_bf16.cpp", ["-Xcompiler", "-fopenmp"]),
           ("fopenmp/probe_bf16.cpp", []), ("cub-read/probe.cu", []), ("retry-while/probe.c", []),
           ("vector-events/probe.cu", []), ("vector-events/probe_c.cu", []), ("vector-events/probe_d.cu", []),
           ("vector-events/probe_e.cu", []), ("vector-events/probe_f.cu", []), ("sanity/probe.cu", [])]


def run(cudalint, probe, flags, here=HERE):
    path = os.path.join(here, probe)
    d, f = os.path.dirname(path), os.path.basename(path)
    cmd = ["/usr/local/cuda/bin/nvcc", "-O3"] + ([] if f.endswith(".c") else ["-std=c++17"]) + ["-arch=sm_90"]
    with tempfile.TemporaryDirectory() as db:
        json.dump([{"directory": d, "arguments": cmd + flags + ["-c", f], "file": path}],
                  open(os.path.join(db, "compile_commands.json"), "w"))
        out = os.path.join(db, "out.json")
        subprocess.run(["nice", "-n", "10", cudalint, "-j", "1", "--format=json", "-p", db, "--checks=-*,cuda-*",
                        "--quiet", "--output=" + out, path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        rep = json.load(open(out))
    u = rep["translation_units"][0]
    errs = [e.get("message", "")[:60] for e in (u.get("compile_errors") or [])[:2]]
    print(f"{probe} {' '.join(flags)}: clean={u['parsed_cleanly']} {errs} "
          f"{[(x['check'], x['line']) for x in rep['findings']]}")


def main(default, here):
    """The command line above, for the probes of the folder `here` (round 19's run.py uses it too)."""
    if len(sys.argv) > 2:
        run(sys.argv[1], sys.argv[2], sys.argv[3:], here)
    else:
        for p, fl in default:
            run(sys.argv[1], p, fl, here)


if __name__ == "__main__":
    main(DEFAULT, HERE)
