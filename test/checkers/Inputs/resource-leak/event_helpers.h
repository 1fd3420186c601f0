// Helpers of resource-leak-host.cpp: one leaks its event, one destroys it.
#pragma once
#include "cuda_runtime.h"

inline void fence_leaky(cudaStream_t a, cudaStream_t b) {
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  cudaEventRecord(e, a);
  cudaStreamWaitEvent(b, e, 0);
}

inline void fence_clean(cudaStream_t a, cudaStream_t b) {
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  cudaEventRecord(e, a);
  cudaStreamWaitEvent(b, e, 0);
  cudaEventDestroy(e);
}
