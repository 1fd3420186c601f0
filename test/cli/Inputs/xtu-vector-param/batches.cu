#include "cuda_runtime.h"
#include <cstdlib> // before <vector>: clang's CUDA wrapper of <new> calls ::malloc
#include <vector>
__global__ void consume(const float *d) {}

// The batch comes from callers in another file: a std::vector's storage is pageable whichever
// vector they pass, and train.cpp's loop repeats the upload.
void uploadBatch(float *d, const std::vector<float> &batch, cudaStream_t s) {
  cudaMemcpyAsync(d, batch.data(), batch.size() * sizeof(float), cudaMemcpyHostToDevice, s);
  consume<<<1, 1, 0, s>>>(d);
}

// Look-alike: called once (train.cpp), a size nothing bounds: silent by default.
void uploadWeights(float *d, const std::vector<float> &weights, cudaStream_t s) {
  cudaMemcpyAsync(d, weights.data(), weights.size() * sizeof(float), cudaMemcpyHostToDevice, s);
}

// Look-alike: a pointer parameter, whose memory may be pinned: unknown, silent.
void uploadRaw(float *d, const float *h, int n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
}
