#!/usr/bin/env python3
"""Packs the fuzzer and what it loads into one folder, to run a campaign on a machine that has
no LLVM (a many-core machine lent for an hour): the fuzzer, libLLVM and libclang-cpp, clang's
builtin headers, and stand-ins for the libraries LLVM links but the fuzzer never calls.

libLLVM needs libz3 (the static analyzer's solver), libxml2 (Windows manifests), libedit (line
editing) and libffi (the interpreter); with them come ICU, terminfo and more, about 60 MB. The
fuzzer calls none of them, so each is replaced by a stand-in with the same soname and symbol
versions whose functions abort: libLLVM loads (its symbols bind lazily) and a call that should
never happen fails loudly instead of silently.

usage: bundle.py FUZZER OUT_DIR
then, on the other machine: OUT_DIR/run.sh <libFuzzer arguments>
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

STAND_INS = ["libz3.so", "libxml2.so", "libedit.so", "libffi.so"]
SYSTEM = ["libc.so", "libm.so", "libresolv.so", "ld-linux", "linux-vdso", "libpthread.so",
          "libdl.so", "librt.so"]
# Where clang keeps its builtin headers, asked the way CMakeLists.txt asks it.
CLANG = "/usr/lib/llvm-22/bin/clang"


def shared_libraries(binary):
    """soname -> path of every library the binary loads, from ldd."""
    out = subprocess.run(["ldd", binary], check=True, capture_output=True, text=True).stdout
    libs = {}
    for line in out.splitlines():
        m = re.match(r"\s*(\S+) => (\S+)", line)
        if m:
            libs[m.group(1)] = m.group(2)
    return libs


def dynamic_symbols(lib, defined):
    """(name, version, type, size) of a library's defined or undefined dynamic symbols."""
    out = subprocess.run(["readelf", "--dyn-syms", "-W", lib], check=True, capture_output=True,
                         text=True).stdout
    symbols = []
    for line in out.splitlines():
        f = line.split()
        if len(f) < 8 or not f[0][:-1].isdigit() or (f[6] == "UND") == defined:
            continue
        name, _, version = f[7].partition("@")
        symbols.append((name, version.lstrip("@").split(" ")[0], f[3], int(f[2], 16 if f[2].startswith("0x") else 10)))
    return symbols


def write_stand_in(soname, real, users, out_dir, work):
    """A library named soname that defines every symbol of real that users need, functions as
    abort() and objects as zeroed storage of the same size, under the same symbol versions."""
    provided = {(n, v): (t, s) for n, v, t, s in dynamic_symbols(real, defined=True)}
    needed = set()
    for user in users:
        for n, v, _, _ in dynamic_symbols(user, defined=False):
            if (n, v) in provided or (n, "") in provided:
                needed.add((n, v if (n, v) in provided else ""))
    source, versions = ["#include <stdlib.h>"], {}
    for name, version in sorted(needed):
        kind, size = provided[(name, version)]
        source.append(f"char {name}[{max(size, 1)}];" if kind == "OBJECT"
                      else f"void {name}(void) {{ abort(); }}")
        versions.setdefault(version, []).append(name)
    c_file = os.path.join(work, soname + ".c")
    with open(c_file, "w") as f:
        f.write("\n".join(source) + "\n")
    cmd = ["cc", "-shared", "-fPIC", "-fno-builtin", "-w", "-o", os.path.join(out_dir, soname),
           c_file, "-Wl,-soname," + soname]
    if any(versions):
        script = os.path.join(work, soname + ".map")
        with open(script, "w") as f:
            for version, names in versions.items():
                if version:
                    f.write(version + " { global: " + " ".join(n + ";" for n in names) + " };\n")
        cmd.append("-Wl,--version-script=" + script)
    subprocess.run(cmd, check=True)
    return len(needed)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    fuzzer, out = sys.argv[1], sys.argv[2]
    lib_dir = os.path.join(out, "lib")
    os.makedirs(lib_dir, exist_ok=True)
    shutil.copy2(fuzzer, os.path.join(out, "cuda-checks-fuzzer"))
    libs = shared_libraries(fuzzer)
    # What the fuzzer needs, following NEEDED entries but not into the stand-ins (whose own
    # needs, ICU and terminfo, are left out) nor into the system's C library.
    kept, pending = {}, [fuzzer]
    while pending:
        text = subprocess.run(["readelf", "-d", pending.pop()], check=True, capture_output=True,
                              text=True).stdout
        for soname in re.findall(r"Shared library: \[(\S+)\]", text):
            if soname in kept or any(soname.startswith(x) for x in SYSTEM + STAND_INS):
                continue
            kept[soname] = libs[soname]
            pending.append(libs[soname])
    for soname, path in kept.items():
        shutil.copy2(path, os.path.join(lib_dir, soname))
    users = [fuzzer] + [os.path.join(lib_dir, s) for s in os.listdir(lib_dir)]
    with tempfile.TemporaryDirectory() as work:
        for soname, path in libs.items():
            if any(soname.startswith(x) for x in STAND_INS):
                n = write_stand_in(soname, path, users, lib_dir, work)
                print(f"stand-in {soname}: {n} symbols")
    resource_dir = subprocess.run([CLANG, "-print-resource-dir"], check=True,
                                  capture_output=True, text=True).stdout.strip()
    shutil.copytree(os.path.join(resource_dir, "include"),
                    os.path.join(out, "clang-resource", "include"), dirs_exist_ok=True)
    with open(os.path.join(out, "run.sh"), "w") as f:
        f.write('#!/bin/sh\n# The fuzzer with its bundled libraries and clang headers.\n'
                'here=$(cd "$(dirname "$0")" && pwd)\n'
                'export LD_LIBRARY_PATH="$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"\n'
                'export CUDALINT_FUZZ_RESOURCE_DIR="$here/clang-resource"\n'
                'exec "$here/cuda-checks-fuzzer" "$@"\n')
    os.chmod(os.path.join(out, "run.sh"), 0o755)
    print("bundled into", out, ":", ", ".join(sorted(os.listdir(lib_dir))))


if __name__ == "__main__":
    main()
