#!/usr/bin/env python3
"""Held-out round 37 (eval/results/heldout37.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s41d>, main 4923323; 5fdf7bc behaves the same), run with eval/heldout37-repos.py lint (the whole database of
each repository, -j 1, nice -n 10), against the key (eval/heldout37-key.tsv: the wave-2 flow checks
host-access-before-sync, event-timing-stream, capture-unsafe-call, sync-in-loop, event-needless-timing, resource-leak,
unchecked-error, and default-stream, missing-stream). Writes eval/heldout37-judged.tsv (one row per finding, plus one
'missed' row per keyed report no finding matched) and prints the per-check table and cuda-unchecked-error's findings per
1000 lines.

  heldout37-judge.py --blind <out> [--after <out-after>]

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. With
--after (a later build run the same way on its own <out>), its rows are written as build AFTER and the table printed
for both. A finding of an AFTER build that is neither keyed nor judged below raises KeyError: judge it first.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402
H, A, T = "NVIDIA-Merlin/HierarchicalKV", "LLNL/Aluminum", "eth-cscs/Tiled-MM"
REPOS = [H, A, T]
COMMITS = {H: "ae24eec", A: "e9bfa94", T: "0eb7517"}
KEYED = ["cuda-host-access-before-sync", "cuda-event-timing-stream", "cuda-capture-unsafe-call", "cuda-sync-in-loop",
         "cuda-event-needless-timing", "cuda-resource-leak", "cuda-unchecked-error", "cuda-default-stream",
         "cuda-missing-stream"]
UE, MS, DS, NT, SL, RL, HA = ("cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream",
                              "cuda-event-needless-timing", "cuda-sync-in-loop", "cuda-resource-leak",
                              "cuda-host-access-before-sync")
# Own lines of each repository's analysed units: the units and the files of the repository they include (clang -M of
# each translated command).
# HierarchicalKV 21 units, 51 files, 48,643 lines; Aluminum 30 units, 121 files, 22,951 lines; Tiled-MM 9 units, 23 files,
# 3,149 lines.
OWN_LINES = {H: 48643, A: 22951, T: 3149}
PA, AL = "cuda-pageable-async-memcpy", "cuda-alloc-in-loop"

# Findings judged one by one (the others by the rules of verdict(), each with its reason).
NOT_KEYED = {
    # AFTER (the lead's run of stop 42's build): the function's finding moved from :231 (keyed) to its next unchecked call,
    # once table->export_batch_if's CudaCheckError() counts as a check the build switches off.
    (H, "tests/export_batch_if_test.cc.cu", 262, UE): (
        "no", "AFTER: the same function as :231, whose finding moves here: only its timing-event calls (the stop "
        "record and, :272, the elapsed time) are unchecked; a failure costs the printed time of a test"),
    (H, "include/merlin/core_kernels/dual_bucket_upsert.cuh", 729, UE): (
        "yes", "the dual-bucket upsert always launches the pipeline kernel with dynamic shared memory "
        "SMM::total_size(dim) = 12 KiB + 8 x the value size, with no value-size gate (the other upsert paths pick the "
        "pipeline only under ValueConfig's thresholds) and no cudaFuncSetAttribute: values above ~4.6 KiB (dim > ~1150 "
        "floats) exceed 48 KiB and the launch fails; CudaCheckError() is empty in this build, so the upsert silently "
        "does nothing (the library's own comment, upsert_and_evict.cuh:1526: 'the kernel will fail to launch')"),
    (H, "include/merlin/memory_pool.cuh", 53, MS): (
        "yes", "make_unique(n, allocator, stream): the async_unique_ptr's deleter captures 'stream' but calls "
        "Allocator::free(p, allocator) without it, so DeviceAllocator frees with cudaFreeAsync(p, 0) on the legacy "
        "stream: with a non-blocking caller stream the free is not ordered after the work that uses the buffer (a "
        "use-after-free); make_shared (:58-60) passes the stream. Pass 'stream'"),
    (H, "include/merlin/memory_pool.cuh", 525, MS): (
        "yes", "put_raw(first, last, allocation_size, stream): buffers returned by a workspace whose work ran on "
        "'stream' are freed with Allocator::free(p, allocator_) on the legacy stream when their size is stale; for the "
        "device pool that is cudaFreeAsync(p, 0), unordered with a non-blocking 'stream' (the collect path, :451, passes "
        "the stream). Pass 'stream'"),
    (H, "include/merlin/memory_pool.cuh", 46, MS): (
        "no", "make_unique(n, allocator): the synchronous variant has no stream by design; a stream-ordered allocation "
        "on the legacy stream is ordered with the caller's blocking streams, and callers who have a stream use the "
        "other overload"),
    (H, "include/merlin/memory_pool.cuh", 399, MS): (
        "no", "deplete_stock(): the stock holds idle buffers whose pending work was already collected (events "
        "complete); freeing them on the legacy stream races nothing"),
    (H, "include/merlin/memory_pool.cuh", 573, MS): (
        "no", "put_raw's branch for a destroyed stream: it ran cudaDeviceSynchronize first (:561), so the free on the "
        "legacy stream overlaps nothing"),
    (H, "include/merlin/group_lock.cuh", 37, DS): (
        "no", "the lock's thread-local stream is blocking; the note's legacy work is the mutex's one-time init launch "
        "followed by cudaDeviceSynchronize (:72-73). The lock protocol spins on device counters that unlock kernels "
        "update on the callers' streams (0 by default in this API); whether it relies on the legacy stream's ordering "
        "is not clear from the code, so no engineer would flip the flag on this evidence"),
    (H, "include/merlin_hashtable.cuh", 3665, PA): (
        "no", "save(): an 8-byte counter read back per batch, needed on the host at once (the next line waits); "
        "staging 8 bytes costs nothing next to the batch's file write"),
    (H, "tests/dual_bucket_test.cc.cu", 1447, SL): (
        "no", "EvictionQualityAtFullLoad: five batches of a correctness test, each uploaded with a synchronous "
        "cudaMemcpy, inserted on the legacy stream and waited for; redundant with the next copy's own wait but "
        "harmless in a 5-iteration test"),
    (H, "benchmark/merlin_hashtable_benchmark.cc.cu", 503, SL): (
        "no", "test_main: the wait after table->clear() before each API's measurement (test_one_api, which "
        "synchronizes itself); a benchmark harness resets the table and starts each measurement from an idle device "
        "on purpose"),
}
for _l in (1440, 1442, 1444):
    NOT_KEYED[(H, "tests/dual_bucket_test.cc.cu", _l, SL)] = (
        "no", "EvictionQualityAtFullLoad: the synchronous uploads of each of five batches into one device buffer; the "
        "next batch must wait for the insert that reads it; a correctness test, not a pipeline")
for _l in (1021, 1056, 1364):
    NOT_KEYED[(H, "tests/insert_and_evict_test.cc.cu", _l, MS)] = (
        "yes", "SyncData(false) without the stream: the device-to-host copies of the exported data run on the legacy "
        "stream while the export ran on 'stream' and the next line waits for 'stream' only; correct only because the "
        "test's stream is blocking and the destination is pageable (a pageable copy returns when done): pass 'stream', "
        "as export_batch_if_test.cc.cu:278 does")
NOT_KEYED[(H, "tests/dynamic_max_capacity_test.cc.cu", 115, MS)] = NOT_KEYED[
    (H, "tests/insert_and_evict_test.cc.cu", 1021, MS)]

UE_STATIC = ("a launch of a fixed or clamped block size (1x1, 128, 1024, options_.block_size through "
             "SAFE_GET_BLOCK_SIZE) with the grid from the batch size (SAFE_GET_GRID_SIZE) and no or bounded dynamic "
             "shared memory: no configuration can be invalid for valid sizes. The library reads launch errors "
             "only under CUDA_ERROR_CHECK (CudaCheckError() is empty otherwise), a debug switch by design")
UE_SELECTED = ("a pipeline/TLP variant launched with shared memory sized from the value size, which the kernel selector "
               "picks only under ValueConfig's value-size thresholds, so the configuration fits; launch errors read "
               "only under CUDA_ERROR_CHECK, by design")


def verdict(repo, file, line, check):
    if (repo, file, line, check) in NOT_KEYED:
        return NOT_KEYED[(repo, file, line, check)]
    msg = MSG[(repo, file, line, check)]
    if check == PA:
        return ("no", "a test's read-back of results into a std::vector / new[] / stack buffer, followed by a wait "
                "before the host checks them: the staging cost does not matter in a correctness test")
    if check == AL:
        if file.startswith("benchmark/"):
            return ("no", "test_one_api's buffers, allocated and freed once per measured API and load factor (a few "
                    "dozen calls) outside the timed region (the timer brackets only the table operation)")
        return ("no", "a test's per-case or per-batch buffers in a loop of a few iterations; the allocation cost is "
                "irrelevant to a correctness test")
    if check == DS and "is created blocking" in msg:
        return ("no", "the test's (or benchmark's) one work stream, created blocking; the legacy work is set-up and "
                "verification (synchronous cudaMemcpy uploads and read-backs, host_nano's timestamp) around waited-for "
                "table operations: made non-blocking, nothing would overlap")
    if check == MS:
        if repo == A:
            return ("no", "gen_data / CUDAVector without a stream: the test or benchmark data's synchronous upload "
                    "(sync_memcpy: cudaMemcpyAsync then cudaStreamSynchronize of that stream) before the operations, "
                    "after the previous size's operations were waited for; on the legacy stream it overlaps nothing")
        if "'host_nano'" in msg:
            return ("no", "host_nano(): a 1x1 kernel reading the GPU clock for a test's score threshold, waited for at "
                    "once; its stream does not matter")
        if file == "tests/memory_pool_test.cc.cu":
            return ("no", "the memory-pool unit test exercises the pool's stream-less overloads on purpose")
        if file == "tests/group_lock_test.cc.cu":
            return ("no", "the lock test constructs the guards without a stream on purpose (single-stream lock "
                    "semantics)")
        if file == "include/merlin/core_kernels.cuh":
            return ("no", "initialize_buckets: 1x1 set-up launches writing bucket pointers at table creation or "
                    "reserve, followed by cudaDeviceSynchronize after the loop")
        if file.startswith("benchmark/"):
            return ("no", "host_nano() for the benchmark's score threshold before the measurement")
    if check == UE:
        if file == "tests/reserved_keys_test.cc.cu":
            return ("no", "a test's unchecked set-up and read-back calls; a failure leaves garbage that the test's "
                    "assert then rejects (the build keeps assert on), so the failure is seen, only less clearly")
        if file.startswith("include/merlin/core_kernels/") and any(
                k in msg for k in ("pipeline", "tlp_")):
            return ("no", UE_SELECTED)
        return ("no", UE_STATIC)
    raise KeyError((repo, file, line, check))


MSG = {}


def judge(build, out, key):
    return heldout_base.judge_findings(build, out, key, REPOS, COMMITS, verdict, MSG)


def table(build, jr, key):
    heldout_base.check_table(build, jr, key, KEYED)
    for repo in REPOS:
        n = sum(1 for r in jr if r[1] == repo and r[5] == UE and r[6] != "missed")
        if repo in OWN_LINES:
            print(f"{build} {repo}: cuda-unchecked-error {n} findings, {OWN_LINES[repo]} own lines, "
                  f"{1000.0 * n / OWN_LINES[repo]:.2f} per 1000 lines")


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s41d>, main 4923323) on round 37's 60 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout37 helper (eval/heldout37-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 37, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
