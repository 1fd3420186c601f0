#!/usr/bin/env python3
"""Judges every finding of held-out round 10 (eval/results/heldout10.md) against eval/heldout10-key.tsv
and writes eval/heldout10-judged.tsv (the shared step: eval/heldout_judge.py).

  heldout10-judge.py --out DIR [--run BEFORE|AFTER] [--key K] [--verdicts V] [--judged J]
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout_judge import main

COMMITS = {"NVlabs+instant-ngp": "abe236e", "NVlabs+tiny-cuda-nn": "2e757bb", "sylvia-ymlin+GPU-Programming": "23cadc1",
           "akingse+Cuda_OpenCL": "9ee2749"}
# Like rounds 7-9: issue 15's four checks are judged; the other checks' findings are counted in the write-up.
FOUR = {"cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"}

if __name__ == "__main__":
    main(10, COMMITS, FOUR)
