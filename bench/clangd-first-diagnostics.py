#!/usr/bin/env python3
"""Time until an editor sees diagnostics: cudalint-clangd with the cuda-* checks vs stock clangd.

For each file and configuration, a fresh clangd is started in a scratch project (the file's
folder copied, a .clangd with the compile flags), the file is opened, and two times are taken:

  open   didOpen -> the first textDocument/publishDiagnostics (preamble + AST + checks), cold;
  edit   didChange (a comment appended; the preamble is reused) -> its publishDiagnostics,
         asked for with clangd's wantDiagnostics so that no debounce delay is included.

Both as wall-clock time and as the clangd process's CPU time (user + system, from /proc),
which a busy machine disturbs less. Runs are interleaved across configurations; the table
shows medians and the ratio to stock clangd. A benchmark, not a test: nothing is asserted.

Configurations:
  stock          clangd-22 as installed, clangd's default clang-tidy checks
  cuda           cudalint-clangd, ClangTidy.Add [cuda-*] (docs/editors.md's minimal .clangd)
  cuda+defaults  cudalint-clangd, cuda-* plus clangd's default checks
  ours-defaults  cudalint-clangd, clangd's default checks only (the binary itself, no cuda-*)
"""
import argparse
import glob
import os
import shutil
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "test", "clangd"))
import lsp_client  # noqa: E402

# clangd 22's defaults when no configuration names a check (TidyProvider.cpp).
CLANGD_DEFAULT_CHECKS = [
    "readability-misleading-indentation", "readability-deleted-default",
    "bugprone-integer-division", "bugprone-sizeof-expression",
    "bugprone-suspicious-missing-comma", "bugprone-unused-raii",
    "bugprone-unused-return-value", "misc-unused-using-decls", "misc-unused-alias-decls",
    "misc-definitions-in-headers"]
CLK_TCK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK  # utime + stime


def config_text(flags, checks):
    lines = ["CompileFlags:", "  CompilationDatabase: None",
             "  Add: " + lsp_client.yaml_list(flags)]
    if checks:
        lines += ["Diagnostics:", "  ClangTidy:", "    Add: " + lsp_client.yaml_list(checks),
                  "    FastCheckFilter: Loose"]
    return "\n".join(lines) + "\n"


def measure(clangd, source, flags, checks, edits):
    """One cold open and `edits` edits in a fresh clangd: (open wall, open cpu, [edit wall],
    [edit cpu], number of diagnostics, number of cuda-* diagnostics)."""
    ws = lsp_client.Workspace(config_text(flags, checks), prefix="clangd-bench.")
    try:
        # The whole folder: sources include their neighbours ("kernels.cuh").
        for sibling in os.listdir(os.path.dirname(source)):
            full = os.path.join(os.path.dirname(source), sibling)
            if os.path.isfile(full):
                ws.add(full)
        path = os.path.join(ws.root, os.path.basename(source))
        session = lsp_client.Session([clangd, "-enable-config", "-log=error",
                                      "-background-index=0"], ws.root,
                                     os.path.join(ws.root, "clangd.log"))
        session.initialize(ws.root)
        with open(path) as f:
            text = f.read()
        cpu0 = cpu_seconds(session.proc.pid)
        t0 = time.monotonic()
        session.open(path, text)
        first = session.diagnostics(path, 0)
        open_wall, open_cpu = time.monotonic() - t0, cpu_seconds(session.proc.pid) - cpu0
        diags = first["params"]["diagnostics"]
        n_cuda = sum(1 for d in diags if str(d.get("code", "")).startswith("cuda-"))
        edit_wall, edit_cpu = [], []
        for version in range(1, edits + 1):
            text += "// edit %d\n" % version
            cpu0 = cpu_seconds(session.proc.pid)
            t0 = time.monotonic()
            session.send({"method": "textDocument/didChange", "params": {
                "textDocument": {"uri": lsp_client.path_to_uri(path), "version": version},
                "contentChanges": [{"text": text}], "wantDiagnostics": True}})
            session.diagnostics(path, version)
            edit_wall.append(time.monotonic() - t0)
            edit_cpu.append(cpu_seconds(session.proc.pid) - cpu0)
        rc = session.close()
        if rc != 0:
            raise RuntimeError("%s exited with %d on %s" % (clangd, rc, source))
        return open_wall, open_cpu, edit_wall, edit_cpu, len(diags), n_cuda
    finally:
        ws.remove()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cudalint-clangd", default=os.path.join(ROOT, "build", "bin",
                                                              "cudalint-clangd"))
    ap.add_argument("--stock-clangd", default="/usr/lib/llvm-22/bin/clangd")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--runs", type=int, default=7, help="fresh clangd processes per cell")
    ap.add_argument("--edits", type=int, default=3, help="edits timed per process")
    ap.add_argument("--warmup", type=int, default=1,
                    help="untimed rounds first (loads binaries and headers into the page cache)")
    ap.add_argument("--configs", default="stock,cuda,cuda+defaults,ours-defaults")
    ap.add_argument("files", nargs="*", help="default: test/checkers/cuda/*.cu and, when "
                                             "present, examples/src/*.cu")
    args = ap.parse_args()

    files = args.files or (sorted(glob.glob(os.path.join(ROOT, "test", "checkers", "cuda",
                                                         "*.cu")))
                           + sorted(glob.glob(os.path.join(ROOT, "examples", "src", "*.cu"))))
    files = [os.path.abspath(f) for f in files]
    real = os.path.isfile(os.path.join(args.cuda_path, "include", "cuda_runtime.h"))
    if real:
        flags = lsp_client.cuda_compile_flags("real", cuda_path=args.cuda_path)
    else:
        flags = lsp_client.cuda_compile_flags(
            "hermetic", inputs=os.path.join(ROOT, "test", "checkers", "Inputs"))
    configs = {
        "stock": (args.stock_clangd, []),
        "cuda": (args.cudalint_clangd, ["cuda-*"]),
        "cuda+defaults": (args.cudalint_clangd, ["cuda-*"] + CLANGD_DEFAULT_CHECKS),
        "ours-defaults": (args.cudalint_clangd, []),
    }
    names = [c for c in args.configs.split(",") if c]
    for c in names:
        if c not in configs:
            ap.error("unknown configuration " + c)

    results = {(f, c): [] for f in files for c in names}
    for run in range(-args.warmup, args.runs):
        for f in files:
            for c in names:  # interleaved, so drifting load hits every configuration alike
                clangd, checks = configs[c]
                sample = measure(clangd, f, flags, checks, args.edits)
                if run >= 0:
                    results[(f, c)].append(sample)
        print("run %d/%d done" % (run + 1, args.runs) if run >= 0 else "warm-up done",
              file=sys.stderr)

    def med(values):
        return statistics.median(values)

    print("headers: %s; %d runs x %d edits per cell; median wall / CPU seconds; ratio = / stock"
          % ("CUDA toolkit at " + args.cuda_path if real else "hermetic fake headers",
             args.runs, args.edits))
    print()
    print("| file | configuration | open wall | open CPU | ratio (wall, CPU) | edit wall | "
          "edit CPU | ratio (wall, CPU) | diagnostics (cuda-*) |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    ratios = {c: [] for c in names}
    for f in files:
        base = None
        for c in names:
            rows = results[(f, c)]
            ow, oc = med([r[0] for r in rows]), med([r[1] for r in rows])
            ew = med([x for r in rows for x in r[2]]) if args.edits else float("nan")
            ec = med([x for r in rows for x in r[3]]) if args.edits else float("nan")
            cell = (ow, oc, ew, ec)
            if c == "stock":
                base = cell
            if base:
                rw = [cell[i] / base[i] if base[i] else float("nan") for i in range(4)]
                ratios[c].append(rw)
                r_open, r_edit = "%.2f, %.2f" % (rw[0], rw[1]), "%.2f, %.2f" % (rw[2], rw[3])
            else:
                r_open = r_edit = "-"
            label = os.path.relpath(f, ROOT) if f.startswith(ROOT) else f
            print("| %s | %s | %.3f | %.3f | %s | %.3f | %.3f | %s | %d (%d) |"
                  % (label, c, ow, oc, r_open, ew, ec, r_edit, rows[0][4], rows[0][5]))
    if "stock" in names:
        print()
        print("Geometric mean of the per-file ratios to stock (open wall, open CPU, edit wall, "
              "edit CPU):")
        for c in names:
            if c == "stock" or not ratios[c]:
                continue
            gm = [statistics.geometric_mean([r[i] for r in ratios[c]]) for i in range(4)]
            print("- %s: %.2f, %.2f, %.2f, %.2f" % (c, *gm))
    return 0


if __name__ == "__main__":
    sys.exit(main())
