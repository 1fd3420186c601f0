// Header functions whose callers only the project index sees all of (issue 14).
#pragma once
#include <cuda_runtime.h>
#include <stddef.h>

// Every call in the program passes malloc'd or new[]'d memory: reported.
inline void encoder_backward(float *d, const int *host_buf, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, host_buf, n * sizeof(int), cudaMemcpyHostToDevice, s);
  // (no wait: an upload waited for right after, of a size the file does not tell, is quiet)
}

// One call passes pinned memory: silent.
inline void upload_mixed(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

// One call passes memory of unknown origin: silent.
inline void upload_unknown(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Its address is taken (it may be called from anywhere): silent.
inline void upload_callback(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Nothing calls it: silent.
inline void upload_uncalled(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Its parameter is reassigned in the body: what the callers pass is not what it copies; silent.
const float *next_chunk(const float *h);
inline void upload_reassigned(float *d, const float *h, size_t n, cudaStream_t s) {
  h = next_chunk(h);
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Called only by stage(), which passes on what its own callers pass (a std::vector's data):
// reported, through two calls.
inline void upload_staged(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}
inline void stage(float *d, const float *h, size_t n, cudaStream_t s) {
  upload_staged(d, h, n, s);
}

// A table of callbacks at namespace scope (infer.cu) takes its address: silent, though the one
// direct call passes malloc'd memory.
inline void upload_table(float *d, const float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}
