#!/usr/bin/env python3
"""Held-out round 34 (eval/results/heldout34.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s39a>, main fb936ff), run with eval/heldout34-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout34-key.tsv: issue 15's four checks). Writes eval/heldout34-judged.tsv (one row
per finding, plus one 'missed' row per keyed report no finding matched) and prints the per-check table.

  heldout34-judge.py --blind <out> [--after <out-after>]

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's (the
launches written through Mirheo's SAFE_KERNEL_LAUNCH(...) macro; the key names the line where the stream is written).
With --after (a later build run the same way on its own <out>), its rows are written as build AFTER and the table printed
for both.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402
B, M, F, C = "bytedance/byteps", "cselab/Mirheo", "OpenKinect/libfreenect2", "czimaginginstitute/MotionCor3"
REPOS = [B, M, F, C]
COMMITS = {B: "f5df52f", M: "43d05cf", F: "fd64c5d", C: "f2cc4b1"}
FOUR = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]

# Verdicts of findings the key does not name (the other checks, and keyed-silent sites that were reported), written after
# reading each site.
NOT_KEYED = {
    (B, "byteps/common/core_loops.cc", 53, "cuda-unchecked-error"): (
        "no", "FinishOrProceed's sampling branch (IsTensorSampled: a debug feature, BYTEPS_SAMPLE_KEY) reads the first and "
        "last float of input and output with four unchecked synchronous cudaMemcpy only to print them in a DEBUG log line "
        "(the note names 55, 57, 59): a failure garbles a debug line; the training path's copies and waits are all in "
        "CUDA_CALL. Not worth a change"),
    (M, "src/mirheo/core/exchangers/engines/mpi.cpp", 85, "cuda-unchecked-error"): (
        "yes", "MPIExchangeEngine::init drops cudaStreamSynchronize(stream)'s status before the CUDA-aware MPI sends of every "
        "halo exchange and redistribution (every time step), in a code base that wraps its CUDA calls in CUDA_Check: "
        "an error of the packing kernels (sticky or not) goes unnoticed and MPI sends from a faulted context; wrap it"),
}
for f, lines in (("src/cuda_depth_packet_processor.cu", (916, 921, 927)),
                 ("src/cuda_kde_depth_packet_processor.cu", (1366, 1371, 1380))):
    for line in lines:
        NOT_KEYED[(F, f, line, "cuda-unchecked-error")] = (
            "yes", "loadP0TablesFromCommandResponse / loadXZTables / loadLookupTable upload the decoding tables (trig, x/z, "
            "lookup; the note names the other unchecked copies of the same function) with unchecked synchronous cudaMemcpy, "
            "while the file checks every allocation with CHECK_CUDA/CALL_CUDA. The tables are loaded from the device's "
            "command thread and run() checks cudaGetLastError on the processing thread (last errors are per host thread), so "
            "a failed upload gives silently wrong depth on every frame; wrap them in the file's CALL_CUDA (the methods "
            "return void)")
# MotionCor3 checks no CUDA status anywhere in these units (one finding per function; the notes name the rest). Yes where
# the function holds a creation, an allocation, a wait or a synchronous copy (where failures, including those of the
# asynchronous work before, surface); no for a lone asynchronous copy whose errors the function's caller's wait would
# report, and for dead code.
MC_UE = {
    ("Align/CAlignedSum.cpp", 63): ("yes", "DoIt's cross-GPU reduction: the synchronous cudaMemcpy of each GPU's partial sum to "
                                    "device 0 unchecked; a failed peer copy silently drops a GPU's frames from the motion-corrected sum"),
    ("Align/CAlignedSum.cpp", 79): ("yes", "mDoIt: cudaStreamCreate (and the next three calls, the note) unchecked; a failed "
                                    "creation leaves m_aStreams[] indeterminate and every launch of the frame loop on it undefined"),
    ("Align/CAlignedSum.cpp", 103): ("yes", "mWait: the stream waits (and destroys) unchecked: the waits are where every error of "
                                     "the frame loop's asynchronous work surfaces, and nothing else in the unit checks"),
    ("Align/CTransformStack.cpp", 78): ("yes", "ThreadMain: stream creation and the closing cudaDeviceSynchronize (note: 84) "
                                        "unchecked; a failed FFT pass over the stack goes unnoticed"),
    ("Align/CTransformStack.cpp", 113): ("yes", "mTransformCpuFrames: the copies and the stream waits of the frame loop (note: "
                                         "115, 118, 120) unchecked; check at least the waits"),
    ("CSaveSerialCryoEM.cpp", 75): ("yes", "the saving thread's cudaSetDevice unchecked: on failure it computes min/max/mean of "
                                    "every saved stack on whatever device is current"),
    ("CSaveSerialCryoEM.cpp", 107): ("yes", "mInit's cudaMalloc of the frame buffer unchecked: every later copy into m_gfImg fails "
                                     "and the saved statistics are garbage"),
    ("CSaveSerialCryoEM.cpp", 167): ("yes", "mSaveStack: cudaStreamCreate, the copies, the wait and cudaFree(stream) (note: 183, "
                                     "191, 209) unchecked; checking :209 would have shown that cudaFree of a stream handle fails "
                                     "and the stream leaks once per saved movie"),
    ("Correct/CGenRealStack.cpp", 65): ("yes", "ThreadMain: stream creation, waits and destruction (note) unchecked, in the "
                                        "per-GPU thread that writes the corrected frames"),
    ("Correct/CGenRealStack.cpp", 119): ("yes", "mDoCpuFrames: copies and stream waits of the frame loop (note: 121, 129, 131) "
                                         "unchecked; check the waits"),
    ("MrcUtil/CApplyRefs.cpp", 69): ("yes", "Run: both cudaStreamCreate unchecked (a failure makes the gain/dark correction of "
                                     "every frame run on an invalid stream)"),
    ("MrcUtil/CApplyRefs.cpp", 79): ("yes", "Wait: the stream waits, destructions and cudaFreeHost unchecked: the only place the "
                                     "correction's asynchronous errors could surface"),
    ("MrcUtil/CApplyRefs.cpp", 131): ("yes", "mCopyRefs: cudaMallocHost of the mode-2 frame buffer unchecked, then memcpy into it "
                                      "on the host (mApplyRefs): a failed pinned allocation is a host crash with no message"),
    ("MrcUtil/CApplyRefs.cpp", 180): ("no", "mCorrectCpuFrames: a lone cudaMemcpyAsync in the frame loop; its errors would surface "
                                      "at the stream waits of mApplyRefs/Wait (findings :191 and :79), which is where the check belongs"),
    ("MrcUtil/CApplyRefs.cpp", 191): ("yes", "mApplyRefs: the per-frame stream wait before the host overwrites the staging buffer, "
                                      "unchecked"),
    ("MrcUtil/CSumFFTStack.cpp", 25): ("no", "mCalcMean, a static debug helper that nothing in the program calls (dead code)"),
    ("MrcUtil/CSumFFTStack.cpp", 103): ("yes", "DoIt's cross-GPU reduction: the synchronous peer copies (note: 111) unchecked; a "
                                        "failure silently drops a GPU's frames from the sum"),
    ("MrcUtil/CSumFFTStack.cpp", 124): ("yes", "mSumFrames: stream creation and memsets (note) unchecked"),
    ("MrcUtil/CSumFFTStack.cpp", 143): ("yes", "mWait: the waits and destructions unchecked (where the summing's errors surface)"),
    ("MrcUtil/CSumFFTStack.cpp", 193): ("yes", "mSumCpuFrames: the frame loop's stream waits and copies unchecked"),
}
for (f, line), v in MC_UE.items():
    NOT_KEYED[(C, f, line, "cuda-unchecked-error")] = v
# a keyed-silent site that was reported (simple_stationary_wall.cu:431): its verdict
KEYED_SILENT_VERDICT = {
    (M, "src/mirheo/core/walls/simple_stationary_wall.cu", 431, "cuda-default-stream"): (
        "no", "reported although the key read it silent (least sure (3): its next CUDA work is the cudaDeviceSynchronize on "
        "line 476, after the branch; the same shape in the else branch, :464, is silent). Not worth acting on, as every "
        "Mirheo finding of this check: one-time set-up (removeInner, called once by Simulation's set-up, simulation.cpp:735) "
        "between device-wide waits, in a program whose only streams are non-blocking (task_scheduler.cpp:344)"),
}


def judge(build, out, key):
    found, parse, summary = heldout_base.load_reports(out, REPOS)
    out_rows, used = [], set()
    for repo, file, line, check, f in found:
        k = None
        for i, kr in enumerate(key):
            if (kr["repo"], kr["file"], kr["check"]) == (repo, file, check) and abs(int(kr["line"]) - line) <= 3:
                if k is None or abs(int(kr["line"]) - line) < abs(int(key[k]["line"]) - line):
                    k = i
        if k is not None:
            used.add(k)
            kr = key[k]
            if kr["report"] == "yes":
                keyv, act, reason = "yes", kr["act"], "as keyed: " + kr["reason"]
            else:
                keyv = "keyed silent"
                act, reason = KEYED_SILENT_VERDICT[(repo, file, line, check)]
        else:
            keyv = "not keyed"
            act, reason = NOT_KEYED[(repo, file, line, check)]
        out_rows.append([build, repo, COMMITS[repo], file, str(line), check, keyv, act, reason])
    out_rows += heldout_base.missed_rows(build, key, used, COMMITS)
    return out_rows, parse, summary


def table(build, jr, key):
    heldout_base.check_table(build, jr, key, FOUR)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s39a>, main fb936ff) on round 34's 41 TUs (every cuda-* check, the "
           "whole database of each repository), judged by the heldout34 helper (eval/heldout34-judge.py): act = would an "
           "experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other checks), or 'missed' (a keyed report no finding matched).\n")
    heldout_base.run_judge(HERE, 34, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
