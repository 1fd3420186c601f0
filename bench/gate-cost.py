#!/usr/bin/env python3
"""What the CUDA-API gate (checks/analysis/CudaApiGate.h) costs on a C++ translation unit that
does not call CUDA (a benchmark, not a test).

Since the gate, every cuda-* check is enabled on every C and C++ translation unit, and returns
at once on every match where the unit declares no CUDA API. Before it, the checks were not
enabled for C++ at all: that build is the yardstick. farm-bench times both, in turn (A B A B
...), and takes the ratio pair by pair, for the CLI and for the clang-tidy plugin.

usage: gate-cost.py --tu FILE --baseline DIR [--build DIR] [-n RUNS] [-- COMPILER ARGS]
  --baseline: a build folder (bin/cudalint, lib/libCudaLintPlugin.so) from before the gate
"""
import argparse
import os
import shlex
import subprocess
import sys

TIDY = "/usr/lib/llvm-22/bin/clang-tidy"


def commands(build, tu, compiler_args):
    cli = [os.path.join(build, "bin", "cudalint"), "--quiet", "-j", "1", tu, "--"] + compiler_args
    plugin = [TIDY, "--load=" + os.path.join(build, "lib", "libCudaLintPlugin.so"),
              "--checks=-*,cuda-*", "--quiet", tu, "--"] + compiler_args
    return {"cudalint": cli, "plugin": plugin}


def main():
    argv = sys.argv[1:]
    compiler_args = []
    if "--" in argv:
        compiler_args = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    ap = argparse.ArgumentParser()
    ap.add_argument("--tu", required=True)
    ap.add_argument("--baseline", required=True)
    ap.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    ap.add_argument("-n", type=int, default=20)
    ap.add_argument("--timeout", type=int, default=900)
    args = ap.parse_args(argv)
    after = commands(os.path.abspath(args.build), args.tu, compiler_args)
    before = commands(os.path.abspath(args.baseline), args.tu, compiler_args)
    for name in after:
        cmd = ["farm-bench", "-n", str(args.n), "--timeout", str(args.timeout),
               "--vs", shlex.join(before[name]), "--"] + after[name]
        print("$ " + shlex.join(cmd), flush=True)
        subprocess.run(cmd)


if __name__ == "__main__":
    sys.exit(main())
