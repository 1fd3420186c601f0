#!/usr/bin/env python3
"""Held-out round 47 (eval/results/heldout47.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s45d>, main 9410881), run with eval/heldout47-repos.py lint (the whole database of each repository, -j 1,
nice -n 10), against the key (eval/heldout47-key.tsv, written and committed before the run, 549dbde). Writes
eval/heldout47-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and prints the
per-check table. Modelled on eval/heldout38-judge.py and eval/heldout45-judge.py.

  heldout47-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first. Every cuda-unchecked-error finding is
judged on its own code; the facts the reasons state about the projects were checked with grep in the extracted sources.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

P, B, J = "cms-patatrack/pixeltrack-standalone", "sunwookim028/bwa-mem-gpu", "dusty-nv/jetson-utils"
REPOS = [P, B, J]
COMMITS = {P: "26c034a", B: "24b4a2f", J: "fae4b42"}
KEYED = ["cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream", "cuda-pageable-async-memcpy",
         "cuda-alloc-in-loop", "cuda-sync-in-loop"]
UE, MS = "cuda-unchecked-error", "cuda-missing-stream"
PC = "src/cuda/"

# jetson-utils' CUDA(x) macro is cudaCheckError((x), #x, __FILE__, __LINE__) (cuda/cudaUtility.h:41,85-104): a
# project function that logs a failed status with the text, file and line (LogError) and returns it. Its name is
# cuda<Upper>... and it returns cudaError_t, so the check takes it for a CUDA API call (the page: "every function at
# global scope named cuda<Upper>... that returns cudaError_t, whichever header declared it") and reports CUDA(...)
# used as a statement as a dropped status. The status it drops is the one it has just logged.
_CHK = ("no", "{what}, written CUDA({call}) as a statement: the macro is cudaCheckError((x), #x, __FILE__, __LINE__) "
        "(cuda/cudaUtility.h:41), a jetson-utils function that logs a failed status with the call's text, file and "
        "line (cudaUtility.h:85-104) and returns it; the check took cudaCheckError for a CUDA API call (its name is "
        "cuda<Upper>... and it returns cudaError_t), so the 'dropped' status is one the project has just reported. "
        "{why}")

NOT_KEYED = {
    (P, PC + "CUDACore/ScopedSetDevice.h", 29, UE): (
        "no", "~ScopedSetDevice restores the device saved by cudaCheck(cudaGetDevice(&originalDevice_)) in the "
        "constructor (:15) and drops the status on purpose (the comment at :26-28: no exceptions from a destructor, "
        "'if this call fails, the process is doomed anyway'). Setting back the device that was current a moment ago "
        "fails only where every call fails, which the next checked call reports (the page's device-restore rule, "
        "which the check applies to a saved local, not to a member written only by cudaGetDevice)"),
    (P, PC + "CUDACore/cudaCheck.h", 48, UE): (
        "no", "cudaCheck_'s CUresult overload drops cuGetErrorName/cuGetErrorString, which only label the message of "
        "the exception thrown next (abortOnCudaError); no unit of the cuda program makes a driver API call or passes a "
        "CUresult (grep 'cu[A-Z]...(' and 'CUresult' in src/cuda: only cudaCheck.h), so the overload never runs here; "
        "where it would, the queries fail only for an unrecognised code"),
    (J, "cpp/image/imageIO.cpp", 200, UE): _CHK[:1] + (_CHK[1].format(
        what="loadImage's free of the temporary mapped input after the conversion", call="cudaFreeHost(inputImgGPU)",
        why="A failed release of a temporary buffer, logged: nothing to add."),),
    (J, "cpp/image/imageLoader.cpp", 104, UE): _CHK[:1] + (_CHK[1].format(
        what="~imageLoader's frees of its mapped buffers", call="cudaFreeHost(mBuffers[n])",
        why="Releases in a destructor, logged: nothing to add."),),
    (J, "cpp/image/imageLoader.cpp", 154, UE): _CHK[:1] + (_CHK[1].format(
        what="Capture's reclaim of the oldest mapped buffer", call="cudaFreeHost(mBuffers[0])",
        why="A release, logged; the next allocation (loadImage's cudaAllocMapped) is checked."),),
    (J, "cuda/cudaColormap.cu", 1680, UE): _CHK[:1] + (_CHK[1].format(
        what="cudaColormapFree's releases of the palettes", call="cudaFree(colormapPalettesGPU)",
        why="Releases at teardown, logged: nothing to add."),),
    (J, "cuda/cudaFont.cu", 101, UE): _CHK[:1] + (_CHK[1].format(
        what="~cudaFont's frees of the mapped command, rect and font-map buffers", call="cudaFreeHost(mRectsCPU)",
        why="Releases in a destructor, logged: nothing to add."),),
    (J, "cuda/cudaFont.cu", 268, UE): _CHK[:1] + (_CHK[1].format(
        what="init's free of a font map too small for the glyphs, before retrying at twice the size",
        call="cudaFreeHost(mFontMapCPU)", why="A release, logged; the retry's cudaAllocMapped is checked (:236)."),),
    (J, "cuda/cudaFont.cu", 566, UE): _CHK[:1] + (_CHK[1].format(
        what="OverlayText's background-rect fill and glyph overlay (CUDA(cudaRectFill(...)) at :563 too)",
        call="cudaOverlayText(...)",
        why="OverlayText returns true even when they failed; the failure is in the log with its line, and a text "
        "overlay is drawn on a frame that the caller's next checked call (the stream's wait before display or "
        "saving, imageIO.cpp:318) also reports. Returning false here would be tidier, not a change a reviewer would "
        "ask for because of this finding."),),
    (J, "cpp/image/imageIO.cpp", 404, MS): (
        "yes", "a real bug: saveImageRGBA's call saveImage(filename, ptr, width, height, IMAGE_RGBA32F, quality, "
        "make_float2(0, max_pixel), stream) matches the overload (..., int quality, const float2& pixel_range, bool "
        "sync=true, cudaStream_t stream=0) (imageIO.h:184-186): the caller's stream becomes the bool 'sync' and the "
        "stream argument takes its default 0, so the float-to-uint8 conversion (imageIO.cpp:306) runs on the legacy "
        "stream and, as the float path sets sync = true (:312), the wait before writing the file is the stream-0 "
        "branch, a device-wide cudaDeviceSynchronize (:317-320) that waits for every stream's work, not the "
        "caller's stream alone. Fix: pass 'true, stream'"),
    (J, "cpp/image/imageLoader.cpp", 181, MS): (
        "yes", "Capture has the caller's stream (it passes it to its own retry at :184) but calls loadImage(..., "
        "format) without it, so for float formats loadImage's cudaConvertColor (imageIO.cpp:194) runs on the legacy "
        "stream instead of the caller's: it serializes with the caller's blocking streams, and on a non-blocking "
        "one it is ordered with the caller's work only by whatever cudaFreeHost (:200) implies. The fix-it (pass "
        "'stream', which loadImage takes) is exact and costs nothing"),
    (J, "cpp/image/imageWriter.cpp", 98, MS): (
        "yes", "imageWriter::Render(image, ..., stream) calls videoOutput::Render(image, width, height, format) without "
        "the stream: the base class forwards it to every sub-output's Render (videoOutput.cpp:211-220), which then "
        "render on the legacy stream while this writer's own saveImage uses 'stream' (:121). Pass 'stream', as the "
        "fix-it says"),
}

# Keyed report=no rows that were reported: (act must be the key's).
KEYED_SILENT_REPORTED = {
    (J, "cpp/image/imageIO.cpp", 318, UE): (
        "no", "key error: keyed silent as 'CUDA(...)-wrapped: checked'; the check takes the macro's cudaCheckError for a "
        "CUDA API call (the page: any function named cuda<Upper>... returning cudaError_t) and reports its dropped "
        "result. Act no as keyed: saveImage's CUDA(cudaStreamSynchronize(stream)) / CUDA(cudaDeviceSynchronize()) log "
        "a failure with file and line (cudaUtility.h:85-104); the image written after a failed wait is the one the "
        "log names"),
}

# Notes put before the reason of a missed keyed report.
KEY_ERRORS = {}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED, KEY_ERRORS)


def table(build, jr, key):
    heldout_base.check_table(build, jr, key, KEYED)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s45d>, main 9410881) on round 47's 35 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout47 helper (eval/heldout47-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 47, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
