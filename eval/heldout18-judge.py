#!/usr/bin/env python3
"""Judges every finding of held-out round 18 (eval/results/heldout18.md) against eval/heldout18-key.tsv
and writes eval/heldout18-judged.tsv (the shared step: eval/heldout_judge.py).

  heldout18-judge.py --out DIR [--run RUN] [--key K] [--verdicts V] [--judged J]
  HELDOUT18_VARIANT=B heldout18-judge.py --out <outB> --run S33B-EXT --key eval/heldout18-keyB.tsv --verdicts eval/heldout18-verdictsB.tsv
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout_judge import main

COMMITS = {"pytorch+gloo": "70dc360", "primesearch+mfaktc": "13cac29", "CERN+TIGRE": "e702473"}
# Like rounds 7-11: issue 15's four checks are judged; the other checks' findings are counted in the write-up.
FOUR = {"cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"}

# Extension B (HELDOUT18_VARIANT=B): TIGRE's other nine units only, with --key eval/heldout18-keyB.tsv
# --verdicts eval/heldout18-verdictsB.tsv --run S33B-EXT (rows of run S33B in the judged file are kept).
if os.environ.get("HELDOUT18_VARIANT", "") == "B":
    COMMITS = {"CERN+TIGRE": "e702473"}

if __name__ == "__main__":
    main(18, COMMITS, FOUR)
