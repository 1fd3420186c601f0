#!/usr/bin/env python3
"""Held-out round 48 (eval/results/heldout48.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s46d>, main 08b0712), run with eval/heldout48-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout48-key.tsv, written and committed before the run, 5d5c194). Writes
eval/heldout48-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints the
per-check table. Modelled on eval/heldout38-judge.py and eval/heldout47-judge.py.

  heldout48-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first. Every cuda-unchecked-error finding is
judged on its own code (all seven of this run were keyed, each with its own reason); the facts the reasons state about
the projects were checked with grep in the extracted sources (TurboTransformers and PeTar read no launch error anywhere:
no cudaGetLastError / cudaPeekAtLastError outside tests; QUDA's device::profile::start/stop are called only by
interface_quda.cpp's profilerStart/profilerStop, the QUDA_ENABLE_TARGET_PROFILE ranges).
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

Q, P, T = "lattice/quda", "lwang-astro/PeTar", "Tencent/TurboTransformers"
REPOS = [Q, P, T]
COMMITS = {Q: "9521952", P: "e969ec7", T: "6c7cf63"}
KEYED = ["cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy",
         "cuda-alloc-in-loop", "cuda-sync-in-loop"]
UE = "cuda-unchecked-error"
TK = "turbo_transformers/layers/kernels/"

# Findings no key row matches: none in this run (every finding was keyed).
NOT_KEYED = {}

# Keyed report=no rows that were reported: none in this run.
KEYED_SILENT_REPORTED = {}

# Notes put before the reason of a missed keyed report.
_NO_CALLER = ("key error: the page (08b0712 unchecked-error.md, Limits: 'A launch in a function with no caller in sight "
              "and no later CUDA call is not reported (its callers may check); launches in other translation units' "
              "callers are not followed') says silent: {fn} is an explicitly instantiated template whose only callers "
              "are in {caller}, another unit, and nothing follows the launch in the function. Silent as the page says")
KEY_ERRORS = {
    (T, TK + "gpu_utils.cu", 84, UE): _NO_CALLER.format(fn="GPUReduceAxisOne", caller="seq_pool.cpp:83") + (
        "; but this is the one keyed 'act yes' of the three, a real bug (block max(1024, hidden_size)) the contract "
        "cannot reach: a miss that costs a true positive"),
    (T, TK + "gpu_layer_norm_kernel.cu", 127, UE): _NO_CALLER.format(fn="GPULayerNorm", caller="layer_norm.cpp") + (
        "; act no either way"),
    (T, TK + "gpu_embedding_kernel.cu", 61, UE): _NO_CALLER.format(fn="GPULookupKernel", caller="embedding.cpp") + (
        "; act no either way"),
}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED, KEY_ERRORS)


def table(build, jr, key):
    heldout_base.check_table(build, jr, key, KEYED)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s46d>, main 08b0712) on round 48's 18 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout48 helper (eval/heldout48-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 48, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
