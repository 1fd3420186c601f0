#!/usr/bin/env python3
"""Writes a small project for the CI-scale tests: DEST/src/*.cu, a header that several of them
include (its finding is reported by units of every shard), DEST/build/compile_commands.json
with relative file names. usage: make_ci_project.py DEST FAKE_CUDA_INCLUDE_DIR"""
import json
import os
import sys

dest, fake_cuda = sys.argv[1], sys.argv[2]

HERE = os.path.dirname(os.path.abspath(__file__))
# The same sources the other CLI tests use: a finding, a clean file, and a file whose finding
# is in the header it includes.
FINDING, CLEAN, USES_HEADER, HEADER = (
    open(os.path.join(HERE, name)).read()
    for name in ("finding.cu", "clean.cu", "uses_header.cu", "timing_helpers.cuh"))
sources = {"alpha": FINDING, "bravo": CLEAN, "charlie": USES_HEADER, "delta": USES_HEADER,
           "echo": FINDING, "foxtrot": USES_HEADER, "golf": CLEAN, "hotel": USES_HEADER}
for d in ("src", "include", "build"):
    os.makedirs(os.path.join(dest, d), exist_ok=True)
with open(os.path.join(dest, "include", "timing_helpers.cuh"), "w") as f:
    f.write(HEADER)
# The fake CUDA headers reached through a symbolic link and "..", as clang reaches GCC's
# headers through /lib -> usr/lib: only the system, not a lexical clean-up, resolves such a
# path (the result cache re-reads every header by it).
os.makedirs(os.path.join(dest, "deep", "a", "b"), exist_ok=True)
for link, target in (("link", os.path.join("deep", "a", "b")), ("cuda", fake_cuda)):
    if not os.path.islink(os.path.join(dest, link)):
        os.symlink(target, os.path.join(dest, link))
cuda_include = "../link/../../../cuda"
entries = []
build = os.path.join(dest, "build")
for name, text in sources.items():
    with open(os.path.join(dest, "src", name + ".cu"), "w") as f:
        f.write(text)
    entries.append({"directory": build, "file": "../src/%s.cu" % name,
                    "arguments": ["clang++", "-nocudainc", "-nocudalib", "-std=c++17",
                                  "-I", cuda_include, "-I", "../include", "-c",
                                  "../src/%s.cu" % name, "-o", name + ".o"]})
with open(os.path.join(build, "compile_commands.json"), "w") as f:
    json.dump(entries, f, indent=1)
