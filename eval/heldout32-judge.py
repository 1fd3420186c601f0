#!/usr/bin/env python3
"""Held-out round 32 (eval/results/heldout32.md): the verdicts on every finding of the six checks of issue 15's precision
study (cuda-pageable-async-memcpy, cuda-default-stream, cuda-missing-stream, cuda-alloc-in-loop, cuda-sync-in-loop,
cuda-host-access-before-sync) from the BLIND build (<eval-bin-s37c>, main 34beead), run with eval/heldout32-repos.py lint
(-j 1, nice -n 10), the judged table (eval/heldout32-judged.tsv) and the figures: per check keyed reports, found, missed,
unexpected, findings, worth acting on, share, findings per 1000 lines (wc -l of the TU files); parse status per TU. Round
31's judge (eval/heldout31-judge.py) with this round's repositories and checks; a later AFTER run is judged as BEFORE is
there (--before takes any second build's <out>).

  heldout32-judge.py --blind <out-blind> [--before <out-other-build>]

The AFTER run (stop 37, the lead's build <eval-bin-s37f>, main 37e9ca5; tuned on this round: four of its rules came
from this round's "no" findings) is passed as --before: its rows are labelled BEFORE in the judged table and the
printout (the shared judge's name for a second build). Every AFTER finding is one of the BLIND findings.
"""
from heldout_judge import judge_blind_round

KEYED = ["cuda-pageable-async-memcpy", "cuda-default-stream", "cuda-missing-stream", "cuda-alloc-in-loop",
         "cuda-sync-in-loop", "cuda-host-access-before-sync"]
H, S, M = "NVIDIA-Merlin/HugeCTR", "apache/singa", "fangq/mcx"
REPOS = [H, S, M]
COMMITS = {H: "2f2016f", S: "4ddb562", M: "d97fd71"}
P, MS = "cuda-pageable-async-memcpy", "cuda-missing-stream"

# Keyed reports keep the key's act (re-read against the finding's message and notes after the run: no change).
RE_READ = {}

MACRO = ("HugeCTR's HCTR_LIB_THROW (core23/error.hpp:64) stores the status (`const auto _expr_eval = (EXPR)`), converts it "
         "with a project function (`to_error(_expr_eval)`) and tests the converted value, throwing in the failure branch: "
         "the page counts a stored-and-tested status and a call handed the stored status as the copy's check, but the engine "
         "does not take the test of the converted value as that check, so the throw branch's calls count as work before the "
         "wait")
REALLOC = ("ReallocBuffer<T, NO_COPY>::realloc(n) called without its defaulted `cudaStream_t stream = 0` (include/metrics.hpp:150). "
           "Key error: the key did not weigh project functions with a defaulted stream parameter in metrics.cu; the page "
           "reports them in a unit that uses other streams. Not worth acting on: for ReallocType_t::NO_COPY (every buffer "
           "called so: lr_* and workspace_, metrics.hpp:209-216, 350) realloc is cudaFree + cudaMalloc and never reads the "
           "stream (the branch `U == ReallocType_t::NO_COPY` is decided by the template argument); passing one changes "
           "nothing. The fact the engine lacked: the callee ignores the parameter in this instantiation")

# Findings the key did not name with their line, or keyed silent, judged after the BLIND run.
NOT_KEYED = {
    (H, "HugeCTR/include/hashtable/nv_hashtable.hpp", 162, P): (
        "no", "not keyed (key error: the header's get_and_add_value_head was not read). An 8-byte read-back of the device "
        "counter into a local, followed at once by HCTR_LIB_THROW(cudaStreamSynchronize(stream)) on the same stream: small "
        "and waited for right away, quiet by the page (SyncedCopyQuietBytes, and small synchronized copies in a loop are quiet "
        "too); reported because " + MACRO + ". Seen from distributed_slot_sparse_embedding_hash.cu's load_parameters "
        "(:684, a one-time model load); pinning 8 bytes saves ~5 us per call"),
    (H, "HugeCTR/src/diagnose.cu", 107, P): (
        "no", "keyed silent: verify_and_histogram (debug diagnostics) reads back 16 bytes, then 4 (:108), then synchronizes "
        "the same stream: small copies waited for right away, quiet by the page; reported because " + MACRO),
    (H, "HugeCTR/src/diagnose.cu", 108, P): (
        "no", "keyed silent (the :107 row): the 4-byte flag read-back right before the wait, as :107"),
    (H, "HugeCTR/src/diagnose.cu", 183, P): (
        "no", "keyed silent (the :136 row names :183): dump() reads a whole tensor back into new[] memory to write it to a "
        "file, waited for right after, in a debug function nothing in a loop calls: the page leaves such a read-back of a "
        "size the file does not tell silent unless a loop repeats it; reported because " + MACRO + "; debug code, once"),
    (H, "HugeCTR/src/hashtable/nv_hashtable.cu", 253, P): (
        "no", "keyed silent: get_size reads back an 8-byte count into a local and synchronizes the same stream on the next "
        "line: quiet by the page; reported because " + MACRO),
    (H, "HugeCTR/src/hashtable/nv_hashtable.cu", 264, P): (
        "no", "keyed silent (the :253 row): get_value_head, the same 8-byte read-back and wait"),
    (S, "src/io/communicator.cc", 661, P): (
        "no", "keyed silent: valSparsAllReduce reads back world_size ints into nnzAll (malloc) and CUDA_CHECK(cudaStreamSynchronize"
        "(ctx->c1)) follows at once; the host needs them on the next line (the max nnz); a read-back of a size the file does "
        "not tell, waited for right after, in a method no loop of the file calls: silent by the page. Reported because "
        "singa's CUDA_CHECK (include/singa/utils/cuda_utils.h:96) wraps the status in CHECK_EQ, a glog-style `while "
        "(CheckOpString r = Check_EQImpl(...)) LogMessageFatal(...) << ...` (logging.h:217): the engine sees a loop with "
        "calls after the copy, not the copy's error check. Only found after the compile database was corrected (first "
        "BLIND run: the unit stopped at thrust/execution_policy.h)"),
}
for line in (703, 711, 712, 713, 714, 715, 1368):
    NOT_KEYED[(H, "HugeCTR/src/metrics.cu", line, MS)] = ("no", REALLOC)

JUDGED_HEADER = ("# Every finding of the BLIND build (<eval-bin-s37c>, main 34beead) on round 32's 25 TUs (six checks of issue 15's "
                 "study), judged by the heldout32 helper (eval/heldout32-judge.py): act = would an experienced CUDA engineer change "
                 "the code; key = the key row's report or 'not keyed'. Rows 'missed' are keyed reports no finding of that build "
                 "matched.\n")

if __name__ == "__main__":
    judge_blind_round(32, REPOS, COMMITS, KEYED, JUDGED_HEADER, RE_READ, NOT_KEYED, counted_label="findings (6 checks)")
