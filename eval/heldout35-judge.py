#!/usr/bin/env python3
"""Held-out round 35 (eval/results/heldout35.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s39b>, main 8af6e5f), run with eval/heldout35-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout35-key.tsv: issue 15's four checks). Writes eval/heldout35-judged.tsv (one row
per finding, plus one 'missed' row per keyed report no finding matched) and prints the per-check table.

  heldout35-judge.py --blind <out> [--after <out-after>]

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. With
--after (a later build run the same way on its own <out>), its rows are written as build AFTER and the table printed for
both.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402
A, P, F = "PaddlePaddle/Anakin", "NVIDIA-AI-IOT/CUDA-PointPillars", "flashlight/flashlight"
T = "czimaginginstitute/AreTomo2"   # the fourth repository, keyed and run after the first three
REPOS = [A, P, F, T]
COMMITS = {A: "5fd68a6", P: "ce7e2bd", F: "f5f717f", T: "01e7219"}
FOUR = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"]
C = "saber/funcs/impl/cuda/base/cuda_c/"
UE = "cuda-unchecked-error"

# Verdicts of findings the key does not name (the other checks), written after reading each site.
ENQ = ("Anakin's operators wrap their copies in CUDA_CHECK elsewhere (saber_sequence_pool.cu:197, "
       "saber_conv_upadding_padding.cu:74), and nothing after this call in the function reads the status: a failed "
       "enqueue (an invalid size or pointer for this batch's shapes) returns its non-sticky error only here, later waits "
       "return cudaSuccess, and the operator returns SaberSuccess with a wrong result. Wrap it in CUDA_CHECK")
NOT_KEYED = {
    (A, "saber/core/impl/cuda/cuda_impl.cpp", 349, UE): (
        "yes", "TargetWrapper<NV>::get_device_id: cudaGetDevice unchecked, and on failure it returns an uninitialized int, "
        "which every Buffer<NV> stores as its device id (buffer.h:32,44,50) and the copies compare to choose between a "
        "plain and a peer copy; every other call of this file is in CUDA_CHECK"),
    (A, C + "saber_conv_upadding_padding.cu", 50, UE): (
        "no", "a 1-D launch of CUDA_GET_BLOCKS(n) x 512 threads: it cannot be an invalid configuration for n > 0, the "
        "kernel's own faults surface at the engine's next stream wait, and none of Anakin's operators check their launches "
        "(CUDA_POST_KERNEL_CHECK is used at the end of a few dispatch() only); not worth a change here"),
    (A, C + "saber_detection_output.cu", 24, UE): (
        "no", "permute_data: the same 1-D CUDA_GET_BLOCKS launch helper; as saber_conv_upadding_padding.cu:50"),
    (A, C + "saber_expand.cu", 42, UE): ("yes", "dispatch: the two uploads of expand_times/in_shape (note: :43) unchecked. " + ENQ),
    (A, C + "saber_generate_proposals.cu", 83, UE): (
        "yes", "sort_descending: the read-backs, the cudaStreamSynchronize (:85) and the uploads (note: 84, 85, 106, 107) "
        "unchecked: the wait is where the scoring kernels' faults surface, and the host then sorts whatever the buffers hold"),
    (A, C + "saber_generate_proposals.cu", 406, UE): (
        "yes", "NMS: the mask and keep-index read-backs, the wait (:409) and the keep upload (note: 408, 409, 433) "
        "unchecked, per image of every inference: a fault of NMSKernel goes unnoticed and the host suppresses boxes from a "
        "garbage mask"),
    (A, C + "saber_mvn.cu", 219, UE): ("yes", "dispatch: the memsets of the mean and sd accumulators (note: :222) unchecked. " + ENQ),
    (A, C + "saber_pad.cu", 52, UE): ("yes", "dispatch: the memset of the padded output unchecked. " + ENQ),
    (A, C + "saber_slice_v2.cu", 76, UE): (
        "yes", "create: the four uploads of strides, output shape, starts and axes (note: 77, 78, 80) unchecked: create() "
        "returns SaberSuccess and every later dispatch() reads these tables. " + ENQ),
    (A, C + "saber_unpool.cu", 42, UE): ("yes", "dispatch: the memset of the unpooled output unchecked. " + ENQ),
    (A, "saber/funcs/impl/cuda/saber_eltwise.h", 60, UE): (
        "yes", "create: the upload of the eltwise coefficients unchecked; every dispatch() reads them. " + ENQ),
    (A, "saber/funcs/impl/cuda/saber_topk_avg_pooling.h", 42, UE): (
        "yes", "create: the upload of the top-k list unchecked; every dispatch() reads it. " + ENQ),
    (P, "src/main.cpp", 37, UE): (
        "no", "GetDeviceInfo: cudaGetDeviceProperties in the loop over devices that only prints each device's name and "
        "capabilities at start-up; a failure prints garbage once and the pipeline's own calls (all in checkRuntime) "
        "report the real problem: not worth a change"),
}
# AreTomo2 checks no CUDA status anywhere in these units (one finding per function; the notes name the rest). As for
# MotionCor3 in round 34: yes where the function holds an allocation, a creation, a wait or a synchronous copy (where
# failures, including those of the asynchronous work before, surface); no for functions that only enqueue work whose
# errors the per-slice wait (itself a finding) would report, and for teardown.
AT = {
    ("Recon/CDoBaseRecon.cpp", 24): ("no", "Clean: cudaSetDevice and the four frees (note) at teardown, after the results were "
                                     "read back; a failure there changes nothing the program could act on"),
    ("Recon/CDoSartRecon.cpp", 74): ("yes", "ThreadMain: cudaSetDevice, the device and pinned buffers sized by the volume, the "
                                     "stream and event creation and the final wait (note: 78 ... 111) unchecked: an out-of-memory "
                                     "on a large volume gives a silently wrong tomogram"),
    ("Recon/CDoSartRecon.cpp", 130): ("no", "mExtractSinogram: cudaStreamWaitEvent, the upload and the event record (note: 132, "
                                      "134) only enqueue; their errors surface at the per-slice wait, :141, a finding of its own"),
    ("Recon/CDoSartRecon.cpp", 141): ("yes", "mGetReconResult: the per-slice cudaStreamSynchronize unchecked, where every fault "
                                      "of the slice's SART iterations surfaces, right before the host copies the slice into the volume"),
    ("Recon/CDoSartRecon.cpp", 158): ("no", "mReconstruct: a memset and the read-back (note: 161) enqueued on the stream; their "
                                      "errors surface at :141's wait"),
    ("Recon/CDoWbpRecon.cpp", 63): ("yes", "ThreadMain of the WBP path: as CDoSartRecon.cpp:74"),
    ("Recon/CDoWbpRecon.cpp", 117): ("no", "as CDoSartRecon.cpp:130"),
    ("Recon/CDoWbpRecon.cpp", 128): ("yes", "as CDoSartRecon.cpp:141"),
    ("Recon/CDoWbpRecon.cpp", 145): ("no", "as CDoSartRecon.cpp:158"),
    ("Recon/CTomoSart.cpp", 51): ("yes", "Setup: the forward-projection and angle buffers and the synchronous upload of the "
                                  "angles (note: 54, 65) unchecked: a failed allocation makes every SART iteration write through null"),
    ("Recon/CTomoWbp.cpp", 42): ("yes", "Setup: the angle buffer and its synchronous upload (note: 53) unchecked"),
    ("Recon/GBackProj.cu", 64): ("yes", "SetSize: cudaMemcpyToSymbol of the volume size unchecked; it is the first call to fail "
                                 "when the binary has no image for the GPU (the makefile builds sm_52-sm_75 only), and every "
                                 "back projection then reads garbage sizes"),
    ("Recon/GForProj.cu", 66): ("yes", "as GBackProj.cu:64 (the forward projector's volume size)"),
}
for (f, line), v in AT.items():
    NOT_KEYED[(T, f, line, UE)] = v
KEYED_SILENT_VERDICT = {}


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
    hdr = ("# Every finding of the BLIND build (<eval-bin-s39b>, main 8af6e5f) on round 35's 53 TUs (every cuda-* check, the "
           "whole database of each repository), judged by the heldout35 helper (eval/heldout35-judge.py): act = would an "
           "experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other checks), or 'missed' (a keyed report no finding matched).\n")
    heldout_base.run_judge(HERE, 35, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
