#!/usr/bin/env python3
"""Runs each probe of held-out round 28 through a cudalint build, one unit at a time (-j 1, nice -n 10), as
'nvcc -O3 -std=c++17 -arch=sm_90 [FLAGS] -c <probe>', and prints parse status and findings (round 17's runner).

  run.py <cudalint> [probe-path [nvcc flags...]]
"""
import importlib.util, os

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = [("%s/probe_%s.cu" % (d, x), []) for d in ("table", "readback", "lonefree") for x in ("abc" if d == "readback" else "ab")] + [("note/probe_a.cu", []), ("member/probe_a.cu", []), ("member/probe_b.cu", [])] + [("miss/probe_%s.cu" % x, []) for x in "abc"]

if __name__ == "__main__":
    spec = importlib.util.spec_from_file_location(
        "heldout17_run", os.path.join(HERE, "..", "probes-heldout17", "run.py"))
    runner = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(runner)
    runner.main(DEFAULT, HERE)
