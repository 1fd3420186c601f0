#!/usr/bin/env python3
"""Inputs per second of the libFuzzer campaign: the fuzz harness against the first one.

Issue 20 measured the first harness at "12,557 inputs in 20 minutes (about 10 per second)" and
asked for a fuzzer 20x faster. This runs both libFuzzer builds the same way, at the same time,
each in one process pinned to a CPU of its own (so both see the same machine load): the same
seeds (the committed seed corpus, the check tests and the session's look-alikes), the same
flags, an empty corpus folder each, for the same time; then reads libFuzzer's final stats.

  scripts/fuzz -runs=0                                  # builds build-fuzz/bin/cuda-checks-fuzzer
  ninja -C build-fuzz cuda-checks-fuzzer-baseline
  bench/fuzz-throughput.py [--seconds 300] [--rounds 1] [--build build-fuzz] [--json OUT]

Needs two CPUs (taskset); with one, the two run one after the other.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_DIRS = ["test/fuzz/corpus", "test/checkers/cuda", "test/fuzz/incremental"]
FLAGS = ["-timeout=20", "-rss_limit_mb=4096", "-max_len=4096", "-print_final_stats=1",
         "-close_fd_mask=1"]
STATS = ("number_of_executed_units", "average_exec_per_sec", "peak_rss_mb")


def copy_seeds(into):
    """Every seed file, flattened into one folder (names made unique by their source folder)."""
    os.makedirs(into)
    for folder in SEED_DIRS:
        for name in sorted(os.listdir(os.path.join(ROOT, folder))):
            src = os.path.join(ROOT, folder, name)
            if os.path.isfile(src):
                shutil.copy(src, os.path.join(into, folder.replace("/", "_") + "_" + name))
    return len(os.listdir(into))


def start(binary, seeds, work, seconds, cpu):
    corpus = os.path.join(work, "corpus-" + os.path.basename(binary))
    shutil.rmtree(corpus, ignore_errors=True)
    os.makedirs(corpus)
    cmd = [binary, "-max_total_time=%d" % seconds] + FLAGS + [
        "-artifact_prefix=" + os.path.join(work, "crash-"), corpus, seeds]
    if cpu is not None:
        cmd = ["taskset", "-c", str(cpu)] + cmd
    log = open(os.path.join(work, os.path.basename(binary) + ".log"), "w")
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=log, cwd=work), log


def stats(log_path):
    found = {}
    with open(log_path, errors="replace") as f:
        text = f.read()
    for key in STATS:
        m = re.search(r"stat::%s:\s+(\d+)" % key, text)
        if m:
            found[key] = int(m.group(1))
    found["crashed"] = "ERROR: libFuzzer" in text or "==ERROR" in text
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--build", default=os.path.join(ROOT, "build-fuzz"))
    ap.add_argument("--json")
    args = ap.parse_args()
    binaries = {name: os.path.join(args.build, "bin", name)
                for name in ("cuda-checks-fuzzer", "cuda-checks-fuzzer-baseline")}
    for path in binaries.values():
        if not os.access(path, os.X_OK):
            sys.exit("fuzz-throughput: %s is missing (see the usage at the top of this file)" % path)
    parallel = (os.cpu_count() or 1) >= 2 and shutil.which("taskset") is not None
    results = []
    with tempfile.TemporaryDirectory(prefix="fuzz-throughput-") as work:
        seeds = os.path.join(work, "seeds")
        seed_count = copy_seeds(seeds)
        for round_ in range(1, args.rounds + 1):
            began = time.strftime("%H:%M:%S", time.gmtime())
            runs = []
            for cpu, (name, path) in enumerate(sorted(binaries.items())):
                runs.append((name, *start(path, seeds, work, args.seconds,
                                          cpu if parallel else None)))
                if not parallel:
                    runs[-1][1].wait()
            row = {"round": round_, "began_utc": began}
            for name, proc, log in runs:
                proc.wait()
                log.close()
                row[name] = stats(log.name)
            results.append(row)
            new, old = row["cuda-checks-fuzzer"], row["cuda-checks-fuzzer-baseline"]
            ratio = (new.get("number_of_executed_units", 0) /
                     max(1, old.get("number_of_executed_units", 0)))
            row["ratio_executed_units"] = round(ratio, 2)
            print("round %d (%s UTC, %d s, %d seeds): harness %s inputs, baseline %s inputs: "
                  "%.2fx%s" % (round_, began, args.seconds, seed_count,
                               new.get("number_of_executed_units"),
                               old.get("number_of_executed_units"), ratio,
                               "" if parallel else " (one after the other)"), flush=True)
            for name, _, _ in runs:
                if row[name]["crashed"]:
                    print("  %s stopped on a crash or a timeout: its figure is not comparable" % name)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"seconds": args.seconds, "seeds": seed_count, "flags": FLAGS,
                       "parallel": parallel, "rounds": results}, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
