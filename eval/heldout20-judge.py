#!/usr/bin/env python3
"""Judges every finding of held-out round 20 (eval/results/heldout20.md) against eval/heldout20-key.tsv
and writes eval/heldout20-judged.tsv (the shared step: eval/heldout_judge.py).

  heldout20-judge.py --out <outR> --run OLD      (the OLD build <eval-bin-s34start>, compile commands of variant R)
  heldout20-judge.py --out <outN> --run NEW      (the NEW build <eval-bin-s34b>, the same commands)
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout_judge import main

COMMITS = {"triton-inference-server+core": "73aad7c", "triton-inference-server+backend": "3f57fb9",
           "Tencent+TNN": "f0cb081"}
# Like rounds 7-18: issue 15's four checks are judged; the other checks' findings are counted in the write-up.
FOUR = {"cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"}

if __name__ == "__main__":
    main(20, COMMITS, FOUR)
