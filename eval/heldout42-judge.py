#!/usr/bin/env python3
"""Held-out round 42 (eval/results/heldout42.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s45a>, main a30f2bf, stop 45), run with eval/heldout42-repos.py lint (the whole database of each repository,
-j 1, nice -n 10), against the key (eval/heldout42-key.tsv, written and committed before the run). Writes
eval/heldout42-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints the
per-check table. Modelled on eval/heldout38-judge.py.

  heldout42-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

R, A, B = "3dem/relion", "HPGeoC/awp-odc-os", "WolframRhodium/VapourSynth-BM3DCUDA"
REPOS = [R, A, B]
COMMITS = {R: "73f0a3c", A: "7c10ecf", B: "f613b0a"}
KEYED = ["cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy",
         "cuda-alloc-in-loop", "cuda-sync-in-loop", "cuda-event-needless-timing"]
UE, PA = "cuda-unchecked-error", "cuda-pageable-async-memcpy"

# Findings no key row matches, judged one by one: (repo, file, line, check) -> (act, reason).
NOT_KEYED = {
    (R, "src/acc/cuda/cuda_ml_optimiser.cu", 150, UE): (
        "no", "MlDeviceBundle::setupFixedSizedObjects: the dropped cudaDeviceGetAttribute(&memAlignmentSize, "
        "cudaDevAttrTextureAlignment, device_id) sizes the custom allocator's alignment, so the page is right to report "
        "it (a query whose answer decides something). But the function has just checked device_id against "
        "HANDLE_ERROR(cudaGetDeviceCount) and selected it with HANDLE_ERROR(cudaSetDevice(device_id)) (:87-95); a valid "
        "device and a constant attribute leave the query nothing to fail on. The same class as round 40's B "
        "(queries of devices the program has already validated): right that the status is dropped, no "
        "failure an engineer would expect here (wrapping it in HANDLE_ERROR like its neighbours is tidy, not a fix)"),
}

# Keyed report=no rows that were reported: the verdict stays the key's act; the reason says why, for this finding.
KEYED_SILENT_REPORTED = {
    (R, "src/acc/cuda/cuda_mem_utils.h", 64, PA): (
        "no", "KEY WRONG on report (the key took AccPtr's hPtr as of unknown origin, written also from setHostPtr and "
        "cpToDevice(T*) parameters; in the autopicker unit, which reports it, no such write is instantiated, so every "
        "write is posix_memalign: acc_ptr.h:147, 498, and the page reports it). Act stays no: the repeat the note "
        "names is the per-reference read-back of a micrograph-sized map in autoPickOneMicrograph "
        "(cuda_autopicker.cu:834), waited for by the caller's streamSync() four lines down and then copied element by "
        "element into a MultidimArray on the host; pinning saves the bounce copy of a few MB per reference (about a "
        "millisecond) in a per-micrograph pass dominated by FFTs and the host loops, and the only fix is AccPtr's "
        "allocation policy for every host mirror (RELION creates and frees AccPtrs per particle: cudaMallocHost there "
        "costs more than the staging)"),
    (R, "src/acc/cuda/shortcuts.cuh", 32, PA): (
        "no", "KEY WRONG on report (as cuda_mem_utils.h:64: in the autopicker unit every write of hPtr is "
        "posix_memalign). Act stays no: the uploads it stands for are the per-micrograph ones of autoPickOneMicrograph "
        "(the micrograph filled element by element into micTransformer.reals on the host and uploaded, :485-487; the "
        "mask and CTF images, :604, :723), once per micrograph read from disk; the staging costs a few milliseconds "
        "per micrograph beside the MRC read and the FFT work, and pinning means changing AccPtr's host allocation "
        "(a pinned pool) for the whole program"),
}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED)


# Own lines of each repository's analysed units: the units and the files of the repository they include (clang -M -MG of
# each command cudalint translates, host side): relion 142 files, 61,816 lines; awp-odc-os 12 files, 3,594 lines;
# VapourSynth-BM3DCUDA 4 files, 4,353 lines.
OWN_LINES = {R: 61816, A: 3594, B: 4353}


def table(build, jr, key):
    heldout_base.unchecked_rate_table(build, jr, key, KEYED, REPOS, OWN_LINES, UE)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s45a>, main a30f2bf) on round 42's 21 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout42 helper (eval/heldout42-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 42, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
