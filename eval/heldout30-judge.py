#!/usr/bin/env python3
"""Held-out round 30 (eval/results/heldout30.md): the verdicts on every finding of the six keyed checks from the BLIND
build (<eval-bin-s36b>, main 02aa180) and the BEFORE build (<eval-bin-s34d>, main 2cfc288), run with the same command
(eval/heldout30-repos.py lint: only the six checks), the judged table (eval/heldout30-judged.tsv) and the figures: per
check and build keyed reports, found, missed, unexpected, findings, worth acting on, share, findings per 1000 lines (wc -l
of the TU files); parse status per TU. Round 29's judge (eval/heldout29-judge.py) with this round's repositories, six
checks and key rows whose file may be '*' (the whole repository, line 0).

  heldout30-judge.py --blind <out-blind> [--before <out-before>]
"""
from heldout_judge import judge_blind_round

H, T, C = "cuda-host-access-before-sync", "cuda-event-timing-stream", "cuda-capture-unsafe-call"
S, E, L = "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak"
KEYED = [H, T, C, S, E, L]
MC, GW, ST = "muellan/metacache", "NVIDIA-Genomics-Research/GenomeWorks", "cwpearson/stencil"
REPOS = [MC, GW, ST]
COMMITS = {MC: "d7646ec", GW: "baab566", ST: "07e64de"}

# The verdict of every keyed report is the key's act, re-read against the finding (message and notes) after the run.
# Both builds reported nothing on the 39 units, so there is no finding to judge beyond the key.
RE_READ = {}
NOT_KEYED = {}


JUDGED_HEADER = ("# Every finding of the BLIND (<eval-bin-s36b>, main 02aa180) and BEFORE (<eval-bin-s34d>, main 2cfc288) builds "
                "on round 30's 39 TUs (six checks only), judged by the heldout30 helper (eval/heldout30-judge.py): act = would "
                "an experienced CUDA engineer change the code; key = the key row's report or 'not keyed'. Rows 'missed' are "
                "keyed reports no finding of that build matched.\n")

if __name__ == "__main__":
    judge_blind_round(30, REPOS, COMMITS, KEYED, JUDGED_HEADER, RE_READ, NOT_KEYED, counted_label="findings (six checks)")
