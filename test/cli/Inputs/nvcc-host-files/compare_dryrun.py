#!/usr/bin/env python3
"""Compares what cudalint's translation gives a host .cpp/.c file compiled by nvcc with what
nvcc itself gives it: the -D, -I and -isystem flags of the host compiler command that
`nvcc -dryrun` prints. Usage: compare_dryrun.py NVCC CUDALINT SOURCE WORKDIR [NVCC FLAGS...]
Prints one line per source and exits 1 on any difference."""
import json
import os
import shlex
import subprocess
import sys


def toolkit_flags(args, arch_list):
    """The -D/-I/-isystem flags of a command line, folders resolved (the toolkit's include
    folder counted as -isystem however given), as a sorted list.
    __CUDA_ARCH_LIST__ only when the command names architectures (nvcc's default list
    depends on its version; cudalint does not guess it)."""
    flags, i = [], 0
    while i < len(args):
        a = args[i]
        if a == "-isystem" and i + 1 < len(args):
            flags.append("-isystem " + os.path.realpath(args[i + 1]))
            i += 1
        elif a.startswith("-I"):
            folder = os.path.realpath(a[2:])
            # The toolkit's own include folder: cudalint reads it as a system folder
            # (docs/cli.md, "Code you cannot change"), nvcc passes it with -I.
            toolkit = os.path.exists(os.path.join(folder, "cuda_runtime_api.h"))
            flags.append(("-isystem " if toolkit else "-I") + folder)
        elif a.startswith("-D") and (arch_list or not a.startswith("-D__CUDA_ARCH_LIST__")):
            flags.append(a)
        i += 1
    return sorted(flags)


def main():
    nvcc, cudalint, source, work = sys.argv[1:5]
    extra = sys.argv[5:]
    dry = subprocess.run([nvcc, "-dryrun", "-c", source] + extra, capture_output=True, text=True,
                         cwd=work)
    host = [l[3:] for l in dry.stderr.splitlines() if l.startswith("#$ ") and
            os.path.basename(shlex.split(l[3:])[0]) in ("gcc", "g++", "cc", "c++")]
    if dry.returncode != 0 or len(host) != 1:
        print("nvcc -dryrun gave no single host compiler command:\n" + dry.stderr)
        return 1
    arch_list = any(a.startswith(("-arch", "--gpu-architecture", "-gencode")) for a in extra)
    expected = toolkit_flags(shlex.split(host[0]), arch_list)

    build = os.path.join(work, "build")
    os.makedirs(build, exist_ok=True)
    with open(os.path.join(build, "compile_commands.json"), "w") as f:
        json.dump([{"directory": work, "file": source,
                    "arguments": [nvcc, "-c", source] + extra}], f)
    out = os.path.join(work, "exported")
    subprocess.run([cudalint, "-p", build, "--export-compile-db=" + out], check=True)
    with open(os.path.join(out, "compile_commands.json")) as f:
        actual = toolkit_flags(json.load(f)[0]["arguments"], arch_list)
    name = os.path.basename(source)
    if actual != expected:
        print("%s: differs\n  nvcc:     %s\n  cudalint: %s" % (name, expected, actual))
        return 1
    print("%s: same %d flags as nvcc: %s" % (name, len(actual), " ".join(actual)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
