#!/usr/bin/env python3
"""Held-out round 26 (eval/results/heldout26.md): the verdicts on every finding of issue 15's four keyed checks from
the OLD build (<eval-bin-s34d>, main 2cfc288) and the NEW build (<eval-bin-s35b>, stop 35b), the judged table
(eval/heldout26-judged.tsv) and the figures: per check and build: findings, worth acting on, share, keyed recall; parse
status per TU; the other cuda-* checks' findings, counted. Round 24's judge (eval/heldout24-judge.py) with round 26's
repositories.

  heldout26-judge.py --old <out-old> [--new <out-new>]
"""
import argparse, os

from heldout_judge import load_reports, rows

PA, MS, DS, AL = "cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-alloc-in-loop"
KEYED = [PA, MS, DS, AL]
D, C, P = "davisking/dlib", "vernamlab/cuFHE", "encryptorion-lab/phantom-fhe"
REPOS = [D, C, P]
COMMITS = {D: "3d40bf5", C: "1af2f2b", P: "1f4a198"}
V = {}


def v(repo, f, l, c, act, why):
    V[(repo, f, l, c)] = (act, why)


ONCE = ("right by the page (a std::vector's storage, uploaded on every iteration of a loop, size no constant bounds: "
        "'the copy repeats'). Not worth acting on: the loop is inside one-time set-up that runs once per encryption "
        "context (PhantomContext builds the galois tool once; DRNSTool is built once per chain level when the context is "
        "created), beside CPU work that computes the tables and costs far more than staging them; pinning the "
        "vectors (or a pinned staging buffer) would save well under a millisecond per context. Cause: the page's "
        "'repeats' is any loop that can run more than once; it does not ask how often the function around that loop "
        "runs (a constructor called once per program run) (probe setup/probe_a)")
v(P, "include/galois.cuh", 111, PA, "no", "PhantomGaloisTool's constructor uploads the permutation table of each galois "
  "element from the local u32temp (loop 101), coeff_count_ * 4 bytes each: " + ONCE)
v(P, "include/galois.cuh", 127, PA, "no", "the same for the BFV index tables (u64temp, loop 118): " + ONCE)
for l in (626, 628, 636, 663, 666, 675):
    v(P, "src/rns.cu", l, PA, "no", "DRNSTool's constructor re-copies the whole HPS table vector (size_Ql words, at most a "
      "few hundred bytes) on every iteration of the loop over size_Ql (601), where only element i changed: the copy (and "
      "the make_cuda_auto_ptr before it) belongs after the loop, a code-quality fix an engineer might make on reading the "
      "note, but not the fix the finding asks for (pinning); " + ONCE)

# Keyed reports no build found, with their cause (probes eval/probes-heldout26/access/). "key" = the key read the page
# wrong (a documented limit silences the site); "gap" = the page does not say, the check does not follow.
MISS_CAUSE = {}
for l in (214, 217):
    MISS_CAUSE[(P, "src/context.cu", l, PA)] = ("gap", "host side is .data() of a std::vector returned by a const-reference "
                                                "accessor (coeff_div_plain_modulus()): not followed (access/probe_a silent; "
                                                "access/probe_c, a reference parameter, reported)")
for l in (119, 120, 122, 123):
    MISS_CAUSE[(P, "include/ntt.cuh", l, PA)] = ("gap", "pointer parameter whose every call site passes "
                                                 "get_ntt_at(i).get_from_*root_powers*().data(), a std::vector returned by "
                                                 "a const-reference accessor: not followed (access/probe_a)")
for l in (41, 45, 54, 58):
    MISS_CAUSE[(P, "include/rns_bconv.cuh", l, PA)] = ("key", "helper returning a member vector's .data() of "
                                                       "BaseConverter, a class defined in a header (host/rns.h) whose "
                                                       "initialize() is defined in another unit: the page's field limit "
                                                       "('members of classes defined in a header count only when ... all "
                                                       "the class's methods are defined in the translation unit') "
                                                       "(access/probe_n silent; probe_m, the class in the unit, reported)")
for l in (32, 37, 50):
    MISS_CAUSE[(P, "include/rns_bconv.cuh", l, PA)] = ("key", "as 41 (the field limit), and the helper returns an element "
                                                       "of a vector of vectors, QHatModp_[index].data(), not followed even "
                                                       "in a class of the unit (access/probe_d, probe_f silent)")
for l in (23, 27, 32, 34, 39, 41, 45):
    MISS_CAUSE[(P, "src/rns_base.cu", l, PA)] = ("key", "RNSBase (host/rns.h) accessors returning member vectors' .data(); "
                                                 "RNSBase's constructor/init/drop are defined in another unit: the page's "
                                                 "field limit, as rns_bconv.cuh:41 (access/probe_n); the repeat through "
                                                 "the index chain was not needed to explain it")
KEY_WRONG = {k for k, (who, _) in MISS_CAUSE.items() if who == "key"}
NOT_KEYED = {}
KEY_DISAGREES = {}


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
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r for r in rows(os.path.join(here, "heldout26-key.tsv"))}
    with open(os.path.join(here, "heldout26-judged.tsv"), "w") as o:
        o.write("# Every finding of the four keyed checks from the OLD (<eval-bin-s34d>) and NEW (<eval-bin-s35b>) builds, judged by the heldout26 helper (eval/heldout26-judge.py): act = would an experienced CUDA "
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
                print("missed (keyed report):", k, "act=" + r["act"], "KEY WRONG:" if k in KEY_WRONG else "gap:", MISS_CAUSE.get(k, ("", "?"))[1][:90])
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
