#!/usr/bin/env python3
"""Wave-2 hunt, second round (eval/results/wave2hunt2.md): held-out evidence for issue 16's three
checks (cuda-host-access-before-sync, cuda-event-timing-stream, cuda-capture-unsafe-call) and for
cuda-sync-in-loop (issue 17), on public repositories nobody had used, chosen because their host
code stages through pinned buffers, reads async device-to-host results, times multi-stream work
with events or captures streams. Every cuda-* check runs; the four are keyed
(eval/wave2hunt2-key.tsv, written and committed before the first run on each batch). Reuses
eval/wave2hunt-repos.py's machinery (itself eval/heldout3-repos.py's: db, lint, list, parse).

TU selection rule, fixed before any run: at the pinned commit, every .cu/.cpp/.cc/.c file whose text
matches UNIT_PATTERN within the repository's SCOPE below. UNIT_PATTERN is the first round's
(a capture, an async copy, a created stream) widened by cudaEventElapsedTime (timing code) and by
the spellings these repositories use: the CUDA Handbook's error macro `cuda(MemcpyAsync(...))`
(chLib/chError_cuda.h pastes `cuda##fn`) and the driver API (`cuMemcpyAsync`, `cuStreamCreate`,
`cuEventElapsedTime`). Copies of used repositories are left out (none in this round's scope).

Compile commands: nvcc -std=c++17 -O2 -arch=sm_90 -c with the include folders a program needs
(the CUDA Handbook: chLib; the JeanLucPons programs: the repository root; nvbandwidth: its root).

  wave2hunt2-repos.py db|lint|list|parse --out OUT [--cudalint BIN]
  (WAVE2HUNT2_BATCH=1 or 2 in the environment limits a step to one batch.) The trees are exported
  from the snapshots with `python3 <notes>/export.py <mirrors>/<owner+name>/repo COMMIT
  OUT/src/<owner+name>` (source files only).
"""
import importlib.util, os, subprocess, sys

_spec = importlib.util.spec_from_file_location(
    "heldout3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout3-repos.py"))
h3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(h3)
NVCC = h3.NVCC

UNIT_PATTERN = (r"(cuda\(?|cu\(?)(StreamBeginCapture|Memcpy[A-Za-z0-9]*Async|StreamCreate|"
                r"EventElapsedTime)")
CUDA_SAMPLES_COPIES = ()
BASE = [NVCC, "-std=c++17", "-O2", "-arch=sm_90"]

# repository: (commit, folders searched (None: the whole tree), extra flags)
SCOPE = {
    # Batch 1. The CUDA Handbook's sample code (N. Wilt): the concurrency and streaming chapters
    # (staging buffers, null-stream copies, streams, a capture); the other chapters are kernels.
    "ArchaeaSoftware+cudahandbook": ("c56ebf85f3d226545daa1ffff4218fe8b8636f8e",
                                     ["concurrency", "streaming"], ["-I@ROOT@/chLib"]),
    # Two applications (bitcoin address / key search tools): the GPU engine (GPU/).
    "JeanLucPons+VanitySearch": ("c8d48ce5f03f5357c0e87cbdb3e1e93cd50af88b", ["GPU"], ["-I@ROOT@"]),
    "JeanLucPons+Kangaroo": ("37576c82d198c20fca65b14da74138ae6153a446", ["GPU"], ["-I@ROOT@"]),
    # NVIDIA's bandwidth benchmark tool (driver API; multi-stream copies timed with events).
    "NVIDIA+nvbandwidth": ("66746a3bef61c8c2e12ab34955310da70b9e38cb", None, ["-I@ROOT@"]),
    # Batch 2 (chosen and keyed after batch 1's run, before any run on these). GPUJPEG (CESNET's
    # JPEG codec library; C host code in .c files, built by CMake with C99): src and test; the
    # generated gpujpeg_version.h is not made (HAVE_GPUJPEG_VERSION_H is left undefined, as in the
    # autotools build). langevin-fts (polymer field theory simulations, CUDA platform): the CUDA
    # sources and the tests. Four teaching repositories: the whole tree.
    "CESNET+GPUJPEG": ("165477b9e736807d13fd6ad5ad7a3f42baae0e16", ["src", "test"],
                       ["-I@ROOT@", "-I@ROOT@/src"]),
    "yongdd+langevin-fts": ("03969abe9356fe807dbc747f37fa071eec848c09", ["src/platforms/cuda", "tests"],
                            ["-I@ROOT@/src/common", "-I@ROOT@/src/platforms/cuda",
                             # added after the first batch-2 run, which lacked it ('FFT.h' not
                             # found in 8 TUs): the CUDA sources include the CPU platform's FFT.h
                             "-I@ROOT@/src/platforms/cpu"]),
    "AlainTeil+CUDA_Tutorial": ("bc4d734e1840e8f3810d38b456e4d59a68cd9796", None, []),
    "FlosMume+cpp-cuda-streams-and-pinned-mem": ("5365dae8633ac7b70d6e652735d3922e249d36e7", None, []),
    "aayushpatel2003+Parallel-Signal-Processing-using-CUDA-Streams-and-Events":
        ("d596038c5f231bf7d78e4d9e435926f4cad788b6", None, []),
    "FatemehShad+cuda-streams-concurrency": ("1a97e38c5a89b4a0a070f4c76aafbc8fc1036b89", None, []),
}
# Batch 3 (chosen and keyed after batch 2's run, before any run on it): the CUDA Handbook's other
# chapters (the whole tree but concurrency/ and streaming/, which were batch 1). Run with
# WAVE2HUNT2_BATCH=3 and its own --out folder (whose src/ is the same exported trees), so that its
# databases and reports do not replace batch 1's for the same repository.
SCOPE3 = {
    "ArchaeaSoftware+cudahandbook": ("c56ebf85f3d226545daa1ffff4218fe8b8636f8e",
                                     ["SMs", "atomics", "corr", "driverAPI", "gemm", "histogram",
                                      "memory", "microbench", "nbody", "reduction", "scan",
                                      "texturing"], ["-I@ROOT@/chLib"]),
}
# Batch 4 (chosen and keyed after batch 3's run, before any run on it): Microsoft's MSCCL++ (GPU
# communication library: non-blocking streams, graph capture of collectives, event timing), whole
# tree; include folders from its CMake targets (the CMake-generated version.hpp is not made).
SCOPE4 = {
    "microsoft+mscclpp": ("1f5f065d7b13ab02df32c22568f38785d1eeec01", None,
                          ["-I@ROOT@/include", "-I@ROOT@/src/core/include",
                           "-I@ROOT@/src/ext/collectives/include", "-I@ROOT@/test",
                           "-I@ROOT@/test/mscclpp-test"]),
}
BATCH2 = ("CESNET+GPUJPEG", "yongdd+langevin-fts", "AlainTeil+CUDA_Tutorial",
          "FlosMume+cpp-cuda-streams-and-pinned-mem",
          "aayushpatel2003+Parallel-Signal-Processing-using-CUDA-Streams-and-Events",
          "FatemehShad+cuda-streams-concurrency")


def units_of(repo):
    commit, folders, extra = SCOPE[repo]

    def units():
        root = os.path.join(h3.OUT_SRC, repo)
        out = subprocess.run(["grep", "-rlE", UNIT_PATTERN, "--include=*.cu", "--include=*.cpp",
                              "--include=*.cc", "--include=*.c"] + (folders or ["."]), cwd=root,
                             stdout=subprocess.PIPE, text=True).stdout.split("\n")
        res = []
        for f in sorted(x[2:] if x.startswith("./") else x for x in out if x):
            if os.path.basename(f) in CUDA_SAMPLES_COPIES:
                continue
            # C sources (GPUJPEG) are compiled as C: no C++ standard flag.
            base = [x for x in BASE if not x.startswith("-std=")] if f.endswith(".c") else BASE
            res.append((os.path.dirname(f), base + extra + ["-c", os.path.basename(f)]))
        return res
    return commit, units


if os.environ.get("WAVE2HUNT2_BATCH") == "3":
    SCOPE = SCOPE3
elif os.environ.get("WAVE2HUNT2_BATCH") == "4":
    SCOPE = SCOPE4
h3.REPOS.clear()
h3.REPOS.update({r: units_of(r) for r in SCOPE})
if os.environ.get("WAVE2HUNT2_BATCH") == "1":
    for r in BATCH2:
        del h3.REPOS[r]
elif os.environ.get("WAVE2HUNT2_BATCH") == "2":
    for r in list(h3.REPOS):
        if r not in BATCH2:
            del h3.REPOS[r]
h3.PATHS.clear()
h3.KEYED[:] = ["cuda-host-access-before-sync", "cuda-event-timing-stream", "cuda-capture-unsafe-call",
               "cuda-sync-in-loop"]

if __name__ == "__main__":
    sys.exit(h3.main())
