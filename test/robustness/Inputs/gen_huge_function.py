#!/usr/bin/env python3
"""Writes a CUDA file with one huge host function: N copy/launch/record steps over 4 streams,
all correct (pinned buffers, explicit non-blocking streams, ordering events without timing), then one
cudaEventElapsedTime on a cudaEventDisableTiming event, with the CHECK-MESSAGES lines
check_cuda.py expects.

usage: gen_huge_function.py N > FILE.cu
"""
import sys

n = int(sys.argv[1])
out = ['#include "cuda_runtime.h"',
       "__global__ void step(float *d, int i) {}",
       "void huge(size_t bytes) {",
       "  cudaStream_t s[4];",
       "  cudaEvent_t ev[4];",
       "  for (int k = 0; k < 4; ++k) {",
       "    cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking);",
       "    cudaEventCreateWithFlags(&ev[k], cudaEventDisableTiming);",
       "  }",
       "  float *h = nullptr, *d = nullptr;",
       "  cudaMallocHost(&h, bytes * 4);",
       "  cudaMalloc(&d, bytes * 4);",
       # cuda-unchecked-error: one finding for the whole function, its note counts the rest (not
       # the launches: a configuration of constants that cannot fail is not reported).
       "  // CHECK-MESSAGES: :7:5: warning: the cudaError_t returned by cudaStreamCreateWithFlags "
       "is dropped{{.*}}[cuda-unchecked-error]",
       f"  // CHECK-MESSAGES: :8:5: note: 'huge' has {3 * n + 11} more unchecked CUDA calls "
       "(lines 8, 11, 12, {{.*}}); the next is here"]
for i in range(n):
    k = i % 4
    out += [f"  cudaMemcpyAsync(d + {k}, h + {k}, bytes, cudaMemcpyHostToDevice, s[{k}]);",
            f"  step<<<1, 32, 0, s[{k}]>>>(d, {i});",
            f"  cudaEventRecord(ev[{k}], s[{k}]);",
            f"  if (h[{k}] > {i}.0f) cudaStreamWaitEvent(s[{(k + 1) % 4}], ev[{k}], 0);"]
out += ["  cudaEvent_t untimed, timed;",
        "  cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming);",
        "  cudaEventCreate(&timed);",
        "  cudaEventRecord(untimed, s[0]);",
        "  cudaEventRecord(timed, s[0]);",
        "  cudaEventSynchronize(timed);",
        "  float ms = 0;",
        "  cudaEventElapsedTime(&ms, untimed, timed);",
        "  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaEventElapsedTime fails with "
        "cudaErrorInvalidResourceHandle{{.*}}[cuda-elapsed-time-disable-timing]",
        "  // CHECK-MESSAGES: :[[@LINE-8]]:3: note: event 'untimed' created here with timing disabled",
        "  cudaFreeHost(h);",
        "  cudaFree(d);",
        "}"]
print("\n".join(out))
