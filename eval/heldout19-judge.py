#!/usr/bin/env python3
"""Held-out round 19 (eval/results/heldout19.md): the verdicts on every finding of the four keyed checks, the judged
table (eval/heldout19-judged.tsv) and the figures: per check findings, worth acting on, precision, keyed recall;
cuda-unchecked-error findings per 1000 lines.

  heldout19-judge.py --outA <out> --outB <outB>     (groute from run A, gpu-benches and Tartan from run B)
"""
import argparse, collections, csv, json, os

S, E, L, U = "cuda-sync-in-loop", "cuda-event-needless-timing", "cuda-resource-leak", "cuda-unchecked-error"
KEYED = [S, E, L, U]
G, B, T = "groute/groute", "RRZE-HPC/gpu-benches", "uuudown/Tartan"
V = {}


def v(repo, f, l, c, act, why):
    V[(repo, f, l, c)] = (act, why)


v(G, "include/groute/memcpy.h", 177, S, "no", "FALSE POSITIVE by the page: the wait follows 'if (pos >= copy_bytes) break;', so it does not run on every iteration (page: 'not after an early exit'); deliberate, the comment says the host must sync to fragment the copy (probes-heldout19/fragment-break)")
TT = "scale-up/scale-up-nvlink/trueke/src/tools.cuh"
v(T, TT, 774, S, "yes", "metropolis: device-wide sync after the per-replica launches on rstream[k], every sweep, no host use; a replica's white and black kernels share its stream, so the barrier only idles the GPU")
v(T, TT, 781, S, "yes", "as :774 (black half-sweep)")
v(G, "samples/pbf/pbf_async.cu", 168, E, "yes", "timing event recorded and synchronized every repetition, never timed; cudaEventDisableTiming is a one-line fix (small saving next to the loop's own syncs)")
for f, ls in (("gpu-l2-stream/main.cu", (145, 146)), ("gpu-stream/main.cu", (162, 163)), ("gpu-latency/main.cu", (108, 109))):
    for l in ls:
        v(B, f, l, L, "yes", "event created every measurement iteration, never destroyed; the function runs again per configuration: hundreds of leaked events per run")
LAUNCH = "launches never checked; later checked calls cannot see a launch error (e.g. no kernel image for this GPU), so results of work that never ran are used or printed"
UE = {
    (G, "include/groute/context.h", 118): ("yes", "cudaDeviceEnablePeerAccess dropped: P2P silently off, and the failed call's error stays for a later cudaGetLastError to misreport"),
    (G, "include/groute/distributed_worklist.h", 295): ("yes", "framework launch never checked (grid from round_up(size): an empty segment is an invalid configuration)"),
    (G, "include/groute/distributed_worklist.h", 342): ("yes", "as :295"),
    (G, "include/groute/event_pool.h", 420): ("no", "cudaDeviceGetStreamPriorityRange dropped: fails only without a device, and the checked stream creation right after then fails"),
    (G, "include/groute/fused_distributed_worklist.h", 294): ("yes", "framework launch never checked"),
    (G, "include/groute/graphs/fused_solver.h", 114): ("yes", "occupancy query dropped: on failure the residency that sizes the persistent grid is uninitialized"),
    (G, "include/groute/internal/cuda_utils.h", 51): ("no", "cuGetErrorString inside the error handler that exits; initializing err_str is the fix, not a check"),
    (G, "samples/pbf/pbf_async.cu", 195): ("yes", "keyed: the one unchecked launch of RunPBFSingleGPU"),
    (G, "samples/pbf/pbf_async.cu", 286): ("yes", "keyed: cudaMemsetAsync and two launches unchecked in the worker"),
    (G, "samples/pr/pr_async.cu", 493): ("yes", "sample " + LAUNCH),
    (G, "samples/pr/pr_async.cu", 518): ("yes", "sample " + LAUNCH),
    (G, "samples/sssp/sssp_async.cu", 457): ("yes", "sample " + LAUNCH),
    (G, "samples/sssp/sssp_async.cu", 537): ("yes", "sample " + LAUNCH),
    (G, "test/async-tests/circular_worklist_test.cu", 191): ("no", "test launch; the test validates the worklist's contents afterwards"),
    (G, "test/async-tests/router_test.cu", 124): ("no", "test launch; the test copies back and counts wrong values"),
    (G, "test/micro-benchmarks/high_priority_copy.cu", 46): ("no", "cudaSetDevice(0) dropped; the checked stream creation right after fails if it did"),
    (G, "test/micro-benchmarks/high_priority_copy.cu", 60): ("no", "as :46"),
    (G, "test/micro-benchmarks/timed_kernel.cu", 48): ("yes", "keyed: cudaGetDeviceProperties dropped, props.clockRate sizes the timed kernel; launches unchecked"),
    (B, "cuda-memcpy/main.cu", 30): ("no", "keyed: cudaStreamCreate dropped; the checked cudaMemcpyAsync on that stream fails at once"),
    (B, "gpu-clock.cuh", 43): ("no", "keyed: launches that only load the GPU while NVML reads the clock"),
    (B, "metrics.cuh", 98): ("no", "keyed: cudaDeviceSynchronize in a CUPTI callback (profiling helper)"),
    (B, "metrics.cuh", 256): ("no", "not keyed (my omission): cuInit dropped in measureMetricInit; the checked context creation after it fails if it did"),
    (B, "metrics.cuh", 280): ("no", "keyed: as :98"),
    (T, "scale-out/scale-out/b2reqwp/b2r_halo_sync.cu", 421): ("yes", "pack kernels launched, then a checked cudaDeviceSynchronize that cannot see a launch error; halos sent over MPI"),
    (T, "scale-out/scale-out/b2reqwp/b2r_halo_sync.cu", 477): ("yes", "as :421"),
    (T, "scale-out/scale-out/b2reqwp/eqwp.cu", 665): ("yes", "eqwp_gpu_main: 15 unchecked calls incl. the solver's launches"),
    (T, "scale-out/scale-out/hit/src/fft_overlap.c", 109): ("yes", "1000 event creations and more set-up calls unchecked in a file that checks most calls"),
    (T, "scale-out/scale-out/hit/src/fft_overlap.c", 290): ("yes", "pipeline event record dropped while the copies around it are checked"),
    (T, "scale-out/scale-out/hit/src/fft_overlap.c", 477): ("yes", "as :290"),
    (T, "scale-out/scale-out/hit/src/fft_overlap.c", 578): ("yes", "as :290"),
    (T, "scale-out/scale-out/hit/src/fft_overlap.c", 709): ("yes", "event wait and record dropped in the transpose pipeline"),
    (T, "scale-up/common/inc/helper_cuda.h", 1131): ("no", "cudaGetDeviceCount dropped, then called again, checked, on the next line"),
    (T, "scale-up/scale-up-nvlink/gmm/gaussian.cu", 62): ("no", "profiling timer helper (events through a pointer)"),
    (T, "scale-up/scale-up-nvlink/gmm/gaussian.cu", 79): ("no", "profiling timer helper"),
    (T, "scale-up/scale-up-nvlink/gmm/gaussian.cu", 83): ("no", "profiling timer helper"),
    (T, "scale-up/scale-up-nvlink/gmm/gaussian.cu", 1242): ("yes", "three cudaMemcpy of cluster parameters dropped"),
    (T, "scale-up/scale-up-nvlink/gmm/gaussian.cu", 1254): ("yes", "as :1242 (device to device)"),
    (T, "scale-up/scale-up-nvlink/kmeans/centroids.cu", 104): ("no", "only cudaGetDevice dropped"),
    (T, "scale-up/scale-up-nvlink/kmeans/kmeans.cu", 48): ("yes", "cudaSetDevice, two cudaMalloc and more dropped in the k-means driver"),
    (T, "scale-up/scale-up-nvlink/kmeans/labels.cu", 15): ("no", "only cudaGetDevice dropped (stream creation checked)"),
    (T, "scale-up/scale-up-nvlink/kmeans/labels.cu", 31): ("no", "cudaGetDevice and a release (cudaStreamDestroy) at shutdown"),
    (T, "scale-up/scale-up-nvlink/kmeans/labels.cu", 40): ("yes", "streamsync drops the cudaStreamSynchronize where the kernels' faults surface"),
    (T, "scale-up/scale-up-nvlink/kmeans/labels.cu", 70): ("yes", "self_dots " + LAUNCH),
    (T, "scale-up/scale-up-nvlink/kmeans/labels.cu", 105): ("yes", "all_dots " + LAUNCH),
    (T, "scale-up/scale-up-nvlink/kmeans/labels.cu", 133): ("no", "only cudaGetDevice dropped (cuBLAS status checked)"),
    (T, "scale-up/scale-up-nvlink/kmeans/labels.cu", 183): ("yes", "cudaMemsetAsync and the make_new_labels launch unchecked"),
    (T, "scale-up/scale-up-nvlink/kmeans/labels.h", 39): ("yes", "cudaMemcpyAsync dropped"),
    (T, "scale-up/scale-up-nvlink/kmeans/labels.h", 47): ("yes", "cudaMemsetAsync dropped"),
    (T, "scale-up/scale-up-nvlink/kmeans/labels.h", 92): ("yes", "CUB sort's temp cudaMalloc/cudaFree and the sort itself unchecked"),
    (T, "scale-up/scale-up-nvlink/kmeans/labels.h", 139): ("yes", "cudaMalloc of CUB temp storage dropped"),
    (T, "scale-up/scale-up-nvlink/kmeans/test.cu", 177): ("yes", "cudaGetDeviceCount dropped: n_gpu, uninitialized on failure, drives every loop"),
    (T, "scale-up/scale-up-nvlink/kmeans/timer.cu", 6): ("no", "timer class (profiling)"),
    (T, "scale-up/scale-up-nvlink/kmeans/timer.cu", 16): ("no", "timer class (profiling)"),
    (T, "scale-up/scale-up-nvlink/kmeans/timer.cu", 21): ("no", "timer class (profiling)"),
    (T, "scale-up/scale-up-nvlink/planar/planar_langford_multigpu.cu", 474): ("no", "cudaGetDeviceCount dropped, but num_devices starts at 0 and is tested"),
    (T, "scale-up/scale-up-nvlink/trueke/src/adapt.h", 68): ("yes", "cudaSetDevice dropped before each ncclCommInitRank: a failure binds a communicator to the wrong GPU"),
    (T, "scale-up/scale-up-nvlink/trueke/src/adapt.h", 218): ("yes", "D2H copy of the energies that drive the exchange decisions dropped"),
    (T, "scale-up/scale-up-nvlink/trueke/src/main.cu", 102): ("yes", "as adapt.h:68"),
    (T, "scale-up/scale-up-nvlink/trueke/src/pt.h", 181): ("yes", "as adapt.h:218"),
    (T, "scale-up/scale-up-nvlink/trueke/src/tools.cuh", 471): ("no", "getgpuid: cudaGetDevice only"),
    (T, "scale-up/scale-up-nvlink/trueke/src/tools.cuh", 901): ("no", "freegpus at exit: cudaSetDevice + cudaDeviceReset"),
}
for f, l in (("include/groute/worklist.h", x) for x in (589, 595, 676, 854, 859, 871)):
    UE[(G, f, l)] = ("yes", "framework " + LAUNCH)
for l in (104, 117, 132, 152, 165, 183):
    UE[(G, "samples/cc/cc_common.h", l)] = ("yes", "sample " + LAUNCH)
for f, l in (("cuda-incore/main.cu", 111), ("gpu-cache/main.cu", 83), ("gpu-l2-cache/main.cu", 70),
             ("gpu-l2-stream/main.cu", 138), ("gpu-l2-stream/main.cu", 260), ("gpu-small-kernels/main.cu", 92),
             ("gpu-small-kernels/main.cu", 223), ("gpu-stream/main.cu", 155), ("gpu-stream/main.cu", 220),
             ("gpu-strides/main.cu", 161), ("gpu-strides/main.cu", 297), ("um-stream/main.cu", 47)):
    UE[(B, f, l)] = ("yes", "benchmark " + LAUNCH)
for (r, f, l), (a, w) in UE.items():
    v(r, f, l, U, a, w)

# Key errors found after the run (the committed key is unchanged): rows whose 'report' the page contradicts.
KEY_WRONG = {}

# Lines of the TU files analysed (wc -l of the -c files of the compile database; headers not counted), and with the
# repository headers of the analysed trees (printed by this script).
REPOS = {"groute/groute": "A", "RRZE-HPC/gpu-benches": "B", "uuudown/Tartan": "B"}


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--outA", required=True)
    ap.add_argument("--outB", required=True)
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    found, lines, unjudged = {}, {}, []
    for repo, run in REPOS.items():
        out = a.outA if run == "A" else a.outB
        r = repo.replace("/", "+")
        root = os.path.realpath(os.path.join(out, "src", r))
        rep = json.load(open(os.path.join(out, "out", r + ".json")))
        for f in rep["findings"]:
            if f["check"] not in KEYED:
                continue
            p = f["file"] if os.path.isabs(f["file"]) else os.path.join(root, f["file"])
            k = (repo, os.path.relpath(os.path.realpath(p), root), f["line"], f["check"])
            found[k] = f
            if k not in V:
                unjudged.append(k)
        db = json.load(open(os.path.join(out, "db", r, "compile_commands.json")))
        files = sorted(set(os.path.realpath(e["file"]) for e in db))
        lines[repo] = (len(files), sum(sum(1 for _ in open(x, errors="replace")) for x in files))
    assert not unjudged, unjudged
    with open(os.path.join(here, "heldout19-judged.tsv"), "w") as o:
        o.write("# Every finding of the four keyed checks in the measured runs (groute: run A; gpu-benches, Tartan: run B), "
                "judged by the heldout19 helper (eval/heldout19-judge.py): act = would an experienced CUDA engineer act on it.\n")
        o.write("repo\tfile\tline\tcheck\tact\treason\n")
        for k in sorted(found):
            o.write("\t".join(map(str, k + V[k])) + "\n")
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(here, "heldout19-key.tsv"))}
    print("| check | findings | worth acting on | precision | keyed recall (page says report) | engineer recall (key act=yes) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for c in KEYED:
        fs = [k for k in found if k[3] == c]
        yes = sum(V[k][0] == "yes" for k in fs)
        exp = [k for k, r in key.items() if k[3] == c and r["report"] == "yes"]
        eng = [k for k, r in key.items() if k[3] == c and r["act"] == "yes"]
        prec = f"{yes / len(fs):.2f}" if fs else "—"
        print(f"| {c} | {len(fs)} | {yes} | {prec} | {sum(k in found for k in exp)} / {len(exp)} | "
              f"{sum(k in found for k in eng)} / {len(eng)} |")
    print()
    for c in KEYED:
        for k, r in sorted(key.items()):
            if k[3] == c and r["report"] == "yes" and k not in found:
                print("missed (keyed report):", k)
        for k in sorted(found):
            if k[3] == c and k not in key:
                print("not keyed:", k, V[k][0])
    print()
    print("| repository | TUs | lines of TU files | unchecked-error findings | per 1000 lines | worth acting on | per 1000 lines |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for repo in REPOS:
        fs = [k for k in found if k[0] == repo and k[3] == U]
        yes = sum(V[k][0] == "yes" for k in fs)
        n, ln = lines[repo]
        print(f"| {repo} | {n} | {ln} | {len(fs)} | {1000 * len(fs) / ln:.2f} | {yes} | {1000 * yes / ln:.2f} |")
    for c in KEYED:
        for repo in REPOS:
            fs = [k for k in found if k[0] == repo and k[3] == c]
            if fs:
                yes = sum(V[k][0] == "yes" for k in fs)
                print(f"{c} {repo}: {len(fs)} findings, {yes} yes")


if __name__ == "__main__":
    main()
