#!/usr/bin/env python3
"""Held-out round 51 (eval/results/heldout51.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s46e>, main 7cea37c), run with eval/heldout51-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout51-key.tsv, written and committed before the run, c8c4a1b). Writes
eval/heldout51-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints the
per-check table. Modelled on eval/heldout38-judge.py and eval/heldout49-judge.py.

  heldout51-judge.py --blind <out> [--src <out>/src]

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first. The run gave three findings, all
cuda-unchecked-error in alibaba/MNN's AttentionExecution.cu, all three keyed; each key reason was written on that
function's own code, and the facts they state were checked with grep in the extracted sources after the run:
CUDARuntime::memcpy wraps its copies in cuda_check (source/backend/cuda/core/runtime/CUDARuntime.cpp:168-170);
checkKernelErrors is empty without DEBUG (CUDARuntime.hpp:76); onExecute's cudaMalloc of the split-K buffers is
checked (AttentionExecution.cu:1362-1364); the launches the onExecute note also counts (1381-1436) have a block of
num_threads and dynamic shared memory num_warps * (8 + 4 * head_dim) bytes, far under 48 KiB.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

N, S, M = "NVIDIA/nvImageCodec", "supranational/sppark", "alibaba/MNN"
REPOS = [N, S, M]
COMMITS = {N: "36b4ee8", S: "17278d7", M: "4d40bdb"}
KEYED = ["cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy",
         "cuda-alloc-in-loop", "cuda-sync-in-loop"]
PA = "cuda-pageable-async-memcpy"
AE = "source/backend/cuda/execution/AttentionExecution.cu"

# Findings not keyed: none in this run.
NOT_KEYED = {}

# Keyed report=no rows that were reported (act must be the key's): none.
KEYED_SILENT_REPORTED = {}

# Notes put before the reason of a missed keyed report.
KEY_ERRORS = {
    (M, AE, 1508, PA): (
        "KEY ERROR, silence correct: the page (7cea37c pageable-async-memcpy.md, option HostToDeviceQuietBytes, "
        "default 8192) does not report a host-to-device copy whose byte count is a compile-time constant of at most "
        "8 KiB; sizeof(AttentionKernelParam) is one. The key writer missed that rule. Act was no either way"),
    (M, AE, 923, PA): (
        "KEY ERROR, silence correct: the copy's size ((n_reserve + 1) * sizeof(int)) is bounded by no constant and "
        "the copy runs once as far as the project shows (reallocKVCache_gpu is called once per onExecute, no loop); "
        "the page's option ReportOneShotUnboundedUploads (default false, section \"Uploads of a size the file does "
        "not tell\") keeps such uploads silent. Act was no either way"),
}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED, KEY_ERRORS)


def table(build, jr, key):
    heldout_base.check_table(build, jr, key, KEYED)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s46e>, main 7cea37c) on round 51's 10 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout51 helper (eval/heldout51-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 51, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
