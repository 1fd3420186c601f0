#!/usr/bin/env python3
"""Held-out round 45 (eval/results/heldout45.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s45b>, main 5efcf8d, stop 45's rules), run with eval/heldout45-repos.py lint (the whole database of each
repository, -j 1, nice -n 10), against the key (eval/heldout45-key.tsv, written and committed before the run). Writes
eval/heldout45-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints the
per-check table. Modelled on eval/heldout38-judge.py.

  heldout45-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first. Every cuda-unchecked-error finding is
judged on its own code; the facts the reasons state about the projects were checked with grep in the extracted sources.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

L, N, C = "LeelaChessZero/lc0", "NiftyPET/NIPET", "luyuechao/ConeBeamGpu"
REPOS = [L, N, C]
COMMITS = {L: "909a408", N: "e39dcaa", C: "9073dac"}
KEYED = ["cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy",
         "cuda-alloc-in-loop", "cuda-sync-in-loop"]
UE, MS, DS = "cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream"
LC = "src/neural/backends/cuda/"
NP = "niftypet/nipet/"

# lc0's LoadWeights conversions: the last legacy-stream work of each loading function (the conversions followed by a
# synchronous cudaMemcpy were not reported). One reason, the class; each site named.
_LOAD = ("no", "{what}: a load-time weight conversion ({fn}(..., 0)) at the end of a layer's weight loading, after the "
         "synchronous cudaMemcpy of the weights into the shared scratch buffer. The finding's reason does not hold here: "
         "every stream the CUDA backend creates is non-blocking (network_cuda.cc:282-286, inputs_outputs.h:131-145, "
         "network_cudnn.cc:238-242, cudaStreamCreateWithFlags(..., cudaStreamNonBlocking); grep finds blocking "
         "cudaStreamCreate only in the ONNX backend, another build option, not in this build), so the legacy stream "
         "waits for none of them and makes none wait; the streams live in network_cuda.cc, which is why this unit could "
         "not tell (the page's 'program whose streams are all non-blocking' rule). LoadWeights has no stream to pass; "
         "the legacy stream orders the conversion before the next layer's synchronous upload overwrites scratch, which "
         "is what it needs. (Whether the last conversion is ordered before the first forward pass on the non-blocking "
         "compute stream is a separate question of the constructor, which has no device synchronization; passing a "
         "stream here would not settle it.)")
_LOADS = {482: ("SELayer<half>::LoadWeights, the previous layer's bias", "copyTypeConverted"),
          604: ("FCLayer<half>::LoadWeights, the bias", "copyTypeConverted"),
          850: ("FusedWinogradConvSELayer::LoadWeights, the bias (the filter transform follows, also legacy)",
                "copyTypeConverted"),
          854: ("FusedWinogradConvSELayer::LoadWeights, the Winograd filter transform", "FilterTransform"),
          894: ("FusedWinogradConvSELayer::LoadSEWeights, the second SE bias", "copyTypeConverted"),
          1062: ("Conv1Layer::LoadWeights, the bias", "copyTypeConverted"),
          1199: ("ResidualBlock::LoadWeights0, the bias", "copyTypeConverted"),
          1203: ("ResidualBlock::LoadWeights0, the filter transform", "FilterTransform"),
          1225: ("ResidualBlock::LoadWeights1, the bias", "copyTypeConverted"),
          1229: ("ResidualBlock::LoadWeights1, the filter transform", "FilterTransform"),
          1261: ("ResidualBlock::LoadSEWeights, the second SE bias", "copyTypeConverted"),
          1418: ("allocAndUpload, every attention/encoder weight", "copyTypeConverted"),
          2111: ("AttentionBody's positional encoding table", "copyTypeConverted")}

# Findings judged one by one: (repo, file, line, check) -> (act, reason).
NOT_KEYED = {(L, LC + "layers.cc", line, DS): (_LOAD[0], _LOAD[1].format(what=w, fn=fn))
             for line, (w, fn) in _LOADS.items()}
NOT_KEYED.update({
    (L, LC + "network_cuda.cc", 867, UE): (
        "no", "forwardEval: the reset of the persisting-L2 access window (cudaStreamSetAttribute with num_bytes = 0, and "
        "cudaCtxResetPersistingL2Cache in the note) dropped, on the same stream and attribute struct whose setting at "
        ":805 was checked a few lines up; a failure leaves only a cache hint, no result depends on it. Not worth a check"),
    (N, NP + "lm/src/lmaux.cu", 333, UE): (
        "no", "the timing tail (cudaEventRecord(stop), cudaEventSynchronize, cudaEventElapsedTime, destroys; then two "
        "frees) of a function whose results were already read back with checked cudaMemcpy calls inside its loop "
        "(:325-329): those copies waited for the kernels and would have reported a fault; a failed timer costs only the "
        "'DONE in' line"),
    (N, NP + "lm/src/lmproc.cu", 51, UE): (
        "yes", "lmproc: cudaMalloc/cudaMemset of d_mass.zR/zM dropped, and with them (the note's 22 calls) the "
        "allocations of d_snview, d_fansums and d_bucks (:69-88, sizes that grow with the number of time tags), while "
        "the allocations just above and below (:42-46, :93-94) are wrapped in HANDLE_ERROR. If one fails (the device "
        "already holds the sinogram buffers), the pointer is left uninitialised (mMass d_mass; is not initialised), the "
        "memset fails silently and gpu_hst's kernels write through it: the failure surfaces as an illegal address in "
        "the histogramming kernel, or at the checked read-backs (:205-207) as an invalid argument, far from its cause. "
        "Wrap them as their neighbours are"),
    (N, NP + "lm/src/rnd.cu", 338, UE): (
        "no", "the timing tail after HANDLE_ERROR(cudaDeviceSynchronize()) (:336): the randoms kernels' faults were "
        "already checked by that wait, and the results are read back with checked cudaMemcpy right after; a failed "
        "event call costs only the 'DONE in' line"),
    (N, NP + "lm/src/rnd.cu", 644, UE): (
        "no", "the second randoms estimator's timing tail, the same shape as :338: after the checked "
        "cudaDeviceSynchronize (:642), before checked read-backs"),
    (N, NP + "prj/src/prjb.cu", 297, UE): (
        "no", "gpu_bprj (the back-projector behind the Python API): under if (_sync) the event record/synchronize "
        "pair, the function's only host wait after the projection kernels, dropped (the note lists "
        "cudaEventSynchronize). I first judged it worth a check; but its one caller (prj_module.cu:584) calls "
        "HANDLE_ERROR(cudaFree(d_subs)) right after it (:587), and cudaFree synchronizes and returns a sticky fault of "
        "the kernels before the image goes back to Python; the launches are each checked with cudaGetLastError. A "
        "failed event call costs the debug 'DONE in' line"),
    (N, NP + "prj/src/prjf.cu", 307, UE): (
        "no", "gpu_fprj: the same shape as prjb.cu:297 for the forward projector: the dropped event pair under _sync is "
        "followed in its one caller (prj_module.cu:400) by the checked cudaFree(d_subs) (:403), which reports an "
        "execution fault of the projection kernels; timing only"),
    (N, NP + "prj/src/recon.cu", 54, UE): (
        "no", "setConvolutionKernel: a fixed-size cudaMemcpyToSymbol of the PSF kernel from a host array into a "
        "__constant__ array of this unit; it fails only for a sticky error, which the next checked call reports. Its "
        "value matters only when resolution modelling is on (krnl[0] >= 0), and then d_conv's "
        "HANDLE_ERROR(cudaGetLastError()) (:197) reads the last error before any result is used"),
    (N, NP + "sct/src/sctaux.cu", 180, UE): (
        "no", "srslt2sino's timing tail under the debug log: the axial-interpolation launch is checked with "
        "cudaGetLastError, and the caller reads the returned d_sct3di with a checked cudaMemcpy right after the call "
        "(sct.cu:586-587), which reports an execution fault; the event calls cost only the debug 'DONE in' line"),
    (N, NP + "src/auxmath.cu", 29, UE): (
        "no", "var_online: the note's ten calls are timing-event calls and the three cudaFree of the tail; the work "
        "is checked (HANDLE_ERROR on every cudaMalloc and cudaMemcpy, the read-backs after the kernel), so a failed "
        "event call costs a measurement"),
    (N, NP + "src/norm.cu", 200, UE): (
        "no", "the normalisation's timing tail; the launch is checked (:197) and the result is read back with a checked "
        "cudaMemcpy after it (:210), which reports an execution fault; the frees follow"),
    (N, NP + "src/scanner_0.cu", 140, UE): (
        "no", "remgaps: timing tail between the checked launch (:137) and the checked read-back (:148); a failed event "
        "call costs the log line only"),
    (N, NP + "src/scanner_0.cu", 226, UE): (
        "no", "putgaps: the same timing tail between the checked launch (:224) and the checked read-back (:234-235)"),
    (C, "src/main.cu", 245, UE): (
        "yes", "the finding is on cudaEventRecord(stop6, 0) inside if (TimberON) { ... }, and its note leads to :246, "
        "cudaEventElapsedTime(&ftemp, start6, stop6), dropped and not guarded by TimberON (nor is :193). With the "
        "timer off (argv[4] == 0) the events were never recorded, the call fails (cudaErrorInvalidResourceHandle), "
        "and that stale error is what getLastCudaError at :243 reads on the next iteration (at :243 of the first "
        "iteration already, from :193): the run aborts with 'reconstruction CUDA kernel failed'. Checking these "
        "calls exposes it at once; the fix is to guard the elapsed-time reads with TimberON"),
})

# Keyed report=no rows that were reported: none in this round.
KEYED_SILENT_REPORTED = {}

# Notes put before the reason of a missed keyed report.
KEY_ERRORS = {
    (N, NP + "lm/src/hst.cu", 493, UE): "key error: reported, as a note of the :489 finding ('gpu_hst has 10 more "
    "unchecked CUDA calls (lines 493, ...)'): one finding per function, the page's own example",
    (N, NP + "lm/src/hst.cu", 518, UE): "key error: in the note of the :489 finding (line 518 listed), as :493",
    (L, LC + "network_cuda.cc", 1172, UE): "key error: cudaDriverGetVersion is in IgnoreFunctions' default (the page's "
    "Options: version queries, since stop 34)",
    (C, "src/IO.cu", 123, UE): "key error: free_host_mem's only unchecked calls are releases (cudaFreeHost): the page's "
    "'releases alone' rule",
    (N, NP + "prj/src/prjf.cu", 385, UE): "not reported: rec_fprj's dropped calls (timing tail and the final "
    "cudaDeviceSynchronize); the run's summary counts 5 findings of NIPET dropped by the project index (the callers "
    "that read the last error after the call, stop 45); which rule silenced this one I did not trace",
    (N, NP + "prj/src/recon.cu", 470, UE): "not reported: the check counts a later last-error read (d_conv's "
    "HANDLE_ERROR(cudaGetLastError()) on the next iteration, or through the index rec_fprj's) as covering it; "
    "I keyed it reported",
    (L, LC + "layers.cc", 232, DS): "not reported, while 13 look-alikes in layers.cc were (the same copyTypeConverted(..., "
    "0) at the end of a loading function); which difference silenced this one (ConvLayer<half>'s explicit "
    "specialisation) I did not trace; act no as keyed, like the 13",
    (N, NP + "lm/src/hst.cu", 425, DS): "not reported: the check did not count the set-up uploads before the pipeline "
    "as legacy work next to the streams' work; act no as keyed (the pipeline relies on that order)",
    (C, "src/main.cu", 174, "cuda-alloc-in-loop"): "key error: the page's setup-loop rule (one element per iteration, "
    "pointer kept: picArray[picture_ID + i]) silences it; I read 'run on every iteration of a working loop, they are' "
    "as covering the outer picture loop. Act no as keyed",
    (C, "src/main.cu", 89, DS): "MISSED, worth acting on: the blocking copy streams next to the legacy reconstruction "
    "launch (:241) and cudaMemcpy3DAsync (:250) in the same loop; the launch is exempted because its next CUDA work is "
    "a device-wide wait (:244, cudaThreadSynchronize, read by clang as cudaDeviceSynchronize), but the cost is on the "
    "other side: the legacy launch waits for the prefetch copies issued just before it (:229-234), so the overlap "
    "the pipeline is built for does not happen. The unit has one parse error (:244), which may have played a part",
}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED, KEY_ERRORS)


def table(build, jr, key):
    heldout_base.check_table(build, jr, key, KEYED)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s45b>, main 5efcf8d) on round 45's 22 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout45 helper (eval/heldout45-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 45, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
