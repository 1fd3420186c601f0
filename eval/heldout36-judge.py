#!/usr/bin/env python3
"""Held-out round 36 (eval/results/heldout36.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s40b>, main ecd98fd), run with eval/heldout36-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout36-key.tsv: issue 16's host-access-before-sync, event-timing-stream,
capture-unsafe-call and issue 17's sync-in-loop, event-needless-timing, resource-leak, unchecked-error). Writes
eval/heldout36-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints
the per-check table and cuda-unchecked-error's findings per 1000 lines.

  heldout36-judge.py --blind <out> [--after <out-after>]

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's (and
through LINE_ALIAS: a key row written at another line of the function than the page's report line, named there). With
--after (a later build run the same way on its own <out>), its rows are written as build AFTER and the table printed
for both.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402
S, M = "xiaoyeli/superlu_dist", "NVIDIA/MatX"
REPOS = [S, M]
COMMITS = {S: "1fd66da", M: "ad55c6b"}
KEYED = ["cuda-host-access-before-sync", "cuda-event-timing-stream", "cuda-capture-unsafe-call", "cuda-sync-in-loop",
         "cuda-event-needless-timing", "cuda-resource-leak", "cuda-unchecked-error"]
UE, MS, DS, NT = "cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-event-needless-timing"
# Own lines of each repository's analysed units: the units and the files of the repository they include (clang -M of
# each translated command; superlu_dist 13 units, 34 files, 40,422 lines; MatX 10 units, 227 files, 66,114 lines).
OWN_LINES = {S: 40422, M: 66114}
# A keyed report written at another line than the page's one finding per function (its first unchecked call).
LINE_ALIAS = {(S, "SRC/cuda/pdgstrs_lsum_cuda.cu", 4589, UE): 4577}

MANAGED = ("make_tensor without a memory space allocates CUDA managed memory (cudaMallocManaged, matxAlloc's default "
           "MATX_MANAGED_MEMORY): its stream parameter is used only for MATX_ASYNC_DEVICE_MEMORY, so nothing runs on the "
           "legacy stream; one-time set-up of an example")
NOT_ASYNC = ("matxAlloc with a memory space that is not MATX_ASYNC_DEVICE_MEMORY (device, host or the managed default): "
             "cudaMalloc/cudaMallocHost/cudaMallocManaged, the stream parameter is unused; nothing to pass")
INFO = ("the read-back of cuSOLVER's per-matrix info into a std::vector, followed by an unchecked cudaStreamSynchronize, "
        "after which the host tests h_info to report singular or failed factorisations: a copy that fails leaves h_info "
        "zero and a failed factorisation is reported as success; MatX checks its other calls (MATX_CUDA_CHECK)")
GETDEV = ("cudaGetDevice into a cache key / plan device: it fails only without a usable device, where the checked MatX calls "
          "before it (allocations, plan creation) have failed already; not worth a change")
NOT_KEYED = {
    # superlu_dist
    (S, "SRC/cuda/dsuperlu_gpu.cu", 733, UE): (
        "yes", "get_acc_memory: cudaMemGetInfo unchecked, and on failure mfree is uninitialised and sizes the GPU buffers "
        "(0.9 * mfree / processes per GPU)"),
    (S, "SRC/cuda/dsuperlu_gpu.cu", 898, DS): (
        "no", "the legacy-stream work the note names is dCopyLUToGPU3D's one-time synchronous cudaMemcpy upload of the LU "
        "structure (:1371) after the initial event records on funCallStreams[0] (:1301); the per-panel pipeline runs on "
        "the streams; making them non-blocking changes nothing measurable"),
    (S, "SRC/double/dSchCompUdt-gpu.c", 193, UE): (
        "yes", "pdgstrf (through the included dSchCompUdt-gpu.c): the upload of the L panel for the GPU Schur update "
        "(cudaMemcpy2DAsync) unchecked while the copies beside it are in checkGPU; a failure is not sticky and the GEMM "
        "runs on stale data"),
    (S, "SRC/prec-independent/gpu_api_utils.c", 138, UE): (
        "no", "printGPUStats: only cudaEventElapsedTime calls, summing statistics that are printed; a failure costs a "
        "statistic. The page's timer rule ('a function whose only CUDA calls are event calls ... is a timer') should "
        "have kept it silent: in this unit the elapsed times are read but no event is recorded (the records are in "
        "dsuperlu_gpu.cu)"),
    # MatX examples and library
    (M, "examples/simple_radar_pipeline.cu", 69, DS): (
        "no", "the program relies on the implicit order: RadarPipeline's constructor zeroes its buffers with synchronous "
        "cudaMemset on the legacy stream (simple_radar_pipeline.h:190-193) before the stream's work; the timed loop puts "
        "nothing on the legacy stream"),
    (M, "include/matx/transforms/filter.h", 112, DS): (
        "yes", "the recursive filter's plan uploads its coefficients with cudaMemcpyAsync on stream 0 and the kernels then "
        "run on the executor's stream: safe only while that stream is blocking (the example's is); for a user's "
        "non-blocking stream nothing orders the upload before the kernels that read it. Pass exec's stream"),
    (M, "include/matx/transforms/cgsolve.h", 79, NT): (
        "yes", "cgsolve: the event is recorded on every solver iteration (:172) only to make the d2h stream wait for the "
        "convergence flag (:133); creating it with cudaEventDisableTiming is a one-flag change in a library loop"),
    (M, "include/matx/transforms/svd/svd_cuda.h", 429, NT): (
        "yes", "svdbpi: as cgsolve.h:79 (recorded per power iteration at :481 for the d2h stream's wait, :483)"),
    (M, "include/matx/core/cache.h", 139, UE): ("no", GETDEV),
    (M, "include/matx/core/cache.h", 162, UE): ("no", GETDEV),
    (M, "include/matx/transforms/fft/fft_cuda.h", 379, UE): ("no", GETDEV),
    (M, "include/matx/transforms/fft/fft_cuda.h", 512, UE): ("no", GETDEV),
    (M, "include/matx/core/tensor.h", 742, UE): (
        "no", "PrefetchDevice: cudaGetDevice and cudaMemPrefetchAsync, a migration hint; a failed hint costs page faults"),
    (M, "include/matx/core/tensor.h", 774, UE): ("no", "PrefetchHost: a migration hint, as tensor.h:742"),
    (M, "include/matx/core/print.h", 566, UE): (
        "no", "print: the wait before printing a tensor, a diagnostic; a sticky fault also fails the next checked call"),
    (M, "include/matx/executors/cuda.h", 100, UE): (
        "yes", "cudaExecutor::sync() drops cudaStreamSynchronize: the one wait every MatX program calls, where every "
        "asynchronous fault of the operators surfaces; MatX checks its other calls with MATX_CUDA_CHECK, so this is "
        "where a check is missing most"),
    (M, "include/matx/executors/cuda.h", 153, UE): (
        "no", "Exec: a rank-0 launch of 1x1 threads and the rank-N launches of the element-wise operator, grids from the "
        "tensor sizes; no configuration can be invalid for valid sizes, faults surface at sync()"),
    (M, "include/matx/generators/random.h", 327, UE): (
        "no", "curand_setup_kernel, 128 threads and blocks from the size: cannot be an invalid configuration"),
    (M, "include/matx/operators/base_operator.h", 126, UE): (
        "no", "run(stream, event): the record of the caller's event after the work; a failure comes from the caller's "
        "own event, which its wait on it reports"),
    (M, "include/matx/transforms/cgsolve.h", 78, UE): (
        "yes", "cgsolve: the d2h stream and event creations unchecked (destroyed at :186-187); the loop copies "
        "the convergence flag on that stream and stops on it: a failed creation makes every such copy "
        "fail silently and the solver never sees convergence"),
    (M, "include/matx/transforms/svd/svd_cuda.h", 428, UE): ("yes", "svdbpi: as cgsolve.h:78"),
    (M, "include/matx/transforms/channelize_poly.h", 77, UE): (
        "no", "a launch of a static block size, grid from the sizes; the dispatcher picks the variant that fits"),
    (M, "include/matx/transforms/channelize_poly.h", 135, UE): (
        "no", "the shared-memory variant, chosen by the dispatcher only when its shared memory fits (:106)"),
    (M, "include/matx/transforms/channelize_poly.h", 158, UE): ("no", "static configuration, as :77"),
    (M, "include/matx/transforms/conv.h", 220, UE): (
        "yes", "Conv1D's dynamic shared memory is sized from the filter length: a long filter makes the launch fail and "
        "the output is left untouched with no error anywhere"),
    (M, "include/matx/transforms/conv.h", 256, UE): ("no", "Conv2D: static shared memory, grid from the sizes"),
    (M, "include/matx/transforms/filter.h", 173, UE): ("no", "RecursiveFilter: static block and no dynamic shared memory"),
    (M, "include/matx/transforms/resample_poly.h", 129, UE): (
        "yes", "ResamplePoly1D_PhaseBlock's dynamic shared memory (smemBytes) grows with the filter: as conv.h:220"),
    (M, "include/matx/transforms/chol/chol_cuda.h", 172, UE): ("yes", INFO),
    (M, "include/matx/transforms/eig/eig_cuda.h", 207, UE): ("yes", INFO),
    (M, "include/matx/transforms/lu/lu_cuda.h", 180, UE): ("yes", INFO),
    (M, "include/matx/transforms/qr/qr_cuda.h", 369, UE): ("yes", INFO),
    (M, "include/matx/transforms/qr/qr_cuda.h", 636, UE): ("yes", INFO),
    (M, "include/matx/transforms/svd/svd_cuda.h", 846, UE): ("yes", INFO),
    (M, "include/matx/transforms/inverse.h", 244, UE): (
        "yes", "the uploads of the batched inverse's pointer arrays unchecked: a failure leaves cuBLAS reading garbage "
        "pointers"),
    (M, "include/matx/transforms/inverse.h", 419, UE): ("yes", INFO.replace("cuSOLVER", "cuBLAS")),
    (M, "include/matx/transforms/convert/dense2sparse_cusparse.h", 155, UE): (
        "yes", "the synchronous upload of nnz into the sparse tensor's positions unchecked: a failure leaves a wrong nnz"),
    (M, "include/matx/transforms/solver_common.h", 269, UE): (
        "yes", "the zeroing of the cuSOLVER workspace (a workaround for a cuSOLVER bug with complex types, says the "
        "comment) unchecked while the allocation beside it is checked"),
}


def verdict(repo, file, line, check):
    if (repo, file, line, check) in NOT_KEYED:
        return NOT_KEYED[(repo, file, line, check)]
    if check == MS:
        return ("no", NOT_ASYNC if "matxAlloc" in MSG[(repo, file, line, check)] else
                ("run() without an executor: the example's initial random data generated on the legacy stream before "
                 "the timed work on a blocking stream, which the example relies on to wait for it; one-time set-up"
                 if file.endswith("black_scholes.cu") else MANAGED))
    raise KeyError((repo, file, line, check))


MSG = {}


def judge(build, out, key):
    return heldout_base.judge_findings(build, out, key, REPOS, COMMITS, verdict, MSG, LINE_ALIAS)


def table(build, jr, key):
    heldout_base.check_table(build, jr, key, KEYED)
    for repo in REPOS:
        n = sum(1 for r in jr if r[1] == repo and r[5] == UE and r[6] != "missed")
        print(f"{build} {repo}: cuda-unchecked-error {n} findings, {OWN_LINES[repo]} own lines, "
              f"{1000.0 * n / OWN_LINES[repo]:.2f} per 1000 lines")


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s40b>, main ecd98fd) on round 36's 23 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout36 helper (eval/heldout36-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 36, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
