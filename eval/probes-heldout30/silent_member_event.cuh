// heldout30 probe header: a pipeline class whose ordering event is a member (as muellan/metacache@d7646ec
// src/query_batch.cuh:334-342 and cwpearson/stencil@07e64de include/stencil/tx_cuda.cuh:147).
#pragma once
#include <cuda_runtime.h>
struct Stage {
  cudaStream_t a, b;
  cudaEvent_t ready;
  Stage();
  void step(float *d, int n);
};
