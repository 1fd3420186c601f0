// Reproducer (held-out round 6, eval/results/heldout6.md): a set-up upload in a constructor, waited right after.
// cudalint --checks="-*,cuda-pageable-async-memcpy" FILE -- -x cuda --cuda-gpu-arch=sm_90 -std=c++17. BEFORE (9acaaed): reported; AFTER (cbebc4e): silent (the upload of an unbounded size is not repeated by a visible loop).
#include <cuda_runtime.h>
#include <vector>
struct Bins { int *d; Bins(int n) {
  std::vector<int> t(n);                       // a table built on the host
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpyAsync(d, t.data(), n * sizeof(int), cudaMemcpyHostToDevice, cudaStreamPerThread);
  cudaStreamSynchronize(cudaStreamPerThread);  // waited right after, once per object
} };
