#!/usr/bin/env python3
"""Wave-2 hunt (eval/results/wave2hunt.md): real-code evidence for issue 16's three checks
(cuda-host-access-before-sync, cuda-event-timing-stream, cuda-capture-unsafe-call) on eight public
repositories nobody had used, chosen because their host code double-buffers pinned staging
buffers, reads async device-to-host results, times multi-stream work with events or captures
streams. Every cuda-* check runs; the three are keyed (eval/wave2hunt-key.tsv, written and
committed before the first run). Reuses eval/heldout3-repos.py (extract, db, lint, list, parse).

TU selection rule, fixed before any run: at the pinned commit, every .cu/.cpp/.cc file whose text
matches UNIT_PATTERN (a capture, an async copy, or a created stream: the shapes the three checks
read), within the repository's SCOPE below; files that are copies of NVIDIA/cuda-samples (a used
repository) are left out: those carrying NVIDIA's copyright notice, and in curtkim/c-first the
programs named after a cuda-samples sample (CUDA_SAMPLES_COPIES).

Compile commands: the repositories are single-file teaching programs built with a plain
`nvcc file.cu` (comments, READMEs, simple Makefiles); here `nvcc -std=c++17 -O2 -arch=sm_90 -c`,
with the include folder a program needs (curtkim/c-first: cuda-first/common for helper_cuda.h).

  wave2hunt-repos.py extract --mirrors DIR --out OUT
  wave2hunt-repos.py db|lint|list|parse --out OUT [--cudalint BIN]
  (WAVE2HUNT_BATCH=1, 2 or 3 in the environment limits a step to one batch; extract takes all.)
"""
import importlib.util, os, subprocess, sys

_spec = importlib.util.spec_from_file_location(
    "heldout3", os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout3-repos.py"))
h3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(h3)
NVCC = h3.NVCC

UNIT_PATTERN = r"cudaStreamBeginCapture|cudaMemcpy[A-Za-z0-9]*Async|cudaStreamCreate"
CUDA_SAMPLES_COPIES = ("asyncAPI.cu", "simpleCallback.cu", "simpleCudaGraph.cu", "simpleMultiGPU.cu",
                       "simpleStream.cu", "streamOrderedAllocation.cu", "vulkanCUDASinewave.cu",
                       "jpegNPP.cpp")
BASE = [NVCC, "-std=c++17", "-O2", "-arch=sm_90"]

# repository: (commit, folders searched (None: the whole tree), extra flags)
SCOPE = {
    "tanvirarafin+AI-Kernel-learning": ("e98d86c52c293f610b91a4e3290921890b1f8343", None, []),
    "xxxuebai+cuda_graph": ("45bdc30b04c9e27fee9f50f7893c5089ecd70cc8", None, []),
    "vladiant+CUDAtutorial": ("15dd6743968eeb9bd421f225fca5258e3e87245c", None, []),
    "hpc2n+gpu-course": ("19868841f188bc3c8523bec743fd89c3d2087f6b", None, []),
    # cuda-first (CUDA programs) and thrust-first; tensorrt-first needs TensorRT (not installed)
    # and the rest of the tree is OpenGL/Vulkan/Eigen/taskflow experiments.
    "curtkim+c-first": ("f6fa50108ab7c032b74199561698cef087405c37", ["cuda-first", "thrust-first"],
                        ["-I@ROOT@/cuda-first/common"]),
    "mustafaabbs2+HighPerformanceComputing": ("48becc2129defa8b3e4846c9c07d0c7100ed5ec2", None, []),
    "Infatoshi+cuda-course": ("79681bfd003d403170dd93c0436c6f2a45cb390f", None, []),
    "vitorbalestro+CUDA-practice": ("3364c45b03955494f20d76d21b644ec1dbd3ce45", None, []),
    # Batch 2 (keyed after batch 1's run, before any run on these): SHOC's CUDA benchmarks
    # (configure + automake; nvcc with the common include folders) and the GPU MODE lectures.
    "vetter+shoc": ("0aea03beba2f09fcb5935cc11737372fe4de9ec0", ["src/common", "src/cuda"],
                    ["-I@ROOT@/src/common", "-I@ROOT@/src/cuda/common"]),
    "gpu-mode+lectures": ("7cb40f67ad68f59a7c13e9a8c4d8a816a3c68e7a", None, []),
    # Batch 3 (keyed after batch 2's run, before any run on it): a small GPU query engine. No
    # snapshot can be fetched; its CUDA sources under src/gpu were read from the code index's
    # stored text at this commit and written to OUT/src/Hawshil+tezz-db/src/gpu by hand (line
    # structure kept, box-drawing decoration in comments and printf strings reduced to ASCII).
    # Scope: the .cu files of src/gpu (all read; two match UNIT_PATTERN).
    "Hawshil+tezz-db": ("1698a3a2a1f428a393506a4410ece56c1d6978ba", ["src/gpu"], ["-I@ROOT@/src"]),
}
BATCH2 = ("vetter+shoc", "gpu-mode+lectures")
BATCH3 = ("Hawshil+tezz-db",)


def units_of(repo):
    commit, folders, extra = SCOPE[repo]

    def units():
        root = os.path.join(h3.OUT_SRC, repo)
        out = subprocess.run(["grep", "-rlE", UNIT_PATTERN, "--include=*.cu", "--include=*.cpp",
                              "--include=*.cc"] + (folders or ["."]), cwd=root,
                             stdout=subprocess.PIPE, text=True).stdout.split("\n")
        res = []
        for f in sorted(x[2:] if x.startswith("./") else x for x in out if x):
            if os.path.basename(f) in CUDA_SAMPLES_COPIES:
                continue
            with open(os.path.join(root, f), errors="replace") as fh:
                if "NVIDIA CORPORATION" in fh.read().upper():
                    continue
            res.append((os.path.dirname(f), BASE + extra + ["-c", os.path.basename(f)]))
        return res
    return commit, units


def extract(a):
    """Like heldout3's extract, but file by file: these snapshots lack some large blobs (images,
    point clouds) that make `git archive` fail; source files missing from a snapshot are listed."""
    exts = (".cu", ".cuh", ".h", ".hpp", ".cpp", ".cc", ".c", ".inl", ".txt", ".cmake")
    for repo, (commit, folders, _) in SCOPE.items():
        if a.only and repo != a.only:
            continue
        if not os.path.isdir(os.path.join(a.mirrors, repo, "repo")):
            print(f"{repo}: no snapshot; its tree is supplied by hand (see SCOPE)", file=sys.stderr)
            continue
        git = ["git", "--git-dir", os.path.join(a.mirrors, repo, "repo")]
        tree = subprocess.run(git + ["ls-tree", "-r", commit] + (folders or []), check=True,
                              stdout=subprocess.PIPE, text=True).stdout.splitlines()
        for line in tree:
            meta, path = line.split("\t", 1)
            mode, typ, sha = meta.split()
            if typ != "blob" or mode == "120000" or not (path.endswith(exts) or "Makefile" in path):
                continue
            blob = subprocess.run(git + ["cat-file", "blob", sha], stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL)
            if blob.returncode:
                print(f"{repo}: {path} missing from the snapshot", file=sys.stderr)
                continue
            dst = os.path.join(a.out, "src", repo, path)
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            with open(dst, "wb") as f:
                f.write(blob.stdout)


h3.extract = extract
h3.REPOS.clear()
h3.REPOS.update({r: units_of(r) for r in SCOPE})
_BATCH = {"2": BATCH2, "3": BATCH3}
if os.environ.get("WAVE2HUNT_BATCH") == "1":
    for r in BATCH2 + BATCH3:
        del h3.REPOS[r]
elif os.environ.get("WAVE2HUNT_BATCH") in _BATCH:
    for r in list(h3.REPOS):
        if r not in _BATCH[os.environ["WAVE2HUNT_BATCH"]]:
            del h3.REPOS[r]
h3.PATHS.clear()
h3.KEYED[:] = ["cuda-host-access-before-sync", "cuda-event-timing-stream", "cuda-capture-unsafe-call"]

if __name__ == "__main__":
    sys.exit(h3.main())
