#!/usr/bin/env python3
"""Held-out round 24 (eval/results/heldout24.md): the verdicts on every finding of issue 15's four keyed checks from
the OLD build (<eval-bin-s34d>, main 2cfc288) and the NEW build (<eval-bin-s35a>, stop 35), in the first run and in run C
(eval/heldout24-repos.py, HELDOUT24_VARIANT=C), the judged table (eval/heldout24-judged.tsv) and the figures: per check,
run and build: findings, worth acting on, share, keyed recall; parse status per TU; the other cuda-* checks' findings,
counted. Round 23's judge (eval/heldout23-judge.py) with round 24's repositories and runs.

  heldout24-judge.py --old <out-old> --new <out-new> [--old-c <outC-old> --new-c <outC-new>]
"""
import argparse, os

from heldout_judge import load_reports, rows

PA, MS, DS, AL = "cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"
KEYED = [PA, MS, DS, AL]
A, B, R = "AstroAccelerateOrg/astro-accelerate", "treecode/Bonsai", "mrirecon/bart"
REPOS = [A, B, R]
COMMITS = {A: "0dc2cd0", B: "581fa8e", R: "731bfd3"}
V = {}


def v(repo, f, l, c, act, why):
    V[(repo, f, l, c)] = (act, why)


J = "src/aa_device_jerk_search.cu"
for l, what in ((360, "cudaMalloc(d_ZW_candidates)"), (363, "cudaMalloc(d_ZW_planes)"), (377, "cudaMalloc(d_MSD_workarea)"),
                (575, "cudaFree(d_ZW_candidates)"), (577, "cudaFree(d_ZW_planes)"), (579, "cudaFree(d_MSD_workarea)")):
    v(A, J, l, AL, "no", what + " once per DM range (loop 341): right by the page (a working loop, sizes recalculated per "
      "range, bound from a parameter). Not worth acting on: a handful of ranges, each running cuFFT, convolutions, MSD and "
      "peak finding for every DM trial of the range (seconds of GPU work), and the buffers' sizes change with the range's "
      "binning; hoisting them at the largest size saves a few cudaMalloc/cudaFree per search")
P = "src/aa_device_periods.cu"
v(A, P, 270, AL, "yes", "Copy_data_for_periodicity_search pins 16 x nTimesamples floats (cudaMallocHost) on every call, "
  "and GPU_periodicity calls it for every batch of every range (616): tens to hundreds of MB pinned and unpinned per "
  "batch, plus 16 stream creations and destructions. Keep the staging buffer and the streams in "
  "GPU_Memory_for_Periodicity_Search, allocated once with the other periodicity buffers")
v(A, P, 300, AL, "yes", "the matching cudaFreeHost per batch: same fix")
v(A, P, 274, DS, "no", "16 blocking streams created per call; every copy on them is followed by cudaStreamSynchronize of "
  "the same element (288) and they are destroyed before the function returns (293-298): no copy is ever in flight when "
  "GPU_periodicity's legacy cudaMemset/cudaMemcpy run, so non-blocking streams would change nothing. The key expected "
  "silence (life rule); cause (probes percopy/): a per-copy cudaStreamSynchronize inside the work loop is not taken as "
  "the synchronization after the streams' last work (percopy/probe_a reported :7; probe_b, the same with a loop of "
  "synchronizations after the work loop, silent; probe_c, the helper without its caller's legacy work, silent)")
G, L = "runtime/src/gpu_iterate.cpp", "runtime/src/load_kernels.cpp"
v(B, G, 180, MS, "yes", "devContext->stopTiming(\"Direct_gravity\", 4) leaves out the stream that every sibling call passes; "
  "its start record (178) is on gravStream, the stop record goes to the legacy stream, which also waits for execStream's "
  "work, so the logged Direct_gravity time takes in other streams' work. Pass gravStream->s()")
FWD = ("dev_mem::d2h() without arguments: right by the page's table (a project function with a defaulted stream, in a "
       "multi-stream unit), but the argument-less overload d2h(bool OCL_BLOCKING = true, cudaStream_t stream = 0) "
       "(my_cuda_rt.h:668) forwards to d2h(int, bool, stream), which reads the stream only when !OCL_BLOCKING: with the "
       "default 'true' the copy is a synchronous cudaMemcpy, the program's intended blocking read-back of a kernel "
       "result; passing a stream would change nothing. The key expected the page's 'wrapper does not use its stream on "
       "this path' rule to silence it; cause (probes forward/): the rule is not followed through the forwarding "
       "overload (forward/probe_a reported :15; probe_b, the branching overload called directly, silent)")
for f, l in ((G, 246), (G, 331), (G, 332), (G, 333), (G, 492), (G, 835), (G, 916), (L, 140), (L, 193)):
    v(B, f, l, MS, "no", FWD)

KEY_WRONG = {}
NOT_KEYED = {
    (B, G, 835, MS): "key omission: this.nactive.d2h() under DO_BLOCK_TIMESTEP (node_specs.h:10 defines it) is the same "
    "class as the keyed argument-less d2h() rows (246 etc., report=no), but its line was not listed",
}
KEY_DISAGREES = {(A, P, 274, DS): "key: silent (life rule, least sure); check: reported (cause: probe percopy/probe_a)"}
for f, l in ((G, 246), (G, 331), (G, 332), (G, 333), (G, 492), (G, 916), (L, 140), (L, 193)):
    KEY_DISAGREES[(B, f, l, MS)] = "key: silent (stream unused on this path, least sure); check: reported (cause: probe forward/probe_a)"


def table(name, found, key):
    out = [f"## {name}",
           "| check | keyed (report=yes) | found of keyed | missed | unexpected (not keyed or keyed silent) | findings "
           "| worth acting on | share | engineer recall (key act=yes found) |",
           "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for c in KEYED:
        fs = [k for k in found if k[3] == c]
        yes = sum(V[k][0] == "yes" for k in fs)
        exp = [k for k, r in key.items() if k[3] == c and r["report"] == "yes"]
        unexp = [k for k in fs if k not in key or key[k]["report"] == "no"]
        eng = [k for k, r in key.items() if k[3] == c and r["act"] == "yes"]
        share = f"{yes / len(fs):.2f}" if fs else "—"
        hit = sum(k in found for k in exp)
        out.append(f"| {c} | {len(exp)} | {hit} | {len(exp) - hit} | {len(unexp)} | {len(fs)} | {yes} | {share} | "
                   f"{sum(k in found for k in eng)} / {len(eng)} |")
    fs = list(found)
    yes = sum(V[k][0] == "yes" for k in fs)
    exp = [k for k, r in key.items() if r["report"] == "yes"]
    eng = [k for k, r in key.items() if r["act"] == "yes"]
    out.append(f"| all four | {len(exp)} | {sum(k in found for k in exp)} | {sum(k not in found for k in exp)} | "
               f"{sum(k not in key or key[k]['report'] == 'no' for k in fs)} | {len(fs)} | {yes} | "
               f"{(yes / len(fs)) if fs else 0:.2f} | {sum(k in found for k in eng)} / {len(eng)} |")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", required=True)
    ap.add_argument("--new")
    ap.add_argument("--old-c")
    ap.add_argument("--new-c")
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    runs = [(n, d) for n, d in (("OLD", a.old), ("NEW", a.new), ("OLD-C", a.old_c), ("NEW-C", a.new_c)) if d]
    data = {name: load_reports(out, REPOS, KEYED) for name, out in runs}
    unjudged = sorted({k for name in data for k in data[name][0] if k not in V})
    assert not unjudged, unjudged
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(here, "heldout24-key.tsv"))}
    with open(os.path.join(here, "heldout24-judged.tsv"), "w") as o:
        o.write("# Every finding of the four keyed checks from the OLD (<eval-bin-s34d>) and NEW (<eval-bin-s35a>) builds, first "
                "run and run C, judged by the heldout24 helper (eval/heldout24-judge.py): act = would an experienced CUDA "
                "engineer act on it; key = the key row's report (or 'not keyed').\n")
        o.write("run\trepo\tcommit\tfile\tline\tcheck\tkey\tact\treason\n")
        for name, _ in runs:
            for k in sorted(data[name][0]):
                kr = key.get(k)
                o.write("\t".join([name, k[0], COMMITS[k[0]]] + list(map(str, k[1:])) +
                                  [kr["report"] if kr else "not keyed"] + list(V[k])) + "\n")
    for name, out in runs:
        found, parse, other = data[name]
        print("\n".join(table(name, found, key)))
        for k, r in sorted(key.items()):
            if r["report"] == "yes" and k not in found:
                print("missed (keyed report):", k, "act=" + r["act"], "KEY WRONG" if k in KEY_WRONG else "")
        for k in sorted(found):
            if k not in key or key[k]["report"] == "no":
                print("unexpected:", k, V[k][0], NOT_KEYED.get(k) or KEY_DISAGREES.get(k, "keyed silent")[:70])
        for p, (ok, msg, dev) in sorted(parse.items()):
            if not ok:
                print("not clean:", p, msg, "(device-only)" if dev else "")
        print(f"parse: {sum(ok for ok, _, _ in parse.values())} of {len(parse)} clean")
        print("other cuda-* checks:", dict(other) or "none")
        print()
    names = [n for n, _ in runs]
    for o, n in (("OLD", "NEW"), ("OLD-C", "NEW-C")):
        if o in data and n in data:
            print(f"{o} vs {n}: dropped by NEW:", sorted(set(data[o][0]) - set(data[n][0])) or "none",
                  "; added by NEW:", sorted(set(data[n][0]) - set(data[o][0])) or "none")


if __name__ == "__main__":
    main()
