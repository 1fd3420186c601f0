#!/usr/bin/env python3
"""A scripted LSP client for cudalint-clangd (and stock clangd): the editor side of a session.

Used three ways:
  - by the lit tests in test/clangd/ (`%clangd_session`): opens a file in a scratch workspace
    set up the way docs/editors.md tells users to, optionally edits it (didChange), asks for
    code actions, and prints every textDocument/publishDiagnostics notification and codeAction
    reply as pretty JSON (sorted keys, the layout of clangd's own lit tests) for FileCheck;
  - by test/check_cuda.py's `clangd` front end (as a module: `Workspace`, `Session`,
    `diagnostics_as_text`, `fix_edits`, `apply_edits`), which compares clangd's findings with the
    CHECK-MESSAGES / CHECK-FIXES lines of every check test;
  - by bench/clangd-first-diagnostics.py (as a module) to time the first diagnostics.

Works interactively with `-lit-test` (requests delimited by `---` lines) and without it
(standard Content-Length framing). A clangd that dies or stops answering is an error: exit 2.
"""
import argparse
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request

DEFAULT_TIMEOUT_S = 300


def path_to_uri(path):
    return "file://" + urllib.request.pathname2url(os.path.abspath(path))


def uri_to_path(uri):
    return urllib.parse.unquote(urllib.parse.urlparse(uri).path)


class ClangdDied(Exception):
    pass


class Session:
    """One clangd process and the JSON-RPC conversation with it."""

    def __init__(self, command, cwd, stderr_path, lit_test=False):
        self.lit_test = lit_test
        self.stderr_file = open(stderr_path, "wb")
        # Only the workspace configures clangd: no user config.yaml, no CLANGD_FLAGS.
        env = {k: v for k, v in os.environ.items() if k != "CLANGD_FLAGS"}
        env["XDG_CONFIG_HOME"] = os.path.join(cwd, ".no-user-config")
        self.proc = subprocess.Popen(command, cwd=cwd, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self.stderr_file, env=env)
        self.inbox = queue.Queue()
        self.next_id = 1
        self.pending = []  # received messages not consumed yet, in arrival order
        self.reader = threading.Thread(target=self._read_loop, daemon=True)
        self.reader.start()

    # -- transport ------------------------------------------------------------------------
    def _read_loop(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.inbox.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value.strip())
            if length is None:
                continue
            body = out.read(length)
            self.inbox.put(json.loads(body))

    def send(self, message):
        message = dict(message, jsonrpc="2.0")
        body = json.dumps(message).encode()
        if self.lit_test:
            data = body + b"\n---\n"
        else:
            data = b"Content-Length: %d\r\n\r\n" % len(body) + body
        try:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()
        except BrokenPipeError:
            raise ClangdDied("clangd closed its input (crashed?)")

    def _receive(self, deadline):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("clangd did not answer in time")
        try:
            message = self.inbox.get(timeout=remaining)
        except queue.Empty:
            raise TimeoutError("clangd did not answer in time")
        if message is None:
            raise ClangdDied("clangd exited with code %s" % self.proc.wait())
        return message

    def wait_for(self, accept, timeout=DEFAULT_TIMEOUT_S):
        """Returns the first message (pending or new) for which accept(message) is true."""
        for i, message in enumerate(self.pending):
            if accept(message):
                return self.pending.pop(i)
        deadline = time.monotonic() + timeout
        while True:
            message = self._receive(deadline)
            if "id" in message and "method" in message:
                # A request from the server (workDoneProgress/create, ...): acknowledge it.
                self.send({"id": message["id"], "result": None})
                continue
            if accept(message):
                return message
            self.pending.append(message)

    # -- LSP ------------------------------------------------------------------------------
    def notify(self, method, params):
        self.send({"method": method, "params": params})

    def request(self, method, params, timeout=DEFAULT_TIMEOUT_S):
        request_id = self.next_id
        self.next_id += 1
        self.send({"id": request_id, "method": method, "params": params})
        reply = self.wait_for(lambda m: m.get("id") == request_id and "method" not in m, timeout)
        if "error" in reply:
            raise RuntimeError("%s failed: %s" % (method, reply["error"]))
        return reply

    def initialize(self, root, related_information=True):
        capabilities = {
            "textDocument": {
                "publishDiagnostics": {"relatedInformation": related_information},
                "codeAction": {"codeActionLiteralSupport": {
                    "codeActionKind": {"valueSet": ["quickfix", "refactor", "source"]}}},
            },
        }
        reply = self.request("initialize", {"processId": os.getpid(), "rootUri": path_to_uri(root),
                                            "capabilities": capabilities, "trace": "off"})
        self.notify("initialized", {})
        return reply

    def open(self, path, text, language="cuda"):
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": path_to_uri(path), "languageId": language, "version": 0, "text": text}})

    def change(self, path, text, version):
        self.notify("textDocument/didChange", {
            "textDocument": {"uri": path_to_uri(path), "version": version},
            "contentChanges": [{"text": text}]})

    def diagnostics(self, path, version, timeout=DEFAULT_TIMEOUT_S):
        """The publishDiagnostics notification for this version of the file."""
        uri = path_to_uri(path)

        def accept(m):
            return (m.get("method") == "textDocument/publishDiagnostics"
                    and m["params"]["uri"] == uri and m["params"].get("version") == version)
        return self.wait_for(accept, timeout)

    def code_actions(self, path, diagnostic):
        """The code actions clangd offers for one published diagnostic (its fix-its first)."""
        return self.request("textDocument/codeAction", {
            "textDocument": {"uri": path_to_uri(path)},
            "range": diagnostic["range"],
            "context": {"diagnostics": [diagnostic], "only": ["quickfix"]}})

    def close(self, timeout=60):
        """Shuts clangd down; returns its exit code (0 unless it crashed)."""
        try:
            self.request("shutdown", None, timeout)
            self.notify("exit", None)
        except (ClangdDied, TimeoutError):
            pass
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        try:
            rc = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            rc = self.proc.wait()
        self.stderr_file.close()
        return rc


# -- the workspace a user sets up (docs/editors.md) -------------------------------------------
def cuda_compile_flags(headers, inputs=None, cuda_path=None):
    """Compile flags for the two header sets of the test suite."""
    base = ["--cuda-host-only", "-Wno-unknown-cuda-version", "-std=c++17"]
    if headers == "hermetic":
        return base + ["-nocudainc", "-nocudalib", "-I" + os.path.abspath(inputs)]
    flags = base + ["--cuda-path=" + cuda_path, "--cuda-gpu-arch=sm_90"]
    cccl = os.path.join(cuda_path, "include", "cccl")
    if os.path.isdir(cccl):
        flags += ["-isystem", cccl]
    return flags


def yaml_list(items):
    return "[" + ", ".join(json.dumps(i) for i in items) + "]"


def clangd_config(flags, checks="cuda-*", fast_check_filter="Loose", quiet_includes=True,
                  stdlib_index=True):
    """The .clangd file of docs/editors.md. quiet_includes turns off clangd's own include
    diagnostics (unused/missing includes), which are no compiler or clang-tidy findings.
    stdlib_index=False turns off clangd's index of the C++ standard library (as clangd's own
    -lit-test does): clangd parses the whole library for it after the first file that includes
    a standard header, and waits for it on exit (2.5-4 s per session); no diagnostic and no
    quick fix depends on it."""
    # CompilationDatabase: None keeps a compile_commands.json above the scratch folder away.
    lines = ["CompileFlags:", "  CompilationDatabase: None", "  Add: " + yaml_list(flags),
             "Diagnostics:"]
    if checks:
        lines += ["  ClangTidy:", "    Add: " + yaml_list(checks.split(","))]
        if fast_check_filter:
            lines.append("    FastCheckFilter: " + fast_check_filter)
    if quiet_includes:
        lines += ["  UnusedIncludes: None", "  MissingIncludes: None"]
    if not stdlib_index:
        lines += ["Index:", "  StandardLibrary: No"]
    return "\n".join(lines) + "\n"


class Workspace:
    """A scratch project folder holding copies of the sources, a .clangd and, when given, a
    .clang-tidy (check options)."""

    def __init__(self, config_text, tidy_config=None, prefix="cudalint-clangd."):
        self.root = os.path.realpath(tempfile.mkdtemp(prefix=prefix))
        with open(os.path.join(self.root, ".clangd"), "w") as f:
            f.write(config_text)
        if tidy_config:
            with open(os.path.join(self.root, ".clang-tidy"), "w") as f:
                f.write(tidy_config + "\n")

    def add(self, source_path, name=None):
        dest = os.path.join(self.root, name or os.path.basename(source_path))
        shutil.copyfile(source_path, dest)
        return dest

    def remove(self):
        shutil.rmtree(self.root, ignore_errors=True)


def clangd_command(clangd, lit_test=False, extra=()):
    cmd = [os.path.abspath(clangd)]
    if lit_test:
        # -lit-test turns the config system off; the workspace's .clangd is the point.
        cmd += ["-lit-test", "-enable-config"]
    else:
        cmd += ["-enable-config", "-log=error", "-background-index=0"]
    return cmd + list(extra)


# -- turning LSP results back into clang-tidy's text ----------------------------------------
_FIXES_SUFFIX = re.compile(r" \((fix|fixes) available\)$")
_SEVERITY = {1: "error", 2: "warning", 3: "note", 4: "remark"}


def _uncapitalize(message):
    # clangd capitalizes messages; clang and clang-tidy messages start lowercase.
    return message[:1].lower() + message[1:]


def diagnostics_as_text(publish, compiler_warnings=True):
    """clang-tidy's 'file:line:col: warning: message [check]' lines (notes included) for one
    publishDiagnostics notification, so one set of CHECK-MESSAGES lines fits every front end.
    compiler_warnings=False leaves out the compiler's warnings, which clang-tidy only shows
    when its check list names them (clang-diagnostic-*), while clangd always does."""
    lines = []
    path = uri_to_path(publish["params"]["uri"])
    diagnostics = [d for d in publish["params"]["diagnostics"]
                   if compiler_warnings or d.get("source") != "clang" or d.get("severity") == 1]
    # clang-tidy sorts its findings by position, then check name, then message.
    ordered = sorted(diagnostics,
                     key=lambda d: (d["range"]["start"]["line"], d["range"]["start"]["character"],
                                    str(d.get("code", "")), d["message"]))
    for d in ordered:
        start = d["range"]["start"]
        message = _FIXES_SUFFIX.sub("", _uncapitalize(d["message"]))
        code = str(d.get("code", ""))
        if d.get("source") == "clang":
            # clang-tidy's names for compiler diagnostics.
            if code.startswith("-W"):
                code = "clang-diagnostic-" + code[2:]
            else:
                code = "clang-diagnostic-error" if d.get("severity") == 1 else ""
        tag = " [%s]" % code if code else ""
        lines.append("%s:%d:%d: %s: %s%s" % (path, start["line"] + 1, start["character"] + 1,
                                           _SEVERITY.get(d.get("severity"), "warning"),
                                           message, tag))
        for info in d.get("relatedInformation", []):
            loc = info["location"]
            pos = loc["range"]["start"]
            lines.append("%s:%d:%d: note: %s" % (uri_to_path(loc["uri"]), pos["line"] + 1,
                                                 pos["character"] + 1,
                                                 _uncapitalize(info["message"])))
    return "\n".join(lines) + ("\n" if lines else "")


def _offset(text, position):
    """Byte-free offset of an LSP position (UTF-16 columns) in text."""
    lines = text.splitlines(keepends=True)
    line = position["line"]
    if line >= len(lines):
        return len(text)
    start = sum(len(l) for l in lines[:line])
    units, col = 0, 0
    for ch in lines[line]:
        if units >= position["character"]:
            break
        units += 2 if ord(ch) > 0xFFFF else 1
        col += 1
    return start + col


def is_suppression(action):
    # clangd offers "ignore [check] for this line" (NOLINT) actions next to real fix-its.
    title = action.get("title", "")
    return "NOLINT" in title or title.startswith("ignore [")


def apply_edits(text, edits):
    """Applies LSP TextEdits (non-overlapping) to text."""
    spans = sorted(((_offset(text, e["range"]["start"]), _offset(text, e["range"]["end"]),
                     e["newText"]) for e in edits), reverse=True)
    for begin, end, new_text in spans:
        text = text[:begin] + new_text + text[end:]
    return text


def quick_fixes(actions):
    """A diagnostic's fix-its among its code actions (no NOLINT suppressions)."""
    return [a for a in actions if a.get("kind") == "quickfix" and not is_suppression(a)]


_SYNTHESIZED_TITLE = re.compile(r"^(insert|change|remove) '")


def is_note_fix(action, diagnostic):
    """Whether a quick fix comes from one of the diagnostic's notes. clangd turns a note with
    fix-its into a quick fix titled by the note's message; the diagnostic's own fix-it is
    titled "insert '...'" / "change '...' to '...'" / "remove '...'", or by its message."""
    title = action.get("title", "")
    own = _FIXES_SUFFIX.sub("", diagnostic["message"])
    return not _SYNTHESIZED_TITLE.match(title) and _uncapitalize(title) != _uncapitalize(own)


def fix_edits(actions, uri, diagnostic=None, fix_notes=True):
    """The edits clang-tidy's --fix (with --fix-notes: or else a note's) would make for one
    diagnostic: its own first fix-it, else with fix_notes the first fix-it of a note; []."""
    fixes = quick_fixes(actions)
    if diagnostic is not None:
        own = [a for a in fixes if not is_note_fix(a, diagnostic)]
        fixes = own or ([a for a in fixes if is_note_fix(a, diagnostic)] if fix_notes else [])
    for action in fixes:
        return action.get("edit", {}).get("changes", {}).get(uri, [])
    return []


def first_edit_line(action):
    """The 1-based line of the earliest edit of a code action, or None."""
    starts = [e["range"]["start"]["line"] for edits in
              action.get("edit", {}).get("changes", {}).values() for e in edits]
    return min(starts) + 1 if starts else None


# -- command line: the lit tests' session runner ---------------------------------------------
def print_message(message, fmt):
    if fmt == "json":
        print(json.dumps(message, indent=2, sort_keys=True))
    elif message.get("method") == "textDocument/publishDiagnostics":
        print("version %s:" % message["params"].get("version"))
        sys.stdout.write(diagnostics_as_text(message))


def print_actions(diagnostic, reply, fmt):
    if fmt == "json":
        print(json.dumps(reply, indent=2, sort_keys=True))
        return
    start = diagnostic["range"]["start"]
    print("code actions for %d:%d [%s]:" % (start["line"] + 1, start["character"] + 1,
                                            diagnostic.get("code", "")))
    for action in reply["result"]:
        print("  %s: %s" % (action.get("kind", "command"), action["title"]))
        for edits in action.get("edit", {}).get("changes", {}).values():
            for e in edits:
                a, b = e["range"]["start"], e["range"]["end"]
                print("    %d:%d-%d:%d %s" % (a["line"] + 1, a["character"] + 1, b["line"] + 1,
                                             b["character"] + 1, json.dumps(e["newText"])))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clangd", required=True)
    ap.add_argument("--inputs", required=True, help="the hermetic fake CUDA headers")
    ap.add_argument("--cuda-path", help="the CUDA toolkit (for --headers=real)")
    ap.add_argument("--headers", default="hermetic", choices=["hermetic", "real"])
    ap.add_argument("--checks", default="cuda-*", help="ClangTidy.Add of the .clangd ('' = none)")
    ap.add_argument("--fast-check-filter", default="Loose",
                    help="ClangTidy.FastCheckFilter of the .clangd ('' = clangd's default)")
    ap.add_argument("--flag", action="append", default=[], help="one more compile flag")
    ap.add_argument("--tidy-config", help="text of a .clang-tidy file to put next to the sources")
    ap.add_argument("--format", default="json", choices=["json", "text"],
                    help="raw LSP messages, or clang-tidy-style lines (one 'version N:' header "
                         "per publishDiagnostics)")
    ap.add_argument("--no-related-information", action="store_true",
                    help="a client without relatedInformation support (notes go in the message)")
    ap.add_argument("--code-actions", action="store_true",
                    help="ask for the quick fixes of every cuda-* diagnostic of the last version")
    ap.add_argument("--apply-fixes", action="store_true",
                    help="with --code-actions: apply each first fix-it, send the result as a new "
                         "version and print its diagnostics and text")
    ap.add_argument("--change", action="append", default=[], metavar="FILE",
                    help="then replace the document's text by FILE's (didChange); repeatable")
    ap.add_argument("--clangd-arg", action="append", default=[])
    ap.add_argument("--project", metavar="DIR",
                    help="open FILE where it lies, DIR being the workspace: its own .clangd and "
                         "compile database count, no scratch copy (the options that write a "
                         ".clangd or .clang-tidy are then ignored)")
    ap.add_argument("file")
    args = ap.parse_args()
    if args.headers == "real" and not args.cuda_path:
        ap.error("--headers=real needs --cuda-path")

    ws = None
    if args.project:
        root = os.path.realpath(args.project)
    else:
        flags = cuda_compile_flags(args.headers, args.inputs, args.cuda_path) + args.flag
        ws = Workspace(clangd_config(flags, args.checks, args.fast_check_filter),
                       args.tidy_config)
        root = ws.root
    status = 0
    session = None
    try:
        # Every version is opened under the first file's name, as an editor would.
        path = os.path.realpath(args.file) if args.project else ws.add(args.file)
        session = Session(clangd_command(args.clangd, lit_test=True, extra=args.clangd_arg),
                          root, os.path.join(root, "clangd.log"), lit_test=True)
        session.initialize(root, related_information=not args.no_related_information)
        text = None
        last = None
        for version, source in enumerate([args.file] + args.change):
            with open(source) as f:
                text = f.read()
            if version == 0:
                session.open(path, text)
            else:
                session.change(path, text, version)
            last = session.diagnostics(path, version)
            print_message(last, args.format)
        if args.code_actions:
            edits = []
            uri = last["params"]["uri"]
            for d in last["params"]["diagnostics"]:
                if str(d.get("code", "")).startswith("cuda-"):
                    reply = session.code_actions(path, d)
                    print_actions(d, reply, args.format)
                    edits += [e for e in fix_edits(reply["result"], uri) if e not in edits]
            if args.apply_fixes:
                version = len(args.change) + 1
                text = apply_edits(text, edits)
                session.change(path, text, version)
                print_message(session.diagnostics(path, version), args.format)
                print("fixed text:")
                sys.stdout.write(text)
        rc = session.close()
        session = None
        if rc != 0:
            raise ClangdDied("clangd exited with code %d" % rc)
    except (ClangdDied, TimeoutError, RuntimeError) as e:
        print("lsp_client: %s" % e, file=sys.stderr)
        log = os.path.join(root, "clangd.log")
        if os.path.exists(log):
            with open(log, errors="replace") as f:
                sys.stderr.write(f.read()[-6000:])
        status = 2
    finally:
        if session:
            session.proc.kill()
            session.proc.wait()
            session.stderr_file.close()
        if ws:
            ws.remove()
    return status


if __name__ == "__main__":
    sys.exit(main())
