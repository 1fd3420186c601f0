#!/usr/bin/env python3
"""Held-out round 29 (eval/results/heldout29.md): the verdicts on every finding of the four keyed checks from the BLIND
build (<eval-bin-s36a>, main 893f9a7) and the BEFORE build (<eval-bin-s34d>, main 2cfc288), run with the same command
(eval/heldout29-repos.py lint: only the four checks), the judged table (eval/heldout29-judged.tsv) and the figures: per
check and build keyed reports, found, missed, unexpected, findings, worth acting on, share, findings per 1000 lines (wc -l
and non-blank non-comment lines of the TU files); parse status per TU. Round 27's judge (eval/heldout27-judge.py) with this
round's repositories and two builds.

  heldout29-judge.py --blind <out-blind> [--before <out-before>]
"""
from heldout_judge import judge_blind_round

U, S, E, L = "cuda-unchecked-error", "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak"
KEYED = [U, S, E, L]
TO, CM = "netsyslab/Totem", "cbuchner1/CudaMiner"
REPOS = [TO, CM]
COMMITS = {TO: "05958ac", CM: "746a773"}

# The verdict of every keyed report is the key's act, re-read against the finding (message and notes) after the run,
# except where RE_READ says more.
RE_READ = {}
RK = ("the finding is the dropped constant uploads only: its note counts the other cudaMemcpyToSymbolAsync calls, not the "
      "launches (run_kernel is called only virtually, so the check sees no caller and no later call after the launches). "
      "Still worth acting on: prev_N[thr_id] is updated whether or not the upload worked, so a failed copy leaves the kernels "
      "on the wrong N for the rest of the run, silently; and the reader it brings to run_kernel finds launches nothing checks")
for f, l in (("kepler_kernel.cu", 703), ("nv_kernel.cu", 113), ("nv_kernel2.cu", 72), ("test_kernel.cu", 713),
             ("titan_kernel.cu", 674)):
    RE_READ[(CM, f, l, U)] = ("yes", "as keyed, re-read: " + RK)
NOT_KEYED = {}


JUDGED_HEADER = ("# Every finding of the BLIND (<eval-bin-s36a>, main 893f9a7) and BEFORE (<eval-bin-s34d>, main 2cfc288) builds "
                "on round 29's 27 TUs (four checks only), judged by the heldout29 helper (eval/heldout29-judge.py): act = would "
                "an experienced CUDA engineer change the code; key = the key row's report or 'not keyed'. Rows 'missed' are "
                "keyed reports no finding of that build matched.\n")

if __name__ == "__main__":
    judge_blind_round(29, REPOS, COMMITS, KEYED, JUDGED_HEADER, RE_READ, NOT_KEYED, counted=U, counted_label="cuda-unchecked-error findings")
