"""The common start of a held-out round's script (eval/heldout1{0..6}-repos.py): eval/heldout3-repos.py
loaded as a module (its name has a hyphen) and set for a round that runs beside other work: cudalint with -j 1
under nice -n 10, on the real (symlink-resolved) source root. Also what rounds 33-36's scripts share: their steps and
command line (set_steps, round_main), and their judges' main(), reading and table (run_judge, key_rows,
load_reports, missed_rows, check_table)."""
import argparse, importlib.util, os, subprocess, sys

# The toolchain the rounds' compile databases name (each round's own flags add to these).
GXX = "/usr/bin/g++"
CUDA_INC = "-I/usr/local/cuda/include"
CCCL_INC = "-I/usr/local/cuda/include/cccl"
SM90 = ["-gencode", "arch=compute_90,code=sm_90"]


def load():
    spec = importlib.util.spec_from_file_location(
        "heldout3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout3-repos.py"))
    h3 = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(h3)
    h3.LINT_JOBS = 1
    h3.LINT_NICE = True
    h3.LINT_REAL_ROOT = True
    return h3


def checked_lint(h3, checks, whole_database=False):
    """The lint step of a round (rounds 29-35): heldout3's, with the round's --checks value, -j 1 under nice -n 10, on the
    real (symlink-resolved) source root, one JSON report per repository under <out>/out. whole_database (rounds 33-35):
    no list of sources, so that rules deciding from every call of the program see all of it."""
    def lint(a):
        for repo in h3.REPOS:
            if a.only and repo != a.only:
                continue
            root = os.path.realpath(os.path.join(a.out, "src", repo))
            files = [] if whole_database else [os.path.join(root, d, cmd[cmd.index("-c") + 1])
                                               for d, cmd in h3.REPOS[repo][1]()]
            report = os.path.join(os.path.abspath(a.out), "out", repo + ".json")
            os.makedirs(os.path.dirname(report), exist_ok=True)
            cmd = ["nice", "-n", "10", a.cudalint, "-j", "1", "--format=json", "-p", os.path.join(a.out, "db", repo),
                   "--checks=" + checks, "--output=" + report, "--quiet", "--source-root=" + root] + files
            print(" ".join(cmd), flush=True)
            rc = subprocess.run(cmd).returncode
            print(f"{repo}: exit {rc}", flush=True)
    return lint


def set_round(h3, repos, paths):
    """Makes heldout3's tables a round's own: its repositories ({owner+name: (commit, commands)}) and pathspecs."""
    h3.REPOS.clear()
    h3.REPOS.update(repos)
    h3.PATHS.clear()
    h3.PATHS.update(paths)


def archive_into(mirrors, repo, commit, pathspecs, dst):
    """git archive of `pathspecs` of `repo` (a <mirrors>/<owner+name>/repo git dir) at `commit`, extracted into dst."""
    os.makedirs(dst, exist_ok=True)
    arc = subprocess.run(["git", "--git-dir", os.path.join(mirrors, repo, "repo"), "archive", commit, "--"] + pathspecs,
                         check=True, stdout=subprocess.PIPE).stdout
    subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


def extract_paths(h3, a, paths):
    """The extract step of a round (rounds 30-32): each repository's pathspecs (the snapshots lack some data blobs)
    into <out>/src/<owner+name>."""
    for repo, (commit, _) in h3.REPOS.items():
        if a.only and repo != a.only:
            continue
        archive_into(a.mirrors, repo, commit, paths[repo], os.path.join(a.out, "src", repo))


def preparse(h3, a):
    """Parse status before the key, without any check: the database translated by cudalint --export-compile-db, then
    clang++-22 -fsyntax-only of each translated command (host side only for .cu; clang-22 for a .c unit, which its
    project compiles as C). Rounds 33 and 34."""
    import json
    import shlex
    import subprocess
    for repo in h3.REPOS:
        if a.only and repo != a.only:
            continue
        tdir = os.path.join(os.path.abspath(a.out), "tdb", repo)
        os.makedirs(tdir, exist_ok=True)
        subprocess.run([a.cudalint, "-p", os.path.join(a.out, "db", repo), "--export-compile-db=" + tdir], check=True,
                       stdout=subprocess.DEVNULL)
        for e in json.load(open(os.path.join(tdir, "compile_commands.json"))):
            args = e.get("arguments") or shlex.split(e["command"])
            args = [x for x in args if x not in ("-c",)]
            drop = set()
            for i, x in enumerate(args):
                if x == "-o":
                    drop |= {i, i + 1}
            args = [x for i, x in enumerate(args) if i not in drop]
            args[0] = "clang-22" if e["file"].endswith(".c") else "clang++-22"
            if e["file"].endswith(".cu") and "--cuda-host-only" not in args:
                args.append("--cuda-host-only")
            r = subprocess.run(args + ["-fsyntax-only", "-ferror-limit=50"], cwd=e["directory"], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
            errs = [l for l in r.stdout.splitlines() if ": error:" in l or ": fatal error:" in l]
            rel = os.path.relpath(e["file"], os.path.realpath(os.path.join(a.out, "src", repo)))
            print(f"{repo} {rel}: {len(errs)} errors" + ("" if not errs else "; first: " + errs[0][-200:]), flush=True)


def run_judge(here, number, judge, table, repos, header):
    """The main() of a round's judge script (rounds 34-36): --blind <out> [--after <out2>]; for each build, the parse
    status and findings per repository, then table(build, judged rows, key); every judged row written to
    eval/heldout<number>-judged.tsv under header."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--blind", required=True)
    ap.add_argument("--after")
    a = ap.parse_args()
    key = key_rows(os.path.join(here, f"heldout{number}-key.tsv"))
    allrows = []
    for build, out in (("BLIND", a.blind), ("AFTER", a.after)):
        if not out:
            continue
        jr, parse, summary = judge(build, out, key)
        allrows += jr
        for repo in repos:
            clean = sum(c for _, c in parse[repo])
            print(f"{build} {repo}: {len(parse[repo])} TUs, {clean} clean; findings {summary[repo]['findings']}; "
                  f"index {summary[repo].get('project_index')}")
        table(build, jr, key)
    with open(os.path.join(here, f"heldout{number}-judged.tsv"), "w") as f:
        f.write(header)
        f.write("\t".join(["build", "repo", "commit", "file", "line", "check", "key", "act", "reason"]) + "\n")
        for r in allrows:
            f.write("\t".join(r) + "\n")


def write_generated(out, files):
    """Writes a round's generated headers ({relative name: text}) under <out>/gen; returns that folder."""
    gen = os.path.join(os.path.abspath(out), "gen")
    for name, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(gen, name)), exist_ok=True)
        with open(os.path.join(gen, name), "w") as f:
            f.write(text)
    return gen


def nccl_h(a, gen):
    """<out>/gen/nccl/nccl.h from the extracted src/nccl.h.in, as NVIDIA/nccl's src/Makefile writes it (rounds 38
    and 43, which extract NVIDIA/nccl into <out>/dep/nccl)."""
    import re
    ver = dict(re.findall(r"^(NCCL_\w+)[ \t]*:=[ \t]*(\S*)", open(os.path.join(a.out, "dep", "nccl", "makefiles",
                                                                        "version.mk")).read(), re.M))
    code = "%d%02d%02d" % (int(ver["NCCL_MAJOR"]), int(ver["NCCL_MINOR"]), int(ver["NCCL_PATCH"]))
    text = open(os.path.join(a.out, "dep", "nccl", "src", "nccl.h.in")).read()
    for k, v in (("Major", ver["NCCL_MAJOR"]), ("Minor", ver["NCCL_MINOR"]), ("Patch", ver["NCCL_PATCH"]),
                 ("Suffix", ver.get("NCCL_SUFFIX", "")), ("Version", code)):
        text = text.replace("${nccl:%s}" % k, v)
    os.makedirs(os.path.join(gen, "nccl"), exist_ok=True)
    with open(os.path.join(gen, "nccl", "nccl.h"), "w") as f:
        f.write(text)


def set_steps(h3, checks, extract, generated, more_generated=None):
    """A round's steps (rounds 33-36): extract, db (the generated headers first, then more_generated(a, gen) when given,
    then heldout3's database step) and the whole-database lint of checked_lint."""
    heldout3_db = h3.p15.db

    def db(a):
        gen = write_generated(a.out, generated)
        if more_generated:
            more_generated(a, gen)
        heldout3_db(a)

    h3.lint = checked_lint(h3, checks, whole_database=True)
    h3.extract = extract
    h3.p15.db = db


def round_main(h3):
    """A round script's command line: heldout3's steps, and `preparse --out <out> --cudalint <bin> [--only <repo>]`."""
    if len(sys.argv) > 1 and sys.argv[1] == "preparse":
        ap = argparse.ArgumentParser()
        ap.add_argument("step")
        ap.add_argument("--out", required=True)
        ap.add_argument("--cudalint", required=True)
        ap.add_argument("--only")
        a = ap.parse_args()
        h3.OUT_SRC = os.path.join(os.path.abspath(a.out), "src")
        for repo in list(h3.REPOS):
            h3.REPOS[repo] = (h3.REPOS[repo][0], h3.resolved(repo))
        return preparse(h3, a)
    return h3.main()


def check_table(build, jr, key, keyed):
    """A judge's table of one build (rounds 34-36): per check (the keyed ones first), findings, worth acting on, keyed
    reports and how many were found, keyed-silent sites reported, findings not keyed. jr: judged rows
    (build, repo, commit, file, line, check, key, act, reason); key: the key's rows."""
    print(f"\n{build}")
    print("| check | findings | worth acting on | keyed reports | found of keyed | keyed silent but reported | not keyed |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    checks = keyed + sorted({r[5] for r in jr if r[5] not in keyed})
    for c in checks:
        fs = [r for r in jr if r[5] == c and r[6] != "missed"]
        reports = sum(1 for k in key if k["check"] == c and k["report"] == "yes")
        hit = sum(1 for r in fs if r[6] == "yes")
        print(f"| {c}{'' if c in keyed else ' (not keyed)'} | {len(fs)} | {sum(r[7] == 'yes' for r in fs)} | "
              f"{reports if c in keyed else '—'} | {hit if c in keyed else '—'} | "
              f"{sum(r[6] == 'keyed silent' for r in fs)} | {sum(r[6] == 'not keyed' for r in fs)} |")


def key_rows(path):
    """A round's key (a .tsv with a header row; lines starting with # are comments), as dicts."""
    import csv
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def load_reports(out, repos):
    """The JSON reports of a lint run (<out>/out/<owner+name>.json): every finding as (repo, file, line, check, the
    finding), and per repository its parse status ([(file, parsed cleanly)]) and summary."""
    import json
    found, parse, summary = [], {}, {}
    for repo in repos:
        rep = json.load(open(os.path.join(out, "out", repo.replace("/", "+") + ".json")))
        summary[repo] = rep["summary"]
        parse[repo] = [(u["file"], bool(u["parsed_cleanly"])) for u in rep["translation_units"]]
        for f in rep["findings"]:
            found.append((repo, f["file"], int(f["line"]), f["check"], f))
    return found, parse, summary


def missed_rows(build, key, used, commits):
    """The judged rows of the keyed reports no finding matched (key rows not in used)."""
    return [[build, kr["repo"], commits[kr["repo"]], kr["file"], kr["line"], kr["check"], "missed", kr["act"],
             "keyed report not found: " + kr["reason"]]
            for i, kr in enumerate(key) if kr["report"] == "yes" and i not in used]


def judge_findings(build, out, key, repos, commits, verdict, messages, line_alias=None):
    """Every finding of a lint run matched to its key row (same repository, file and check, the nearest line within 3;
    line_alias maps a key row to the line its finding is reported at) or judged by verdict(repo, file, line, check),
    plus the missed keyed reports. Fills messages with each finding's message (for verdict). Returns the judged rows,
    the parse status and the summaries (load_reports)."""
    line_alias = line_alias or {}
    found, parse, summary = load_reports(out, repos)
    for repo, file, line, check, f in found:
        messages[(repo, file, line, check)] = f["message"]
    out_rows, used = [], set()
    for repo, file, line, check, f in found:
        k = None
        for i, kr in enumerate(key):
            kl = line_alias.get((kr["repo"], kr["file"], int(kr["line"]), kr["check"]), int(kr["line"]))
            if (kr["repo"], kr["file"], kr["check"]) == (repo, file, check) and abs(kl - line) <= 3:
                if k is None or abs(kl - line) < abs(int(key[k]["line"]) - line):
                    k = i
        if k is not None:
            used.add(k)
            kr = key[k]
            keyv = "yes" if kr["report"] == "yes" else "keyed silent"
            act, reason = kr["act"], "as keyed: " + kr["reason"]
        else:
            keyv = "not keyed"
            act, reason = verdict(repo, file, line, check)
        out_rows.append([build, repo, commits[repo], file, str(line), check, keyv, act, reason])
    out_rows += missed_rows(build, key, used, commits)
    return out_rows, parse, summary


def judge_with_tables(build, out, key, repos, commits, not_keyed, keyed_silent_reported, key_errors=None):
    """judge_findings with a round's verdict tables: not_keyed[(repo, file, line, check)] = (act, reason) for every
    finding no key row matches (a finding missing from it raises KeyError with its message); keyed_silent_reported[...]
    = (act, reason) for each row keyed silent that was reported (its act must be the key's); key_errors[...] = a note
    put before the reason of a missed keyed report."""
    messages = {}

    def verdict(repo, file, line, check):
        if (repo, file, line, check) in not_keyed:
            return not_keyed[(repo, file, line, check)]
        raise KeyError((repo, file, line, check, messages[(repo, file, line, check)]))

    rows, parse, summary = judge_findings(build, out, key, repos, commits, verdict, messages)
    for r in rows:
        k = (r[1], r[3], int(r[4]), r[5])
        if r[6] == "keyed silent":
            act, reason = keyed_silent_reported[k]
            assert act == r[7], k
            r[8] = reason + " (" + r[8] + ")"
        if key_errors and r[6] == "missed" and k in key_errors:
            r[8] = key_errors[k] + " (" + r[8] + ")"
    return rows, parse, summary


def unchecked_rate_table(build, jr, key, keyed, repos, own_lines, check="cuda-unchecked-error"):
    """check_table, then per repository with a count of own lines, its cuda-unchecked-error findings per 1000 lines."""
    check_table(build, jr, key, keyed)
    for repo in repos:
        n = sum(1 for r in jr if r[1] == repo and r[5] == check and r[6] != "missed")
        if repo in own_lines:
            print(f"{build} {repo}: {check} {n} findings, {own_lines[repo]} own lines, "
                  f"{1000.0 * n / own_lines[repo]:.2f} per 1000 lines")
