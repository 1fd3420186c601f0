// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselves,
// plugin users with one -include. Any compile error fails the test; the finding at the end
// proves the translation unit was analysed.
#include <cuda_runtime.h>
#include <math.h>
#include <cmath>
#include <vector>

// Host isfinite/isinf/isnan on float and double, unqualified, as nvcc's headers declare them.
bool all_finite(float x, double y) { return isfinite(x) && isfinite(y) && !isnan(x) && !isinf(y); }
// Look-alikes: the std and global ones keep resolving (no ambiguity), and so do int arguments.
bool std_finite(float x, double y, int i) { return std::isfinite(x) && ::isfinite(y) && isfinite(i); }
// Host min/max on floating point and mixed types (nvcc's math_functions.hpp).
float clamp_host(float v, float lo, double hi) { return max(lo, (float)min(v, hi)); }
int std_min() { return std::min(1, 2); }

void download(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
  cudaMemcpyAsync(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}} [cuda-pageable-async-memcpy]
}
