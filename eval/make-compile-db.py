#!/usr/bin/env python3
"""Writes a compile_commands.json of nvcc command lines for the .cu files of a source tree that
has none (sample collections are often built by per-sample Makefiles).

Each file gets what its own build would give it: its folder and the tree's common header
folders as -I, C++17, sm_90, and the libraries' headers from the CUDA toolkit (which nvcc finds
by itself), and -rdc=true where the folder's own build asks for relocatable device code.
The commands are nvcc's, as a CMake build would record them, so that cudalint's
translation of nvcc flags is exercised too.

With --host-sources, the tree's .cpp/.cc/.cxx files are in it too, as g++ host code against the
toolkit's headers (a project's loaders and host drivers: facts the project index needs).

usage: make-compile-db.py TREE OUT_DIR [--only REGEX] [--nvcc PATH] [--extra-include DIR]...
                          [--host-sources]
"""
import argparse
import json
import os
import re
import shlex
import shutil

COMMON_DIR_NAMES = {"common", "Common", "inc", "include", "utils", "util"}


def common_include_dirs(tree):
    dirs = []
    for root, subdirs, _ in os.walk(tree):
        subdirs[:] = [d for d in subdirs if not d.startswith(".")]
        for d in subdirs:
            if d in COMMON_DIR_NAMES:
                dirs.append(os.path.join(root, d))
    return sorted(dirs)


RDC_MARKERS = re.compile(r"CUDA_SEPARABLE_COMPILATION\s+ON|-rdc=true|-rdc true|\s-dc\b")


def builds_with_rdc(folder):
    """True when the folder's own build (CMakeLists.txt or Makefile) compiles with relocatable
    device code, which device-side kernel launches (dynamic parallelism) need."""
    for name in ("CMakeLists.txt", "Makefile"):
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            with open(path, errors="replace") as f:
                if RDC_MARKERS.search(f.read()):
                    return True
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tree")
    ap.add_argument("out_dir")
    ap.add_argument("--only", help="keep files whose path relative to TREE matches")
    ap.add_argument("--nvcc", default="nvcc")
    ap.add_argument("--extra-include", action="append", default=[],
                    help="an -I every file gets, as the project's own build adds (e.g. the CUDA "
                         "samples' Common folder for a tree whose Makefiles use "
                         "$CUDA_PATH/samples/common/inc)")
    ap.add_argument("--host-sources", action="store_true",
                    help="also the .cpp/.cc/.cxx files, as g++ host code")
    args = ap.parse_args()
    host_suffixes = (".cpp", ".cc", ".cxx") if args.host_sources else ()
    toolkit_include = os.path.join(os.path.dirname(os.path.dirname(
        os.path.realpath(shutil.which(args.nvcc) or args.nvcc))), "include")
    tree = os.path.abspath(args.tree)
    common = common_include_dirs(tree)
    entries = []
    for root, subdirs, files in os.walk(tree):
        subdirs[:] = sorted(d for d in subdirs if not d.startswith("."))
        for name in sorted(files):
            if not name.endswith(".cu") and not name.endswith(host_suffixes):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, tree)
            if args.only and not re.search(args.only, rel):
                continue
            incs = [root] + [d for d in common if os.path.commonpath([d, tree]) == tree]
            incs += [os.path.abspath(d) for d in args.extra_include]
            if name.endswith(host_suffixes):
                cmd = ["g++", "-std=c++17", "-fopenmp", "-I", toolkit_include]
                for d in incs:
                    cmd += ["-I", d]
                cmd += ["-c", path, "-o", os.path.join(root, name + ".o")]
                entries.append({"directory": root, "command": shlex.join(cmd), "file": path})
                continue
            cmd = [args.nvcc, "-std=c++17", "-gencode", "arch=compute_90,code=sm_90",
                   "-Xcompiler", "-fopenmp", "--expt-relaxed-constexpr"]
            if builds_with_rdc(root):
                cmd.append("-rdc=true")
            for d in incs:
                cmd += ["-I", d]
            cmd += ["-x", "cu", "-c", path, "-o", os.path.join(root, name + ".o")]
            entries.append({"directory": root, "command": shlex.join(cmd), "file": path})
    os.makedirs(args.out_dir, exist_ok=True)
    with open(os.path.join(args.out_dir, "compile_commands.json"), "w") as f:
        json.dump(entries, f, indent=1)
    print(f"{len(entries)} translation units -> {args.out_dir}/compile_commands.json")


if __name__ == "__main__":
    main()
