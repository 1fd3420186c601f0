#!/usr/bin/env python3
"""Held-out round 23 (eval/results/heldout23.md): the verdicts on every finding of issue 15's four keyed checks from
the NEW build (<eval-bin-s34d>, main 2cfc288) and the OLD build (<eval-bin-s34start>, main c8206fe), the judged table
(eval/heldout23-judged.tsv) and the figures: per check and build findings, worth acting on, share, keyed recall; parse
status per TU; the other cuda-* checks' findings, counted. Round 22's judge (eval/heldout22-judge.py) with round 23's
repositories and checks.

  heldout23-judge.py --old <out-old> --new <out-new>
"""
import argparse, collections, csv, json, os, re

from heldout_judge import code_lines, load_reports, rows

PA, MS, DS, AL = "cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"
KEYED = [PA, MS, DS, AL]
G, M, D = "GPUSPH/gpusph", "brucefan1983/GPUMD", "DualSPHysics/DualSPHysics"
REPOS = [G, M, D]
V = {}


def v(repo, f, l, c, act, why):
    V[(repo, f, l, c)] = (act, why)


LEGACY_BY_DESIGN = ("DualSPHysics runs its whole solver on the legacy default stream by design; its only other streams "
                    "are the per-floating-body streams of RunFloating (JSphGpuSingle.cpp:875-882), waited for with "
                    "cudaDeviceSynchronize right after. There is no stream this call belongs on and nothing it could "
                    "overlap; passing StmFloatings[0] would only reorder work the solver wants ordered")
v(G, "src/GPUWorker.cc", 2143, DS, "no", "cudaEventRecord(m_halfForcesEvent, 0): right by the page (0 written out in a unit "
  "that creates three copy streams). The event marks the first forces stripe, whose kernels the engines launch on the "
  "legacy stream; the copy streams are cudaStreamNonBlocking, so recording on 0 is recording on the stream of the tracked "
  "work and costs no overlap. Nothing to change (spelling it cudaStreamLegacy would only document it)")
for l in (1554, 2052):
    v(M, "src/force/nep_multigpu.cu", l, MS, "no", "distribute_position<<<..., 64>>> in compute()'s 'serial' loop: right by "
      "the page (the unit creates a stream per GPU; the next CUDA work is a device-to-device gpuMemcpy, not a wait). The "
      "scatter into the per-GPU buffers is serial by design and must finish before the per-GPU streams read them, an order "
      "the legacy stream gives for free; a stream would gain no overlap and need an explicit event")
for l in (1788, 2285):
    v(M, "src/force/nep_multigpu.cu", l, MS, "no", "collect_properties<<<..., 64>>> after the wait for every GPU (1757-1760): "
      "nothing is in flight, so no stream work can run beside it; the gather is serial by design. The page's kept-apart "
      "rule (stop 34, wait per GPU) should have silenced it; it does not because the streams' work is issued through "
      "find_cell_list(gpuStream_t &stream, ...), a helper given the stream by reference (probe multigpu/probe_f reported, "
      "multigpu/probe_c with direct launches silent)")
for l in (736, 881, 1155):
    fn = {736: "cusph::Interaction_ForcesDem in ConfigBlockSizes (block-size set-up)",
          881: "Shifting->InitGpu in PreInteraction_Forces", 1155: "Shifting->RunGpu in RunShifting"}[l]
    v(D, "src/source/JSphGpu.cpp", l, MS, "no", fn + ": " + LEGACY_BY_DESIGN + ". Not keyed (the key expected the "
      "'runs apart from every stream' rule to silence it: the function names no stream and nothing in the file calls it); "
      "reported because JSphGpu's constructor and destructor destroy the member streams through FreeGpuMemoryFixed "
      "(JSphGpu.cpp:72/222/283): probe apart/probe_c reported, apart/probe_a without them silent")
for l, fn in ((486, "CalcRidp in RunCellDivide"), (626, "Interaction_ForcesDem in Interaction_Forces"),
              (649, "ComputeSpsTau in Interaction_Forces"), (653, "AddDelta in Interaction_Forces"),
              (693, "Interaction_MdbcCorrection in MdbcBoundCorrection"),
              (703, "Interaction_Mdbc2Correction in MdbcBoundCorrection")):
    v(D, "src/source/JSphGpuSingle.cpp", l, MS, "no", "cusph::" + fn + ", defaulted stm left out: right by the page. " +
      LEGACY_BY_DESIGN)
v(D, "src/source/JSphGpuSingle_VRes.cpp", 220, AL, "yes", "ComputeStepBuffer: cudaMalloc(newpart, ntot+1 ints) on every "
  "iteration of the loop over VRes zones, beside the zone's kernels and a cudaMemset, and freed at 247 in the same "
  "iteration; once per zone per time step on the solver's hot path, and the free waits for the whole device. Keep one "
  "buffer per zone sized to its ntot (or one of the largest), allocated with the zones")
v(D, "src/source/JSphGpuSingle_VRes.cpp", 247, AL, "yes", "the matching cudaFree(newpart) every iteration, a device-wide "
  "wait per zone per step: same fix")

# Key rows that the page contradicts, found after the run (the committed key is unchanged).
KEY_WRONG = {}
# Sites the key missed (not keyed), found after the run.
NOT_KEYED = {
    (D, "src/source/JSphGpuSingle.cpp", 626, MS): "key error: I read the trailing NULL of the call (626-629) as the stream "
    "(and keyed it under default-stream as 'NULL to a project function'); it is the StKerInfo* kerinfo argument, and "
    "stm is left out: reported by the page",
}
KEY_DISAGREES = {
    (D, "src/source/JSphGpu.cpp", 736, MS): "key: silent ('runs apart'); check: reported (cause: probe apart/probe_c)",
    (D, "src/source/JSphGpu.cpp", 881, MS): "same",
    (D, "src/source/JSphGpu.cpp", 1155, MS): "same",
    (M, "src/force/nep_multigpu.cu", 1788, MS): "key: silent (kept apart by the wait per GPU); check: reported "
    "(cause: probe multigpu/probe_f)",
    (M, "src/force/nep_multigpu.cu", 2285, MS): "same",
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--old", required=True)
    ap.add_argument("--new", required=True)
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    runs = [("NEW", a.new), ("OLD", a.old)]
    data = {name: load_reports(out, REPOS, KEYED) for name, out in runs}
    unjudged = sorted({k for name in data for k in data[name][0] if k not in V})
    assert not unjudged, unjudged
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(here, "heldout23-key.tsv"))}
    with open(os.path.join(here, "heldout23-judged.tsv"), "w") as o:
        o.write("# Every finding of the four keyed checks from the NEW (<eval-bin-s34d>) and OLD (<eval-bin-s34start>) builds, "
                "judged by the heldout23 helper (eval/heldout23-judge.py): act = would an experienced CUDA engineer act on it; "
                "key = the key row's report (or 'not keyed').\n")
        o.write("build\trepo\tfile\tline\tcheck\tkey\tact\treason\n")
        for name, _ in runs:
            for k in sorted(data[name][0]):
                kr = key.get(k)
                o.write("\t".join([name] + list(map(str, k)) + [kr["report"] if kr else "not keyed"] + list(V[k])) + "\n")
    for name, out in runs:
        found, parse, other = data[name]
        print(f"## {name}")
        print("| check | keyed (report=yes) | found of keyed | missed | unexpected (not keyed or keyed silent) | findings "
              "| worth acting on | share | engineer recall (key act=yes found) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for c in KEYED:
            fs = [k for k in found if k[3] == c]
            yes = sum(V[k][0] == "yes" for k in fs)
            exp = [k for k, r in key.items() if k[3] == c and r["report"] == "yes"]
            unexp = [k for k in fs if k not in key or key[k]["report"] == "no"]
            eng = [k for k, r in key.items() if k[3] == c and r["act"] == "yes"]
            share = f"{yes / len(fs):.2f}" if fs else "—"
            hit = sum(k in found for k in exp)
            print(f"| {c} | {len(exp)} | {hit} | {len(exp) - hit} | {len(unexp)} | {len(fs)} | {yes} | {share} | "
                  f"{sum(k in found for k in eng)} / {len(eng)} |")
        fs = list(found)
        yes = sum(V[k][0] == "yes" for k in fs)
        print(f"| all four | | | | | {len(fs)} | {yes} | {yes / len(fs):.2f} | |")
        for c in KEYED:
            for k, r in sorted(key.items()):
                if k[3] == c and r["report"] == "yes" and k not in found:
                    print("missed (keyed report):", k, "act=" + r["act"], "KEY WRONG" if k in KEY_WRONG else "")
            for k in sorted(found):
                if k[3] == c and (k not in key or key[k]["report"] == "no"):
                    print("unexpected:", k, V[k][0], NOT_KEYED.get(k) or KEY_DISAGREES.get(k, "keyed silent")[:60])
        print()
        for p, (ok, msg, dev) in sorted(parse.items()):
            if not ok:
                print("not clean:", p, msg, "(device-only)" if dev else "")
        print("other cuda-* checks:", dict(other) or "none")
        print()
    o, n = data["OLD"][0], data["NEW"][0]
    print("dropped by NEW:", sorted(set(o) - set(n)) or "none")
    print("added by NEW:", sorted(set(n) - set(o)) or "none")


if __name__ == "__main__":
    main()
