#pragma once
// Held-out round 33 probe: warp-ctc's compute_ctc_loss(..., float *costs, ...) shape. Two functions declared here and
// defined in api.cu copy their host parameter with a constant 64 KiB size; every call (main.cu) passes std::vector storage.
// apiA's parameter is `float *`, apiB's `const float *`.
#include <cuda_runtime.h>
void apiA(float *h, float *d, cudaStream_t s);
void apiB(const float *h, float *d, cudaStream_t s);
