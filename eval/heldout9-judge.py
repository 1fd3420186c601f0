#!/usr/bin/env python3
"""Judges every finding of held-out round 9 (eval/results/heldout9.md) against eval/heldout9-key.tsv
and writes eval/heldout9-judged.tsv (the shared step: eval/heldout_judge.py).

  heldout9-judge.py --out DIR [--run BEFORE|AFTER] [--key K] [--verdicts V] [--judged J]
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout_judge import main

COMMITS = {"InternLM+lmdeploy": "1263d5c", "akrizhevsky+cuda-convnet2": "3238bf0", "lightvector+KataGo": "6a1fc5d",
           "soedinglab+MMseqs2": "f71d0a6"}
# Like rounds 7 and 8: issue 15's four checks are judged; the other checks' findings are counted in the write-up.
FOUR = {"cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"}

if __name__ == "__main__":
    main(9, COMMITS, FOUR)
