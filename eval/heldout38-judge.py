#!/usr/bin/env python3
"""Held-out round 38 (eval/results/heldout38.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s42>, main 9c877ad, stop 42's rules), run with eval/heldout38-repos.py lint (the whole database of each
repository, -j 1, nice -n 10), against the key (eval/heldout38-key.tsv, written before the run). Writes
eval/heldout38-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints the
per-check table.

  heldout38-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

T, P, X = "triton-inference-server/tensorrt_backend", "pytorch/tensorpipe", "dmlc/xgboost"
REPOS = [T, P, X]
COMMITS = {T: "e2ef6d7", P: "2b4cd91", X: "379b29f"}
KEYED = ["cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy",
         "cuda-alloc-in-loop", "cuda-sync-in-loop", "cuda-host-access-before-sync", "cuda-event-timing-stream",
         "cuda-capture-unsafe-call", "cuda-resource-leak", "cuda-event-needless-timing"]
UE, MS, DS, PA, AL, SL, RL = ("cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream",
                              "cuda-pageable-async-memcpy", "cuda-alloc-in-loop", "cuda-sync-in-loop",
                              "cuda-resource-leak")

# Findings judged one by one: (repo, file, line, check) -> (act, reason).
NOT_KEYED = {
    (X, "src/tree/gpu_hist/evaluate_splits.cu", 453, PA): (
        "no", "EvaluateSingleSplit: one GPUExpandEntry (a small struct) read back into a local and returned at once; "
        "the host needs the root split before it can go on, nothing could overlap the copy, and pinning a local of a "
        "few hundred bytes pays nothing back (the page's small read-back the host uses right away: 'return "
        "root_entry' is that use, by a copy of the struct)"),
}


# Keyed report=no rows that were reported: the verdict stays the key's act; the reason says why, for this finding.
KEYED_SILENT_REPORTED = {
    (T, "src/instance_state.cc", 305, UE): (
        "no", "~ModelInstanceState: the dropped cudaSetDevice(Rank0Device()) picks the device for the destructor's "
        "frees and destroys, which are checked (and logged); the key read the page's 'device selection counts with the "
        "releases' as covering it, the check reports it because the releases are checked rather than dropped. A "
        "destructor can do nothing with a failed selection"),
    (T, "src/instance_state.cc", 3923, UE): (
        "no", "BuildCudaGraph: the wait after each warm-up enqueue is dropped; a sticky fault is reported by the "
        "checked cudaStreamBeginCapture right after the loop (it logs and skips the graph). The key's least-sure row: "
        "the check does not count that later checked call (it is in a for loop over the event sets)"),
    (X, "src/common/host_device_vector.cu", 222, PA): (
        "no", "LazySyncDevice: the index found a loop that repeats it (shap.cu:1175, one call per sparse page of a "
        "SHAP prediction); the host copy is HostDeviceVector's std::vector, pageable by design for every host-side "
        "container of the library; pinning it is a change of the container's memory policy (pinned memory for all "
        "host data), not of this copy, and the copy runs once per page"),
    (X, "src/data/ellpack_page.cu", 166, PA): (
        "no", "an 8-byte read-back of the maximum row length, followed at once by cuctx->Stream().Sync() "
        "(StreamRef::Sync: cudaStreamSynchronize of the copy's stream): the check does not follow the wrapper's wait; "
        "nothing could overlap the copy and the host needs the value on the next lines"),
}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED)


# Own lines of each repository's analysed units: the units and the files of the repository they include (clang -M of
# each command cudalint translates, host side): tensorrt_backend 26 files, 9,107 lines; tensorpipe 109 files, 15,560
# lines; xgboost 165 files, 43,967 lines.
OWN_LINES = {T: 9107, P: 15560, X: 43967}


def table(build, jr, key):
    heldout_base.unchecked_rate_table(build, jr, key, KEYED, REPOS, OWN_LINES, UE)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s42>, main 9c877ad) on round 38's 66 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout38 helper (eval/heldout38-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 38, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
