#!/usr/bin/env python3
"""Held-out round 52 (eval/results/heldout52.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s50a>, main 4dfce8e), run with eval/heldout52-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout52-key.tsv, written and committed before the run, c545a56). Writes
eval/heldout52-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints the
per-check table and cuda-unchecked-error findings per 1000 own lines. Modelled on eval/heldout51-judge.py.

  heldout52-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first. The run gave 11 findings, all
cuda-unchecked-error: 10 at the 10 keyed reports, and one not keyed (OpenPPL/ppl.nn's cuda_module.h:88, a header the
key writer did not read). The facts the reasons state were checked with grep in the extracted sources after the run:
CUDAModuleWrapper::Run has no caller anywhere in the repository's src/ (the JIT kernels take module->GetKernelFunc()
and launch through ppl.kernel.cuda).
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

M, D, P = "MegEngine/MegEngine", "open-mmlab/mmdeploy", "OpenPPL/ppl.nn"
REPOS = [M, D, P]
COMMITS = {M: "47952c0", D: "3f8604b", P: "bb84dc9"}
KEYED = ["cuda-unchecked-error", "cuda-pageable-async-memcpy", "cuda-default-stream", "cuda-alloc-in-loop",
         "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-elapsed-time-disable-timing", "cuda-resource-leak"]
UE = "cuda-unchecked-error"

# Findings not keyed.
NOT_KEYED = {
    (P, "src/ppl/nn/engines/cuda/module/cuda_module.h", 88, UE): (
        "no",
        "correct by the page (a dropped CUresult of cuLaunchKernel in CUDAModuleWrapper::Run, an inline method of a "
        "project header, reached from einsum_kernel.cc's unit; the key writer did not read this header). Act no: Run "
        "has no caller anywhere in the repository (grep of src/: the JIT kernels take module->GetKernelFunc() and "
        "launch through ppl.kernel.cuda's functions), so the drop never runs; were it used, a driver launch failure "
        "would be worth a check, since the runtime's last error does not record it"),
}

# Keyed report=no rows that were reported (act must be the key's): none.
KEYED_SILENT_REPORTED = {}

# Notes put before the reason of a missed keyed report: none missed.
KEY_ERRORS = {}

# Own lines of each repository's analysed units: the units and the files of the repository they include (clang++-22 -M
# -MG of each command cudalint translates, host side), vendored third_party/ left out: MegEngine 113 files, 35,938
# lines; mmdeploy 42 files, 6,697 lines (third_party/json, outcome, concurrentqueue, dlpack excluded); ppl.nn 83 files,
# 8,346 lines (its dependencies ppl.common and the kernel libraries lie outside its tree).
OWN_LINES = {M: 35938, D: 6697, P: 8346}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED, KEY_ERRORS)


def table(build, jr, key):
    heldout_base.unchecked_rate_table(build, jr, key, KEYED, REPOS, OWN_LINES, UE)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s50a>, main 4dfce8e) on round 52's 21 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout52 helper (eval/heldout52-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 52, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
