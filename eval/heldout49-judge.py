#!/usr/bin/env python3
"""Held-out round 49 (eval/results/heldout49.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s46d>, main 08b0712), run with eval/heldout49-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout49-key.tsv, written and committed before the run, 9a7b1b6). Writes
eval/heldout49-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints the
per-check table. Modelled on eval/heldout38-judge.py and eval/heldout47-judge.py.

  heldout49-judge.py --blind <out> [--src <out>/src]

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first. Every cuda-unchecked-error finding is
judged on its own code. AMGX's FatalError sites are many (the macro include/error.h:101-108 drains the device with a
dropped cudaDeviceSynchronize() before it throws amgx_exception); each such finding's reason names what that site
raises (its message and AMGX error code, read from the extracted source by fatal_reason below, which asserts that the
finding's line holds a FatalError or a cusparseCheckError, whose cases are FatalError). The facts the reasons state about
the projects were checked with grep in the extracted sources.
"""
import os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

A, J, S = "NVIDIA/AMGX", "ashishkumar822/Jetson-SLAM", "LLNL/sundials"
REPOS = [A, J, S]
COMMITS = {A: "3188dce", J: "6d47378", S: "c8dabce"}
KEYED = ["cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy",
         "cuda-alloc-in-loop", "cuda-sync-in-loop"]
UE, MS, NT = "cuda-unchecked-error", "cuda-missing-stream", "cuda-event-needless-timing"
SM, OG = "src/cuda/synced_mem_holder.cpp", "src/cuda/orb_gpu.cpp"
DM, CH = "src/distributed/distributed_manager.cu", "src/distributed/comms_mpi_hostbuffer_stream.cu"

# AMGX's FatalError(s, reason) (include/error.h:101-108): builds the location and a stack trace, calls
# cudaDeviceSynchronize() (result dropped) and throws amgx_exception. The check reports that dropped drain at every
# FatalError of a function with no other unchecked call it would rather name. What the site raises decides nothing about
# the drain: the exception is being thrown either way, and an asynchronous fault the drain would return is the one the
# next cudaCheckError() (1,737 uses in src and include) or the caller's AMGX_RC handling meets; checking the drain's
# status inside the error path would replace one error report by another.
KIND = {"AMGX_ERR_NOT_IMPLEMENTED": "a not-implemented stub", "AMGX_ERR_NOT_SUPPORTED_TARGET": "an unsupported-target stub",
        "AMGX_ERR_BAD_PARAMETERS": "argument validation", "AMGX_ERR_CONFIGURATION": "configuration validation",
        "AMGX_ERR_INTERNAL": "an internal invariant", "AMGX_ERR_UNKNOWN": "an internal invariant",
        "AMGX_ERR_CORE": "an internal consistency check", "AMGX_ERR_NO_MEMORY": "an allocation failure",
        "AMGX_ERR_CUDA_FAILURE": "a cuSPARSE status"}


def fatal_reason(src, repo, file, line):
    text = open(os.path.join(src, repo.replace("/", "+"), file)).read().split("\n")[line - 1]
    if "cusparseCheckError" in text:
        call = re.search(r"cusparseCheckError\(\s*(\w+)\(", text).group(1)
        return ("no", f"the dropped cudaDeviceSynchronize is inside FatalError (include/error.h:106), which "
                f"cusparseCheckError's failure cases (include/amgx_cusparse.h:21-35) call after a failed {call}: the "
                f"drain runs only on the way to throwing amgx_exception(AMGX_ERR_CUDA_FAILURE) for the cuSPARSE status; "
                f"its own status adds nothing to the exception already being thrown")
    m = re.search(r'FatalError\(\s*(.*?),\s*(AMGX_ERR_\w+)\s*\)', text)
    assert m, (file, line, text)
    msg, code = m.group(1).strip(), m.group(2)
    msg = msg if len(msg) < 90 else msg[:87] + "..."
    return ("no", f"FatalError({msg}, {code}): {KIND[code]}; the dropped cudaDeviceSynchronize is FatalError's drain "
            f"(include/error.h:106) right before it throws amgx_exception({code}); checking the drain's status on the "
            f"way to that throw changes nothing (the exception reports this site; a pending asynchronous fault is "
            f"met by the next cudaCheckError())")


# Findings not keyed (other than AMGX's FatalError sites, judged by fatal_reason).
NOT_KEYED = {
    # --- AMGX ---
    (A, "include/async_event.h", 14, UE): (
        "no", "AsyncEvent(int)'s constructor drops cudaEventCreate: creation fails only in a broken context, which "
        "the next cudaCheckError() after the vector's copies reports; nothing to add in a member initializer"),
    (A, "include/async_event.h", 17, UE): (
        "no", "AsyncEvent::create() drops cudaEventCreate: as the constructor; a failed creation is met by the "
        "record's and the next cudaCheckError()"),
    (A, "include/async_event.h", 22, UE): (
        "no", "AsyncEvent::record() drops the lazy cudaEventCreate and cudaEventRecord(async_event, s): an event "
        "record fails only for a bad handle or a broken context (the page's own stop-46 reasoning for records); the "
        "recorded error stays in the runtime's last error for the caller's next cudaCheckError()"),
    (A, "include/async_event.h", 29, UE): (
        "no", "AsyncEvent::sync() drops cudaEventSynchronize, the wait Vector::sync() (vector.h:295,598) uses after "
        "an asynchronous copy; a fault it returns is also recorded as the last error, which AMGX's ubiquitous "
        "cudaCheckError() (a used cudaGetLastError; 1,737 uses) reports at the next check. A check here would name the "
        "fault's place better, not change what happens"),
    (A, "include/cutil.h", 299, UE): (
        "no", "containsNan's read-back of the NaN flag (cudaMemcpy D2H) is dropped, after a launch checked by "
        "cudaCheckError(); a fault surfacing at the copy is recorded as the last error and thrown by the next "
        "cudaCheckError() of the caller's flow; a debugging helper (NaN scan), where a misattributed error is "
        "acceptable"),
    (A, "include/distributed/comms_visitors.h", 525, UE): (
        "no", "the halo-receive functor's cudaMemcpyAsync(..., m_stream) from the pinned explicit_host_buffer and "
        "the cudaStreamSynchronize(m_stream) after it are dropped; both record a failure as the last error, which "
        "the next cudaCheckError() of the exchange (do_exchange_halo's callers check after each step) throws. Same "
        "style as the rest of AMGX, whose check is the deferred last-error read"),
    (A, "include/distributed/distributed_manager.h", 265, UE): (
        "no", "a DistributedManager constructor drops cudaEventCreate(&comm_event) (the .cu constructor at :949 "
        "checks the same call with cudaCheckError()); a failed creation is recorded as the last error and thrown by "
        "the first cudaCheckError() after the constructor's createComms work"),
    (A, "include/distributed/distributed_manager.h", 283, UE): (
        "no", "a DistributedManager constructor drops cudaStreamCreateWithFlags for m_int_stream/m_bdy_stream "
        "(non-blocking streams); a failure is recorded in the last error and thrown by the next cudaCheckError(), "
        "before any work runs on them; consistency with the .cu constructor (:951) would be tidier, not a fix"),
    (A, "include/distributed/distributed_manager.h", 308, UE): (
        "no", "another DistributedManager constructor (matrix and resources): the same two stream creations dropped; "
        "recorded in the last error, thrown by the next cudaCheckError() before the streams are used"),
    (A, "include/distributed/distributed_manager.h", 325, UE): (
        "no", "another DistributedManager constructor overload: the same dropped stream creations, met by the next "
        "cudaCheckError()"),
    (A, "include/distributed/distributed_manager.h", 341, UE): (
        "no", "another DistributedManager constructor overload (with a partition vector): the same dropped stream "
        "creations, met by the next cudaCheckError()"),
    (A, "include/distributed/distributed_manager.h", 360, UE): (
        "no", "another DistributedManager constructor overload: the same dropped stream creations, met by the next "
        "cudaCheckError()"),
    (A, "include/distributed/distributed_manager.h", 407, UE): (
        "no", "the host-side DistributedManager constructor: the same dropped stream creations, met by the next "
        "cudaCheckError()"),
    (A, "include/distributed/distributed_manager.h", 425, UE): (
        "no", "another host-side DistributedManager constructor: the same dropped stream creations, met by the next "
        "cudaCheckError()"),
    (A, "include/distributed/distributed_manager.h", 1420, UE): (
        "no", "the host-side DistributedManager(Matrix&) constructor drops cudaEventCreate(&comm_event); recorded in "
        "the last error, met by the next cudaCheckError()"),
    (A, "include/strided_reduction.h", 529, UE): (
        "no", "count_block_results' read-back of the partial sums (cudaMemcpy D2H) after a launch checked by "
        "cudaCheckError(); a failing copy records its error as the last error, which the next cudaCheckError() of "
        "the reduction's caller throws; the norm computed in between is discarded with the exception"),
    (A, "include/strided_reduction.h", 649, UE): (
        "no", "the second count_block_results overload: the same checked launch and dropped read-back, met by the "
        "next cudaCheckError()"),
    (A, "include/thrust_wrapper.h", 164, UE): (
        "no", "thrust_wrapper::copy drops cudaStreamSynchronize(0) (only with sync_default) and "
        "cudaStreamSynchronize(stream) around a thrust::copy, which throws on its own launch failure; a fault the "
        "sync returns is recorded as the last error for the caller's next cudaCheckError()"),
    (A, "include/util.h", 120, UE): (
        "no", "a debug dump of a vector to a file (fprintf of a stringstream): cudaDeviceSynchronize() then a bare "
        "cudaGetLastError() that clears it; printing helper, nothing to check"),
    (A, "include/vector.h", 264, UE): (
        "no", "Vector's copy (operator= from another vector) drops cudaMemcpyAsync(..., cudaMemcpyDefault, s) and "
        "records the vector's AsyncEvent; an enqueue fails only on bad arguments, recorded as the last error and "
        "thrown by the next cudaCheckError()"),
    (A, "include/vector.h", 526, UE): (
        "no", "the host-vector specialisation's copy: the same dropped cudaMemcpyAsync, met by the next "
        "cudaCheckError()"),
    (A, "include/vector.h", 567, UE): (
        "no", "another Vector copy overload: the same dropped cudaMemcpyAsync, met by the next cudaCheckError()"),
    (A, "include/distributed/comms_visitors.h", 846, MS): (
        "no", "ExcHalo2AsyncFunctor's constructor builds its ExcHalo1Functor base without the defaulted stream, so "
        "the base's m_stream is NULL; the step-2 functor's operator() (src/distributed/comms_visitors3.cu:399-460) "
        "only posts MPI sends and receives and names no stream, and its one construction "
        "(comms_mpi_hostbuffer_stream.cu:642) is beside ex1 and ex3, which get the caller's stream: nothing runs on "
        "the legacy stream"),
    (A, "include/distributed/comms_visitors.h", 952, MS): (
        "no", "AddFromHalo1Functor's constructor builds its ExcHalo1Functor base without the stream but keeps the "
        "caller's stream in its own m_ptr_stream, which its get_stream() (:968-985) returns; the base's NULL "
        "m_stream is not what its work uses"),
    (A, "include/distributed/comms_visitors.h", 963, MS): (
        "no", "the tagged AddFromHalo1Functor constructor: as :952, the stream is kept in m_ptr_stream"),
    (A, DM, 4523, NT): (
        "no", "consolidateAndUploadAll's event (default flags) is recorded and synchronized once per consolidated "
        "child partition after its MPI receive and upload kernel: a one-time set-up; a timestamp per record is "
        "negligible against the receive"),
    (A, DM, 4690, NT): (
        "no", "the second loop of consolidateAndUploadAll (mapped-memory IPC consolidation): the same one-time "
        "record/synchronize per child; negligible"),
    (A, DM, 4969, NT): (
        "no", "replaceMatrixCoefficientsWithCons: record/synchronize per child partition after an MPI receive of its "
        "coefficients and an upload kernel; the timestamp is microseconds against the receive"),
    (A, DM, 5233, NT): (
        "no", "transformAndUploadVectorWithCons: record/synchronize per child after an MPI receive of its vector "
        "part; negligible"),
    # --- Jetson-SLAM ---
    (J, "src/cuda/orb_FAST_obtain_keypoints.cpp", 19, UE): (
        "yes", "FAST_obtain_keypoints drops the per-level cudaStreamSynchronize joins (when multi-scale NMS is off) "
        "right before keypoints_.to_cpu reads the detections back, and that read-back is unchecked too "
        "(synced_mem_holder.cpp:149); the project checks no CUDA status anywhere (grep in src and include: cudaGetLastError only in "
        "comments and three prints of the error string in code that never runs: orb_gaussian.cu:438,464 in compute_gaussian_v2 "
        "and orb_FAST_apply_NMS_G.cu:1522, unreachable after the function's unconditional return at :1482), so a kernel fault in the pyramid/FAST/NMS kernels is never seen"),
    (J, "src/cuda/orb_matcher.cu", 142, UE): (
        "yes", "ORB_compute_descriptor_Distance drops cudaStreamSynchronize(0) after its launch, the only place the "
        "kernel's fault could surface before the host reads the distances (the launch itself is bounded: block 512, "
        "no dynamic shared memory); nothing in the project checks"),
    (J, "src/cuda/orb_pyramid.cu", 200, UE): (
        "no", "dummy_kernel_launch_tosetup_context: a warm-up kernel per level stream and the syncs after it, to "
        "take the first-launch latency out of the first frame; a failure here is the pipeline's, better checked on "
        "the pipeline's read-backs"),
    (J, "src/cuda/orb_stereo_match.cu", 205, UE): (
        "yes", "ORB_compute_stereo_match (the STATIC_MEM branch, line 1 defines it) drops the uploads of the match "
        "index lists (cudaMemcpy from std::vector), the cudaStreamSynchronize(0) after the distance kernel and the "
        "read-back's wait; a failure gives wrong stereo depths with nothing noticing"),
    (J, "src/cuda/tracking_isinfrustum.cu", 153, UE): (
        "yes", "compute_isInFrustum (STATIC_MEM_IS_IN branch, include/cuda/tracking_gpu.hpp:9) drops "
        "cudaStreamSynchronize(0) after the frustum kernel whose u/v/level results the tracker reads next; the only "
        "place its fault could surface"),
    (J, SM, 97, UE): (
        "no", "to_gpu drops a synchronous host-to-device cudaMemcpy from the pinned cpu_data_ into gpu_data_: with "
        "valid buffers (allocation is where to check) it fails only on a sticky earlier fault, which the next "
        "read-back or wait returns"),
    (J, SM, 116, UE): (
        "no", "set_zero_gpu_async drops cudaMemsetAsync on the holder's stream: an enqueue that fails only on bad "
        "arguments; the stream's wait (sync_stream) is where faults surface"),
    (J, SM, 129, UE): (
        "no", "to_gpu_async drops cudaMemcpyAsync (pinned to device) on the holder's stream: enqueue only; the wait "
        "is the place to check"),
    (J, SM, 135, UE): (
        "no", "to_cpu_async(stream) drops cudaMemcpyAsync on the caller's stream: enqueue only; the caller's wait is "
        "the place to check"),
    (J, SM, 141, UE): (
        "no", "to_gpu_async(stream) drops cudaMemcpyAsync on the caller's stream: enqueue only"),
    (J, SM, 149, UE): (
        "yes", "to_cpu(count) drops the synchronous read-back of the first count elements, the form the ORB pipeline "
        "uses for its keypoints (orb_gpu.cpp:707, obtain_keypoints.cpp:23): where a kernel fault surfaces before the "
        "host uses the results, and nothing else checks"),
    (J, SM, 155, UE): (
        "no", "to_gpu(count) drops a synchronous upload from pinned memory: with valid buffers it fails only on a "
        "sticky earlier fault, which the next read-back returns"),
    (J, SM, 163, UE): ("no", "to_cpu_async(count) drops cudaMemcpyAsync on the holder's stream: enqueue only"),
    (J, SM, 169, UE): ("no", "to_gpu_async(count) drops cudaMemcpyAsync on the holder's stream: enqueue only"),
    (J, SM, 175, UE): ("no", "to_cpu_async(stream, count) drops cudaMemcpyAsync on the caller's stream: enqueue only"),
    (J, SM, 181, UE): ("no", "to_gpu_async(stream, count) drops cudaMemcpyAsync on the caller's stream: enqueue only"),
    # --- sundials ---
    (S, "src/nvector/cuda/nvector_cuda.cu", 1012, UE): (
        "no", "N_VWSqrSumLocal_Cuda's atomic-reduction launch: grid and block from the vector's reduce execution "
        "policy (GetKernelParameters :2671-2692 requires a warp-multiple block), PostKernelLaunch reads the last error "
        "only under SUNDIALS_DEBUG_CUDA_LASTERROR by design, and the read-back (CopyReductionBufferFromDevice) is "
        "checked; a launch failure needs a user policy beyond the device's limits. SUNDIALS' documented choice"),
    (S, "src/nvector/cuda/nvector_cuda.cu", 1066, UE): (
        "no", "N_VWSqrSumMaskLocal_Cuda's atomic-reduction launch: the same policy-derived configuration and "
        "debug-build launch check as N_VWSqrSumLocal_Cuda"),
}

# Keyed report=no rows that were reported (act must be the key's).
KEYED_SILENT_REPORTED = {}

# Notes put before the reason of a missed keyed report.
KEY_ERRORS = {
    (J, "src/cuda/orb_stereo_match.cu", 784, UE): (
        "key error: the row is in the #else branch, which is not compiled: the file's line 1 is `#define STATIC_MEM`; "
        "the compiled branch's function was reported at :205 instead"),
    (J, "src/cuda/tracking_isinfrustum.cu", 316, UE): (
        "key error: the row is in the #else branch, not compiled (include/cuda/tracking_gpu.hpp:9 defines "
        "STATIC_MEM_IS_IN); the compiled branch was reported at :153"),
    (S, "src/nvector/cuda/nvector_cuda.cu", 766, UE): (
        "key error: keyed reported on the reading that an exported function with no caller in the unit counts as "
        "'callers do not read it'; the check leaves such a launch with no later CUDA call in its function silent "
        "(act no as keyed)"),
    (S, "src/nvector/cuda/nvector_cuda.cu", 783, UE): (
        "key error: as N_VConst_Cuda (:766): no later CUDA call in the function, no caller in the unit: silent"),
}


def judge(build, out, key):
    src = os.path.join(out, "src")
    table = dict(NOT_KEYED)
    found, _, _ = heldout_base.load_reports(out, REPOS)
    for repo, file, line, check, f in found:
        if (repo, file, line, check) not in table and repo == A and check == UE and \
                "cudaDeviceSynchronize" in f["message"]:
            table[(repo, file, line, check)] = fatal_reason(src, repo, file, line)
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, table, KEYED_SILENT_REPORTED, KEY_ERRORS)


def table(build, jr, key):
    heldout_base.check_table(build, jr, key, KEYED)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s46d>, main 08b0712) on round 49's 20 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout49 helper (eval/heldout49-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 49, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
