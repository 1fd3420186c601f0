#!/usr/bin/env python3
"""Runs one cuda-* check on a test file through each front end and checks its output.

Usage (from lit):  %check_cuda [options] FILE CHECKS [-- EXTRA_COMPILER_ARGS]

For every front end (the clang-tidy-22 plugin, the cudalint CLI, cudalint-clangd) and every
header set (the hermetic stand-ins in checkers/Inputs, and the real toolkit when --cuda-path is
given), the file is copied to a scratch folder, analysed with --fix, and:
  - the diagnostics are checked with FileCheck against the file's CHECK-MESSAGES[-SUFFIX]
    lines; any other warning or error fails the test (so every silent case is asserted);
  - the fixed file is checked against CHECK-FIXES[-SUFFIX] lines when the file has any, and
    must equal the original when it has none.

The clangd front end talks LSP to cudalint-clangd the way an editor does (clangd/lsp_client.py):
the scratch folder gets the .clangd of docs/editors.md (compile flags, ClangTidy.Add of the
checks, FastCheckFilter: Loose; no standard-library index, which no finding needs) and a
.clang-tidy holding --config; the file is opened, the published diagnostics (notes from
relatedInformation) are turned back into clang-tidy's text, and the quick fixes are applied as
--fix (and --fix-notes) would. Where clangd differs by
design, the comparison follows it:
  - compiler warnings are left out (clang-tidy hides them unless clang-diagnostic-* is listed);
  - a note that carries fix-its is a quick fix in clangd, titled by the note and without its
    column: its CHECK-MESSAGES line is satisfied by a quick fix of that text on that line;
  - clangd does not look into the bodies of functions in included headers: findings that need
    them are written CHECK-MESSAGES-TU (plugin and CLI only), and clangd must stay silent there.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "clangd"))
import lsp_client  # noqa: E402


def run(cmd, cwd=None):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout


def filecheck(args, check_file, text, prefix, strict, extra_prefixes=()):
    cmd = [args.filecheck, check_file, "--check-prefixes=" + ",".join([prefix, *extra_prefixes]),
           "--allow-unused-prefixes", "--dump-input=fail", "--allow-empty"]
    if strict:
        cmd += ["--implicit-check-not={{warning|error}}:"]
    p = subprocess.run(cmd, input=text, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout


def compile_args(args, headers):
    language = os.path.splitext(args.file)[1]
    if language in (".c", ".cpp"):
        # Host C and C++ built by g++/gcc against the toolkit's headers: no CUDA mode.
        base = ["-std=c11"] if language == ".c" else ["-std=c++17"]
        return base + ["-isystem", args.inputs if headers == "hermetic"
                       else os.path.join(args.cuda_path, "include")]
    base = ["--cuda-host-only", "-Wno-unknown-cuda-version", "-std=c++17"]
    if headers == "hermetic":
        # System headers, like the real toolkit's (clang adds those with -internal-isystem).
        return base + ["-nocudainc", "-nocudalib", "-isystem", args.inputs]
    return base + ["--cuda-path=" + args.cuda_path, "--cuda-gpu-arch=sm_90"]


def tool_command(args, front_end, path, headers, extra):
    checks = "-*," + args.checks
    cc = compile_args(args, headers) + extra
    fix = ["--fix"] + (["--fix-notes"] if args.fix_notes else [])
    if front_end == "plugin":
        cmd = [args.clang_tidy, "--load=" + args.plugin, "--checks=" + checks] + fix
        if args.config:
            cmd.append("--config=" + args.config)
        return cmd + [path, "--"] + cc + args.plugin_args.split()
    cmd = [args.cudalint, "--checks=" + checks] + fix
    if args.config:
        cmd.append("--config=" + args.config)
    return cmd + [path, "--"] + cc


def run_clangd(args, path, headers, extra):
    """Analyses path with cudalint-clangd over LSP, applies the quick fixes to the file as --fix
    (and --fix-notes) would, and returns (exit status, diagnostics as clang-tidy text, the
    quick fixes that came from notes as (title, line) pairs)."""
    scratch = os.path.dirname(path)
    config = lsp_client.clangd_config(compile_args(args, headers) + extra, args.checks,
                                      stdlib_index=False)
    with open(os.path.join(scratch, ".clangd"), "w") as f:
        f.write(config)
    if args.config:
        with open(os.path.join(scratch, ".clang-tidy"), "w") as f:
            f.write(args.config + "\n")
    with open(path) as f:
        text = f.read()
    session = lsp_client.Session(lsp_client.clangd_command(args.clangd), scratch,
                                 os.path.join(scratch, "clangd.log"))
    edits, note_fixes = [], []
    try:
        session.initialize(scratch)
        session.open(path, text)
        publish = session.diagnostics(path, 0)
        uri = publish["params"]["uri"]
        for d in publish["params"]["diagnostics"]:
            if d.get("source") != "clang-tidy":
                continue
            actions = session.code_actions(path, d)["result"]
            note_fixes += [(a["title"], lsp_client.first_edit_line(a))
                           for a in lsp_client.quick_fixes(actions) if lsp_client.is_note_fix(a, d)]
            for e in lsp_client.fix_edits(actions, uri, d, args.fix_notes):
                if e not in edits:
                    edits.append(e)
        rc = session.close()
    except (lsp_client.ClangdDied, TimeoutError, RuntimeError) as e:
        session.proc.kill()
        session.close()
        with open(os.path.join(scratch, "clangd.log"), errors="replace") as f:
            return 2, "%s\n%s" % (e, f.read()[-6000:]), []
    with open(path, "w") as f:
        f.write(lsp_client.apply_edits(text, edits))
    return rc, lsp_client.diagnostics_as_text(publish, compiler_warnings=False), note_fixes


def pattern_regex(pattern):
    """A FileCheck pattern ({{regex}} parts, literal text elsewhere) as a Python regex."""
    parts = re.split(r"(\{\{.*?\}\})", pattern)
    return "".join(p[2:-2] if p.startswith("{{") else re.escape(p) for p in parts)


def without_note_fix_directives(check_text, prefix, note_fixes):
    """The check file for the clangd front end. clangd offers a note that carries fix-its as a
    quick fix titled by the note's text, and LSP has no place for the note's column: each
    '<prefix>: ...:[[@LINE-N]]:COL: note: TEXT' line that such a quick fix matches (same text,
    edits starting on that line) is blanked, the rest is checked as for the other front ends."""
    directive = re.compile(r"//\s*" + re.escape(prefix) +
                           r":\s*:\[\[@LINE([+-]\d+)?\]\]:\d+: note: (.*)$")
    out = []
    for number, line in enumerate(check_text.split("\n"), start=1):
        m = directive.search(line)
        if m:
            target = number + int(m.group(1) or 0)
            regex = pattern_regex(m.group(2).rstrip())
            if any(fix_line == target and re.match(regex, title)
                   for title, fix_line in note_fixes):
                line = line[:m.start()] + "//"
        out.append(line)
    return "\n".join(out)


def main():
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        i = argv.index("--")
        argv, extra = argv[:i], argv[i + 1:]
    ap = argparse.ArgumentParser()
    ap.add_argument("--clang-tidy", required=True)
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--cudalint", required=True)
    ap.add_argument("--clangd", help="cudalint-clangd, for the clangd front end")
    ap.add_argument("--filecheck", required=True)
    ap.add_argument("--inputs", required=True)
    ap.add_argument("--cuda-path")
    ap.add_argument("--modes", default="plugin,cli", help="front ends to run")
    ap.add_argument("--headers", default="hermetic,real", help="header sets to use")
    ap.add_argument("--plugin-args", default="",
                    help="compiler arguments for the plugin only (what cudalint and "
                         "cudalint-clangd add by themselves, e.g. -include of the nvcc "
                         "compatibility header)")
    ap.add_argument("--check-suffix", default="")
    ap.add_argument("--config", default="")
    ap.add_argument("--fix-notes", action="store_true",
                    help="also apply fix-its offered on notes (edits that need the user's judgement)")
    ap.add_argument("file")
    ap.add_argument("checks")
    args = ap.parse_args(argv)

    with open(args.file) as f:
        original = f.read()
    suffix = "-" + args.check_suffix if args.check_suffix else ""
    msg_prefix = "CHECK-MESSAGES" + suffix
    fix_prefix = "CHECK-FIXES" + suffix
    has_fixes = re.search(r"\b" + re.escape(fix_prefix) + r":", original) is not None

    header_sets = [h for h in args.headers.split(",") if h]
    if "real" in header_sets and not args.cuda_path:
        header_sets.remove("real")
    failures = []
    for front_end in [m for m in args.modes.split(",") if m]:
        for headers in header_sets:
            label = f"{front_end}/{headers}"
            scratch = tempfile.mkdtemp(prefix="check_cuda.")
            try:
                path = os.path.join(scratch, os.path.basename(args.file))
                shutil.copyfile(args.file, path)
                check_file = args.file
                # Findings that need the bodies of functions in included headers, which clangd
                # does not look at: only the front ends that see the whole TU report them.
                extra_prefixes = [msg_prefix + "-TU"]
                if front_end == "clangd":
                    cmd = [args.clangd, "(LSP session)"]
                    rc, out, note_fixes = run_clangd(args, path, headers, extra)
                    check_file = os.path.join(scratch, "clangd-checks.txt")
                    # A last directive, so that a file whose findings are all -TU still checks.
                    end = "end of the clangd diagnostics"
                    out += end + "\n"
                    with open(check_file, "w") as f:
                        f.write(without_note_fix_directives(original, msg_prefix, note_fixes) +
                                "\n// %s: %s\n" % (msg_prefix, end))
                    extra_prefixes = []
                else:
                    cmd = tool_command(args, front_end, path, headers, extra)
                    rc, out = run(cmd, cwd=scratch)
                if rc not in (0, 1) or "Segmentation fault" in out or "Stack dump" in out:
                    failures.append(f"[{label}] tool failed with exit code {rc}:\n$ {' '.join(cmd)}\n{out}")
                    continue
                frc, fout = filecheck(args, check_file, out, msg_prefix, strict=True,
                                      extra_prefixes=extra_prefixes)
                if frc != 0:
                    failures.append(f"[{label}] diagnostics differ:\n$ {' '.join(cmd)}\n{fout}")
                with open(path) as f:
                    fixed = f.read()
                if has_fixes:
                    # Drop the test's own directives so a pattern cannot match itself.
                    code_only = re.sub(r"//\s*CHECK-[A-Z0-9-]*:.*", "", fixed)
                    frc, fout = filecheck(args, args.file, code_only, fix_prefix, strict=False)
                    if frc != 0:
                        failures.append(f"[{label}] fixed file differs:\n{fout}")
                elif fixed != original:
                    failures.append(f"[{label}] the file was changed but has no {fix_prefix} lines")
            finally:
                shutil.rmtree(scratch, ignore_errors=True)
    for f in failures:
        print(f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
