#!/usr/bin/env python3
"""Judges every finding of held-out round 7 (eval/results/heldout7.md) against eval/heldout7-key.tsv
and writes eval/heldout7-judged.tsv (the shared step: eval/heldout_judge.py).

  heldout7-judge.py --out DIR [--run BEFORE|AFTER] [--key K] [--verdicts V] [--judged J]
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout_judge import main

COMMITS = {"domaubert+EMMA": "80fa74e", "Sadort+HybridSort": "1f462f8", "apk120+Parallel-IPM": "abfddb6"}
# Round 7 judges issue 15's four checks only; the other checks' findings are counted in the write-up, not judged.
FOUR = {"cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"}

if __name__ == "__main__":
    main(7, COMMITS, FOUR)
