#!/usr/bin/env python3
"""Held-out round 28 (eval/results/heldout28.md): the verdicts on every finding of issue 15's four checks from the
BLIND build (<eval-bin-s36a>, main 893f9a7) and the BEFORE build (<eval-bin-s34d>, main 2cfc288), the judged table
(eval/heldout28-judged.tsv) and the figures: per check and build: findings, worth acting on, share, keyed recall; parse
status per TU. Round 24's judge (eval/heldout24-judge.py) with round 28's repositories and runs.

  heldout28-judge.py --before <out-before> --blind <out-blind> [--b-before <outB-before> --b-blind <outB-blind>]

Run B (FLAMEGPU2 only, 24 units, eval/heldout28-keyB.tsv) is judged against its own key.
"""
import argparse, os

from heldout_judge import load_reports, rows

DS, AL, MS, PA = "cuda-default-stream", "cuda-alloc-in-loop", "cuda-missing-stream", "cuda-pageable-async-memcpy"
KEYED = [DS, AL, MS, PA]
F, U, Z = "FLAMEGPU/FLAMEGPU2", "dptech-corp/Uni-Dock", "szcompressor/cuSZ"
REPOS = [F, U, Z]
COMMITS = {F: "1a11aea", U: "66546c3", Z: "d3cde38"}
V, CAUSE = {}, {}


def v(repo, f, l, c, act, why, cause=None):
    V[(repo, f, l, c)] = (act, why)
    if cause:
        CAUSE[(repo, f, l, c)] = cause


S = "src/flamegpu/"
v(F, S + "simulation/CUDASimulation.cu", 1818, PA, "no",
  "t_buff, malloc'd at 1808, uploaded once per agent state that received host-created agents, in processHostAgentCreation's "
  "loops (right by the page: pageable, unbounded size, repeats). Not worth acting on: host-side agent births happen after "
  "init/host functions, usually rarely; t_buff is a scratch grown on demand and freed at the end of every call, and the next "
  "state's memcpy rewrites it right after the copy, which the staged pageable copy makes safe: a pinned t_buff would need a "
  "stream sync per state and a buffer kept across calls to pay back. (BLIND's note names the loop at CUDASimulation.cu:607, "
  "the same file, 'in another translation unit'; BEFORE's names the function's own loop at 1798.)",
  "per-call scratch buffer rewritten right after the copy; host agent creation is not a hot path")
v(F, S + "simulation/detail/CUDAAgent.cu", 234, PA, "no",
  "4-byte read-back of the ID-collision flag in validateIDCollisions (a seatbelts check when populations are loaded), then "
  "three frees through the project's checking wrapper flamegpu::detail::cuda::cudaFree (cuda.cuh:28) before the "
  "cudaStreamSynchronize at 245; flagsSet is tested before that sync. Pinning would save ~5 us once and would make the test a "
  "race (the pageable copy is what makes it correct). Reported because the wrapper calls count as host work between the copy "
  "and its wait (probe readback/probe_a; with ::cudaFree directly, readback/probe_c, silent)",
  "a 4-byte read-back whose wait comes after calls of the project's cudaFree wrapper")
v(F, S + "simulation/detail/CUDAScatter.cu", 213, PA, "no",
  "sd.data(), a std::vector<ScatterData> of one 24-byte entry per edge property of a directed graph, uploaded by "
  "scatterPosition_async; the index finds it repeated through CUDASimulation.cu:290 in run A (a loop over the model's "
  "directed graphs after init functions, each graph once) and :677 in run B (spatialSortAgent_async in stepLayer's loop, "
  "per step for spatially sorted agents). The table is a few dozen "
  "bytes: host to device, pageable costs what pinned does below 4 KiB (docs: 0.97x at 4 KiB). Not a small table by the page "
  "(a vector of structs filled by push_back), probe table/probe_a (reported) vs table/probe_b (silent)",
  "a per-variable descriptor table (a few dozen bytes) the page's small-table rule does not cover; size not bounded in the file")
v(F, S + "simulation/detail/CUDAScatter.cu", 532, PA, "no",
  "sd.data(), one 24-byte ScatterData per agent variable that a device-birth output needs initialised (broadcastInit_async), "
  "repeated through stepLayer's agent-function loop (CUDASimulation.cu:891): right by the page. Not worth acting on: the "
  "table is far below 4 KiB, where a pageable upload costs no more than a pinned one, and the default values copied on the "
  "line before (531, not reported) dominate it anyway",
  "a per-variable descriptor table (a few dozen bytes) the page's small-table rule does not cover; size not bounded in the file")

for l, fn, via in ((157, "scatter()", "CUDASimulation.cu:1081"), (249, "scatterAll()", "CUDASimulation.cu:1067"),
                   (387, "scatterNewAgents()", "CUDASimulation.cu:1821"), (472, "broadcastInit_async(vars, ...)", "CUDASimulation.cu:1081")):
    v(F, S + "simulation/detail/CUDAScatter.cu", l, PA, "no",
      f"run B: sd.data() in {fn}, a std::vector<ScatterData> of one 24-byte entry per agent/message variable, repeated through "
      f"the index ({via}, stepLayer's loops). Right by the page (not a small table: push_back'd structs); not worth acting on: "
      "a few dozen to a few hundred bytes host to device, where pageable costs what pinned does (0.97x at 4 KiB)",
      "a per-variable descriptor table (a few dozen bytes) the page's small-table rule does not cover; size not bounded in the file")
A2 = S + "runtime/messaging/MessageArray2D.cu"
for l, what in ((44, "cudaMemsetAsync(write_list...)"), (45, "cudaMemsetAsync(read_list...)"), (52, "cudaMemcpyAsync(d_metadata, &hd_metadata, ...)")):
    v(F, A2, l, MS, "yes",
      f"run B: {what} without a stream in a function handed 'stream' (which it synchronises right after): the call runs on the "
      "legacy stream, a barrier against every blocking stream of the layer that CUDASimulation runs concurrently; the 1D and 3D "
      "twins (MessageArray.cu:43-44,51, MessageArray3D.cu:44-45,52) pass the stream. Pass 'stream'")

KEY_DISAGREES = {
    (F, S + "simulation/detail/CUDAScatter.cu", 213, PA): "key: silent (no loop known, least sure); check: reported through the project index (CUDASimulation.cu:290)",
    (F, S + "simulation/detail/CUDAScatter.cu", 532, PA): "key: silent (no loop known, least sure); check: reported through the project index (CUDASimulation.cu:891)",
}
MISSED_WHY = {
    (F, S + "simulation/CUDASimulation.cu", 1919, PA): "buff is a std::vector<char> held as the value of an unordered_map (a structured binding over it): the check does not take a map's vector value as pageable, with or without the binding (probes miss/probe_a, miss/probe_b: both silent; act=no: harmless)",
    (F, S + "simulation/detail/RandomManager.cu", 161, PA): "t_h_max_random_state is malloc'd or the private member h_max_random_state (only ever assigned such a buffer); cause not traced: the reduced shape (miss/probe_c) is reported (act=no: harmless)",
}
MISSED_WHY[(F, S + "simulation/detail/EnvironmentManager.cu", 174, PA)] = (
    "h_buffer, a private member malloc'd at 46, is not taken as pageable; cause not traced (the header's getter hands the "
    "pointer out, EnvironmentManager.cuh:266, and inline template setters write through it); act=no: harmless")
for l in (882, 1672, 2237, 2894):
    MISSED_WHY[(U, "unidock/src/cuda/monte_carlo.cu", l, AL)] = (
        "a lone cudaFree of a per-element buffer allocated in another unit, in a loop that also copies: the check does not report it "
        "(probe lonefree/probe_a; the key's least-sure reading of the page; act=no, so silence is right for the engineer)")


def table(name, found, key):
    out = [f"### {name}", "",
           "| check | keyed (report=yes) | found of keyed | missed | unexpected (not keyed or keyed silent) | findings "
           "| worth acting on | share | engineer recall (key act=yes found) |",
           "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    allf = []
    for c in KEYED:
        fs = [k for k in found if k[3] == c]
        allf += fs
        yes = sum(V[k][0] == "yes" for k in fs)
        exp = [k for k, r in key.items() if k[3] == c and r["report"] == "yes"]
        unexp = [k for k in fs if k not in key or key[k]["report"] == "no"]
        eng = [k for k, r in key.items() if k[3] == c and r["act"] == "yes"]
        share = f"{yes / len(fs):.2f}" if fs else "—"
        hit = sum(k in found for k in exp)
        rec = f"{hit} / {len(exp)}" if exp else "—"
        out.append(f"| {c} | {len(exp)} | {rec} | {len(exp) - hit} | {len(unexp)} | {len(fs)} | {yes} | {share} | "
                   f"{sum(k in found for k in eng)} / {len(eng)} |")
    yes = sum(V[k][0] == "yes" for k in allf)
    exp = [k for k, r in key.items() if r["report"] == "yes"]
    eng = [k for k, r in key.items() if r["act"] == "yes"]
    out.append(f"| all four | {len(exp)} | {sum(k in found for k in exp)} / {len(exp)} | {sum(k not in found for k in exp)} | "
               f"{sum(k not in key or key[k]['report'] == 'no' for k in allf)} | {len(allf)} | {yes} | "
               f"{(yes / len(allf)) if allf else 0:.2f} | {sum(k in found for k in eng)} / {len(eng)} |")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--before", required=True)
    ap.add_argument("--blind", required=True)
    ap.add_argument("--b-before")
    ap.add_argument("--b-blind")
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    runs = [("BLIND", a.blind), ("BEFORE", a.before)] + [(n, d) for n, d in (("B-BLIND", a.b_blind), ("B-BEFORE", a.b_before)) if d]
    data = {name: load_reports(out, [F] if name.startswith("B-") else REPOS, KEYED) for name, out in runs}
    unjudged = sorted({k for name in data for k in data[name][0] if k not in V})
    assert not unjudged, unjudged
    keyA = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(here, "heldout28-key.tsv"))}
    keyB = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(here, "heldout28-keyB.tsv"))}
    key = keyA
    with open(os.path.join(here, "heldout28-judged.tsv"), "w") as o:
        o.write("# Every finding of the four keyed checks from the BLIND (<eval-bin-s36a>, main 893f9a7) and BEFORE (<eval-bin-s34d>, "
                "main 2cfc288) builds, judged by the heldout28 helper (eval/heldout28-judge.py): act = would an experienced CUDA "
                "engineer act on it; key = the key row's report (or 'not keyed'); cause = the cause of a 'no', in a phrase.\n")
        o.write("run\trepo\tcommit\tfile\tline\tcheck\tkey\tact\tcause\treason\n")
        for name, _ in runs:
            for k in sorted(data[name][0]):
                kr = (keyB if name.startswith("B-") else keyA).get(k)
                o.write("\t".join([name, k[0], COMMITS[k[0]]] + list(map(str, k[1:])) +
                                  [kr["report"] if kr else "not keyed", V[k][0], CAUSE.get(k, ""), V[k][1]]) + "\n")
    for name, out in runs:
        found, parse, other = data[name]
        key = keyB if name.startswith("B-") else keyA
        print("\n".join(table(name, found, key)))
        print()
        for k, r in sorted(key.items()):
            if r["report"] == "yes" and k not in found:
                print("- missed (keyed report):", "%s@%s %s:%d %s" % (k[0], COMMITS[k[0]], k[1], k[2], k[3]), "act=" + r["act"], "--",
                      MISSED_WHY.get(k, ""))
        for k in sorted(found):
            if k not in key or key[k]["report"] == "no":
                print("- unexpected:", "%s@%s %s:%d %s" % (k[0], COMMITS[k[0]], k[1], k[2], k[3]), V[k][0], "--", KEY_DISAGREES.get(k, "not keyed"))
        for p, (ok, msg, dev) in sorted(parse.items()):
            if not ok:
                print("- not clean:", p[0], p[1], "--", msg, "(device-only)" if dev else "")
        print(f"- parse: {sum(ok for ok, _, _ in parse.values())} of {len(parse)} clean")
        print("- other cuda-* checks:", dict(other) or "none (only the four ran)")
        print()
    for o, n in (("BEFORE", "BLIND"), ("B-BEFORE", "B-BLIND")):
        if o in data and n in data:
            b, nn = data[o][0], data[n][0]
            print(f"{o} vs {n}: dropped by {n}:", sorted(set(b) - set(nn)) or "none", f"; added by {n}:", sorted(set(nn) - set(b)) or "none")


if __name__ == "__main__":
    main()
