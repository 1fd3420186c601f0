#!/usr/bin/env python3
"""Writes the awkward compile databases of the robustness tests into a folder.

usage: gen_compile_db.py KIND FOLDER SOURCE INPUTS
  many:      10,000 entries (9,999 for files that do not exist), then SOURCE
  duplicate: SOURCE three times: twice the same command, once with another -D
  relative:  "directory" and "file" relative to the database's folder
  quoting:   a "command" string full of shell quoting that the source checks it received
"""
import json
import os
import shlex
import sys

kind, folder, source, inputs = sys.argv[1:5]
os.makedirs(folder, exist_ok=True)
flags = ["-nocudainc", "-nocudalib", "-std=c++17", "-I", inputs]


def entry(file, directory=folder, extra=()):
    return {"directory": directory, "file": file,
            "arguments": ["clang++", "-x", "cuda", *flags, *extra, "-c", file]}


if kind == "many":
    entries = [entry(os.path.join(folder, "gen", f"unit{i}.cu")) for i in range(9999)]
    entries.append(entry(source))
elif kind == "duplicate":
    entries = [entry(source), entry(source), entry(source, extra=["-DVARIANT=1"])]
elif kind == "relative":
    os.makedirs(os.path.join(folder, "sub"), exist_ok=True)
    with open(source) as src, open(os.path.join(folder, "sub", "rel.cu"), "w") as out:
        out.write(src.read())
    entries = [entry("rel.cu", directory="sub")]
elif kind == "quoting":
    spaced = os.path.join(folder, "include dir 'q'")
    os.makedirs(spaced, exist_ok=True)
    with open(os.path.join(spaced, "quoted.h"), "w") as header:
        header.write("#define FROM_SPACED_DIR 1\n")
    command = " ".join(["clang++", "-x", "cuda", *map(shlex.quote, flags),
                        '-DMSG=\\"a\\ b\\"', "'-DSUM=1 + 1'", '"-DQUOTE=\'x\'"',
                        shlex.quote("-I" + spaced), "-c", shlex.quote(source)])
    entries = [{"directory": folder, "file": source, "command": command}]
else:
    sys.exit(__doc__)
with open(os.path.join(folder, "compile_commands.json"), "w") as out:
    json.dump(entries, out, indent=1)
