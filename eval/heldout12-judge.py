#!/usr/bin/env python3
"""Judges every finding of held-out round 12 (eval/results/heldout12.md) against eval/heldout12-key.tsv
and writes eval/heldout12-judged.tsv (the shared step: eval/heldout_judge.py).

  heldout12-judge.py --out DIR [--run BEFORE|BEFORE-INCLUDE] [--key K] [--verdicts V] [--judged J]
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout_judge import main

COMMITS = {"horovod+horovod": "2626dc8", "ceres-solver+ceres-solver": "fe351d5", "wshain+cuda-learn": "b3d06b8"}
# Like rounds 7-11: issue 15's four checks are judged; the other checks' findings are counted in the write-up.
FOUR = {"cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"}

if __name__ == "__main__":
    main(12, COMMITS, FOUR)
