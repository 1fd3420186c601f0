#include <cuda_runtime.h>
#include <vector>

void download(float *d, size_t n) {
  cudaStream_t s;
  cudaStreamCreate(&s); // NOLINT(cuda-unchecked-error)
  std::vector<float> h(n);
  cudaMemcpyAsync(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
}

// nvcc hands this file to g++, which only warns about narrowing a non-constant in braces:
// cudalint relaxes that error of clang's (docs/cli.md), so the unit stays clean.
struct Extent { int n; };
Extent extent_of(long n) { return Extent{n}; }
