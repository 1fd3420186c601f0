#!/usr/bin/env python3
"""cudalint at CI scale on the 56-TU evaluation sample (a benchmark, not a test): result cache
and shards (docs/ci.md).

Builds the sample's compile database (eval/make-compile-db.py per repository, then
eval/clean-parse.py --no-nvcc --no-cudalint), starts nginx as the shared cache on localhost
(test/cli/Inputs/nginx_cache.py), and times:
  cold         --cache-dir=A --cache-url=nginx, both empty (the analysis, plus storing)
  warm local   --cache-dir=A again
  warm shared  --cache-dir=B (empty: a second machine's view) --cache-url=nginx
  one edited   --cache-dir=A after one unit's source is edited (a comment appended at its end,
               put back afterwards): only that unit is analysed again; the project index is
               joined again over every unit's (cached) summaries, so the report must equal
               the cold one
  shards       --shard=1/2 and --shard=2/2 without any cache, joined by `cudalint merge`,
               compared byte for byte with the cold run's report (JSON); the same in SARIF
               from the warm cache
The repositories are extracted at the commits of docs/evaluation/01-corpus-and-accuracy.md under
--realcode (never into this repository). Prints a Markdown table and writes WORK/cache-bench.json.

usage: bench/cache.py --realcode DIR [--work DIR] [--cudalint PATH] [--nginx PATH] [-j N]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
REPOS = ["NVIDIA+cuda-samples", "NVIDIA+CUDALibrarySamples",
         "PacktPublishing+Learn-CUDA-Programming", "olcf+cuda-training-series"]


def sample_database(realcode, work):
    realdb = os.path.join(work, "realdb")
    for repo in REPOS:
        extra = []
        if repo == "PacktPublishing+Learn-CUDA-Programming":  # its Makefiles use the samples' Common
            extra = ["--extra-include", os.path.join(realcode, "NVIDIA+cuda-samples", "Common")]
        subprocess.run([sys.executable, os.path.join(ROOT, "eval", "make-compile-db.py"),
                        os.path.join(realcode, repo), os.path.join(realdb, repo)] + extra,
                       check=True, stdout=subprocess.DEVNULL)
    sample = os.path.join(work, "sample")
    subprocess.run([sys.executable, os.path.join(ROOT, "eval", "clean-parse.py"),
                    "--realdb", realdb, "--out", sample, "--no-nvcc", "--no-cudalint"],
                   check=True, stdout=subprocess.DEVNULL)
    return sample


def run(cmd, label):
    start = time.monotonic()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seconds = time.monotonic() - start
    if p.returncode not in (0, 1, 2):
        sys.exit(f"{label}: cudalint failed ({p.returncode}): {p.stderr[-2000:]}")
    cache_line = next((l for l in p.stderr.splitlines() if l.startswith("cudalint: cache:")), "")
    print(f"{label}: {seconds:.1f} s, exit {p.returncode}; {cache_line}", file=sys.stderr)
    return {"seconds": round(seconds, 2), "exit_code": p.returncode, "cache": cache_line}


def run_after_edit(sample, cmd):
    """cmd after appending a comment to the first unit's source (lines and findings unchanged),
    the source put back byte for byte afterwards."""
    with open(os.path.join(sample, "compile_commands.json")) as f:
        source = json.load(f)[0]["file"]
    with open(source, "rb") as f:
        original = f.read()
    try:
        with open(source, "ab") as f:
            f.write(b"\n// edited by bench/cache.py\n")
        result = run(cmd, "one unit edited")
    finally:
        with open(source, "wb") as f:
            f.write(original)
    result["edited"] = os.path.basename(source)
    return result


def same_bytes(a, b):
    with open(a, "rb") as fa, open(b, "rb") as fb:
        return fa.read() == fb.read()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--realcode", required=True,
                    help="folder with the four repositories extracted as <owner>+<repo>")
    ap.add_argument("--work", default="/tmp/cudalint-cache-bench")
    ap.add_argument("--cudalint", default=os.path.join(ROOT, "build", "bin", "cudalint"))
    ap.add_argument("--nginx", default=shutil.which("nginx") or "/usr/sbin/nginx")
    ap.add_argument("-j", type=int, default=2)
    args = ap.parse_args()

    work = os.path.abspath(args.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    sample = sample_database(os.path.abspath(args.realcode), work)
    with open(os.path.join(sample, "compile_commands.json")) as f:
        units = len(json.load(f))

    helper = os.path.join(ROOT, "test", "cli", "Inputs", "nginx_cache.py")
    nginx_dir = os.path.join(work, "nginx")
    url = subprocess.run([sys.executable, helper, "start", args.nginx, nginx_dir], check=True,
                         stdout=subprocess.PIPE, text=True).stdout.strip()
    base = [args.cudalint, "-p", sample, "--checks=-*,cuda-*", "-j", str(args.j)]
    out = lambda name: "--output=" + os.path.join(work, name)
    cache_a, cache_b = os.path.join(work, "cache-a"), os.path.join(work, "cache-b")
    results = {"units": units, "jobs": args.j, "cpus": os.cpu_count()}
    try:
        results["cold"] = run(base + ["--cache-dir=" + cache_a, "--cache-url=" + url,
                                      "--format=json", out("cold.json")], "cold")
        results["warm_local"] = run(base + ["--cache-dir=" + cache_a, "--format=json",
                                            out("warm-local.json")], "warm local")
        results["one_edited"] = run_after_edit(sample, base + ["--cache-dir=" + cache_a,
                                                               "--format=json",
                                                               out("one-edited.json")])
        results["warm_shared"] = run(base + ["--cache-dir=" + cache_b, "--cache-url=" + url,
                                             "--format=json", out("warm-shared.json")],
                                     "warm shared")
        for k in (1, 2):
            results[f"shard{k}"] = run(base + [f"--shard={k}/2", "--format=json",
                                               out(f"shard{k}.json")], f"shard {k}/2 (no cache)")
        merge = [os.path.join(work, n) for n in ("merged.json", "shard1.json", "shard2.json")]
        results["merge"] = run([args.cudalint, "merge"] + merge, "merge")
        # SARIF: one run and two shards, from the warm local cache.
        results["sarif_one"] = run(base + ["--cache-dir=" + cache_a, "--format=sarif",
                                           out("one.sarif")], "sarif one run")
        for k in (1, 2):
            run(base + ["--cache-dir=" + cache_a, f"--shard={k}/2", "--format=sarif",
                        out(f"shard{k}.sarif")], f"sarif shard {k}/2")
        run([args.cudalint, "merge"] + [os.path.join(work, n) for n in
                                        ("merged.sarif", "shard1.sarif", "shard2.sarif")],
            "sarif merge")
    finally:
        subprocess.run([sys.executable, helper, "stop", nginx_dir])

    j = lambda n: os.path.join(work, n)
    results["identical"] = {
        "warm_local_vs_cold": same_bytes(j("cold.json"), j("warm-local.json")),
        "warm_shared_vs_cold": same_bytes(j("cold.json"), j("warm-shared.json")),
        "one_edited_vs_cold": same_bytes(j("cold.json"), j("one-edited.json")),
        "merged_2_shards_vs_one_run_json": same_bytes(j("cold.json"), j("merged.json")),
        "merged_2_shards_vs_one_run_sarif": same_bytes(j("one.sarif"), j("merged.sarif")),
    }
    with open(j("cold.json")) as f:
        cold_doc = json.load(f)
    results["findings"] = cold_doc["summary"]["findings"]
    with open(j("shard1.json")) as f1, open(j("shard2.json")) as f2:
        results["shard_units"] = [len(json.load(f)["translation_units"]) for f in (f1, f2)]
    with open(j("cache-bench.json"), "w") as f:
        json.dump(results, f, indent=1)

    cold = results["cold"]["seconds"]
    shards = max(results["shard1"]["seconds"], results["shard2"]["seconds"])
    print(f"| run ({units} TUs, -j {args.j}) | wall s | / cold |")
    print("| --- | ---: | ---: |")
    for key, label in (("cold", "cold (empty local + shared cache)"),
                       ("warm_local", "warm, local cache"),
                       ("one_edited", "one unit edited, local cache"),
                       ("warm_shared", "warm, second machine: empty local, shared nginx cache")):
        s = results[key]["seconds"]
        print(f"| {label} | {s:.1f} | {s / cold:.3f} |")
    print(f"| 2 shards, no cache (slowest shard; {results['shard_units'][0]} + "
          f"{results['shard_units'][1]} TUs) | {shards:.1f} | {shards / cold:.3f} |")
    ident = results["identical"]
    print(f"\n2 shards merged vs one run, byte-identical: JSON "
          f"{'yes' if ident['merged_2_shards_vs_one_run_json'] else 'NO'}, SARIF "
          f"{'yes' if ident['merged_2_shards_vs_one_run_sarif'] else 'NO'}; warm reports "
          f"identical to the cold one: "
          f"{'yes' if ident['warm_local_vs_cold'] and ident['warm_shared_vs_cold'] else 'NO'}; "
          f"after editing {results['one_edited']['edited']}: "
          f"{results['one_edited']['cache'] or 'no cache line'}, report identical to the cold one: "
          f"{'yes' if ident['one_edited_vs_cold'] else 'NO'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
