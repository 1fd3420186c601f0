// A host file that g++ compiles (robustness/nvcc-compat.cu): what g++ accepts and clang makes
// an error, and a pageable copy that proves the unit was analysed.
#include <cuda_runtime.h>
#include <vector>

struct Extent { int n; };
Extent extent_of(long n) { return Extent{n}; } // g++: a warning (-Wnarrowing)

template <class T> struct Launcher { template <class U> static void LaunchEx(U) {} };
template <class T> void launch_one() { Launcher<T>::template LaunchEx(1); }
template void launch_one<int>();

void download(float *d, size_t n, cudaStream_t s) {
  std::vector<float> h(n);
  cudaMemcpyAsync(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
}
