#!/usr/bin/env python3
"""Held-out round 40 (eval/results/heldout40.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s44a>, main a9dd3d9, the final build of stop 43), run with eval/heldout40-repos.py lint (the whole database of
each repository, -j 1, nice -n 10), against the key (eval/heldout40-key.tsv, written and committed before the run).
Writes eval/heldout40-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and
prints the per-check table. Modelled on eval/heldout38-judge.py.

  heldout40-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

M, T, C = "apache/mxnet", "shouxieai/tensorRT_Pro", "torch/cutorch"
REPOS = [M, T, C]
COMMITS = {M: "b84609d", T: "84c3f68", C: "5e9d86c"}
KEYED = ["cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy",
         "cuda-alloc-in-loop", "cuda-sync-in-loop", "cuda-capture-unsafe-call", "cuda-resource-leak"]
UE, MS, DS, PA, AL, SL, RL = ("cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream",
                              "cuda-pageable-async-memcpy", "cuda-alloc-in-loop", "cuda-sync-in-loop",
                              "cuda-resource-leak")

# Findings judged one by one: (repo, file, line, check) -> (act, reason).
NOT_KEYED = {
    # apache/mxnet
    (M, "src/kvstore/comm_tree.h", 348, UE): (
        "no", "CommDeviceTree::EnableP2P: the same dropped cudaDeviceCanAccessPeer as comm.h:784 (keyed no): a failed query "
        "between the kvstore's own devices leaves 'access' unknown; the enable that may follow is checked and a failed pair "
        "only costs the P2P warning"),
    (M, "src/kvstore/gpu_topology.h", 161, UE): (
        "no", "GetP2PWeight: cudaDeviceGetP2PAttribute(PerformanceRank) dropped into an uninitialised int; it only shapes the "
        "tree reduction's link weights, between device ids the kvstore enumerated; a failure means a context every other "
        "call reports. Initialising 'value' would be tidier, not a change anyone would make for this"),
    (M, "src/operator/contrib/multi_lamb.cu", 248, UE): (
        "no", "CallKernel2: KernelStep2 launches with no error read (nchunks blocks of a constant size, no dynamic shared "
        "memory: fails only for an empty parameter list); the op's next mxnet_op::Kernel::Launch reads cudaGetLastError "
        "(MSHADOW_CUDA_POST_KERNEL_CHECK) and would report it there"),
    (M, "src/operator/contrib/multi_lans.cu", 272, UE): (
        "no", "CallKernel2 of multi_lans: the twin of multi_lamb.cu:248"),
    (M, "src/operator/tensor/indexing_op.cu", 865, UE): (
        "no", "EmbeddingGradKernelCaller: EmbeddingFindBounds (128 threads) and EmbeddingGradKernel (at most 1024 threads, "
        "dynamic shared memory up to 32 KiB by construction) with no error read; configurations valid by construction, "
        "and the next mxnet_op launch's post-kernel check reads the last error"),
    (M, "src/operator/numpy/np_unique_op.cu", 128, PA): (
        "no", "NumpyUniqueGPUNoneAxisImpl: a 4-byte count read back into a local and waited for on the next statement "
        "(CUDA_CALL(cudaStreamSynchronize(cuda_stream)), the same local stream), then used for the output shape: the "
        "page's small synced read-back, which the contract leaves silent. A probe with the same copy, wait and a "
        "thrust::device_vector source was silent; this unit does not parse cleanly (thrust::unary_function, gone in "
        "CCCL 3), the likeliest cause, not diagnosed further"),
    (M, "src/operator/numpy/np_unique_op.cu", 243, PA): (
        "no", "NumpyUniqueGPUImpl: the same 4-byte count read back and waited for at once as :128"),
    (M, "src/operator/tensor/cast_storage-inl.cuh", 164, PA): (
        "no", "CastStorageDnsRspGPUImpl_: an 8-byte row count read back and waited for on the next statement; copy and wait "
        "both name mshadow::Stream<gpu>::GetStream(s), whose body tests the pointer (returns 0 for null), so the check does "
        "not take them as the same stream (eval/probes-heldout40/getter-stream.cu: via_getter reported, via_local silent). Nothing "
        "could overlap it; the host needs the count to allocate"),
    (M, "src/operator/tensor/cast_storage-inl.cuh", 559, PA): (
        "no", "CastStorageDnsCsrImpl: the same 8-byte count read back and waited for through GetStream(s) twice"),
    (M, "src/operator/tensor/indexing_op.cu", 168, PA): (
        "no", "CheckIndexOutOfBound: a 1-byte flag read back, waited for on the next statement through GetStream(s), "
        "returned: the small synced read-back the page leaves silent, missed through the getter"),
    (M, "src/operator/tensor/indexing_op.cu", 332, PA): (
        "no", "SparseEmbeddingOpForwardRspImpl: an 8-byte count read back and waited for through GetStream(s) twice"),
    (M, "src/operator/tensor/indexing_op.cu", 445, PA): (
        "no", "SparseEmbeddingDeterministicKernelLaunch: an 8-byte count read back and waited for through GetStream(s) "
        "twice, then tested"),
    (M, "src/operator/tensor/indexing_op.cu", 497, PA): (
        "no", "GatherNDCheckBoundGPU: M (at most 10) bounds read back into a std::vector and waited for through "
        "GetStream(s) twice (the keyed twin np_indexing_op.cu:362 did not parse); a bounds check the host needs at once"),
    (M, "src/operator/contrib/proposal.cu", 481, MS): (
        "yes", "the same legacy-stream launch as the keyed ones of this Forward: the op's copies run on 'stream' (GetStream(s)), "
        "this kernel on the legacy stream, which waits for and stalls every blocking stream of the device (mshadow creates "
        "them with cudaStreamCreate), the engine's copy workers included; one fix for the function, one site each"),
    (M, "src/operator/contrib/proposal.cu", 493, MS): (
        "yes", "the same legacy-stream launch as the keyed ones of this Forward: the op's copies run on 'stream' (GetStream(s)), "
        "this kernel on the legacy stream, which waits for and stalls every blocking stream of the device (mshadow creates "
        "them with cudaStreamCreate), the engine's copy workers included; one fix for the function, one site each"),
    (M, "src/operator/contrib/proposal.cu", 509, MS): (
        "yes", "the same legacy-stream launch as the keyed ones of this Forward: the op's copies run on 'stream' (GetStream(s)), "
        "this kernel on the legacy stream, which waits for and stalls every blocking stream of the device (mshadow creates "
        "them with cudaStreamCreate), the engine's copy workers included; one fix for the function, one site each"),
    (M, "src/operator/contrib/proposal.cu", 522, MS): (
        "yes", "the same legacy-stream launch as the keyed ones of this Forward: the op's copies run on 'stream' (GetStream(s)), "
        "this kernel on the legacy stream, which waits for and stalls every blocking stream of the device (mshadow creates "
        "them with cudaStreamCreate), the engine's copy workers included; one fix for the function, one site each"),
    (M, "src/operator/contrib/proposal.cu", 543, MS): (
        "yes", "the same legacy-stream launch as the keyed ones of this Forward: the op's copies run on 'stream' (GetStream(s)), "
        "this kernel on the legacy stream, which waits for and stalls every blocking stream of the device (mshadow creates "
        "them with cudaStreamCreate), the engine's copy workers included; one fix for the function, one site each"),
    (M, "src/operator/contrib/proposal.cu", 568, MS): (
        "yes", "the same legacy-stream launch as the keyed ones of this Forward: the op's copies run on 'stream' (GetStream(s)), "
        "this kernel on the legacy stream, which waits for and stalls every blocking stream of the device (mshadow creates "
        "them with cudaStreamCreate), the engine's copy workers included; one fix for the function, one site each"),
    (M, "src/operator/contrib/multi_proposal.cu", 460, MS): (
        "yes", "the same legacy-stream launch as the keyed ones of this Forward: the op's copies run on 'stream' (GetStream(s)), "
        "this kernel on the legacy stream, which waits for and stalls every blocking stream of the device (mshadow creates "
        "them with cudaStreamCreate), the engine's copy workers included; one fix for the function, one site each"),
    (M, "src/operator/contrib/multi_proposal.cu", 472, MS): (
        "yes", "the same legacy-stream launch as the keyed ones of this Forward: the op's copies run on 'stream' (GetStream(s)), "
        "this kernel on the legacy stream, which waits for and stalls every blocking stream of the device (mshadow creates "
        "them with cudaStreamCreate), the engine's copy workers included; one fix for the function, one site each"),
    (M, "src/operator/contrib/multi_proposal.cu", 482, MS): (
        "yes", "the same legacy-stream launch as the keyed ones of this Forward: the op's copies run on 'stream' (GetStream(s)), "
        "this kernel on the legacy stream, which waits for and stalls every blocking stream of the device (mshadow creates "
        "them with cudaStreamCreate), the engine's copy workers included; one fix for the function, one site each"),
    (M, "src/operator/contrib/multi_proposal.cu", 496, MS): (
        "yes", "the same legacy-stream launch as the keyed ones of this Forward: the op's copies run on 'stream' (GetStream(s)), "
        "this kernel on the legacy stream, which waits for and stalls every blocking stream of the device (mshadow creates "
        "them with cudaStreamCreate), the engine's copy workers included; one fix for the function, one site each"),
    (M, "src/operator/contrib/multi_proposal.cu", 539, MS): (
        "yes", "the same legacy-stream launch as the keyed ones of this Forward: the op's copies run on 'stream' (GetStream(s)), "
        "this kernel on the legacy stream, which waits for and stalls every blocking stream of the device (mshadow creates "
        "them with cudaStreamCreate), the engine's copy workers included; one fix for the function, one site each"),
    # torch/cutorch
    (C, "lib/THC/THCAllocator.c", 47, UE): (
        "no", "THCIpcAllocator_free: the device restore cudaSetDevice(prev_device) after the checked close is dropped: the "
        "same restore as THCCachingHostAllocator.cpp:245 (keyed no); a device current a moment ago"),
    (C, "lib/THC/THCApply.cuh", 368, UE): (
        "no", "THC_pointwiseApply2: the pointwise launches read no error; their grid is checked first (getApplyGrid, "
        "returns false to THArgCheck), 512-thread blocks, no dynamic shared memory, so a launch fails only with a sticky "
        "error; THC's tensor ops read cudaGetLastError after the apply (generic/THCTensorMath.cu:15, :35), the copy path "
        "that made this finding does not"),
    (C, "lib/THC/THCApply.cuh", 572, UE): (
        "no", "THC_pointwiseApply3: the same as THC_pointwiseApply2 (:368)"),
    (C, "lib/THC/THCReduceAll.cuh", 205, UE): (
        "no", "callReduceAll: the two-pass and one-pass reduction launches read no error; grids and shared memory from "
        "getPass1/2ReduceBlockGrid, valid by construction; the result read back by the caller's checked copy shows a fault"),
    (C, "lib/THC/THCTensorCopy.cu", 187, DS): (
        "no", "the second half of THC_copyTensor's deliberate cross-device barrier on the default streams (taken only when "
        "the copy stream is the default one): the same as the keyed :82"),
    (C, "lib/THC/THCTensorCopy.cu", 190, DS): (
        "no", "cudaStreamWaitEvent(NULL, srcReady, 0) on the destination device: the same deliberate barrier"),
}

# Keyed report=no rows that were reported: the verdict stays the key's act; the reason says why, for this finding.
KEYED_SILENT_REPORTED = {
}

# Keyed reports not found, read again after the run: a note before the key's reason.
KEY_ERRORS = {
}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED,
                                          KEY_ERRORS)


# Own lines of each repository's analysed units: the units and the files of the repository they include (clang -M -MG of
# each command cudalint translates, host side; mxnet without the submodules put at 3rdparty/dmlc-core, dlpack, tvm):
# mxnet 194 files, 86,064 lines; tensorRT_Pro 37 files, 7,945 lines; cutorch 89 files, 12,983 lines.
OWN_LINES = {M: 86064, T: 7945, C: 12983}


def table(build, jr, key):
    heldout_base.unchecked_rate_table(build, jr, key, KEYED, REPOS, OWN_LINES, UE)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s44a>, main a9dd3d9) on round 40's 61 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout40 helper (eval/heldout40-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 40, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
