#!/usr/bin/env python3
"""Judges every finding of one held-out round-3 run (eval/results/heldout3.md) and writes one row per
finding, plus one per key row the run did not match, to eval/heldout3-judged.tsv (rows of other
runs are kept).

  heldout3-judge.py --run BEFORE|AFTER --out DIR [--key eval/heldout3-key.tsv] [--judged eval/heldout3-judged.tsv]

Judgements are rules on (repo, check, file pattern), written after reading each finding's site;
a finding no rule covers is written as 'UNJUDGED' so that it cannot pass unnoticed.
"""
import argparse, csv, json, os, re

COMMITS = {"NVIDIA+TransformerEngine": "d0067d0", "samueltootle+nrpy": "9e1936f",
           "manospavlidakis+events_graph_examples": "2cf31e8",
           "CodedK+CUDA-by-Example-source-code-for-the-book-s-examples-": "0824fae",
           "Weedarlol+Master": "f9e728b", "sdodlapati3+cuda-lab": "95834b0"}

# (repo, check, file regex, line or None) -> (act, reason)
RULES = [
    ("manospavlidakis+events_graph_examples", "cuda-capture-unsafe-call", r".", None,
     ("yes", "kernelB on stream2 inside stream1's Global capture with no fork of stream2: runs at capture time, outside the graph, before kernelA; the program says it runs after kernelA")),
    ("NVIDIA+TransformerEngine", "cuda-pageable-async-memcpy", r".", None,
     ("no", "4-/8-byte D2H copy into a stack variable, synchronized on the next statement and needed on the host at once: nothing to overlap. SyncedCopyQuietBytes should have kept it quiet; it did not because NVTE_CHECK_CUDA stores the status in a const variable and throws in an if (`do { const cudaError_t s = (expr); if (s != cudaSuccess) NVTE_ERROR(...); } while (false)`), a shape the 'right away' walk does not accept (reproduced on a 20-line file: the plain call is quiet, the stored-status macro is not)")),
    ("Weedarlol+Master", "cuda-missing-stream", r"scenarios\.cu$", None,
     ("no", "cudaEventRecord(startevent/stopevent) on the legacy stream around work on blocking streams (cudaStreamCreate in cuda_functions.cu, another TU): the standard way to time several streams; the proposed stream (streams[g][0]) would time one stream of one device. The timing-record exemption needs the TU to see that every stream is blocking; these streams are created in another TU")),
    ("NVIDIA+TransformerEngine", "cuda-unchecked-error", r"quantize_transpose_nvfp4_tuned_1D\.cuh$", None,
     ("yes", "cudaFuncSetAttribute (dynamic shared memory above 48 KiB) and the launch are never checked, unlike TE's other launches (NVTE_CHECK_CUDA(cudaGetLastError())): a too-large shared-memory request makes the launch fail silently")),
    ("NVIDIA+TransformerEngine", "cuda-unchecked-error", r"cutlass_grouped_gemm\.cuh$", None,
     ("yes", "the parameter upload (cudaMemcpyAsync of the host workspace) is the one call of the grouped-GEMM setup not wrapped in NVTE_CHECK_CUDA")),
    ("NVIDIA+TransformerEngine", "cuda-unchecked-error", r"comm_gemm_overlap\.cpp$", 434,
     ("no", "~CommOverlapBase: cudaEventDestroy/cudaStreamSynchronize/cudaStreamDestroy in a destructor, which cannot throw; TE's convention there is best-effort cleanup")),
    ("samueltootle+nrpy", "cuda-unchecked-error", r".", None,
     ("yes", "every CUDA error of the default build is dropped: cudaCheckErrors() is defined empty unless -DDEBUG (BHaH_gpu_defines.h:22-35, 'otherwise additional synchronization overhead' although cudaGetLastError does not synchronize); allocation failures of the grid functions and launch failures of the solver go unnoticed")),
    ("CodedK+CUDA-by-Example-source-code-for-the-book-s-examples-", "cuda-unchecked-error", r".", None,
     ("yes", "every API call is wrapped in HANDLE_ERROR but the launches are not checked: a bad configuration runs nothing and the timing/results are reported anyway")),
    ("manospavlidakis+events_graph_examples", "cuda-unchecked-error", r".", None,
     ("yes", "every API call is in CHECK_CUDA but the launches are not; the programs exist to show which launch runs when, and a failed launch would print nothing and be read as an ordering effect")),
    ("Weedarlol+Master", "cuda-unchecked-error", r"cuda_functions\.cu$", None,
     ("yes", "cudaSetDevice(g) is the one unchecked call of initializeStreamsAndEvents (the rest go through cudaErrorHandle): if it fails, every stream and event of 'device g' is created on the previous device")),
    ("sdodlapati3+cuda-lab", "cuda-missing-stream", r"ex03-cuda-graphs/", None,
     ("no", "runWithoutGraph's launches: the no-graph baseline of a graph benchmark; the stream is idle meanwhile (in the skeleton cuda_graphs.cu it is never even used: runWithGraph is not called), so moving them changes nothing")),
    ("sdodlapati3+cuda-lab", "cuda-missing-stream", r"events_timing\.cu$", None,
     ("no", "Demo 1/2 of a timing lesson: one kernel timed with legacy-stream events (GpuTimer::Start/Stop with the defaulted stream) while no other stream has work; the streams of Demo 3 are created later")),
    ("sdodlapati3+cuda-lab", "cuda-missing-stream", r"(streams_demo|timeline_demo)\.cu$", None,
     ("no", "a deliberate legacy-stream section of a streams / Nsight Systems lesson (the sequential baseline, the launch-overhead demo), finished before the stream section starts: nothing overlaps")),
    ("sdodlapati3+cuda-lab", "cuda-default-stream", r".", None,
     ("no", "blocking streams of a lesson whose legacy-stream work (baselines, timing demos) never runs beside the streams' work; non-blocking would change no timeline, and where legacy work follows stream work it relies on the ordering")),
    ("sdodlapati3+cuda-lab", "cuda-sync-in-loop", r".", None,
     ("no", "deliberate: a graph-vs-no-graph latency benchmark synchronizing every step in both variants, or the serial / transfer-bound pattern an Nsight Systems lesson exists to show")),
    ("sdodlapati3+cuda-lab", "cuda-event-needless-timing", r".", None,
     ("yes", "loadDone/computeDone only order the triple-buffered pipeline and are recorded every chunk; cudaEventDisableTiming is the right flag in the very lesson about pipelining")),
    ("sdodlapati3+cuda-lab", "cuda-unchecked-error", r".", None,
     ("yes", "course code that teaches error checking (CHECK/CUDA_CHECK macros elsewhere in the course) leaves this call or launch unchecked")),
]


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def judge(repo, check, path, line):
    for r, c, pat, ln, verdict in RULES:
        if r == repo and c == check and re.search(pat, path) and (ln is None or ln == line):
            return verdict
    return ("UNJUDGED", "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--key", default="eval/heldout3-key.tsv")
    ap.add_argument("--judged", default="eval/heldout3-judged.tsv")
    a = ap.parse_args()
    key = {(r["repo"], r["check"], r["file"], int(r["line"])): r for r in rows(a.key)}
    cols = ["run", "repo", "commit", "check", "file", "line", "vs_key", "act", "judgement"]
    kept = [r for r in rows(a.judged) if r["run"] != a.run] if os.path.exists(a.judged) else []
    new, seen = [], set()
    for repo in COMMITS:
        path = os.path.join(a.out, "out", repo + ".json")
        if not os.path.exists(path):
            continue
        for f in json.load(open(path))["findings"]:
            k = (repo, f["check"], f["file"], f["line"])
            seen.add(k)
            act, why = judge(repo, f["check"], f["file"], f["line"])
            if k in key:
                vs = "found" if key[k]["expected"] == "report" else "unexpected (keyed silent)"
            else:
                vs = "not keyed"
            new.append([a.run, repo, COMMITS[repo], f["check"], f["file"], f["line"], vs, act, why])
    for k, r in key.items():
        if r["expected"] == "report" and k not in seen:
            new.append([a.run, k[0], r["commit"], k[1], k[2], k[3], "missed", r["act"], r["reason"]])
    with open(a.judged, "w") as out:
        out.write("# Every finding of held-out round 3 judged (eval/results/heldout3.md): would an experienced CUDA engineer change the code?\n")
        out.write("# vs_key: found (key expected a report) / unexpected (keyed silent) / not keyed / missed (key expected a report, none came).\n")
        w = csv.writer(out, delimiter="\t", lineterminator="\n")
        w.writerow(cols)
        for r in kept:
            w.writerow([r[c] for c in cols])
        for r in new:
            w.writerow(r)
    print(f"{a.run}: {len(new)} rows; unjudged: {sum(r[7] == 'UNJUDGED' for r in new)}")


if __name__ == "__main__":
    main()
