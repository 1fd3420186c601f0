#!/usr/bin/env python3
"""The judging step shared by held-out rounds 5-7 (eval/heldoutN-judge.py): every finding of a run
against the round's key (eval/heldoutN-key.tsv), with the evaluator's per-site verdicts
(eval/heldoutN-verdicts.tsv), written to eval/heldoutN-judged.tsv: one row per finding, plus one per
keyed report no finding matched.

  heldoutN-judge.py --out DIR [--run BEFORE|AFTER] [--key K] [--verdicts V] [--judged J]

The verdicts file has one line per finding site (repo, check, file, line, act, reason), written by
the evaluator after reading each site; a finding with no verdict is 'UNJUDGED'. Site keys match on
(repo, check, file, line); vs_key is found / unexpected (keyed silent) / not keyed / missed. With
--run AFTER, rows of other runs already in the judged file are kept and this run's are replaced.
"""
import argparse, collections, csv, json, os, re


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def code_lines(path):
    """Non-blank lines once /* */ and // comments are removed (naive: comment markers inside strings are not special)."""
    s = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), open(path, errors="replace").read(), flags=re.S)
    return sum(1 for l in s.split("\n") if re.sub(r"//.*", "", l).strip())


def load_reports(out, repos, keyed):
    """Every finding of the keyed checks per (repo, file, line, check), each TU's parse status
    (clean, first error, device-only errors), and counts of the other checks' findings, from
    <out>/out/<owner+repo>.json (cudalint --format=json) over <out>/src/<owner+repo>."""
    found, parse, other = {}, {}, collections.Counter()
    for repo in repos:
        r = repo.replace("/", "+")
        root = os.path.realpath(os.path.join(out, "src", r))
        rep = json.load(open(os.path.join(out, "out", r + ".json")))
        for u in rep["translation_units"]:
            errs = u.get("compile_errors") or []
            up = u["file"] if os.path.isabs(u["file"]) else os.path.join(root, u["file"])
            parse[(repo, os.path.relpath(os.path.realpath(up), root))] = (
                bool(u["parsed_cleanly"]), (errs[0].get("message", "")[:90] if errs else ""),
                all(str(e.get("device_only")) == "True" for e in errs) if errs else False)
        for f in rep["findings"]:
            p = f["file"] if os.path.isabs(f["file"]) else os.path.join(root, f["file"])
            k = (repo, os.path.relpath(os.path.realpath(p), root), f["line"], f["check"])
            if f["check"] in keyed:
                found[k] = f
            else:
                other[(repo, f["check"])] += 1
    return found, parse, other


def main(round_no, commits, checks=None):
    """Judges round `round_no`'s findings in the repositories `commits` ({dir name: commit}),
    only those of `checks` when given."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", default="BEFORE")
    ap.add_argument("--out", required=True)
    ap.add_argument("--key", default=f"eval/heldout{round_no}-key.tsv")
    ap.add_argument("--verdicts", default=f"eval/heldout{round_no}-verdicts.tsv")
    ap.add_argument("--judged", default=f"eval/heldout{round_no}-judged.tsv")
    a = ap.parse_args()
    key = rows(a.key)
    site = {(r["repo"], r["check"], r["file"], int(r["line"])): r for r in key}
    verdict = {}
    if os.path.exists(a.verdicts):
        for r in rows(a.verdicts):
            verdict[(r["repo"], r["check"], r["file"], int(r["line"]))] = (r["act"], r["reason"])
    cols = ["run", "repo", "commit", "check", "file", "line", "vs_key", "act", "judgement"]
    new, seen = [], set()
    for repo in commits:
        for f in json.load(open(os.path.join(a.out, "out", repo + ".json")))["findings"]:
            if checks is not None and f["check"] not in checks:
                continue
            k = (repo, f["check"], f["file"], f["line"])
            act, why = verdict.get(k, ("UNJUDGED", f["message"][:200]))
            if k in site:
                seen.add(k)
                vs = "found" if site[k]["expected"] == "report" else "unexpected (keyed silent)"
            else:
                vs = "not keyed"
            new.append([a.run, repo, commits[repo], f["check"], f["file"], f["line"], vs, act, why])
    for k, r in site.items():
        if r["expected"] == "report" and k not in seen:
            new.append([a.run, k[0], r["commit"], k[1], k[2], k[3], "missed", r["act"], r["reason"]])
    keep = []
    if os.path.exists(a.judged):
        keep = [[r[c] for c in cols] for r in rows(a.judged) if r["run"] != a.run]
    with open(a.judged, "w") as out:
        out.write(f"# Every finding of held-out round {round_no} judged (eval/results/heldout{round_no}.md): would an experienced CUDA engineer change the code?\n")
        out.write("# vs_key: found / unexpected (keyed silent) / not keyed / missed (key expected a report, none came).\n")
        w = csv.writer(out, delimiter="\t", lineterminator="\n")
        w.writerow(cols)
        w.writerows(keep + new)
    print(f"{a.run}: {len(new)} rows; unjudged: {sum(r[7] == 'UNJUDGED' for r in new)}")
    for r in new:
        if r[7] == "UNJUDGED":
            print("  UNJUDGED", "\t".join(str(x) for x in r[1:6]), "|", r[8][:150])



def judge_blind_round(round_no, repos, commits, keyed, judged_header, re_read=None, not_keyed=None,
                      counted=None, counted_label="findings"):
    """The judge of a BLIND/BEFORE round (rounds 29, 30): every finding of the `keyed` checks from
    `--blind <out>` (and `--before <out>`) gets the key's act (or `re_read`'s / `not_keyed`'s verdict),
    written to eval/heldout<round>-judged.tsv under `judged_header`; prints per build the per-check
    table, the misses and unexpected findings, and per repository the findings of `counted` (a check,
    or every keyed one) per 1000 lines, with the parse status."""
    here = os.path.dirname(os.path.abspath(__file__))
    key = {(r["repo"], r["file"], int(r["line"]), r["check"]): r
           for r in rows(os.path.join(here, f"heldout{round_no}-key.tsv"))}
    verdicts = {k: (re_read or {}).get(k, (r["act"], "as keyed: " + r["reason"]))
                for k, r in key.items() if r["report"] == "yes"}
    verdicts.update(not_keyed or {})
    ap = argparse.ArgumentParser()
    ap.add_argument("--blind", required=True)
    ap.add_argument("--before")
    a = ap.parse_args()
    runs = [("BLIND", a.blind)] + ([("BEFORE", a.before)] if a.before else [])
    data = {name: load_reports(out, repos, keyed) for name, out in runs}
    unjudged = sorted({k for name in data for k in data[name][0] if k not in verdicts})
    assert not unjudged, unjudged
    with open(os.path.join(here, f"heldout{round_no}-judged.tsv"), "w") as o:
        o.write(judged_header)
        o.write("build\trepo\tcommit\tfile\tline\tcheck\tkey\tact\treason\n")
        for name, _ in runs:
            for k in sorted(data[name][0]):
                kr = key.get(k)
                o.write("\t".join([name, k[0], commits[k[0]], k[1], str(k[2]), k[3],
                                   kr["report"] if kr else "not keyed"] + list(verdicts[k])) + "\n")
            for k, r in sorted(key.items()):
                if r["report"] == "yes" and k not in data[name][0]:
                    o.write("\t".join([name, k[0], commits[k[0]], k[1], str(k[2]), k[3], "missed", r["act"],
                                       "keyed report not found: " + r["reason"]]) + "\n")
    is_counted = (lambda k: k[3] == counted) if counted else (lambda k: True)
    for name, out in runs:
        found, parse, other = data[name]
        lines, wc = {}, {}
        for repo in repos:
            db = json.load(open(os.path.join(out, "db", repo.replace("/", "+"), "compile_commands.json")))
            files = sorted(set(os.path.realpath(e["file"]) for e in db))
            lines[repo] = sum(code_lines(x) for x in files)
            wc[repo] = sum(sum(1 for _ in open(x, errors="replace")) for x in files)
        tl, tw = sum(lines.values()), sum(wc.values())
        print(f"## {name}")
        print("| check | keyed reports | found of keyed | missed | unexpected | findings | worth acting on | share "
              "| per 1000 lines (wc -l) | engineer recall (key act=yes found) |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for c in keyed:
            fs = [k for k in found if k[3] == c]
            yes = sum(verdicts[k][0] == "yes" for k in fs)
            exp = [k for k, r in key.items() if k[3] == c and r["report"] == "yes"]
            unexp = [k for k in fs if k not in key or key[k]["report"] == "no"]
            eng = [k for k, r in key.items() if k[3] == c and r["act"] == "yes"]
            share = f"{yes / len(fs):.2f}" if fs else "—"
            hit = sum(k in found for k in exp)
            print(f"| {c} | {len(exp)} | {hit} | {len(exp) - hit} | {len(unexp)} | {len(fs)} | {yes} | {share} | "
                  f"{1000 * len(fs) / tw:.2f} | {sum(k in found for k in eng)} / {len(eng)} |")
        for c in keyed:
            for k, r in sorted(key.items()):
                if k[3] == c and r["report"] == "yes" and k not in found:
                    print("missed (keyed report):", k, "act=" + r["act"])
            for k in sorted(found):
                if k[3] == c and (k not in key or key[k]["report"] == "no"):
                    print("unexpected:", k, verdicts[k][0])
        print()
        print(f"| repository | TUs | clean | wc -l of TU files | non-blank non-comment lines | {counted_label} "
              "| per 1000 (wc -l) | per 1000 (code lines) | worth acting on |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for repo in repos:
            tus = [p for p in parse if p[0] == repo]
            fr = [k for k in found if k[0] == repo and is_counted(k)]
            print(f"| {repo} | {len(tus)} | {sum(parse[p][0] for p in tus)} | {wc[repo]} | {lines[repo]} | {len(fr)} | "
                  f"{1000 * len(fr) / wc[repo]:.2f} | {1000 * len(fr) / lines[repo]:.2f} | "
                  f"{sum(verdicts[k][0] == 'yes' for k in fr)} |")
        fu = [k for k in found if is_counted(k)]
        print(f"| all | | | {tw} | {tl} | {len(fu)} | {1000 * len(fu) / tw:.2f} | {1000 * len(fu) / tl:.2f} | "
              f"{sum(verdicts[k][0] == 'yes' for k in fu)} |")
        for p, (ok, msg, dev) in sorted(parse.items()):
            if not ok:
                print("not clean:", p, msg, "(device-only)" if dev else "")
        print()
    if a.before:
        b, n = data["BEFORE"][0], data["BLIND"][0]
        print("in BEFORE only:", sorted(set(b) - set(n)) or "none")
        print("in BLIND only:", sorted(set(n) - set(b)) or "none")
