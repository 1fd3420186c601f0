#!/usr/bin/env python3
"""Writes results/README.md (tables of measured figures) from cudalint-probe JSON results.

usage: make-readme.py [--results DIR] [--out DIR] [--plan PLAN.json] [RUN.json ...]

With no RUN files, every '*-run*.json' in DIR (default: runtime-probe/results) is read in name
order, and '*-plan.json' there is added as the plan section. Every figure printed is copied from
the JSON as stored there; the only numbers computed here are the run-to-run differences, and the
tables say so. Python 3 standard library only.
"""

import argparse
import glob
import json
import math
import os
import sys


def num(x):
    """A figure exactly as stored in the JSON (shortest repr), or n/a."""
    if x is None:
        return "n/a"
    if isinstance(x, bool):
        return str(x).lower()
    if isinstance(x, int):
        return str(x)
    if isinstance(x, float):
        if not math.isfinite(x):
            return "n/a"
        return repr(x)
    return str(x)


def pct(x):
    return "n/a" if x is None else f"{x:.1f}%"


def rel_diff(values):
    """(max - min) / mean of the runs' values, in percent; None when any is missing."""
    vs = [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]
    if len(vs) != len(values) or len(vs) < 2:
        return None
    mean = sum(vs) / len(vs)
    return None if mean == 0 else 100.0 * (max(vs) - min(vs)) / abs(mean)


def fmt_bytes(b):
    units = ["B", "KiB", "MiB", "GiB"]
    v, u = float(b), 0
    while v >= 1024 and u < 3:
        v /= 1024
        u += 1
    return f"{v:g} {units[u]}"


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def find_variant(check, comp, variant):
    """The variant object a comparison's medians came from (for its within-run spread)."""
    exp = check.get("experiments", {}).get(comp.get("experiment"), {})
    if "variants" in exp:
        return exp["variants"].get(variant)
    params = comp.get("params", {})
    for row in exp.get("rows", []):
        keys = [k for k in row if k != "variants"]
        if keys and all(params.get(k) == row[k] for k in keys):
            return row["variants"].get(variant)
    return None


def spread_of(check, comp, variant):
    v = find_variant(check, comp, variant)
    if not v or comp["metric"] not in v:
        return None
    return v[comp["metric"]].get("spread")


def joined(values, sep=" / "):
    return sep.join(num(v) for v in values)


def machine_section(docs, names):
    rows = []

    def row(label, get):
        vals = []
        for d in docs:
            try:
                vals.append(get(d["machine"]))
            except (KeyError, TypeError):
                vals.append(None)
        if all(v == vals[0] for v in vals):
            rows.append((label, num(vals[0])))
        else:
            rows.append((label, " / ".join(f"{n}: {num(v)}" for n, v in zip(names, vals))))

    row("GPU", lambda m: m["gpu"]["name"])
    row("compute capability", lambda m: m["gpu"]["compute_capability"])
    row("multiprocessors", lambda m: m["gpu"]["multiprocessors"])
    row("GPU memory (bytes)", lambda m: m["gpu"]["total_memory_bytes"])
    row("async copy engines", lambda m: m["gpu"]["async_engine_count"])
    row("driver (nvidia-smi)", lambda m: m["driver_version"])
    row("CUDA driver API / runtime", lambda m: f"{m['cuda_driver_version']} / "
        f"{m['cuda_runtime_version']}")
    row("PCIe link (sysfs, current)", lambda m: f"gen {m['pcie']['current_gen']} "
        f"x{m['pcie']['current_width']} ({m['pcie']['current_speed']})")
    row("PCIe link (sysfs, max)", lambda m: f"gen {m['pcie']['max_gen']} x{m['pcie']['max_width']}")
    row("max SM / memory clock (MHz)", lambda m: f"{m['gpu']['max_sm_clock_mhz']} / "
        f"{m['gpu']['max_memory_clock_mhz']}")
    row("SM / memory clock at start (nvidia-smi, MHz)",
        lambda m: f"{m['nvidia_smi']['clocks.sm']} / {m['nvidia_smi']['clocks.mem']}")
    row("persistence mode", lambda m: m["nvidia_smi"]["persistence_mode"])
    row("host CPU", lambda m: f"{m['host']['cpu_model']}, {m['host']['logical_cpus']} logical CPUs")
    row("host kernel / OS", lambda m: f"{m['host']['kernel']} / {m['host']['os']}")
    return table(["", "value"], rows)


def comparisons_table(checks, bench, names):
    comps0 = checks[0][bench]["comparisons"]
    head_id = checks[0][bench]["headline"]["id"]
    rows = []
    for c0 in comps0:
        cs = []
        for ch in checks:
            m = [c for c in ch[bench]["comparisons"] if c["id"] == c0["id"]]
            cs.append(m[0] if m else {})
        spreads = []
        for ch, c in zip(checks, cs):
            if not c:
                spreads.append("n/a")
                continue
            sb = spread_of(ch[bench], c, c["bad_variant"])
            sf = spread_of(ch[bench], c, c["fixed_variant"])
            spreads.append(f"{num(sb)} / {num(sf)}")
        rows.append([
            ("**" + c0["id"] + "**") if c0["id"] == head_id else c0["id"],
            c0["metric"],
            f"{c0['bad_variant']} vs {c0['fixed_variant']}",
            joined([c.get("bad") for c in cs]),
            joined([c.get("fixed") for c in cs]),
            joined([c.get("cost_factor") for c in cs]),
            pct(rel_diff([c.get("cost_factor") for c in cs])),
            " ; ".join(spreads),
        ])
    header = ["comparison", "metric", "bad vs fixed", f"bad ({' / '.join(names)})",
              f"fixed ({' / '.join(names)})", "cost factor", "cost run-to-run*",
              "within-run spread bad / fixed (per run)"]
    return table(header, rows)


def pageable_by_size(checks, bench, names):
    rows = []
    sizes = [r["bytes"] for r in checks[0][bench]["by_size"]]
    for b in sizes:
        rs = [next((r for r in ch[bench]["by_size"] if r["bytes"] == b), {}) for ch in checks]
        row = [fmt_bytes(b)]
        for d in ("h2d", "d2h"):
            for k in ("pageable", "pinned", "registered"):
                row.append(joined([r.get(f"{d}_{k}_gbps") for r in rs]))
            row.append(joined([r.get(f"{d}_cost_factor") for r in rs]))
        rows.append(row)
    header = ["bytes", "H2D pageable", "H2D pinned", "H2D registered", "H2D cost",
              "D2H pageable", "D2H pinned", "D2H registered", "D2H cost"]
    return (f"GB/s (median of each run: {' / '.join(names)}); cost = pinned / pageable.\n\n" +
            table(header, rows))


def alloc_by_size(checks, bench, names):
    rows = []
    sizes = [r["alloc_bytes"] for r in checks[0][bench]["by_size"]]
    modes = ("malloc_free", "hoisted", "async_default_pool", "async_pool_retain")
    for b in sizes:
        rs = [next((r for r in ch[bench]["by_size"] if r["alloc_bytes"] == b), {})
              for ch in checks]
        row = [fmt_bytes(b)] + [joined([r.get(f"{m}_us_per_iter") for r in rs]) for m in modes]
        row.append(joined([r.get("cost_factor") for r in rs]))
        rows.append(row)
    return (f"host microseconds per loop iteration (median of each run: {' / '.join(names)}); "
            "cost = malloc_free / hoisted.\n\n" +
            table(["alloc bytes"] + list(modes) + ["cost"], rows))


def elapsed_cases(checks, bench, names):
    cases0 = checks[0][bench]["experiments"]["elapsed_time"]["cases"]
    rows = []
    for name, c0 in cases0.items():
        cs = [ch[bench]["experiments"]["elapsed_time"]["cases"].get(name, {}) for ch in checks]
        rows.append([c0["start_event"], c0["end_event"],
                     " / ".join(num(c.get("error")) for c in cs),
                     " / ".join(num(c.get("output_untouched")) for c in cs)])
    return table(["start event", "end event", f"returned ({' / '.join(names)})",
                  "output untouched"], rows)


def plan_section(plan):
    rows = []
    for pid, r in plan.get("plan_results", {}).items():
        rows.append([pid, r["check_id"], json.dumps(r["config"], sort_keys=True), r["metric"],
                     f"{r['bad_variant']} vs {r['fixed_variant']}", num(r.get("bad")),
                     num(r.get("fixed")), num(r.get("cost_factor")), num(r.get("verified"))])
    return table(["id", "check", "config", "metric", "bad vs fixed", "bad", "fixed",
                  "cost factor", "verified"], rows)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--results", default=os.path.join(here, "..", "results"))
    ap.add_argument("--out", help="folder to write to (default: the results folder)")
    ap.add_argument("--plan")
    ap.add_argument("runs", nargs="*")
    args = ap.parse_args()
    files = args.runs or sorted(glob.glob(os.path.join(args.results, "*-run*.json")))
    plan_file = args.plan
    if not plan_file and not args.runs:
        found = sorted(glob.glob(os.path.join(args.results, "*-plan.json")))
        plan_file = found[0] if found else None
    if not files:
        print("make-readme: no result files", file=sys.stderr)
        return 1
    docs = [json.load(open(f)) for f in files]
    for f, d in zip(files, docs):
        if d.get("schema") != "cudalint-probe/1":
            print(f"make-readme: {f}: not a cudalint-probe/1 document", file=sys.stderr)
            return 1
    names = [os.path.splitext(os.path.basename(f))[0] for f in files]
    checks = [d["checks"] for d in docs]
    gpu = docs[0]["machine"]["gpu"]["name"]

    out = [f"# cudalint-probe results: {gpu}", ""]
    out.append(
        "Written by `runtime-probe/scripts/make-readme.py` from " +
        ", ".join(f"`{os.path.basename(f)}`" for f in files) +
        (f" and `{os.path.basename(plan_file)}`" if plan_file else "") +
        ". Every figure is copied from those files as stored (6 significant digits); the "
        "columns marked * are the only arithmetic: (max - min) / mean over the runs. Charts: "
        "`runtime-probe/scripts/make-charts.py`. Schema and method: `docs/probe.md`.")
    out.append("")
    runs = []
    for n, d in zip(names, docs):
        runs.append([n, d["run"]["started_utc"], d["run"]["mode"], num(d["run"]["duration_s"]),
                     num(d["verification"]["ok"]), len(d["verification"]["failures"])])
    out.append(table(["run", "started (UTC)", "mode", "duration_s", "all verified",
                      "verification failures"], runs))
    out.append("")
    out.append("Commands (on the device machine, repository root; `build-deps` carried nlohmann "
               "and GoogleTest CMake packages):")
    out.append("")
    out.append("```sh")
    out.append("CUDALINT_PROBE_PREFIX=$PWD/build-deps scripts/build-probe build-probe")
    out.append("ctest --test-dir build-probe")
    for n in names:
        out.append(f"build-probe/cudalint-probe --json $OUT/{n}.json")
    if plan_file:
        out.append("build-probe/cudalint-probe --plan runtime-probe/plans/example-plan.json "
                   f"--json $OUT/{os.path.basename(plan_file)}")
    out.append("```")
    out.append("")
    out.append("## Machine")
    out.append("")
    out.append(machine_section(docs, names))
    out.append("")
    out.append("## Headlines")
    out.append("")
    hrows = []
    for bench in checks[0]:
        hs = [ch[bench]["headline"] for ch in checks if bench in ch]
        h0 = hs[0]
        hrows.append([f"cuda-{bench}", h0["id"], h0["metric"],
                      f"{h0['bad_variant']} vs {h0['fixed_variant']}",
                      joined([h.get("bad") for h in hs]), joined([h.get("fixed") for h in hs]),
                      joined([h.get("cost_factor") for h in hs]),
                      pct(rel_diff([h.get("cost_factor") for h in hs]))])
    out.append(table(["check", "headline", "metric", "bad vs fixed",
                      f"bad ({' / '.join(names)})", f"fixed ({' / '.join(names)})",
                      "cost factor", "cost run-to-run*"], hrows))
    out.append("")
    out.append("cost factor = how many times worse the flagged variant is: bad / fixed for times, "
               "fixed / bad for rates (gbps, concurrency). Below 1, the fix costs more.")
    out.append("")
    for bench in checks[0]:
        out.append(f"## cuda-{bench}")
        out.append("")
        for n, ch in zip(names, checks):
            out.append(f"- {n}: {ch[bench]['summary']}")
        out.append("")
        out.append(f"![{bench}]({bench}.svg)")
        out.append("")
        out.append(comparisons_table(checks, bench, names))
        out.append("")
        out.append("Headline in bold. spread = (max - min) / median of the repetitions within a "
                   "run, from the variant's statistics in the JSON.")
        out.append("")
        if bench == "pageable-async-memcpy":
            out.append(pageable_by_size(checks, bench, names))
            out.append("")
        if bench == "alloc-in-loop":
            out.append(alloc_by_size(checks, bench, names))
            out.append("")
        if bench == "elapsed-time-disable-timing":
            out.append(elapsed_cases(checks, bench, names))
            out.append("")
    if plan_file:
        plan = json.load(open(plan_file))
        out.append(f"## Plan results (`{os.path.basename(plan_file)}`, "
                   "`runtime-probe/plans/example-plan.json`)")
        out.append("")
        out.append(plan_section(plan))
        out.append("")
    path = os.path.join(args.out or args.results, "README.md")
    with open(path, "w") as fh:
        fh.write("\n".join(out))
    print(f"make-readme: wrote {os.path.relpath(path)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
