#!/usr/bin/env python3
"""Held-out round 44 (eval/results/heldout44.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s45b>, main 5efcf8d, stop 45's rules), run with eval/heldout44-repos.py lint (the whole database of each
repository, -j 1, nice -n 10), against the key (eval/heldout44-key.tsv, written and committed before the run). Writes
eval/heldout44-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints the
per-check table. Modelled on eval/heldout38-judge.py.

  heldout44-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

T, S, C = "TinkerTools/tinker9", "AutomataLab/Subway", "ChASE-library/ChASE"
REPOS = [T, S, C]
COMMITS = {T: "70bd052", S: "a0ef2d1", C: "6d6bf64"}
KEYED = ["cuda-unchecked-error", "cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream",
         "cuda-alloc-in-loop", "cuda-sync-in-loop", "cuda-event-needless-timing"]
UE, DS, AL = "cuda-unchecked-error", "cuda-default-stream", "cuda-alloc-in-loop"

# Findings judged one by one: (repo, file, line, check) -> (act, reason). Every one was read in the code at the pinned
# commit (ChASE's noinput.cpp unit: the serial GPU solver's headers).
NOT_KEYED = {
    (C, "Impl/chase_gpu/chase_gpu.hpp", 548, AL): (
        "no", "ChaseGPU::ReinitColumns calls init_random_vectors once per column to re-randomize, and "
        "init_random_vectors (random_normal_distribution.hpp:47-53) cudaMallocs 256*32 curand Philox states (512 KiB) "
        "and cudaFrees them on every call: a real per-column malloc/free (and a device-wide sync in cudaFree). But the "
        "loop runs only on the pseudo-Hermitian (BSE) solver's purge of outlier +/- Ritz pairs (algorithm.inc:1797-1820: "
        "columns whose |lambda| ratio exceeds 1.5), a handful of columns on the iterations where that happens, against "
        "an iteration of filter, QR and Rayleigh-Ritz on the whole subspace: a few hundred microseconds in a rare path. "
        "The note's 'whose only work is allocating and freeing' misses the curand kernel, which is in another unit "
        "(random_normal_distribution.cu). Not worth a change for this loop (the helper's own malloc per call is the "
        "library's choice for a once-per-solve initialisation, initVecs at chase_gpu.hpp:515)"),
    (C, "algorithm/performance.hpp", 469, UE): (
        "no", "ChasePerfData::calculateTimings (called by print() after the solve, to report timings) drops "
        "cudaDeviceSynchronize before reading the timing events with cudaEventElapsedTime (itself unchecked in "
        "calculatePointTiming): a failed wait here means the device failed during the solve, which the solver's "
        "CHECK_CUDA_ERROR calls on every step have already reported; what is left to lose is the printed timing table"),
    (C, "linalg/internal/cuda/random_normal_distribution.hpp", 47, UE): (
        "yes", "init_random_vectors drops cudaMalloc of the curand states (and cudaFree at :53), then launches "
        "chase_rand_normal with states_ (NULL when the allocation failed): the kernel's illegal address surfaces later "
        "as an unrelated call's error, far from the cause. Every other allocation in ChASE's GPU path is wrapped in "
        "CHECK_CUDA_ERROR (lanczos.hpp:374-379, chase_gpu.hpp:281-297, matrix.hpp:173 checks its own cudaMalloc); "
        "wrapping this one is a one-line change a maintainer would make (grep: the only dropped cudaMalloc in the "
        "headers the driver includes)"),
    (C, "linalg/internal/cuda/residuals.hpp", 89, DS): (
        "no", "residuals(): cudaEventRecord(ev_gemm_start, 0) of a timing event, only when enable_timing (CHASE_OUTPUT "
        "built and the logger at Trace level, :76-78); the GEMM runs on the cuBLAS handle's stream, which ChaseGPU "
        "creates blocking (chase_gpu.hpp:276 cudaStreamCreate), so the legacy-stream record waits for it and it for the "
        "record: the trace timing is still consistent, and in a trace run nobody needs the overlap. The author records "
        "the residual kernels' events on usedStream a few lines down (:105); aligning these two is cosmetic"),
    (C, "linalg/internal/cuda/residuals.hpp", 98, DS): (
        "no", "cudaEventRecord(ev_gemm_end, 0): the end event of the same trace-only GEMM timing as :89; same reading"),
}


# Keyed report=no rows that were reported: none in this run.
KEYED_SILENT_REPORTED = {}

# The two keyed reports the run did not make (include/seq/launch.h:25, :45): both act=no.
KEY_ERRORS = {
    (T, "include/seq/launch.h", 25, UE): (
        "the key read the stop-45 bounded-launch rule narrowly (bs and sh are parameters of launch_k3s); the build "
        "treats them as bounded (every unit reaches launch_k3s only through launch_k2s's sh = 0 and launch_k1s's "
        "bs = BLOCK_DIM, 128, or constant blocks), so the launch is not reported: the silence agrees with the key's "
        "act (no). Checked after the run: cuda-unchecked-error with ReportBoundedLaunches: true over pcg.cu and "
        "evalence.cu reports launch.h:25 (and evalence.cu:792), so the default's silence is the bounded-launch rule"),
    (T, "include/seq/launch.h", 45, UE): (
        "the same reading of launch_k3b's launch as :25 (not re-run separately: no unit of the two re-run "
        "instantiates launch_k3b); silent, act no either way"),
}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED,
                                          KEY_ERRORS)


def table(build, jr, key):
    heldout_base.check_table(build, jr, key, KEYED)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s45b>, main 5efcf8d) on round 44's 28 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout44 helper (eval/heldout44-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 44, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
