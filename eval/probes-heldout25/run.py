#!/usr/bin/env python3
"""Runs each probe of held-out round 25 through a cudalint build, one unit at a time (-j 1, nice -n 10), as
'nvcc -O3 -std=c++17 -arch=sm_90 [FLAGS] -c <probe>', and prints parse status and findings (round 17's runner).

  run.py <cudalint> [probe-path [nvcc flags...]]
"""
import importlib.util, os

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT = [("judged-no/%s.cu" % x, []) for x in ("capture_copy_dropped", "capture_launch_unread", "record_on_host")] + \
          [("silent-why/%s.cu" % x, []) for x in ("sync_timed_loop", "instantiate_timed_loop", "batch_check_later_branch")]

if __name__ == "__main__":
    spec = importlib.util.spec_from_file_location(
        "heldout17_run", os.path.join(HERE, "..", "probes-heldout17", "run.py"))
    runner = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(runner)
    runner.main(DEFAULT, HERE)
