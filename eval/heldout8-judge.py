#!/usr/bin/env python3
"""Judges every finding of held-out round 8 (eval/results/heldout8.md) against eval/heldout8-key.tsv
and writes eval/heldout8-judged.tsv (the shared step: eval/heldout_judge.py).

  heldout8-judge.py --out DIR [--run BEFORE|AFTER] [--key K] [--verdicts V] [--judged J]
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout_judge import main

COMMITS = {"LeelaChessZero+lc0": "909a408", "ztxz16+fastllm": "d3aea32", "flatironinstitute+finufft": "9810998",
           "tang-jiapeng+NanoInfer": "615a4dc"}
# Like round 7: issue 15's four checks are judged; the other checks' findings are counted in the write-up, not judged.
FOUR = {"cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"}

if __name__ == "__main__":
    main(8, COMMITS, FOUR)
