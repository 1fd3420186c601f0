#!/usr/bin/env python3
"""Runs each probe of held-out round 19 through a cudalint build, one unit at a time (-j 1, nice -n 10), as
'nvcc -O3 -std=c++17 -arch=sm_90 [FLAGS] -c <probe>' (no -std for C units), and prints parse status and findings.

  run.py <cudalint> [probe-path [nvcc flags...]]     e.g. run.py <eval-bin-s33b>/bin/cudalint fopenmp/probe_host.cpp -Xcompiler -fopenmp
"""
import importlib.util, os

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = [("sync-struct-field/probe.cu", []), ("sync-struct-field/probe_call.cu", []),
           ("sync-struct-field/probe_call2.cu", []), ("sync-2d-streams/probe.cu", []),
           ("sync-2d-streams/probe_printf.cu", []), ("fragment-break/probe.cu", []), ("template-launcher/probe.cu", []),
           ("template-launcher/probe_b.cu", []), ("template-launcher/probe_min.cu", []), ("assert-ndebug/probe.cu", []),
           ("assert-ndebug/probe.cu", ["-DNDEBUG"])]


if __name__ == "__main__":
    # The runner is round 17's (eval/probes-heldout17/run.py), pointed at this folder.
    spec = importlib.util.spec_from_file_location(
        "heldout17_run", os.path.join(HERE, "..", "probes-heldout17", "run.py"))
    runner = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(runner)
    runner.main(DEFAULT, HERE)
