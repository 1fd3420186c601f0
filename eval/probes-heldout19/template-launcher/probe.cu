// heldout19 probe: RRZE-HPC/gpu-benches@1038c5d gpu-cache/main.cu:49: a launch in a function template whose only
// caller is another template; the caller checks event calls but never reads the last error.
#include <cuda_runtime.h>
#include <cstdlib>
#define CHECK(x) do { if ((x) != cudaSuccess) exit(1); } while (0)
template <int N> __global__ void sum(double *a) { a[threadIdx.x] += N; }
double *dA;
template <int N> double launchT(int blocks) { sum<N><<<blocks, 256>>>(dA); return 0.0; }   // A: :9
double launchP(int blocks) { sum<1><<<blocks, 256>>>(dA); return 0.0; }                     // B: :10
template <int N> void measureT(cudaEvent_t e) { launchT<N>(N); CHECK(cudaEventRecord(e)); }  // template caller
template <int N> void measureP(cudaEvent_t e) { launchP(N); CHECK(cudaEventRecord(e)); }
void measureN(cudaEvent_t e) { launchT<2>(2); CHECK(cudaEventRecord(e)); }                  // plain caller of the template
int main() {
  cudaEvent_t e; CHECK(cudaEventCreate(&e));
  measureT<4>(e); measureP<4>(e); measureN(e);
  return 0;
}
