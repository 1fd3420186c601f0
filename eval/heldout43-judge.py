#!/usr/bin/env python3
"""Held-out round 43 (eval/results/heldout43.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s45a>, main a30f2bf), run with eval/heldout43-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout43-key.tsv, written and committed before the run). Writes
eval/heldout43-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints the
per-check table.

  heldout43-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first. Unlike heldout_base.judge_with_tables,
a verdict may depend on the finding's translation unit and message: one header line (ZhiLight's Context::tensor_of,
context.h:148) is reported once per unit that instantiates it, for callers of different weight (a per-step upload, a
load-time one), so those verdicts are keyed by a word of the unit's path or of the message.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

Z, K, R = "zhihu/ZhiLight", "kotekan/kotekan", "UCBerkeleySETI/rawspec"
REPOS = [Z, K, R]
COMMITS = {Z: "ee84468", K: "2f19ae5", R: "a5cc3b0"}
KEYED = ["cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy",
         "cuda-alloc-in-loop", "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-event-timing-stream",
         "cuda-resource-leak"]
UE, MS, ENT = "cuda-unchecked-error", "cuda-missing-stream", "cuda-event-needless-timing"
CTX_H = "3rd/bmengine/bmengine/include/bmengine/core/context.h"

# What a legacy-stream upload through Tensor::from_buffer costs (its cudaStreamSynchronize(0) waits for the blocking
# compute stream, engine.cpp:50, so the host cannot queue ahead of the GPU until it returns), by where it runs.
MID_LAYER = ("Tensor::from_buffer's defaulted stream puts the upload on the legacy stream and its "
             "cudaStreamSynchronize(0) drains the blocking compute stream (engine.cpp:50) in the middle of every MoE "
             "layer's forward, so the host loses its queue-ahead once more per layer and per step (the layer already "
             "reads its routing back once); in a launch-bound decode step that is tens of microseconds per layer, "
             "milliseconds per step. ")
STEP_EDGE = ("the upload runs at the start of a step (the GPU idle after the previous step's synchronous read-back) or in "
             "the sampling that follows the forward (whose results the host reads back a few calls later anyway): each "
             "costs a host round trip, tens of microseconds per step, about 1% of a decode step at most. Passing the "
             "stream is trivial, but this finding alone is no reason to change the code")
TENSOR_OF_FIX = ("One change in the helper (from_buffer(data.data(), true, current stream): a pageable upload is staged "
                 "before the call returns, and the stream orders it before its consumers) removes it for every caller")

# Findings judged one by one: (repo, file, line, check) -> (act, reason), or -> {word: (act, reason)} where the word is
# looked for in '<translation unit> <message>'.
NOT_KEYED = {
    (Z, CTX_H, 148, MS): {
        "src/generator/batch_generator.cpp": (
            "no", "Context::tensor_of (context.h:148) as the batch generator uses it: per step it uploads the input "
            "lengths, position ids, cu_seqlens and len_buf tables (batch_generator.cpp:1192-1326) with t.from_buffer and "
            "no stream, on the legacy stream with a wait; " + STEP_EDGE),
        "beam_repetition_penalty": (
            "no", "tensor_of(presence_penalty) in beam_repetition_penalty (beam_util.cu:263), next to :260-262: "
            + STEP_EDGE),
        "scatter_update": (
            "no", "tensor_of(values / token_ids / batch_ids) in beam_utility::scatter_update (beam_util.cu:296-298), "
            "called by the searcher's logit bias and repetition penalty (batch_generator.cpp:1657-1727): " + STEP_EDGE),
        "calc_reverse_idx": (
            "yes", "tensor_of(expert_offset) in calc_reverse_idx (ff_kernel.cu:974), called by the MoE forward of every "
            "layer (feedforward.cpp:655, 1108): " + MID_LAYER + TENSOR_OF_FIX),
        "distribute_parameter": (
            "no", "tensor_of(gather_indices) in Context::distribute_parameter (context.cpp:706), weight distribution at "
            "model load: one synchronous upload per weight at start-up, nothing to overlap; the fix in the helper would "
            "cover it, but this call alone is no reason"),
    },
    (Z, "src/generator/batch_generator.cpp", 940, MS): (
        "no", "top_logprobs: d_ids.to_buffer(h_ids.data()) without a stream, then the host reads h_ids on the next lines: a "
        "read-back the host needs at once; the legacy stream's implicit wait for the blocking compute stream is the order "
        "it needs, passing the compute stream changes nothing measurable (as the keyed :239)"),
    (Z, "src/generator/batch_generator.cpp", 941, MS): (
        "no", "the probabilities of the same top_logprobs read-back (h_probs), read by the host right after: as :940"),
    (Z, "src/generator/batch_generator.cpp", 1874, MS): (
        "no", "random sampling: selection.to_buffer(top_ids->data()), the sampled ids the host uses on the next lines: "
        "a read-back it must wait for; as :940"),
    (Z, "src/model/dyn_batch_context.h", 129, MS): (
        "no", "get_position_bias_addresses: the position-bias pointer table uploaded only when the addresses changed "
        "(host_position_bias_addresses != pb_addrs): a small, rare upload; not worth a change"),
    (Z, "src/model/rag_buffer_context.h", 206, MS): (
        "no", "dump_task_buf: the KV cache swapped out layer by layer, t.to_buffer(ptr) without a stream, then "
        "cudaDeviceSynchronize: bulk device->host copies that must be complete anyway; the per-layer wait costs "
        "microseconds beside copies of a layer's cache, and the legacy stream's wait for the compute stream is the order "
        "a dump needs"),
    (Z, "src/model/rag_buffer_context.h", 211, MS): (
        "no", "dump_task_buf's value-cache half: as :206"),
    (Z, "src/model/rag_buffer_context.h", 225, MS): (
        "no", "load_task_buf: the KV cache swapped back in layer by layer (from_buffer from the pinned SwapBuf, after a "
        "cudaDeviceSynchronize): the copies dominate; queuing them on the stream would save a wait per layer, "
        "microseconds beside each layer's cache; not worth a change on its own"),
    (Z, "src/model/rag_buffer_context.h", 230, MS): (
        "no", "load_task_buf's value-cache half: as :225"),
    (Z, "src/utils/matrix.hpp", 48, MS): (
        "no", "Matrix2D::to_tensor: tensor.from_buffer(data) without a stream; the batch generator converts its step's "
        "host tables with it (placement, mask at the start of the step, batch_generator.cpp:1313-1315; prob_prev in the "
        "search's log_softmax, :1732): " + STEP_EDGE),
    (Z, "src/utils/matrix.hpp", 92, MS): (
        "no", "Matrix3D::to_tensor, the same helper for the step's 3-D search mask (h_mask, batch_generator.cpp:1246-1315): "
        + STEP_EDGE),
    (Z, "src/nn/attention/attention.cpp", 837, ENT): (
        "no", "the ending rendezvous of the ragged multi-stream attention: per sub-stream (at most 7) a fresh event is "
        "created with timing, recorded once, waited for by the main stream and destroyed. The message's 'recorded again "
        "and again' is the loop over sub-streams creating one event each; a timestamp costs under a microsecond per "
        "sub-stream per call beside the sub-streams' GEMMs (the keyed :779, the same shape, was keyed act=no for that "
        "reason); not worth a change on its own"),
    (Z, "src/nn/quant/gptq/q_gemm.cu", 312, UE): (
        "no", "gemm_half_q_half_cuda_part: kernel<<<gridDim, blockDim, 0, stream>>> with blockDim.x = BLOCK_KN_SIZE "
        "(a #define, 128), y = z = 1: a constant block written through members, which the page's bounded-launch rule "
        "does not follow ('block.x = n is not'), and a grid from the matrix sizes: valid by construction (vendored "
        "exllama/GPTQ kernels)"),
    (Z, "src/nn/quant/gptq/q_gemm.cu", 603, UE): (
        "no", "gemm_half_q_half_alt: the same constant BLOCK_KN_SIZE block written through members; valid by construction"),
    (Z, "src/nn/quant/gptq/q_gemm.cu", 680, UE): (
        "no", "reconstruct_gptq: blockDim.x = BLOCK_KN_SIZE, grid from the weight sizes; valid by construction"),
    (Z, "src/nn/quant/gptq/q_gemm.cu", 844, UE): (
        "yes", "shuffle_exllama_weight: cudaMalloc of a whole weight matrix's copy (height/8 * width * 4 bytes) dropped, "
        "then a launch writing into it, a device-to-device copy back, cudaDeviceSynchronize and cudaFree, all dropped "
        "(this vendored exllama file checks one cudaGetLastError, :479; ZhiLight's own code wraps its runtime calls in BM_CUDART_ASSERT). "
        "Called at model load through gptq_shuffle (linear.cpp:1146): an allocation of that size can "
        "really fail (out of memory): new_qweight stays NULL, the kernel writes through it, and the fault surfaces later "
        "as an illegal address elsewhere. Check the allocation (and the sync)"),
    (Z, "src/nn/quant/gptq/q_gemm.cu", 861, MS): (
        "yes", "shuffle_exllama_weight: cudaMemcpyAsync(q_weight, new_qweight, ..., cudaMemcpyDeviceToDevice) without a "
        "stream, right after make_sequential_kernel writes new_qweight on 'stream'. It is ordered after the kernel only "
        "because the current stream happens to be the blocking DeviceHandles stream; on a non-blocking stream (the "
        "context's pool creates them cudaStreamNonBlocking) the copy would race the kernel. Load-time, but passing "
        "'stream' is a one-word fix of a latent race"),
}

# Keyed rows whose act the helper revised after the run, from reading the step's flow (not from the run's output): the
# key took the repetition-penalty uploads for a drain in the middle of the step; they run after the forward, whose results
# the host reads back a few calls later (get_top_k), so what they cost is a few host round trips per step.
ACT_REVISED = {
    (Z, "src/generator/beam_util.cu", l, MS): (
        "no", "act revised from the key's 'yes': beam_repetition_penalty runs in the sampling after the forward, and the "
        "step reads its top-k back synchronously a few calls later, so the legacy-stream upload and wait cost a host "
        "round trip, not the overlap the key assumed; " + STEP_EDGE)
    for l in (260, 261, 262)
}

# Keyed report=yes rows the run did not report: the key's reading of the page, corrected.
KEY_ERRORS = {
    (Z, "3rd/bmengine/bmengine/core/context.cpp", 786, MS): (
        "the key's least-sure row (1): load_parameter_part names no stream and is called from other units, so the page's "
        "'work that runs apart from every stream' keeps it silent; keyed act=no, nothing lost"),
    (Z, "3rd/bmengine/bmengine/core/context.cpp", 882, MS): (
        "the key's least-sure row (1): Context::cuda names no stream and its callers are in other units: 'apart from "
        "every stream', silent; keyed act=no, nothing lost"),
    (K, "lib/cuda/cudaUpchannelizer_chord_U16.cpp", 595, "cuda-pageable-async-memcpy"): (
        "the key's least-sure row (2): the run took cudaStreamSynchronize(device.getStream(cuda_stream_id)) as the wait "
        "for the copy on device.getStream(cuda_stream_id) (the same accessor, same arguments) although getStream's body "
        "is in another unit, and the read-back of a size the file does not tell, waited for at once, is silent; keyed "
        "act=no, nothing lost"),
}


def verdict_of(repo, file, line, check, f):
    v = NOT_KEYED[(repo, file, line, check)]
    if isinstance(v, dict):
        text = f.get("translation_unit", "") + " " + f["message"]
        hits = [w for w in v if w in text]
        if len(hits) != 1:
            raise KeyError((repo, file, line, check, f.get("translation_unit"), f["message"]))
        return v[hits[0]]
    return v


def judge(build, out, key):
    found, parse, summary = heldout_base.load_reports(out, REPOS)
    rows, used = [], set()
    for repo, file, line, check, f in found:
        k = None
        for i, kr in enumerate(key):
            if (kr["repo"], kr["file"], kr["check"]) == (repo, file, check) and abs(int(kr["line"]) - line) <= 3:
                if k is None or abs(int(kr["line"]) - line) < abs(int(key[k]["line"]) - line):
                    k = i
        if k is not None:
            used.add(k)
            kr = key[k]
            keyv = "yes" if kr["report"] == "yes" else "keyed silent"
            act, reason = kr["act"], "as keyed: " + kr["reason"]
            rk = (repo, file, int(kr["line"]), check)
            if rk in ACT_REVISED:
                act, reason = ACT_REVISED[rk][0], ACT_REVISED[rk][1] + " (" + reason + ")"
        else:
            keyv = "not keyed"
            act, reason = verdict_of(repo, file, line, check, f)
        rows.append([build, repo, COMMITS[repo], file, str(line), check, keyv, act, reason])
    for r in heldout_base.missed_rows(build, key, used, COMMITS):
        k = (r[1], r[3], int(r[4]), r[5])
        if k in KEY_ERRORS:
            r[8] = KEY_ERRORS[k] + " (" + r[8] + ")"
        rows.append(r)
    return rows, parse, summary


# Own lines of each repository's analysed units: the units and the files of the repository they include (clang -M -MG of
# each command cudalint translates, host side): ZhiLight 115 files, 21,829 lines; kotekan 79 files, 44,707 lines, of which
# 11,337 outside its vendored external/ (nlohmann json, fmt, gsl-lite); rawspec 11 files, 3,889 lines.
OWN_LINES = {Z: 21829, K: 11337, R: 3889}


def table(build, jr, key):
    heldout_base.unchecked_rate_table(build, jr, key, KEYED, REPOS, OWN_LINES, UE)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s45a>, main a30f2bf) on round 43's 44 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout43 helper (eval/heldout43-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 43, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
