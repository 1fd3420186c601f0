#!/usr/bin/env python3
"""Judges every finding of held-out round 16 (eval/results/heldout16.md) against eval/heldout16-key.tsv
and writes eval/heldout16-judged.tsv (the shared step: eval/heldout_judge.py).

  heldout16-judge.py --out DIR [--run RUN] [--key K] [--verdicts V] [--judged J]
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout_judge import main

COMMITS = {"asbschmidt+CUDASW4": "37a394c", "quantumlib+qsim": "502b4a3", "brichard19+BitCrack": "6bf8059"}
# Like rounds 7-11: issue 15's four checks are judged; the other checks' findings are counted in the write-up.
FOUR = {"cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"}

if __name__ == "__main__":
    main(16, COMMITS, FOUR)
