#!/usr/bin/env python3
"""Writes cudalint(1) from `cudalint --help`, so that the man page and the help agree.

usage: make-man.py CUDALINT VERSION OUT
"""
import os
import re
import subprocess
import sys


def escape(text):
    return text.replace("\\", "\\e").replace("-", "\\-")


def main():
    exe, version, out = sys.argv[1:4]
    help_text = subprocess.run([exe, "--help"], capture_output=True, text=True, check=True).stdout
    lines = help_text.splitlines()
    overview = next(l for l in lines if l.startswith("OVERVIEW: "))[len("OVERVIEW: "):]
    usage = next(l for l in lines if l.startswith("USAGE: "))[len("USAGE: "):]
    page = [f'.TH CUDALINT 1 "" "cudalint {version}" "User Commands"',
            ".SH NAME", f"cudalint \\- {escape(overview)}",
            ".SH SYNOPSIS", f".B {escape(usage)}", ".SH OPTIONS"]
    body = lines[lines.index(next(l for l in lines if l.startswith("USAGE: "))) + 1:]
    for line in body:
        if not line.strip():
            page.append(".PP")
        elif re.match(r"^\S.*:$", line):  # a group heading, or "Exit codes:"
            page += [f".SS {escape(line[:-1])}"]
        elif re.match(r"^  -", line):  # an option, its help on the same or the next line
            option, text = re.match(r"^\s*(-\S+(?: <\S+>)?)\s*(.*)$", line).groups()
            page += [".TP", f".B {escape(option)}"] + ([escape(text)] if text else [])
        elif re.match(r"^  \d  ", line):  # an exit code
            code, text = line.split(None, 1)
            page += [".TP", f".B {code}", escape(text.strip())]
        else:
            page.append(escape(line.strip()))
    page += [".SH SEE ALSO", "clang\\-tidy(1), clangd(1); the documentation in "
             "/usr/share/doc/cudalint"]
    os.makedirs(os.path.dirname(out), exist_ok=True)
    with open(out, "w") as f:
        f.write("\n".join(page) + "\n")


if __name__ == "__main__":
    main()
