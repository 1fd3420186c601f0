#!/usr/bin/env python3
"""Held-out round 41 (eval/results/heldout41.md): the verdicts on every finding of every cuda-* check from the BLIND build
(<eval-bin-s44c>, main 8fe11f3, this stop's build), run with eval/heldout41-repos.py lint (the whole database of each
repository, -j 1, nice -n 10), against the key (eval/heldout41-key.tsv, written and committed before the run, ccaf330).
Writes eval/heldout41-judged.tsv (one row per finding, plus one 'missed' row per keyed report no finding matched) and
prints the per-check table. Modelled on eval/heldout40-judge.py and eval/heldout38-judge.py.

  heldout41-judge.py --blind <out>

A finding matches a key row of the same repository, file and check when its line is within 3 lines of the row's. A
finding that is neither keyed nor judged below raises KeyError: judge it first.
"""
import os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import heldout_base  # noqa: E402

F, B, C = "ztxz16/fastllm", "matter-labs/era-bellman-cuda", "cp2k/cp2k"
REPOS = [F, B, C]
COMMITS = {F: "d3aea32", B: "a87a309", C: "ae513ba"}
KEYED = ["cuda-pageable-async-memcpy", "cuda-missing-stream", "cuda-default-stream", "cuda-unchecked-error",
         "cuda-alloc-in-loop", "cuda-sync-in-loop"]
UE, MS, DS, PA, AL, SL, RL, CU = ("cuda-unchecked-error", "cuda-missing-stream", "cuda-default-stream",
                                  "cuda-pageable-async-memcpy", "cuda-alloc-in-loop", "cuda-sync-in-loop",
                                  "cuda-resource-leak", "cuda-capture-unsafe-call")

# Findings judged one by one: (repo, file, line, check) -> (act, reason).
NOT_KEYED = {
    (F, "src/devices/cuda/attention/fastllm-attention.cu", 132, UE): (
        "no", "launch of 'HalfFC' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/attention/fastllm-attention.cu", 917, UE): (
        "no", "cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/attention/fastllm-attention.cu", 1136, UE): (
        "no", "FastllmCudaHalfAttention: cudaMemset between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/attention/fastllm-attention.cu", 1531, UE): (
        "no", "DoFastllmCudaAttentionBatch: launch of 'FastllmSoftmaxKernelInner1' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/attention/fastllm-attention.cu", 1767, UE): (
        "no", "cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/attention/fastllm-attention.cu", 1790, UE): (
        "no", "cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/attention/fastllm-attention.cu", 2381, UE): (
        "no", "FastllmCudaTempDeviceBuffer::~FastllmCudaTempDeviceBuffer: cudaGetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/attention/fastllm-attention.cu", 2665, UE): (
        "no", "FastllmCudaHalfPagedAttention: cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/attention/fastllm-attention.cu", 2704, UE): (
        "no", "lambda: cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/attention/fastllm-attention.cu", 3658, UE): (
        "no", "cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/awq_sm70/fastllm-awq-sm70.cu", 107, UE): (
        "no", "GetWorkspace: the one-time memsets of the sm_70 AWQ GEMM workspace after its allocations; a failure means a broken context that the GEMM's checked launch reports (and the path runs only on sm_70)"),
    (F, "src/devices/cuda/awq_sm70/fastllm-awq-sm70.cu", 237, UE): (
        "no", "fastllm::awq_sm70::Prepare: launch of 'TransposeU16Kernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 409, UE): (
        "no", "FastllmCudaGetFreeSizes: cudaGetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 451, UE): (
        "no", "FastllmCudaGetTotalSizes: cudaGetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 483, UE): (
        "no", "CudaInfos: a 1-thread probe kernel and the read-back of its few ints at start-up; a failure means no usable device, which the engine's first checked allocation reports"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 573, UE): (
        "no", "DeviceSync: the debug synchronisation behind the engine's cudaSync option, dropped on purpose; ForceDeviceSync (next function) is the checked one"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 1089, UE): (
        "no", "FastllmCudaGraphQwen35MoeParallelSelfTest: a start-up self-test of graph capture whose counters are read back and compared; a failed memset shows as a failed self-test (test code)"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 1176, UE): (
        "no", "the same self-test's captured branch (lambda): memsets of its counters, checked by the test's comparison (test code)"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 2250, UE): (
        "no", "FastllmLaunchTransposeLastTwo: launch of 'FastllmTransposeN4HalfKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 4016, UE): (
        "no", "a drain before reusing the pool's big buffers while NCCL is active: an asynchronous fault is sticky and the next checked call (the copies and checkCudaErrors around every allocation) reports it"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 4441, UE): (
        "no", "cudaMemset between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 4935, UE): (
        "no", "FastllmCudaForceFree: cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 5268, UE): (
        "no", "FastllmCudaClearBigBuffer: cudaGetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 5450, UE): (
        "no", "cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 5487, UE): (
        "no", "FastllmCudaMemcpyBetweenDevices: cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 5669, UE): (
        "no", "cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 6559, UE): (
        "no", "FastllmCudaTransferAttn fused path: TransferAttnKernelFused<<<outer, 64, (n*m+n)*4>>> taken only for n == m <= 64, so at most 16.6 KB of dynamic shared memory and 64 threads: valid by construction; fastllm reads no launch errors and the next checkCudaErrors reports a fault"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 6588, SL): (
        "yes", "FastllmCudaTransferAttn's row loop (taken when n > 64 or FASTLLM_USE_FUSED_TRANSFER_ATTN=0): cudaDeviceSynchronize after every row kernel, n-1 device-wide waits per call; the row kernels run in order on the same (per-thread default) stream, so the wait orders nothing that stream order does not, and it stalls the host and every other stream of the device (the engine's TP workers) once per row; delete it (or one sync after the loop if the host needs the result)"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 6994, UE): (
        "no", "LaunchFastllmRMSNormFloat16: launch of 'FastllmRMSNormHalf128ExactKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 7042, UE): (
        "no", "LaunchFastllmRMSNormBFloat16: launch of 'FastllmRMSNormBFloat16Hidden3072ExactKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 11017, UE): (
        "no", "FastllmCudaPermute: cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 11140, UE): (
        "no", "launch of 'FastllmCudaFloat2HalfKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 11147, UE): (
        "no", "launch of 'FastllmCudaHalf2FloatKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 11514, UE): (
        "no", "FastllmCudaBatchMatMulTransBHeadMapped: cudaGetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 12439, UE): (
        "no", "launch of 'FastllmQKVRMSNormRopeSplitAppendPagedCacheKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 12703, UE): (
        "no", "launch of 'FastllmQwen35QGateKVPrefillHalfKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 12955, UE): (
        "no", "launch of 'FastllmQwen35QGateKVRMSNormRopeSplitAppendPagedCacheKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 13430, UE): (
        "no", "FastllmCudaTopKTopPSamplingWithTypicalAcceptance: launch of 'FastllmTemperatureSoftmaxKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 14002, UE): (
        "no", "cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 14041, UE): (
        "no", "cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 14059, UE): (
        "no", "cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 14435, UE): (
        "no", "FastllmCudaStagePointers: cudaGetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 14479, UE): (
        "no", "FastllmCudaGetRaggedGdnMetadata: cudaGetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 16380, UE): (
        "no", "cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 16415, UE): (
        "no", "FastllmCudaGetDeviceCount: the status is stored and not read, but deviceCount stays 0 on failure, which is the right answer (no usable GPU) for its callers"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 16443, UE): (
        "no", "FastllmResetLogitsOfEOS: three tiny uploads into 'state', checked once after the launch: the first two statuses are overwritten; all three copy a few ints between the same host and pool memory, a failure of one is a failure of all"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 19588, UE): (
        "no", "FastllmChunkGatedDeltaRulePrefill: launch of 'FastllmChunkGatedDeltaRuleBuildQScaledChunkKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-ggml-cuda.cu", 92, UE): (
        "no", "launch of 'quantize_q8_1' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/fastllm-ggml-cuda.cu", 2541, UE): (
        "no", "FastllmCudaHalfMatMulGGUF: the status of cudaMemcpy is overwritten by the next call of the same chain (allocate, copy, convert, free) whose status is checked (checkCudaErrors(state)); a failing copy between the engine's own buffers makes the checked call fail too"),
    (F, "src/devices/cuda/fastllm-ggml-cuda.cu", 2662, UE): (
        "no", "FastllmCudaBFloat16MatMulGGUF: the status of cudaMemcpy is overwritten by the next call of the same chain (allocate, copy, convert, free) whose status is checked (checkCudaErrors(state)); a failing copy between the engine's own buffers makes the checked call fail too"),
    (F, "src/devices/cuda/fastllm-triton-cuda.cu", 39, UE): (
        "no", "CheckCu: cuGetErrorName inside the error reporter itself; on failure 'name' stays null and the message prints the code"),
    (F, "src/devices/cuda/linear/fastllm-linear-fp8.cu", 100, UE): (
        "no", "cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/linear/fastllm-linear-fp8.cu", 529, UE): (
        "no", "LaunchFastllmGemmFp32FP8E4M3: launch of 'FastllmGemvFP8E4M3Kernel1MultiRow' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/linear/fastllm-linear-fp8.cu", 559, UE): (
        "no", "LaunchFastllmGemmFp16FP8E4M3: launch of 'FastllmGemvHalfFP8E4M3Kernel1MultiRow' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/linear/fastllm-linear-fp8.cu", 808, UE): (
        "no", "LaunchFastllmGemmFp16FP8E4M3Block128: launch of 'FastllmGemvHalfFP8E4M3Block128KernelWarpMultiRow' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/linear/fastllm-linear-fp8.cu", 847, UE): (
        "no", "FastllmCudaFP8E4M3Block128EnsureHalfBiasOnDevice: the status of cudaMemcpy is overwritten by the next call of the same chain (allocate, copy, convert, free) whose status is checked (checkCudaErrors(state)); a failing copy between the engine's own buffers makes the checked call fail too"),
    (F, "src/devices/cuda/linear/fastllm-linear-fp8.cu", 868, UE): (
        "no", "FastllmCudaFP8E4M3Block128EnsureBFloat16BiasOnDevice: the status of cudaMemcpy is overwritten by the next call of the same chain (allocate, copy, convert, free) whose status is checked (checkCudaErrors(state)); a failing copy between the engine's own buffers makes the checked call fail too"),
    (F, "src/devices/cuda/linear/fastllm-linear-fp8.cu", 1035, UE): (
        "no", "the status of cudaMemcpy is overwritten by the next call of the same chain (allocate, copy, convert, free) whose status is checked (checkCudaErrors(state)); a failing copy between the engine's own buffers makes the checked call fail too"),
    (F, "src/devices/cuda/linear/fastllm-linear-fp8.cu", 1058, UE): (
        "no", "FastllmCudaFP8E4M3EnsureHalfBiasOnDevice: the status of cudaMemcpy is overwritten by the next call of the same chain (allocate, copy, convert, free) whose status is checked (checkCudaErrors(state)); a failing copy between the engine's own buffers makes the checked call fail too"),
    (F, "src/devices/cuda/linear/fastllm-linear-fp8.cu", 1328, UE): (
        "no", "LaunchFastllmGemmBF16FP8E4M3: launch of 'FastllmGemvBF16FP8E4M3Kernel1MultiRow' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/linear/fastllm-linear-fp8.cu", 1384, UE): (
        "no", "FastllmCudaFP8E4M3EnsureBFloat16BiasOnDevice: the status of cudaMemcpy is overwritten by the next call of the same chain (allocate, copy, convert, free) whose status is checked (checkCudaErrors(state)); a failing copy between the engine's own buffers makes the checked call fail too"),
    (F, "src/devices/cuda/linear/fastllm-linear-fp8.cu", 1786, UE): (
        "no", "LaunchFastllmGemmBF16FP8E4M3Block128: launch of 'FastllmGemvBF16FP8E4M3Block128KernelWarpMultiRow' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/linear/fastllm-linear-int4group.cu", 344, UE): (
        "no", "LaunchFastllmGemmFp32Int4Group: launch of 'FastllmGemvFloatInt4GroupKernelWarpMultiRow' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/linear/fastllm-linear-int4group.cu", 453, UE): (
        "no", "launch of 'FastllmInt4GroupToAwqU16Kernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/linear/fastllm-linear-int4group.cu", 794, UE): (
        "no", "LaunchFastllmGemmFp16Int4Group: launch of 'FastllmGemvHalfInt4GroupKernelWarpMultiRow' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/linear/fastllm-linear-int4group.cu", 972, UE): (
        "no", "launch of 'FastllmCudaInt4GroupToMarlinQWeightKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/linear/fastllm-linear-int4group.cu", 1028, UE): (
        "no", "FastllmCudaInt4GroupEnsureHalfBiasDataOnDevice: the status of cudaMemcpy is overwritten by the next call of the same chain (allocate, copy, convert, free) whose status is checked (checkCudaErrors(state)); a failing copy between the engine's own buffers makes the checked call fail too"),
    (F, "src/devices/cuda/linear/fastllm-linear-int4group.cu", 2284, UE): (
        "no", "LaunchFastllmGemmFp16Int4Group128: launch of 'FastllmGemvHalfInt4Group128KernelMultiRow' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/linear/fastllm-linear-int4group.cu", 2337, UE): (
        "no", "FastllmCudaInt4Group128EnsureHalfBiasOnDevice: the status of cudaMemcpy is overwritten by the next call of the same chain (allocate, copy, convert, free) whose status is checked (checkCudaErrors(state)); a failing copy between the engine's own buffers makes the checked call fail too"),
    (F, "src/devices/cuda/linear/fastllm-marlin-fp8-dense.cu", 237, UE): (
        "no", ": cudaGetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/linear/fastllm-marlin-fp8-dense.cu", 284, UE): (
        "no", ": cudaGetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/linear/fastllm-marlin-fp8-dense.cu", 358, UE): (
        "no", "cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/models/deepseekv4-kernels.cu", 3871, UE): (
        "no", "launch of 'DeepSeekV4HcPreFinishNorm4x4096Kernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/models/deepseekv4-kernels.cu", 6356, UE): (
        "no", "launch of 'DeepSeekV4SparsePrefillRotaryCastKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/models/deepseekv4-kernels.cu", 6677, UE): (
        "no", ": launch of 'DeepSeekV4SparsePrefillCastCompressedKVKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/models/deepseekv4-kernels.cu", 7563, UE): (
        "no", "FastllmCudaDeepSeekV4ScaleQRotaryImpl: launch of 'DeepSeekV4ScaleQRotaryBlockKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/models/deepseekv4-kernels.cu", 7622, UE): (
        "no", "FastllmCudaDeepSeekV4RotaryQuantImpl: launch of 'DeepSeekV4RotaryQuantBlockKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/models/deepseekv4-kernels.cu", 7764, UE): (
        "no", "FastllmCudaDeepSeekV4UpdateWindowKVCacheImpl: launch of 'DeepSeekV4UpdateWindowKVCacheKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/models/deepseekv4-kernels.cu", 9406, UE): (
        "no", "FastllmCudaDeepSeekV4SparseAttentionDecodeCachedBatch: cudaMemcpy between host memory and the engine's pool memory, or within it (sizes from the tensors); fails only with a bad pointer or a broken context, which the next checkCudaErrors/ForceDeviceSync reports; the file's style (it checks allocations and most copies), not a missed failure"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 374, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3SwigluKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 378, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3AddToKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 544, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3TopKSwigluKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 549, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3TopKDownReduceKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 724, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3TopKSwigluIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 730, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3TopKDownReduceIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 914, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3SmallBatchTopKSwigluIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 922, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3SmallBatchTopKDownReduceIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 1176, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3GroupedTopKSwigluIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 1188, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3GroupedTopKDownScatterIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 1196, UE): (
        "no", "launch of 'FastllmGroupedMoeReduceOutputKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 1364, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3Block128SwigluKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 1368, UE): (
        "no", "launch of 'FastllmGemvHalfFP8E4M3Block128AddToKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3839, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3SwigluKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3845, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3AddToKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3853, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3TopKSwigluKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3860, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3TopKDownReduceKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3868, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3TopKSwigluIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3876, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3TopKDownReduceIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3885, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3SmallBatchTopKSwigluIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3895, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3SmallBatchTopKDownReduceIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3907, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3GroupedTopKSwigluIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3920, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3GroupedTopKDownScatterIndexedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3928, UE): (
        "no", "launch of 'FastllmGroupedMoeReduceOutputTypedKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3934, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3Block128SwigluKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 3941, UE): (
        "no", "launch of 'FastllmGemvTypedFP8E4M3Block128AddToKernel' with no error read: grid from the tensor sizes, a fixed block size of at most 1024 and no or bounded dynamic shared memory, valid by construction; fastllm reads no launch error anywhere and a fault surfaces at the next checkCudaErrors; a project-wide policy, not this launch, would change"),
    (F, "src/devices/cuda/moe/fastllm-moe-vllm-marlin.cu", 1174, UE): (
        "no", "cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/cuda/moe/fastllm-moe-vllm-marlin.cu", 1752, UE): (
        "no", "cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/multicuda/fastllm-custom-allreduce.cu", 1721, UE): (
        "no", "the abort path of a multi-rank graph capture: cudaStreamEndCapture only to leave capture mode after another rank failed, the graph destroyed if any, cudaGetLastError() clears the state and the rank reports failure"),
    (F, "src/devices/multicuda/fastllm-multicuda.cu", 190, UE): (
        "no", "cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/multicuda/fastllm-multicuda.cu", 202, UE): (
        "no", "cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/multicuda/fastllm-multicuda.cu", 1035, UE): (
        "no", "SplitMultiCudaWeight: cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/multicuda/fastllm-multicuda.cu", 1892, UE): (
        "no", "PlaceMultiCudaWeightOnDevice: cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "src/devices/multicuda/fastllm-multicuda.cu", 1937, UE): (
        "no", "SplitMultiCudaWeight1D: cudaSetDevice of the engine's own device ids (a device current a moment ago, or one it enumerated), saving or restoring the current device around checked work; fails only with a broken context that the next checked call reports"),
    (F, "third_party/flashinfer/attention/mla.cuh", 1113, UE): (
        "no", "flashinfer::mla::BatchMLAPagedAttention: vendored flashinfer code: a dropped device/attribute query or copy in a third-party header the project copies unchanged; not the project's code to change for this"),
    (F, "third_party/flashinfer/utils.cuh", 355, UE): (
        "no", "flashinfer::GetCudaComputeCapability: vendored flashinfer code: a dropped device/attribute query or copy in a third-party header the project copies unchanged; not the project's code to change for this"),
    (F, "third_party/flashinfer/utils.cuh", 369, UE): (
        "no", "flashinfer::GetCudaMultiProcessorCount: vendored flashinfer code: a dropped device/attribute query or copy in a third-party header the project copies unchanged; not the project's code to change for this"),
    (F, "third_party/flashinfer/utils.cuh", 382, UE): (
        "no", "vendored flashinfer code: a dropped device/attribute query or copy in a third-party header the project copies unchanged; not the project's code to change for this"),
    (B, "src/ff.cu", 113, MS): (
        "no", "inclusive_prefix_product without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),
    (B, "src/ff.cu", 129, MS): (
        "no", "inclusive_prefix_product_reverse without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),
    (B, "src/ff.cu", 195, MS): (
        "no", "sum without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),
    (B, "src/msm.cu", 217, MS): (
        "no", "sort_pairs without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),
    (B, "src/msm.cu", 239, MS): (
        "no", "run_length_encode without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),
    (B, "src/msm.cu", 253, MS): (
        "no", "exclusive_sum without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),
    (B, "src/msm.cu", 275, MS): (
        "no", "sort_pairs_descending without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),
    (B, "src/msm.cu", 281, MS): (
        "no", "sort_pairs_descending without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),
    (B, "src/pn.cu", 47, MS): (
        "no", "sort_pairs without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),
    (B, "src/pn.cu", 63, MS): (
        "no", "run_length_encode without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),
    (B, "src/pn.cu", 74, MS): (
        "no", "exclusive_sum without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),
    (B, "src/pn.cu", 84, MS): (
        "no", "exclusive_sum without its stream: the CUB temp-storage size query (the temp_storage pointer is still null, the next line allocates the returned size on 'stream' and repeats the call with 'stream'); CUB only computes the size and launches nothing, so no work runs on the legacy stream"),

}

# Keyed report=no rows that were reported: the verdict stays the key's act; the reason says why, for this finding.
KEYED_SILENT_REPORTED = {
}

# Keyed reports not found, read again after the run: a note before the key's reason.
KEY_ERRORS = {
    (F, "src/devices/cuda/fastllm-cuda.cu", 16443, PA): (
        "KEY ERROR, silent is the contract: an upload whose size the file does not tell (res_lens.size()), in a function "
        "other units call and no known loop repeats, is silent whatever its size (page, stop 44: 'Silent whatever its size: "
        "an upload in a function that nothing known calls in a loop'); the key read only the page's opening sections"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 16445, PA): ("KEY ERROR, silent is the contract: the same as :16443"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 16447, PA): ("KEY ERROR, silent is the contract: the same as :16443"),
    (F, "src/devices/cuda/fastllm-cuda.cu", 14458, PA): (
        "KEY ERROR, silent is the contract: the source is a table of pointers (std::vector<void*>), a 'small table' the page "
        "leaves quiet even when a loop repeats it"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 4599, PA): (
        "KEY ERROR, silent is the contract: hGateWeights is a std::vector<uint8_t*>, a table of pointers ('small tables')"),
    (F, "src/devices/cuda/moe/fastllm-moe-fp8.cu", 4601, PA): (
        "KEY ERROR, silent is the contract: hGateScales, the same table of pointers as :4599"),
    (F, "src/devices/cuda/moe/fastllm-moe-vllm-marlin.cu", 2035, PA): (
        "KEY ERROR, silent is the contract: a one-shot upload of a size the file does not tell (gateScales.size()) in a "
        "function no known loop calls: silent whatever its size (page, stop 44)"),
}


def judge(build, out, key):
    return heldout_base.judge_with_tables(build, out, key, REPOS, COMMITS, NOT_KEYED, KEYED_SILENT_REPORTED,
                                          KEY_ERRORS)


# Own lines of each repository's analysed units: the units and the files of the repository they include (clang -M -MG of
# each command cudalint translates, host side).
# fastllm 105 files, 112,532 lines; era-bellman-cuda 36 files, 6,669 lines; cp2k 31 files, 7,879 lines.
OWN_LINES = {F: 112532, B: 6669, C: 7879}


def table(build, jr, key):
    heldout_base.unchecked_rate_table(build, jr, key, KEYED, REPOS, OWN_LINES, UE)


def main():
    hdr = ("# Every finding of the BLIND build (<eval-bin-s44c>, main 8fe11f3) on round 41's 39 TUs (every cuda-* check, "
           "the whole database of each repository), judged by the heldout41 helper (eval/heldout41-judge.py): act = would "
           "an experienced CUDA engineer change the code; key = the key row's report ('yes'), 'keyed silent' (a row keyed "
           "report=no that was reported), 'not keyed' (other sites or checks), or 'missed' (a keyed report no finding "
           "matched).\n")
    heldout_base.run_judge(HERE, 41, judge, table, REPOS, hdr)


if __name__ == "__main__":
    main()
