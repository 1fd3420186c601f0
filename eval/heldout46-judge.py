#!/usr/bin/env python3
"""Held-out round 46 (eval/results/heldout46.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s45d>, main 9410881, stop 46's rules), run with eval/heldout46-repos.py lint (the whole database of each
repository, -j 1, nice -n 10), against the key (eval/heldout46-key.tsv, written and committed before the run). Writes
eval/heldout46-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints the
per-check table. Modelled on eval/heldout38-judge.py and eval/heldout44-judge.py.

  heldout46-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

O, S, P = "openmm/openmm", "lacker/seticore", "GReX-Telescope/psrdada"
REPOS = [O, S, P]
COMMITS = {O: "1a47c2f", S: "2e67818", P: "182aead"}
KEYED = ["cuda-unchecked-error", "cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream",
         "cuda-alloc-in-loop", "cuda-sync-in-loop", "cuda-host-access-before-sync", "cuda-resource-leak"]
UE, MS = "cuda-unchecked-error", "cuda-missing-stream"
CC = "platforms/cuda/src/CudaContext.cpp"

# Findings judged one by one: (repo, file, line, check) -> (act, reason). Every one was read in the code at the pinned
# commit; the facts about the project were checked with git grep at that commit (noted where a reason relies on one).
NOT_KEYED = {
    (O, CC, 151, UE): (
        "no", "CudaContext's constructor drops cuCtxPopCurrent(&popped) right after a successful cuCtxCreate (it only "
        "takes the new context off this thread's stack; every later use goes through ContextSelector's push/pop) and, "
        "in the note, cuDeviceCanAccessPeer at :197 for a secondary device: a failed query leaves canAccess "
        "uninitialised, and a wrong 'yes' goes to cuCtxEnablePeerAccess at :201, which is checked and throws. Both "
        "need a context or device that cuCtxCreate (checked) has just accepted to fail; not worth a change"),
    (O, CC, 379, UE): (
        "no", "~CudaContext: cuMemFreeHost(pinnedBuffer), then cuProfilerStop (:389) and cuCtxDestroy (:393), the "
        "teardown of the context (reported because cuProfilerStop is not a release in the page's table). Nothing "
        "useful can be done with a failed free or destroy in a destructor; not worth a change"),
    (O, CC, 459, UE): (
        "no", "pushAsCurrent drops cuCtxPushCurrent(context), guarded by contextIsValid; it is ContextSelector's "
        "entry (openmm/common/ContextSelector.h) around nearly every operation. A push of a live context fails only "
        "when the driver is gone, and then the selected work's own checked calls (executeKernel's cuLaunchKernel, "
        "CudaContext.cpp:711, the launch path of every kernel: git grep cuLaunchKernel finds only it) throw; not worth "
        "a change"),
    (O, CC, 465, UE): (
        "no", "popAsCurrent drops cuCtxPopCurrent(&popped) but then compares popped with its context and throws "
        "on a mismatch: a failed pop leaves popped unset, which the comparison most likely catches. Effectively "
        "checked by the author's own test; not worth a change"),
    (O, "platforms/cuda/src/CudaParallelKernels.cpp", 230, UE): (
        "no", "finishComputation drops cuStreamWaitEvent(context 0's current stream, peerCopyEvent[i]), which orders "
        "the force summation after the peer force copies of the other GPUs. Event and stream were created checked "
        "(:170-173); the wait fails only in a dead context, where the checked launch of the summation kernel (:243, "
        "executeKernel) that follows it whenever forces are summed throws. Same reading as the keyed :52/:93/:197; not worth a change"),
    (S, "dedoppler.cu", 173, UE): (
        "no", "Dedopplerer::addIncoherentPower drops cudaMemcpy of one float per hit (the hit's incoherent power) "
        "from the Taylor-tree sums on the device; the Taylor kernels it waits for are checked with checkCuda in "
        "taylor.cu (:138, :289, :312, :321). A 4-byte copy from a valid device pointer into a host field fails only "
        "after an asynchronous fault, which the next search's checkCuda (or the Taylor tree's, for the next drift "
        "block) logs; what is lost is one field of a hit in a run that is already failing. Not worth a change"),
}

# Keyed report=no rows that were reported: none in this run.
KEYED_SILENT_REPORTED = {}

# The keyed reports the run did not make (3), each traced.
KEY_ERRORS = {
    (S, "multibeam_buffer.cu", 61, MS): (
        "the key misread the page's 'a stream must be at hand' rule: zeroAsync neither creates, receives nor names a "
        "stream, and prefetch_stream is a class member, not a global or an accessor 'any function could name', so the "
        "page keeps it silent. Not the parse error: a side run with multibeam_buffer.cu:101 rewritten to CUDA 13's "
        "cudaMemPrefetchAsync(ptr, n, cudaMemLocation{cudaMemLocationTypeDevice, dev}, 0, stream) (unit clean) gives "
        "the same three seticore findings and nothing at :61/:71. Act no either way"),
    (S, "multibeam_buffer.cu", 71, MS): (
        "the same reading as :61 (copyRegionAsync names no stream; the member is not at hand by the page); silent in "
        "the clean side run too. Act no either way"),
    (P, "src/dada_client.c", 208, UE): (
        "the key misread the page's selection-with-releases rule: io_loop_block's only unchecked calls are "
        "cudaSetDevice(device_id) and the cudaFreeHost(local_buffer) at :368 (its cudaMallocHost and cudaMemcpy are "
        "checked), and the page silences a selection whose only unchecked company is releases. Confirmed by a side "
        "run with :368 removed: :208 is then reported. Act no either way"),
}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED,
                                          KEY_ERRORS)


def table(build, jr, key):
    heldout_base.check_table(build, jr, key, KEYED)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s45d>, main 9410881) on round 46's 31 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout46 helper (eval/heldout46-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 46, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
