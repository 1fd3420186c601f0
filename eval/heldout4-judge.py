#!/usr/bin/env python3
"""Judges every finding of held-out round 4 (eval/results/heldout4.md) against eval/heldout4-key.tsv and writes
eval/heldout4-judged.tsv: one row per finding, plus one per keyed report no finding matched.

  heldout4-judge.py --out DIR [--run BEFORE] [--key K] [--judged J] [--table]

Site keys match on (repo, check, file, line). cuda-unchecked-error is keyed per TU (line 0): a finding in
that file is 'found' when the key expects a report there. Judgements are rules on (repo, check, file
pattern, line), written after reading each site; a finding no rule covers is 'UNJUDGED'.
"""
import argparse, csv, json, os, re, collections

COMMITS = {"NVIDIA+FasterTransformer": "df4a753", "tpruvot+ccminer": "6ff4e50",
           "xmrig+xmrig-cuda": "01d5348", "ethereum-mining+ethminer": "8eaf50a"}
FT, CC, XM, ET = COMMITS
TEST = ("no", "test or benchmark program of the repository (an *_test.cc, the offline GEMM autotuners): a dropped status there costs a confusing run, not a wrong result in production")
CCL = ("no", "ccminer reads the launch error once per scan (CUDA_LOG_ERROR / cuda_check_hash in the scan function of another TU); a per-launch check is not what a maintainer would add")
RULES = [
    # --- FasterTransformer
    (FT, "cuda-resource-leak", r"cublasMMWrapper\.cc$", None, ("yes", "two timing events created per cuBLASLt heuristic in the autotune loop and never destroyed: a real leak on every tuned shape")),
    (FT, "cuda-pageable-async-memcpy", r"cuda_utils\.cc$", None, ("no", "debug dump/print helper: the copy is followed by a device-wide sync and file or console output; nothing to overlap")),
    (FT, "cuda-pageable-async-memcpy", r"LongformerAttentionLayer\.cc$", 95, ("no", "batch_size ints into a stack VLA: pageable makes the host wait a few microseconds for the copy; not worth a pinned buffer")),
    (FT, "cuda-pageable-async-memcpy", r"memory_utils\.cu$", 98, ("no", "deviceFill: new[] buffer copied then delete[]d on the next line; the pageable copy's staging is what makes the immediate delete safe; the fix would be a fill kernel, not pinned memory")),
    (FT, "cuda-missing-stream", r"memory_utils\.cu$", None, ("no", "stream-less load-time utilities (random init, in-place transposes, weight-type conversion) called from other files; the caller owns the ordering and nothing runs beside them at load time")),
    (FT, "cuda-alloc-in-loop", r"gemm_test/", None, ("no", "96-byte pointer table allocated/freed once per GEMM shape in the offline autotuner, next to seconds of benchmarking")),
    (FT, "cuda-unchecked-error", r"_test\.cc$|gemm_test/", None, TEST),
    (FT, "cuda-unchecked-error", r"cuda_utils\.cc$|Tensor\.cc$", None, ("no", "debug print/dump and .npy file helpers")),
    (FT, "cuda-unchecked-error", r"sampling_topp_kernels\.cu$", 605, ("no", "launch: FT checks launches through sync_check_cuda_error() in the callers (debug builds / FT_DEBUG_LEVEL), a deliberate design")),
    (FT, "cuda-unchecked-error", r"sampling_topp_kernels\.cu$", 683, ("yes", "cudaMemsetAsync of the top-p workspace dropped while the neighbouring calls use check_cuda_error")),
    (FT, "cuda-unchecked-error", r"(Bert|Deberta)\.cc$", None, ("no", "final cudaStreamSynchronize after the layer loop; a failure surfaces at the caller's next checked call (sticky)")),
    (FT, "cuda-unchecked-error", r"cublasMMWrapper\.cc$", None, ("yes", "autotune's event calls unchecked: a failed record gives garbage timings that choose the algorithm")),
    (FT, "cuda-unchecked-error", r"allocator\.h$", None, ("yes", "cudaStreamSynchronize after the checked cudaFreeAsync is the one unchecked call of the allocator's free path")),
    (FT, "cuda-unchecked-error", r"memory_utils\.cu$", 530, ("yes", "weight-type conversion launch at load time: nothing checks it (no sync_check_cuda_error on this path), a failed launch leaves weights unconverted")),
    (FT, "cuda-unchecked-error", r"memory_utils\.cu$", 897, ("no", "invokeCheckRange, a debugging range checker")),
    (FT, "cuda-unchecked-error", r"3rdparty/", None, ("no", "vendored TensorRT header (3rdparty/trt_fused_multihead_attention): not the project's code to change")),
    # --- ccminer
    (CC, "cuda-missing-stream", r"salsa_kernel\.cu$", 211, ("no", "primes the serialization event once at init; the legacy stream is idle then")),
    (CC, "cuda-missing-stream", r"Algo256/", None, ("no", "the stream-less overload next to the stream-taking one; the caller (another file) picks, and the stream-less path is used where no stream runs")),
    (CC, "cuda-pageable-async-memcpy", r"wildkeccak\.cu$", 228, ("no", "8-byte result copy into the caller's stack array, which waits for the stream right after (312): nothing to overlap")),
    (CC, "cuda-unchecked-error", r"cuda_blake256\.cu$|cuda_hefty1\.cu$", 392, ("yes", "cudaMemcpyToSymbol of the block header / sponge unchecked: a failure hashes stale input")),
    (CC, "cuda-unchecked-error", r"cuda_blake256\.cu$", 547, ("yes", "cudaMemcpyToSymbol of the block header unchecked: a failure hashes stale input")),
    (CC, "cuda-unchecked-error", r"cuda_blake256\.cu$", 554, ("yes", "constant-table upload unchecked at init")),
    (CC, "cuda-unchecked-error", r"(kepler|nv|nv_kernel2|test|titan)_kernel2?\.cu$", None, ("yes", "cudaMemcpyToSymbolAsync of N and the scratch constants unchecked: a failure runs the kernels with the previous N")),
    (CC, "cuda-unchecked-error", r"vanilla\.cu$", 368, ("yes", "header upload unchecked")),
    (CC, "cuda-unchecked-error", r".", None, None),  # placeholder: resolved by CC_SET below
    # --- xmrig-cuda
    (XM, "cuda-unchecked-error", r"KawPow\.cu$", 80, ("no", "false: CUDA_CHECK_KERNEL expands to the launch followed by CUDA_CHECK(cudaGetLastError()) in the same braced loop body; the launch error is read right away")),
    (XM, "cuda-unchecked-error", r"hash\.hpp$", 67, ("no", "false: CUDA_CHECK_KERNEL reads cudaGetLastError right after; the including TU did not parse (`<< <` launch syntax at hash.hpp:38/41)")),
    (XM, "cuda-unchecked-error", r"cuda_core\.cu$", 814, ("yes", "for-loop without braces around CUDA_CHECK_KERNEL, a two-statement macro: the cudaGetLastError check runs once after the loop, not per launch; brace it or make the macro one statement")),
    (XM, "cuda-unchecked-error", r"cuda_core\.cu$", 835, ("no", "cuModuleUnload before loading the next module: best effort")),
    (XM, "cuda-unchecked-error", r"xmrig-cuda\.cpp$", 491, ("yes", "cuInit(0) dropped: if the driver fails to initialise, the first CU_CHECK later reports CUDA_ERROR_NOT_INITIALIZED instead of the cause")),
    # --- ethminer
    (ET, "cuda-unchecked-error", r"CUDAMiner\.cpp$", 263, ("no", "cudaDriverGetVersion on the insufficient-driver error path; a 0 result is handled")),
]
CC_SET = {  # ccminer's other unchecked-error findings, by line
    ("cuda_jha_compactionTest.cu", 40): ("yes", "device function pointers fetched with cudaMemcpyFromSymbol at init, unchecked: a failure launches through garbage pointers"),
    ("cuda_quark_compactionTest.cu", 45): ("yes", "same: device function pointers fetched unchecked"),
    ("cuda_jha_compactionTest.cu", 278): CCL, ("cuda_quark_compactionTest.cu", 270): CCL, ("wildkeccak.cu", 225): CCL,
    ("cuda_hefty1.cu", 444): CCL, ("blake.cu", 430): CCL,
    ("cuda_jha_compactionTest.cu", 366): ("no", "cudaStreamSynchronize(NULL) before reading the count: a kernel fault is sticky and surfaces at the next call"),
    ("cuda_quark_compactionTest.cu", 382): ("no", "same"), ("cuda_quark_compactionTest.cu", 396): ("no", "same"),
    ("vanilla.cu", 387): ("yes", "cudaSetDevice at thread init unchecked: a failure mines on the previous device"),
    ("wildkeccak.cu", 261): ("yes", "same cudaSetDevice at init"), ("cuda_hefty1.cu", 312): ("yes", "same cudaSetDevice at init"),
    ("cuda.cpp", 195): ("yes", "cuda_reset_device: cudaSetDevice unchecked before cudaDeviceReset"),
    ("cuda.cpp", 229): ("no", "memory query helper: the following cudaMemGetInfo result is what matters"),
    ("cuda.cpp", 74): ("no", "device enumeration after a successful cudaGetDeviceCount"), ("cuda.cpp", 103): ("no", "same"),
    ("vanilla.cu", 484): ("no", "cleanup at thread exit"), ("wildkeccak.cu", 369): ("no", "cleanup"), ("nist5.cu", 174): ("no", "cleanup"),
    ("wildkeccak.cu", 358): ("yes", "scratchpad update upload unchecked: a failure mines against a stale scratchpad"),
    ("salsa_kernel.cu", 777): ("yes", "the serialization wait between the two streams is unchecked while the rest of the file uses checkCudaErrors"),
    ("salsa_kernel.cu", 783): ("yes", "the serialization record, same"),
    ("salsa_kernel.cu", 789): ("no", "WDDM flush; a failure is sticky and shows at the next checked call"),
}


def rows(path):
    return list(csv.DictReader((l for l in open(path) if not l.startswith("#")), delimiter="\t"))


def judge(repo, check, path, line):
    if repo == CC and check == "cuda-unchecked-error":
        v = CC_SET.get((os.path.basename(path), line))
        if v:
            return v
    for r, c, pat, ln, verdict in RULES:
        if verdict and r == repo and c == check and re.search(pat, path) and (ln is None or ln == line):
            return verdict
    return ("UNJUDGED", "")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", default="BEFORE")
    ap.add_argument("--out", required=True)
    ap.add_argument("--key", default="eval/heldout4-key.tsv")
    ap.add_argument("--judged", default="eval/heldout4-judged.tsv")
    a = ap.parse_args()
    key = rows(a.key)
    site = {(r["repo"], r["check"], r["file"], int(r["line"])): r for r in key if r["line"] != "0"}
    tu = {(r["repo"], r["file"]): r for r in key if r["line"] == "0"}
    cols = ["run", "repo", "commit", "check", "file", "line", "vs_key", "act", "judgement"]
    new, seen, seen_tu = [], set(), set()
    for repo in COMMITS:
        for f in json.load(open(os.path.join(a.out, "out", repo + ".json")))["findings"]:
            k = (repo, f["check"], f["file"], f["line"])
            act, why = judge(*k)
            if f["check"] == "cuda-unchecked-error" and (repo, f["file"]) in tu:
                seen_tu.add((repo, f["file"]))
                vs = "found" if tu[(repo, f["file"])]["expected"] == "report" else "unexpected (keyed silent)"
            elif k in site:
                seen.add(k)
                vs = "found" if site[k]["expected"] == "report" else "unexpected (keyed silent)"
            else:
                vs = "not keyed"
            new.append([a.run, repo, COMMITS[repo], f["check"], f["file"], f["line"], vs, act, why])
    for k, r in site.items():
        if r["expected"] == "report" and k not in seen:
            new.append([a.run, k[0], r["commit"], k[1], k[2], k[3], "missed", r["act"], r["reason"]])
    for k, r in tu.items():
        if r["expected"] == "report" and k not in seen_tu:
            new.append([a.run, k[0], r["commit"], "cuda-unchecked-error", k[1], 0, "missed", r["act"], r["reason"]])
    with open(a.judged, "w") as out:
        out.write("# Every finding of held-out round 4 judged (eval/results/heldout4.md): would an experienced CUDA engineer change the code?\n")
        out.write("# vs_key: found / unexpected (keyed silent) / not keyed / missed (key expected a report, none came). unchecked-error: keyed per TU.\n")
        w = csv.writer(out, delimiter="\t", lineterminator="\n")
        w.writerow(cols)
        w.writerows(new)
    print(f"{a.run}: {len(new)} rows; unjudged: {sum(r[7] == 'UNJUDGED' for r in new)}")
    for r in new:
        if r[7] == "UNJUDGED":
            print("  UNJUDGED", r[1:6])


if __name__ == "__main__":
    main()
