#!/usr/bin/env python3
"""Held-out round 3 (eval/results/heldout3.md): issue 15's four checks and the four issue-16/17
checks that had never met a real positive, on four repositories nobody had used. Reuses
eval/precision15-repos.py (db, lint, list, score) with this round's repositories and TUs.

  heldout3-repos.py extract --mirrors DIR --out OUT   # OUT/src/<owner>+<repo>/ at the pin
  heldout3-repos.py db --out OUT                      # OUT/db/<owner>+<repo>/compile_commands.json
  heldout3-repos.py lint --out OUT --cudalint BIN     # OUT/out/<owner>+<repo>.json (all cuda-* checks)
  heldout3-repos.py list --out OUT
  heldout3-repos.py table --out OUT --key K --judged J

For a second build, give it its own OUT whose src/ and db/ are links to the first OUT's.
"""
import importlib.util, json, os, subprocess, sys

_spec = importlib.util.spec_from_file_location(
    "precision15", os.path.join(os.path.dirname(os.path.abspath(__file__)), "precision15-repos.py"))
p15 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(p15)
NVCC = p15.NVCC

# The eight checks this round keys; every cuda-* check runs, the other findings are judged unkeyed.
KEYED = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream",
         "cuda-alloc-in-loop", "cuda-sync-in-loop", "cuda-event-timing-stream",
         "cuda-host-access-before-sync", "cuda-capture-unsafe-call"]

TE_FILES = [
    "comm_gemm_overlap/comm_gemm_overlap.cpp", "comm_gemm_overlap/userbuffers/userbuffers-host.cpp",
    "comm_gemm_overlap/userbuffers/userbuffers.cu", "util/multi_stream.cpp", "gemm/cublaslt_gemm.cu",
    "cast/cast.cu", "fused_attn/utils.cu", "fused_router/fused_topk_with_score_function.cu",
    "fused_router/fused_moe_aux_loss.cu", "fused_attn/flash_attn.cu", "fused_attn/context_parallel.cu",
    "fused_attn/kv_cache.cu", "common.cu", "transformer_engine.cpp", "normalization/common.cpp",
    "permutation/permutation.cu", "fused_softmax/scaled_masked_softmax.cu", "swizzle/swizzle.cu",
    "recipe/current_scaling.cu", "recipe/delayed_scaling.cu", "util/padding.cu", "dropout/dropout.cu",
    "transpose/multi_cast_transpose.cu"]


def transformer_engine():
    # transformer_engine/common/CMakeLists.txt: C++17 / CUDA 17, include dirs <repo>/transformer_engine
    # (PROJECT_SOURCE_DIR/..) and common/include, the toolkit's cccl, cuDNN; NVTE_UB_WITH_MPI,
    # cuBLASMp, NVSHMEM and NCCL EP off (their defaults); NV_CUDNN_FRONTEND_USE_DYNAMIC_LOADING and
    # NVTE_BUILD_NUM_PHILOX_ROUNDS=10 as the file defines them. The cuDNN frontend (a pip package
    # in this version, not in the tree) is absent: TUs that include it do not parse cleanly.
    # .cpp files go to the host compiler in the CMake build; nvcc hands them on as C++ too.
    root = "transformer_engine/common"
    base = [NVCC, "-O3", "-std=c++17", "-gencode", "arch=compute_90,code=sm_90",
            "-DNV_CUDNN_FRONTEND_USE_DYNAMIC_LOADING", "-DNVTE_BUILD_NUM_PHILOX_ROUNDS=10",
            "-I@ROOT@/transformer_engine", "-I@ROOT@/transformer_engine/common/include",
            "-I/usr/local/cuda/include/cccl", "--expt-relaxed-constexpr", "--expt-extended-lambda"]
    units = []
    for f in TE_FILES:
        d = os.path.join(root, os.path.dirname(f))
        units.append((d, base + ["-c", os.path.basename(f)]))
    return units


def nrpy():
    # project/nrpyelliptic_conformally_flat_gpu/Makefile (branch gpu): CC = nvcc, CFLAGS =
    # -Xcompiler -fopenmp -O2 -arch=native --relocatable-device-code=true ... -c $<; here sm_90.
    # All 60 .cu files of the generated project (one C function per file).
    top = "project/nrpyelliptic_conformally_flat_gpu"
    base = [NVCC, "-Xcompiler", "-fopenmp", "-O2", "-arch=sm_90", "--relocatable-device-code=true",
            "-I@ROOT@/" + top]
    units = []
    src = os.path.join(OUT_SRC, "samueltootle+nrpy", top)
    for dirpath, _, names in sorted(os.walk(src)):
        for n in sorted(names):
            if n.endswith(".cu"):
                rel = os.path.relpath(dirpath, os.path.join(OUT_SRC, "samueltootle+nrpy"))
                units.append((rel, base + ["-c", n]))
    return units


def events_graph_examples():
    # Makefile: nvcc -std=c++17 -arch=sm_86 (here sm_90), one program per file.
    base = [NVCC, "-std=c++17", "-arch=sm_90"]
    return [(".", base + ["-c", f]) for f in
            ["record_wait_with_flags_1graph.cu", "record_wait_with_flags_2graphs.cu",
             "simple_event_record.cu"]]


def cuda_by_example():
    # The book's programs build with plain `nvcc file.cu` (README); common/book.h is included as
    # "../common/book.h". Chapters 10 (streams) and 11 (multiple GPUs, mapped memory).
    base = [NVCC, "-arch=sm_90"]
    files = ["chapter10/basic_single_stream.cu", "chapter10/basic_double_stream.cu",
             "chapter10/basic_double_stream_correct.cu", "chapter10/copy_timed.cu",
             "chapter11/multidevice.cu", "chapter11/portable.cu", "chapter11/time_zero2.cu"]
    return [(os.path.dirname(f), base + ["-c", os.path.basename(f)]) for f in files]


def weedarlol_master():
    # ex3/<variant>/start.slurm: nvcc -rdc=true main.cu programs/*.cu ... -O3 (run from the
    # variant's folder); here compiled one file at a time with -c and sm_90. The five
    # single-node GPU variants; GPU_GPU includes mpi.h, which is not installed (recorded as a
    # parse failure); the GPU_Node_* variants, MPI throughout, are left out.
    units = []
    for v in ["GPU_2d", "GPU_2d_1GPU", "GPU_3d", "GPU_3d_1GPU", "GPU_GPU"]:
        base = [NVCC, "-rdc=true", "-O3", "-arch=sm_90"]
        units.append(("ex3/" + v, base + ["-c", "main.cu"]))
        for f in ["cuda_functions.cu", "jacobi.cu"] + ([] if v.endswith("1GPU") else ["scenarios.cu"]):
            units.append(("ex3/" + v + "/programs", base + ["-c", f]))
    return units


LAB_FILES = [
    "practice/05-advanced/ex03-cuda-graphs/cuda_graphs.cu", "practice/05-advanced/ex03-cuda-graphs/solution.cu",
    "practice/04-optimization/ex02-streams/streams.cu", "practice/04-optimization/ex02-streams/solution.cu",
    "practice/04-optimization/ex03-events/events.cu", "practice/04-optimization/ex03-events/solution.cu",
    "profiling-lab/01-nsight-systems/ex02-kernel-overlap/overlapped.cu",
    "profiling-lab/01-nsight-systems/ex02-kernel-overlap/sequential.cu",
    "profiling-lab/01-nsight-systems/ex02-kernel-overlap/solution.cu",
    "bootcamp/phase1/week05/day6-streams-events/events_timing.cu",
    "bootcamp/phase1/week05/day6-streams-events/streams_demo.cu",
    "bootcamp/phase0/week02/day5-nsight-systems/src/timeline_demo.cu",
    "bootcamp/phase2/week11/day1-nsight-systems/timeline_demo.cu",
    "bootcamp/phase3/week16/day2-pinned-memory/pinned_memory.cu",
    "bootcamp/phase3/week16/day5-large-data/large_data.cu"]


def cuda_lab():
    # Each exercise's Makefile (nvcc -std=c++17 file.cu) or CMakeLists (CUDA 17, -O3 -lineinfo,
    # sm_80 by default; here sm_90). The 15 files with host-side stream, event or graph code
    # that were read for the key.
    base = [NVCC, "-std=c++17", "-O3", "-lineinfo", "-arch=sm_90"]
    return [(os.path.dirname(f), base + ["-c", os.path.basename(f)]) for f in LAB_FILES]


REPOS = {
    "NVIDIA+TransformerEngine": ("d0067d0da6cb01811b8072a7d304f0e00344ce2b", transformer_engine),
    "samueltootle+nrpy": ("9e1936f3ccdbad66e81f3881854a2352e1367f7c", nrpy),
    "manospavlidakis+events_graph_examples": ("2cf31e83c116ab275165025a545fc5fda6991136",
                                              events_graph_examples),
    "CodedK+CUDA-by-Example-source-code-for-the-book-s-examples-":
        ("0824fae6f6c4aba60a5cf339971f698b9d5a9a41", cuda_by_example),
    "Weedarlol+Master": ("f9e728b708f1ffdc2338a6c716a2d0dbfaf794a2", weedarlol_master),
    "sdodlapati3+cuda-lab": ("95834b0699df513358dc2f5761f18d3d73bde276", cuda_lab),
}
PATHS = {"samueltootle+nrpy": ["project/nrpyelliptic_conformally_flat_gpu"], "Weedarlol+Master": ["ex3"],
         "sdodlapati3+cuda-lab": ["practice", "profiling-lab", "bootcamp"]}
OUT_SRC = None


def extract(a):
    for repo, (commit, _) in REPOS.items():
        if a.only and repo != a.only:
            continue
        dst = os.path.join(a.out, "src", repo)
        os.makedirs(dst, exist_ok=True)
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        arc = subprocess.run(git + ["archive", commit] + PATHS.get(repo, []), check=True,
                             stdout=subprocess.PIPE).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=arc, check=True)


def resolved(repo):
    """The repository's units with @ROOT@ replaced by its extracted tree."""
    root = os.path.abspath(os.path.join(OUT_SRC, repo))
    _, units = REPOS[repo]
    return lambda: [(d, [x.replace("@ROOT@", root) for x in cmd]) for d, cmd in units()]


# How lint runs cudalint; later rounds (heldout8, heldout9) set -j 1 under nice -n 10 on a shared
# machine, and the real source root (OUT/src may be a link to the first OUT's trees).
LINT_JOBS = 2
LINT_NICE = False
LINT_REAL_ROOT = False

# The TU rule's grep of rounds 7-9: files that call the stream API.
PATTERN = (r"cudaStream[A-Z]|cudaEvent|cudaMemcpy[A-Za-z0-9]*Async|cudaDeviceSynchronize|"
           r"cudaStreamSynchronize|cudaMalloc|cudaHostAlloc")


def grep_units(repo, pattern, pathspecs, includes=()):
    """The files under pathspecs of repo's tree (with includes: of those name patterns) matching
    pattern, sorted, relative to the tree."""
    root = os.path.join(OUT_SRC, repo)
    out = subprocess.run(["grep", "-rlE"] + [f"--include={i}" for i in includes] + [pattern]
                         + pathspecs, cwd=root, stdout=subprocess.PIPE, text=True).stdout.split()
    return sorted(f[2:] if f.startswith("./") else f for f in out)


def lint(a):
    """Like precision15's lint, but with every cuda-* check."""
    for repo in REPOS:
        if a.only and repo != a.only:
            continue
        root = os.path.join(a.out, "src", repo)
        root = os.path.realpath(root) if LINT_REAL_ROOT else os.path.abspath(root)
        files = [os.path.join(root, d, cmd[cmd.index("-c") + 1]) for d, cmd in REPOS[repo][1]()]
        report = os.path.join(os.path.abspath(a.out), "out", repo + ".json")
        os.makedirs(os.path.dirname(report), exist_ok=True)
        cmd = (["nice", "-n", "10"] if LINT_NICE else []) + [
            a.cudalint, "-j", str(LINT_JOBS), "--format=json", "-p", os.path.join(a.out, "db", repo),
            "--checks=-*,cuda-*", "--output=" + report, "--quiet", "--source-root=" + root] + files
        rc = subprocess.run(cmd).returncode
        print(f"{repo}: exit {rc}")


def parse_table(a):
    for repo in REPOS:
        rep = json.load(open(os.path.join(a.out, "out", repo + ".json")))
        units = rep["translation_units"]
        clean = sum(bool(u["parsed_cleanly"]) for u in units)
        print(f"{repo.replace('+', '/')}: {len(units)} TUs, {clean} parse cleanly")
        for u in units:
            if not u["parsed_cleanly"]:
                errs = u.get("compile_errors") or [{}]
                e = errs[0]
                print(f"  not clean: {u['file']}:"
                      f" {os.path.basename(e.get('file', ''))}:{e.get('line', '')}: {e.get('message', '')[:120]}"
                      f" ({len(errs)} errors)")


def table(a):
    """Per check (and per repository for issue 15's four): findings, worth acting on, precision,
    and the key's expected reports found / missed, from the judged rows of one run."""
    judged = [r for r in p15.rows(a.judged) if r["run"] == a.run]
    key = p15.rows(a.key)
    found = [r for r in judged if r["vs_key"] != "missed"]
    checks = sorted({r["check"] for r in found} | set(KEYED))

    def row(label, fs, exp_rows):
        yes = sum(r["act"] == "yes" for r in fs)
        prec = f"{yes / len(fs):.2f}" if fs else "—"
        hit = sum(1 for k in exp_rows if any(r["repo"] == k["repo"] and r["check"] == k["check"] and
                                             r["file"] == k["file"] and r["line"] == k["line"] for r in fs))
        silent_hit = sum(r["vs_key"].startswith("unexpected") for r in fs)
        unkeyed = sum(r["vs_key"] == "not keyed" for r in fs)
        return (f"| {label} | {len(fs)} | {yes} | {prec} | {hit} / {len(exp_rows)} | "
                f"{silent_hit} | {unkeyed} |")

    print("| check | findings | worth acting on | precision | key: found / expected | keyed silent but reported | not keyed |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for c in checks:
        exp = [k for k in key if k["check"] == c and k["expected"] == "report"]
        print(row(c + ("" if c in KEYED else " (unkeyed)"), [r for r in found if r["check"] == c], exp))
    four = KEYED[:4]
    exp = [k for k in key if k["check"] in four and k["expected"] == "report"]
    print(row("**issue 15's four**", [r for r in found if r["check"] in four], exp))
    print()
    print("| repository (issue 15's four) | findings | worth acting on | precision | key: found / expected | keyed silent but reported | not keyed |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for repo in REPOS:
        exp = [k for k in key if k["repo"] == repo and k["check"] in four and k["expected"] == "report"]
        print(row(repo.replace("+", "/"), [r for r in found if r["repo"] == repo and r["check"] in four], exp))


def main():
    global OUT_SRC
    ap = p15.argparse.ArgumentParser()
    ap.add_argument("step", choices=["extract", "db", "lint", "list", "parse", "table"])
    ap.add_argument("--out", required=True)
    for opt in ("--mirrors", "--cudalint", "--key", "--judged"):
        ap.add_argument(opt)
    ap.add_argument("--run", default="BEFORE")
    ap.add_argument("--only", help="extract, db or lint one repository (owner+name)")
    a = ap.parse_args()
    OUT_SRC = os.path.join(os.path.abspath(a.out), "src")
    if a.step in ("db", "lint", "list", "table", "parse"):
        for repo in list(REPOS):
            REPOS[repo] = (REPOS[repo][0], resolved(repo))
    p15.REPOS = REPOS
    {"extract": extract, "db": p15.db, "lint": lint, "list": p15.list_, "parse": parse_table,
     "table": table}[a.step](a)


if __name__ == "__main__":
    sys.exit(main())
