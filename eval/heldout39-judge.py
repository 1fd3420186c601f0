#!/usr/bin/env python3
"""Held-out round 39 (eval/results/heldout39.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s43c>, main fc269c5, stop 43's rules), run with eval/heldout39-repos.py lint (the whole database of each
repository, -j 1, nice -n 10), against the key (eval/heldout39-key.tsv, written and committed before the run, 0be8e02).
Writes eval/heldout39-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and
prints the per-check table. Modelled on eval/heldout38-judge.py.

  heldout39-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

G, L, K = "gromacs/gromacs", "NVIDIA-AI-IOT/Lidar_AI_Solution", "kokkos/kokkos"
REPOS = [G, L, K]
COMMITS = {G: "b1a82ec", L: "787ad95", K: "28848df"}
KEYED = ["cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy",
         "cuda-alloc-in-loop", "cuda-sync-in-loop", "cuda-capture-unsafe-call"]
UE, MS, DS, PA = "cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy"

# Findings judged one by one: (repo, file, line, check) -> (act, reason).
NOT_KEYED = {
    (L, "CUDA-BEVFusion/src/bevfusion/camera-geometry.cu", 211, DS): (
        "no", "GeometryImpl::init: create_frustum_kernel launched through cuda_2d_launch on a local "
        "'cudaStream_t stream = nullptr' (the check is right that it is always the legacy stream). It runs once per "
        "model load, to fill the constant frustum_ table; init takes no stream, and the program's stream "
        "(main.cpp:240, cudaStreamCreate) is blocking, so the legacy stream is what orders this table before "
        "forward()'s work on it. Only a caller with a non-blocking stream would race, and then the fix is a "
        "synchronization at the end of init, not 'the stream this work belongs to'"),
    (K, "core/src/Cuda/Kokkos_Cuda_Instance.cpp", 111, MS): (
        "no", "cuda_kernel_arch: query_cuda_kernel_arch<<<1, 1>>> between two synchronous cudaMemcpy, once per "
        "device at Kokkos::initialize (it probes the architecture the binary runs as), before the singleton stream "
        "created at :635 has any work; both copies are legacy-stream and blocking anyway: nothing to overlap or to "
        "serialize against"),
    (K, "core/src/Cuda/Kokkos_Cuda_KernelLaunch.hpp", 371, UE): (
        "no", "the LocalMemory launch mechanism's invoke_kernel: the launch error is read only under "
        "KOKKOS_ENABLE_DEBUG_BOUNDS_CHECK (launch_kernel, :697-701), a choice Kokkos made for its hot path. Kokkos "
        "sizes blocks from occupancy queries on the kernel's own attributes and checks the shared-memory request "
        "(check_shmem_request) before every launch, so the invalid-configuration failures only cudaGetLastError would "
        "show are excluded by construction; a sticky fault surfaces at the checked fence. Closest to a 'yes' of the "
        "round (a silent failed launch gives wrong results, and the read costs little), but not a change the "
        "maintainers' design calls for"),
    (K, "tpls/desul/include/desul/atomics/Lock_Array_CUDA.hpp", 119, UE): (
        "no", "copy_cuda_lock_arrays_to_device: a static lambda that copies the two lock-array pointers to their "
        "__device__ symbols once per process (cudaMemcpyToSymbol x2, dropped). They fail only where every CUDA call "
        "fails (no device, a build without this GPU's architecture), which the surrounding checked calls report "
        "first; and it is desul, vendored under tpls/: a change would go upstream"),
}


# Keyed report=no rows that were reported: the verdict stays the key's act; the reason says why, for this finding.
KEYED_SILENT_REPORTED = {}

# Keyed reports no finding matched, where the page (read again after the run) says silent: the key misread it.
KEY_ERRORS = {
    (L, "CUDA-BEVFusion/src/main.cpp", 240, UE):
        "key error, page silent: a dropped stream creation followed within 16 statements by a checked call given "
        "that handle (checkRuntime(cudaStreamDestroy(stream)) at :272, the 13th statement) is a failure the next "
        "check must report",
    (L, "CUDA-BEVFusion/src/common/tensor.cu", 696, PA):
        "key error, page silent: a read-back of a size the file does not tell, waited for right after, in a function "
        "other units may call is reported only when a loop is known to repeat it (none: Tensor::save has no caller "
        "in the program); the project index dropped it ('dropped_findings': 1)",
    (G, "src/gromacs/nbnxm/cuda/nbnxm_cuda.cu", 623, UE):
        "key error, page silent: cudaStreamQuery is in the option IgnoreFunctions' default list since stop 36 (a "
        "dropped query is a flush); the key read only the page's main rules",
    (G, "src/gromacs/nbnxm/cuda/nbnxm_cuda.cu", 784, UE):
        "key error, page silent: as :623 (cudaStreamQuery in IgnoreFunctions)",
}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED, KEY_ERRORS)


# Own lines of each repository's analysed units: the units and the files of the repository they include (clang -M of
# each command cudalint translates, host side, clang++-22 -M -MG; Kokkos' count includes its vendored tpls/desul and
# tpls/mdspan): gromacs 225 files, 61,940 lines; Lidar_AI_Solution 64 files, 16,803 lines; kokkos 236 files, 70,039 lines.
OWN_LINES = {G: 61940, L: 16803, K: 70039}


def table(build, jr, key):
    heldout_base.unchecked_rate_table(build, jr, key, KEYED, REPOS, OWN_LINES, UE)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s43c>, main fc269c5) on round 39's 63 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout39 helper (eval/heldout39-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 39, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
