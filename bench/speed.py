#!/usr/bin/env python3
"""Analysis speed of cudalint against clang itself (a benchmark, not a test).

For every translation unit of a clang-ready compile database (for nvcc projects, the one that
`cudalint --export-compile-db=DIR` writes), times and measures the peak memory of:
  (a) clang++-22 -fsyntax-only                  (parsing alone: the physical limit)
  (b) clang-tidy-22 with one trivial check       (the clang-tidy baseline)
  (c) cudalint with every cuda-* check
  (d) clang-tidy-22 --load the plugin, cuda-*    (same checks, clang-tidy's driver)
  (e) cudalint --isolation=thread                (no worker process: (c)/(e) is the cost of
                                                  isolating each TU in its own process)
each the median of --repeat runs (wall time, CPU time and peak memory), the variants interleaved
round by round so that a shared machine's changing load hits them alike; runs that fail are
reported. On a loaded machine the CPU-time ratio is the steadier figure: waiting for a core
inflates wall time, not CPU time.
Then cudalint -j1 against -j2 over all the TUs of the first database, and each database whole
in one process (cudalint -j1 against clang-tidy given the same file list, and against
cudalint --isolation=thread), as CI runs it: the worker process is started once per -j slot.
Writes a markdown report (--output) and prints it.

usage: speed.py --db DIR [--db DIR ...] [--repeat N] [--build BUILD] [--output FILE]
"""
import argparse
import json
import os
import platform
import shlex
import statistics
import subprocess
import sys
import time

LLVM = "/usr/lib/llvm-22/bin"
TRIVIAL_CHECK = "-*,readability-else-after-return"


def measure(cmd, cwd):
    """Wall seconds, peak resident memory (MiB), exit code and CPU seconds (user + system, its
    worker processes included: wait4 counts the children it waited for) of one run of cmd."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    wall = time.perf_counter() - start
    return wall, usage.ru_maxrss / 1024.0, proc.returncode, usage.ru_utime + usage.ru_stime


def interleaved_medians(cmds, cwd, repeat):
    """Runs every command of cmds once per round, in an order that rotates each round, so that
    a change in the machine's load during the benchmark hits every variant alike (the machine
    may be shared). Returns {key: (median wall, median peak MiB, set of exit codes, median CPU s)}."""
    keys = list(cmds)
    samples = {k: ([], [], set(), []) for k in keys}
    for r in range(repeat):
        for k in keys[r % len(keys):] + keys[: r % len(keys)]:
            w, m, c, cpu = measure(cmds[k], cwd)
            samples[k][0].append(w)
            samples[k][1].append(m)
            samples[k][2].add(c)
            samples[k][3].append(cpu)
    return {k: (statistics.median(w), statistics.median(m), c, statistics.median(cpu))
            for k, (w, m, c, cpu) in samples.items()}


def clang_args(entry):
    args = entry.get("arguments") or shlex.split(entry["command"])
    out, skip = [], False
    for a in args[1:]:
        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a in ("-c", entry["file"]) or a.endswith(entry["file"]):
            continue
        out.append(a)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", action="append", required=True, help="folder with compile_commands.json")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--build", default=os.path.join(os.path.dirname(__file__), "..", "build"))
    ap.add_argument("--limit", type=int, default=0, help="at most N TUs per database")
    ap.add_argument("--output")
    args = ap.parse_args()
    build = os.path.abspath(args.build)
    cudalint = os.path.join(build, "bin", "cudalint")
    plugin = os.path.join(build, "lib", "libCudaLintPlugin.so")

    rows, all_files = [], []
    for db in args.db:
        db = os.path.abspath(db)
        with open(os.path.join(db, "compile_commands.json")) as f:
            entries = json.load(f)
        if args.limit:
            entries = entries[: args.limit]
        # TUs are named from the folder their database's sources share.
        root = os.path.commonpath([os.path.dirname(e["file"]) for e in entries]) if entries else db
        root = os.path.dirname(root)
        for e in entries:
            cwd, src = e["directory"], e["file"]
            cc = clang_args(e)
            cmds = {
                "a": [os.path.join(LLVM, "clang++"), "-fsyntax-only"] + cc + [src],
                "b": [os.path.join(LLVM, "clang-tidy"), "--checks=" + TRIVIAL_CHECK, "-p", db, src],
                "c": [cudalint, "--checks=-*,cuda-*", "--quiet", "-p", db, src],
                "d": [os.path.join(LLVM, "clang-tidy"), "--load=" + plugin, "--checks=-*,cuda-*", "-p", db, src],
                "e": [cudalint, "--checks=-*,cuda-*", "--quiet", "--isolation=thread", "-p", db, src],
            }
            res = interleaved_medians(cmds, cwd, args.repeat)
            # A run that failed is not a timing: (a) must parse, (b)-(d) exit 0 or 1 (findings).
            ok = {"a": {0}, "b": {0, 1}, "c": {0, 1}, "d": {0, 1}, "e": {0, 1}}
            for k, v in res.items():
                if not v[2] <= ok[k]:
                    print(f"warning: {src}: ({k}) exited with {sorted(v[2])}", file=sys.stderr)
            rows.append((os.path.relpath(src, root), res))
            all_files.append((db, src))
            print(f"{src}: " + ", ".join(f"{k}={v[0]:.3f}s/{v[1]:.0f}MiB" for k, v in res.items()),
                  file=sys.stderr)

    def ratio(r, x, y, i):
        return r[x][i] / r[y][i] if r[y][i] else float("nan")

    lines = ["| TU | (a) syntax-only s | (b) clang-tidy trivial s | (c) cudalint s | (d) plugin s | (c)/(b) time | (c)/(b) CPU | (c)/(b) peak mem |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name, r in rows:
        lines.append(f"| {name} | {r['a'][0]:.3f} | {r['b'][0]:.3f} | {r['c'][0]:.3f} | {r['d'][0]:.3f} "
                     f"| {ratio(r, 'c', 'b', 0):.3f} | {ratio(r, 'c', 'b', 3):.3f} | {ratio(r, 'c', 'b', 1):.3f} |")
    time_ratios = [ratio(r, "c", "b", 0) for _, r in rows]
    cpu_ratios = [ratio(r, "c", "b", 3) for _, r in rows]
    mem_ratios = [ratio(r, "c", "b", 1) for _, r in rows]
    plugin_ratios = [ratio(r, "d", "b", 0) for _, r in rows]
    isolation_ratios = [ratio(r, "c", "e", 0) for _, r in rows]

    # Scaling over all TUs of the first database: -j1 against -j2.
    db0 = os.path.abspath(args.db[0])
    files0 = [s for d, s in all_files if d == db0]
    jcmd = {n: [cudalint, "--checks=-*,cuda-*", "--quiet", "-j", str(n), "-p", db0] + files0
            for n in (1, 2)}
    j = {n: v[0] for n, v in interleaved_medians(jcmd, db0, max(1, args.repeat // 2)).items()}

    # The whole database in one process, as CI runs it: every check against the trivial check
    # (clang-tidy takes the file list too), and worker processes against threads.
    whole = []
    for db in sorted({d for d, _ in all_files}):
        files = [s for d, s in all_files if d == db]
        wcmd = {"b": [os.path.join(LLVM, "clang-tidy"), "--checks=" + TRIVIAL_CHECK, "--quiet", "-p", db] + files,
                "c": [cudalint, "--checks=-*,cuda-*", "--quiet", "-j1", "-p", db] + files,
                "e": [cudalint, "--checks=-*,cuda-*", "--quiet", "-j1", "--isolation=thread", "-p", db] + files}
        w = interleaved_medians(wcmd, db, args.repeat)
        whole.append(f"- Whole database {os.path.basename(db)} ({len(files)} TUs, one process, -j1): "
                     f"cudalint / clang-tidy trivial: time {ratio(w, 'c', 'b', 0):.3f}, CPU "
                     f"{ratio(w, 'c', 'b', 3):.3f}; worker processes / threads: time "
                     f"{ratio(w, 'c', 'e', 0):.3f}, CPU {ratio(w, 'c', 'e', 3):.3f}.")

    summary = [
        f"- Machine: {platform.machine()}, {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the end; "
        f"medians of {args.repeat} interleaved runs.",
        f"- cudalint (c) over the clang-tidy baseline (b), per TU: median time ratio "
        f"{statistics.median(time_ratios):.3f} (max {max(time_ratios):.3f}); median CPU-time ratio "
        f"{statistics.median(cpu_ratios):.3f} (max {max(cpu_ratios):.3f}); median peak-memory ratio "
        f"{statistics.median(mem_ratios):.3f} (max {max(mem_ratios):.3f}).",
        f"- The plugin in clang-tidy-22 (d) over (b): median time ratio {statistics.median(plugin_ratios):.3f}.",
        f"- Worker-process isolation, (c) over (e) --isolation=thread, per TU: median time ratio "
        f"{statistics.median(isolation_ratios):.3f} (min {min(isolation_ratios):.3f}, max {max(isolation_ratios):.3f}).",
        f"- {len(files0)} TUs of {os.path.basename(os.path.dirname(db0)) or db0}: -j1 {j[1]:.2f} s, -j2 {j[2]:.2f} s "
        f"(speed-up {j[1] / j[2]:.2f}x).",
    ] + whole
    report = "\n".join(summary + [""] + lines) + "\n"
    print(report)
    if args.output:
        with open(args.output, "w") as f:
            f.write(report)


if __name__ == "__main__":
    main()
