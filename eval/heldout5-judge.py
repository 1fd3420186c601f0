#!/usr/bin/env python3
"""Judges every finding of held-out round 5 (eval/results/heldout5.md) against eval/heldout5-key.tsv
and writes eval/heldout5-judged.tsv (the shared step: eval/heldout_judge.py).

  heldout5-judge.py --out DIR [--run BEFORE|AFTER] [--key K] [--verdicts V] [--judged J]
"""
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout_judge import main

COMMITS = {"NVIDIA+TensorRT": "a892d22", "bytedance+lightseq": "a7ab0da", "BVLC+caffe": "9b89154",
           "marian-nmt+marian-dev": "c9f287d"}

if __name__ == "__main__":
    main(5, COMMITS)
