#!/usr/bin/env python3
"""Held-out round 31 (eval/results/heldout31.md): the verdicts on every finding of the twelve cuda-* checks from the BLIND
build (<eval-bin-s37a>, main 1939a06), run with eval/heldout31-repos.py lint (every cuda-* check, -j 1, nice -n 10), the
judged table (eval/heldout31-judged.tsv) and the figures: per check keyed reports, found, missed, unexpected, findings,
worth acting on, share, findings per 1000 lines (wc -l of the TU files); parse status per TU. Round 30's judge
(eval/heldout30-judge.py) with this round's repositories and all twelve checks; a later AFTER run is judged as BEFORE is
in round 30 (--before takes any second build's <out>).

  heldout31-judge.py --blind <out-blind> [--before <out-other-build>]

The AFTER run (stop 37, the lead's build <eval-bin-s37e>, main e9f4781; tuned on this round) is passed as
--before: its rows are labelled BEFORE in the judged table and the printout (the shared judge's name for a second build).
"""
from heldout_judge import judge_blind_round

KEYED = ["cuda-alloc-in-loop", "cuda-capture-unsafe-call", "cuda-default-stream", "cuda-elapsed-time-disable-timing",
         "cuda-event-needless-timing", "cuda-event-timing-stream", "cuda-host-access-before-sync", "cuda-missing-stream",
         "cuda-pageable-async-memcpy", "cuda-resource-leak", "cuda-sync-in-loop", "cuda-unchecked-error"]
CH, YA, IL, NH = "cholla-hydro/cholla", "andrewkchan/yalm", "MegEngine/InferLLM", "nicehash/nheqminer"
REPOS = [CH, YA, IL, NH]
COMMITS = {CH: "8478c9e", YA: "6cd1ef6", IL: "d5c2ed9", NH: "b9900ff"}
U, M = "cuda-unchecked-error", "cuda-missing-stream"

# Keyed reports keep the key's act (re-read against the finding's message and notes after the run: no change).
RE_READ = {}

# Findings the key did not name with their line, or keyed silent, judged after the BLIND run.
NOT_KEYED = {
    (CH, "src/gravity/gravity_boundaries_gpu.cu", 131, U): (
        "yes", "key error: gravity/grav3D.h:24-26 #defines GRAV_ISOLATED_BOUNDARY_X/Y/Z unconditionally, so "
        "Set_Potential_Boundaries_Isolated_GPU is built (the key took it for off); it drops the host-to-device cudaMemcpy of the "
        "isolated potential boundary and the wait after it (:132), once per boundary set from boundary_conditions.cpp, in a "
        "code base that wraps every other call in GPU_Error_Check: an engineer would check them"),
    (CH, "src/utils/gpu_arrays_functions.h", 46, U): (
        "no", "key error (the header template was not read): Extend_GPU_Array<T>, the template twin of "
        "gpu_arrays_functions.cu's Extend_GPU_Array_Real (keyed :42, act no): bare cudaDeviceSynchronize calls each followed "
        "by GPU_Error_Check(), which synchronizes and checks a sticky fault again; the dropped waits lose nothing"),
    (IL, "src/kern/gpu/kernel_gpu.cu", 63, U): (
        "yes", "key error on the line (keyed :64, the launch's second line, as report=no act=yes): the library never reads a "
        "launch error (LaunchKernel's cudaPeekAtLastError is dropped by every caller; GPUDevice::sync does not return a "
        "launch-configuration error). Reported here, and not in the other wrappers, because the switch's second launch (:68) "
        "counts as a later CUDA call (rope's if/else pair at :395/:398 does not): right, though for a reason the if/else "
        "look-alike does not share"),
    (YA, "src/infer.cu", 36, M): (
        "no", "keyed silent: cuda_devicecopy's stream-less cudaMemcpyAsync uploads weights and state buffers once, at load "
        "time (Model::cuda and InferenceState::cuda in model.cpp) before any work runs on the inference stream; nothing can "
        "overlap it. Reported because the unit's other callers of upload_cuda, the test helpers mha_cuda/matmul_cuda/ffn_cuda, "
        "launch on cudaStreamLegacy (a named stream), so its callers do not all reach no stream: the load-time uploads "
        "themselves come from another unit the check cannot see"),
    # AFTER (the lead's build after this round, <eval-bin-s37e>: main e9f4781; tuned on this round, not a
    # measurement): the one finding the BLIND build did not have.
    (CH, "src/utils/gpu.hpp", 143, U): (
        "yes", "AFTER, tuned: GPU_Error_Check's first statement `code = cudaDeviceSynchronize();` replaces the status every "
        "caller passes (the round's probe: a failed cudaMalloc and an invalid launch through such a helper were silent on "
        "an H200); one fix in the helper makes every wrapped call of cholla checked"),
}

JUDGED_HEADER = ("# Every finding of the BLIND build (<eval-bin-s37a>, main 1939a06) on round 31's 38 TUs (all twelve cuda-* checks), "
                 "judged by the heldout31 helper (eval/heldout31-judge.py): act = would an experienced CUDA engineer change "
                 "the code; key = the key row's report or 'not keyed'. Rows 'missed' are keyed reports no finding of that build "
                 "matched.\n")

if __name__ == "__main__":
    judge_blind_round(31, REPOS, COMMITS, KEYED, JUDGED_HEADER, RE_READ, NOT_KEYED, counted_label="findings (12 checks)")
