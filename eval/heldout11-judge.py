#!/usr/bin/env python3
"""Judges every finding of held-out round 11 (eval/results/heldout11.md) against eval/heldout11-key.tsv
and writes eval/heldout11-judged.tsv (the shared step: eval/heldout_judge.py).

  heldout11-judge.py --out DIR [--run BEFORE|AFTER] [--key K] [--verdicts V] [--judged J]
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout_judge import main

COMMITS = {"microsoft+LightGBM": "bae0b7b", "zhangxiaoya+Practice-CUDA": "f2899eb",
           "MrJoy+where-is-everybody": "21ffea8", "lin88lin8850+Study": "4ed3df1"}
# Like rounds 7-10: issue 15's four checks are judged; the other checks' findings are counted in the write-up.
FOUR = {"cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"}

if __name__ == "__main__":
    main(11, COMMITS, FOUR)
