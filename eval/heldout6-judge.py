#!/usr/bin/env python3
"""Judges every finding of held-out round 6 (eval/results/heldout6.md) against eval/heldout6-key.tsv
and writes eval/heldout6-judged.tsv (the shared step: eval/heldout_judge.py).

  heldout6-judge.py --out DIR [--run BEFORE|AFTER] [--key K] [--verdicts V] [--judged J]
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout_judge import main

COMMITS = {"kaldi-asr+kaldi": "f400766", "NVIDIA+warp": "9934a4e", "OpenNMT+CTranslate2": "0d8bcd3"}

if __name__ == "__main__":
    main(6, COMMITS)
