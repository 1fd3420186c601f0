#!/usr/bin/env python3
"""Draws one SVG chart per benchmark (bad vs fixed) from cudalint-probe JSON results.

usage: make-charts.py [--results DIR] [--out DIR] [RUN.json ...]

With no RUN files, every '*-run*.json' in DIR (default: runtime-probe/results) is read, in name
order. Each chart is written to DIR/<bench>.svg. Every figure drawn is a median read from the
JSON; nothing is computed but positions. Python 3 standard library only; the SVG is written by
hand.
"""

import argparse
import glob
import json
import math
import os
import sys
from xml.sax.saxutils import escape

BAD = "#c0392b"
FIXED = "#1e8449"
OTHER = ["#2471a3", "#7d3c98", "#b9770e", "#566573"]
RUN_OPACITY = [1.0, 0.55, 0.35, 0.25]
FONT = "font-family='Helvetica, Arial, sans-serif'"


def fmt(x):
    """A figure as it appears in labels: 3 significant digits, no exponent for usual ranges."""
    if x is None or (isinstance(x, float) and not math.isfinite(x)):
        return "n/a"
    if x == 0:
        return "0"
    mag = math.floor(math.log10(abs(x)))
    decimals = max(0, 2 - mag)
    return f"{x:.{decimals}f}"


def fmt_bytes(b):
    units = ["B", "KiB", "MiB", "GiB"]
    v, u = float(b), 0
    while v >= 1024 and u < 3:
        v /= 1024
        u += 1
    return f"{v:g} {units[u]}"


class Svg:
    def __init__(self, width, height):
        self.w, self.h = width, height
        self.parts = []

    def add(self, s):
        self.parts.append(s)

    def text(self, x, y, s, size=12, anchor="start", weight="normal", fill="#222", rotate=None):
        tr = f" transform='rotate({rotate} {x:.1f} {y:.1f})'" if rotate is not None else ""
        self.add(f"<text x='{x:.1f}' y='{y:.1f}' font-size='{size}' text-anchor='{anchor}' "
                 f"font-weight='{weight}' fill='{fill}' {FONT}{tr}>{escape(str(s))}</text>")

    def line(self, x1, y1, x2, y2, stroke="#999", width=1, dash=None, opacity=1.0):
        d = f" stroke-dasharray='{dash}'" if dash else ""
        self.add(f"<line x1='{x1:.1f}' y1='{y1:.1f}' x2='{x2:.1f}' y2='{y2:.1f}' "
                 f"stroke='{stroke}' stroke-width='{width}' opacity='{opacity}'{d}/>")

    def rect(self, x, y, w, h, fill, opacity=1.0, title=None):
        t = f"<title>{escape(title)}</title>" if title else ""
        self.add(f"<rect x='{x:.1f}' y='{y:.1f}' width='{max(w, 0):.1f}' height='{max(h, 0):.1f}' "
                 f"fill='{fill}' fill-opacity='{opacity}'>{t}</rect>")

    def polyline(self, pts, stroke, width=2, dash=None, opacity=1.0):
        d = f" stroke-dasharray='{dash}'" if dash else ""
        p = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        self.add(f"<polyline points='{p}' fill='none' stroke='{stroke}' stroke-width='{width}' "
                 f"opacity='{opacity}'{d}/>")

    def circle(self, x, y, r, fill, opacity=1.0, title=None):
        t = f"<title>{escape(title)}</title>" if title else ""
        self.add(f"<circle cx='{x:.1f}' cy='{y:.1f}' r='{r}' fill='{fill}' "
                 f"fill-opacity='{opacity}'>{t}</circle>")

    def render(self):
        return (f"<svg xmlns='http://www.w3.org/2000/svg' width='{self.w}' height='{self.h}' "
                f"viewBox='0 0 {self.w} {self.h}'>\n"
                f"<rect width='100%' height='100%' fill='white'/>\n" + "\n".join(self.parts) +
                "\n</svg>\n")


def nice_max(v):
    if v <= 0:
        return 1.0
    mag = 10 ** math.floor(math.log10(v))
    for m in (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10):
        if m * mag >= v:
            return m * mag
    return 10 * mag


def bar_panel(svg, x0, y0, w, h, comp_by_run, run_names):
    """Bad vs fixed medians of one comparison, one pair of bars per run."""
    first = comp_by_run[0]
    unit = first["metric"]
    svg.text(x0 + w / 2, y0 + 14, first["id"], size=12, anchor="middle", weight="bold")
    params = ", ".join(f"{k}={fmt_bytes(v) if 'bytes' in k and isinstance(v, int) else v}"
                       for k, v in sorted(first.get("params", {}).items())
                       if k in ("bytes", "alloc_bytes", "direction", "kernel_us", "kernels",
                                "total_bytes", "chunk_bytes"))
    if params:
        svg.text(x0 + w / 2, y0 + 28, params, size=10, anchor="middle", fill="#555")
    top, bottom = y0 + 40, y0 + h - 62
    vals = [c[k] for c in comp_by_run for k in ("bad", "fixed") if c.get(k) is not None]
    vmax = nice_max(max(vals) if vals else 1)
    left = x0 + 46
    svg.line(left, top, left, bottom, stroke="#666")
    svg.line(left, bottom, x0 + w - 6, bottom, stroke="#666")
    for i in range(5):
        v = vmax * i / 4
        y = bottom - (bottom - top) * i / 4
        svg.line(left - 3, y, left, y, stroke="#666")
        svg.text(left - 5, y + 4, fmt(v), size=9, anchor="end", fill="#555")
        if i:
            svg.line(left, y, x0 + w - 6, y, stroke="#eee")
    svg.text(x0 + 10, (top + bottom) / 2, unit, size=10, anchor="middle", fill="#555", rotate=-90)
    n = len(comp_by_run)
    slot = (x0 + w - 6 - left) / 2
    bw = min(36, (slot - 16) / max(n, 1))
    for k, (key, color) in enumerate((("bad", BAD), ("fixed", FIXED))):
        cx = left + slot * k + slot / 2
        for r, c in enumerate(comp_by_run):
            v = c.get(key)
            bx = cx - n * bw / 2 + r * bw
            if v is None:
                continue
            bh = (bottom - top) * v / vmax
            svg.rect(bx + 1, bottom - bh, bw - 2, bh, color, RUN_OPACITY[r % 4],
                     title=f"{run_names[r]} {key} ({c[key + '_variant']}): {v} {unit}")
            svg.text(bx + bw / 2, bottom - bh - 3, fmt(v), size=9, anchor="middle")
        svg.text(cx, bottom + 13, key, size=10, anchor="middle", fill=color, weight="bold")
        for j, part in enumerate(wrap(first[key + "_variant"], 24)):
            svg.text(cx, bottom + 25 + 11 * j, part, size=9, anchor="middle", fill=color)
    costs = " / ".join(fmt(c.get("cost_factor")) for c in comp_by_run)
    svg.text(x0 + w / 2, bottom + 52, f"cost factor {costs}x", size=10, anchor="middle",
             fill="#333")


def wrap(name, width):
    """Splits a long variant name at underscores into lines of at most about width chars."""
    if len(name) <= width:
        return [name]
    lines, cur = [], ""
    for part in name.split("_"):
        cand = part if not cur else cur + "_" + part
        if len(cand) > width and cur:
            lines.append(cur + "_")
            cur = part
        else:
            cur = cand
    lines.append(cur)
    return lines


def variants_panel(svg, x0, y0, w, title, metric, rows, run_names, bad, fixed):
    """Horizontal bars: rows = [(variant, [median per run])]. Returns the panel's height."""
    svg.text(x0 + w / 2, y0 + 14, title, size=12, anchor="middle", weight="bold")
    n = len(run_names)
    bh, gap = 9, 8
    left, right, top = x0 + 200, x0 + w - 50, y0 + 26
    vals = [v for _, vs in rows for v in vs if v is not None]
    vmax = nice_max(max(vals) if vals else 1)
    y = top
    for variant, vs in rows:
        color = BAD if variant == bad else FIXED if variant == fixed else OTHER[0]
        svg.text(left - 6, y + n * bh / 2 + 4, variant, size=10, anchor="end", fill=color)
        for r, v in enumerate(vs):
            if v is None:
                continue
            wv = (right - left) * v / vmax
            svg.rect(left, y + r * bh, wv, bh - 1, color, RUN_OPACITY[r % 4],
                     title=f"{run_names[r]} {variant}: {v} {metric}")
            svg.text(left + wv + 3, y + r * bh + bh - 1, fmt(v), size=8, fill="#333")
        y += n * bh + gap
    svg.line(left, top - 2, left, y - gap + 2, stroke="#666")
    svg.text((left + right) / 2, y + 10, f"{metric} (median; one bar per run, in run order)",
             size=9, anchor="middle", fill="#555")
    return y + 16 - y0


def line_panel(svg, x0, y0, w, h, title, xlabel, ylabel, series, logy=False):
    """series: [(label, color, dash, opacity, [(x, y), ...])]; x is log2-scaled."""
    svg.text(x0 + w / 2, y0 + 14, title, size=12, anchor="middle", weight="bold")
    top, bottom, left, right = y0 + 26, y0 + h - 34, x0 + 52, x0 + w - 8
    xs = [p[0] for s in series for p in s[4]]
    ys = [p[1] for s in series for p in s[4] if p[1] is not None and p[1] > 0]
    if not xs or not ys:
        return
    lx0, lx1 = math.log2(min(xs)), math.log2(max(xs))
    if lx1 == lx0:
        lx1 = lx0 + 1
    if logy:
        ly0 = math.floor(math.log10(min(ys)))
        ly1 = math.ceil(math.log10(max(ys)))
        if ly1 == ly0:
            ly1 += 1

        def ypos(v):
            return bottom - (bottom - top) * (math.log10(v) - ly0) / (ly1 - ly0)
        ticks = [10 ** e for e in range(ly0, ly1 + 1)]
    else:
        ymax = nice_max(max(ys))

        def ypos(v):
            return bottom - (bottom - top) * v / ymax
        ticks = [ymax * i / 5 for i in range(6)]

    def xpos(v):
        return left + (right - left) * (math.log2(v) - lx0) / (lx1 - lx0)

    svg.line(left, top, left, bottom, stroke="#666")
    svg.line(left, bottom, right, bottom, stroke="#666")
    for t in ticks:
        y = ypos(t)
        svg.line(left - 3, y, left, y, stroke="#666")
        svg.line(left, y, right, y, stroke="#eee")
        svg.text(left - 5, y + 4, fmt(t), size=9, anchor="end", fill="#555")
    for xv in sorted(set(xs)):
        x = xpos(xv)
        svg.line(x, bottom, x, bottom + 3, stroke="#666")
        svg.text(x, bottom + 14, fmt_bytes(xv).replace(" ", ""), size=9, anchor="middle",
                 fill="#555")
    svg.text((left + right) / 2, bottom + 28, xlabel, size=10, anchor="middle", fill="#555")
    svg.text(x0 + 12, (top + bottom) / 2, ylabel, size=10, anchor="middle", fill="#555",
             rotate=-90)
    for label, color, dash, opacity, pts in series:
        pts = [(x, y) for x, y in pts if y is not None and y > 0]
        svg.polyline([(xpos(x), ypos(y)) for x, y in pts], color, dash=dash, opacity=opacity)
        for x, y in pts:
            svg.circle(xpos(x), ypos(y), 2.5, color, opacity, title=f"{label} {fmt_bytes(x)}: {y}")


def legend(svg, x, y, items):
    for label, color, dash, opacity in items:
        svg.line(x, y - 4, x + 22, y - 4, stroke=color, width=3, dash=dash, opacity=opacity)
        svg.text(x + 27, y, label, size=10)
        x += 34 + 6.2 * len(label)


def header(svg, bench, docs, run_names):
    first = docs[0]
    gpu = first["machine"]["gpu"]
    svg.text(16, 24, f"cuda-{bench}: bad vs fixed", size=16, weight="bold")
    runs = ", ".join(f"{n} ({d['run']['started_utc']})" for n, d in zip(run_names, docs))
    svg.text(16, 42, f"{gpu['name']} (sm_{gpu['compute_capability']}), CUDA driver "
             f"{first['machine']['cuda_driver_version']}, {first['run']['mode']} mode; runs: "
             f"{runs}", size=10, fill="#555")


def bar_grid(svg, y, checks_by_run, bench, run_names, ids=None, cols=3, pw=300, ph=250):
    comps0 = checks_by_run[0][bench]["comparisons"]
    chosen = [c["id"] for c in comps0 if ids is None or c["id"] in ids]
    for i, cid in enumerate(chosen):
        by_run = []
        for checks in checks_by_run:
            match = [c for c in checks[bench]["comparisons"] if c["id"] == cid]
            if match:
                by_run.append(match[0])
        bar_panel(svg, 10 + (i % cols) * pw, y + (i // cols) * ph, pw - 10, ph - 10, by_run,
                  run_names)
    rows = (len(chosen) + cols - 1) // cols
    return y + rows * ph


def run_legend(svg, y, run_names):
    items = [(f"bad ({n})", BAD, None, RUN_OPACITY[i % 4]) for i, n in enumerate(run_names)]
    items += [(f"fixed ({n})", FIXED, None, RUN_OPACITY[i % 4]) for i, n in enumerate(run_names)]
    legend(svg, 16, y, items)


def chart_pageable(docs, run_names, bench):
    checks = [d["checks"] for d in docs]
    svg = Svg(920, 2000)
    header(svg, bench, docs, run_names)
    y = 70
    kinds = [("pageable", BAD), ("pinned", FIXED), ("registered", OTHER[0])]
    dashes = [None, "6 3", "2 3", "1 2"]
    for p, (direction, title) in enumerate((("h2d", "H2D"), ("d2h", "D2H"))):
        series = []
        for r, c in enumerate(checks):
            rows = c[bench]["by_size"]
            for kind, color in kinds:
                pts = [(row["bytes"], row.get(f"{direction}_{kind}_gbps")) for row in rows]
                series.append((f"{kind} {run_names[r]}", color, dashes[r % 4], 1.0, pts))
        line_panel(svg, 10 + p * 455, y, 445, 290,
                   f"{title} cudaMemcpyAsync bandwidth (median)", "bytes per copy", "gbps",
                   series)
    y += 300
    items = [(k, col, None, 1.0) for k, col in kinds]
    items += [(n, "#555", dashes[i % 4], 1.0) for i, n in enumerate(run_names)]
    legend(svg, 16, y + 4, items)
    y += 24
    run_legend(svg, y, run_names)
    ids = [c["id"] for c in checks[0][bench]["comparisons"]]
    end = bar_grid(svg, y + 10, checks, bench, run_names, ids=ids)
    svg.h = int(end + 10)
    return svg


def chart_alloc(docs, run_names, bench):
    checks = [d["checks"] for d in docs]
    modes = [("malloc_free", BAD), ("hoisted", FIXED), ("async_default_pool", OTHER[2]),
             ("async_pool_retain", OTHER[0])]
    dashes = [None, "6 3", "2 3", "1 2"]
    svg = Svg(920, 2000)
    header(svg, bench, docs, run_names)
    y = 70
    series = []
    for r, c in enumerate(checks):
        rows = c[bench]["by_size"]
        for mode, color in modes:
            pts = [(row["alloc_bytes"], row.get(f"{mode}_us_per_iter")) for row in rows]
            series.append((f"{mode} {run_names[r]}", color, dashes[r % 4], 1.0, pts))
    line_panel(svg, 10, y, 900, 300, "host time per loop iteration (median)",
               "bytes allocated per iteration", "us_per_iter (log scale)", series, logy=True)
    y += 310
    items = [(m, col, None, 1.0) for m, col in modes]
    items += [(n, "#555", dashes[i % 4], 1.0) for i, n in enumerate(run_names)]
    legend(svg, 16, y + 4, items)
    y += 24
    run_legend(svg, y, run_names)
    ids = [c["id"] for c in checks[0][bench]["comparisons"]
           if not c["id"].endswith("_pool_retain") and not c["id"].endswith("_default_vs_retain")]
    end = bar_grid(svg, y + 10, checks, bench, run_names, ids=ids)
    svg.h = int(end + 10)
    return svg


def chart_generic(docs, run_names, bench):
    checks = [d["checks"] for d in docs]
    svg = Svg(920, 2000)
    header(svg, bench, docs, run_names)
    run_legend(svg, 66, run_names)
    end = bar_grid(svg, 76, checks, bench, run_names, ph=250)
    y = end
    if bench == "default-stream":
        # Every placement of the kernels experiment, not only the headline pair.
        head = checks[0][bench]["headline"]
        variants = list(checks[0][bench]["experiments"]["kernels"]["variants"])
        for i, metric in enumerate(("span_us", "concurrency")):
            rows = [(v, [c[bench]["experiments"]["kernels"]["variants"].get(v, {})
                         .get(metric, {}).get("median") for c in checks]) for v in variants]
            ph = variants_panel(svg, 10 + i * 455, y, 445, f"kernels: {metric}, every placement",
                                metric, rows, run_names, head["bad_variant"],
                                head["fixed_variant"])
        y += ph
    if bench == "elapsed-time-disable-timing":
        svg.text(16, y + 4, "cost factor below 1: the fixed variant (timing events) costs more",
                 size=11, fill="#333")
        y += 22
        for n, c in zip(run_names, checks):
            h = c[bench]["headline"]
            svg.text(16, y + 4, f"{n}: cudaEventElapsedTime on DisableTiming events returned "
                     f"{h.get('elapsed_time_error')}; output "
                     f"{'left untouched' if h.get('output_untouched') else 'written'}", size=11)
            y += 18
    svg.h = int(y + 10)
    return svg


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--results", default=os.path.join(here, "..", "results"))
    ap.add_argument("--out", help="folder to write to (default: the results folder)")
    ap.add_argument("runs", nargs="*")
    args = ap.parse_args()
    files = args.runs or sorted(glob.glob(os.path.join(args.results, "*-run*.json")))
    if not files:
        print("make-charts: no result files", file=sys.stderr)
        return 1
    docs = []
    for f in files:
        with open(f) as fh:
            d = json.load(fh)
        if d.get("schema") != "cudalint-probe/1":
            print(f"make-charts: {f}: not a cudalint-probe/1 document", file=sys.stderr)
            return 1
        docs.append(d)
    run_names = [os.path.splitext(os.path.basename(f))[0] for f in files]
    benches = [b for b in docs[0]["checks"] if all(b in d["checks"] for d in docs)]
    for bench in benches:
        if bench == "pageable-async-memcpy":
            svg = chart_pageable(docs, run_names, bench)
        elif bench == "alloc-in-loop":
            svg = chart_alloc(docs, run_names, bench)
        else:
            svg = chart_generic(docs, run_names, bench)
        out = os.path.join(args.out or args.results, f"{bench}.svg")
        with open(out, "w") as fh:
            fh.write(svg.render())
        print(f"make-charts: wrote {os.path.relpath(out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
