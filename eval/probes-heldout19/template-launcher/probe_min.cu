// heldout19 probe (min): which callers hide a launcher's unchecked launch (RRZE-HPC/gpu-benches@1038c5d gpu-cache/main.cu:49).
// launchA: called from a template, in a loop, a checked call after it: silent. launchB: called from a template,
// checked calls before and after it: silent. launchC: launchA's caller as a plain function: reported (:8).
// None of the callers reads the last error, so by the page all three are reported.
#include <cuda_runtime.h>
#include <cstdlib>
#define CHECK(x) do { if ((x) != cudaSuccess) exit(1); } while (0)
double *dA;
template <int N> __global__ void sum(double *a) { a[threadIdx.x] += N; }
template <int N> double launchA(int b) { sum<N><<<b, 256>>>(dA); return 0.0; }
template <int N> double launchB(int b) { sum<N><<<b, 256>>>(dA); return 0.0; }
template <int N> double launchC(int b) { sum<N><<<b, 256>>>(dA); return 0.0; }
template <int N> void loopT(cudaEvent_t e) { for (int i = 0; i < 15; i++) { launchA<N>(N); CHECK(cudaEventRecord(e)); } }
template <int N> void beforeT(cudaEvent_t e) { CHECK(cudaEventRecord(e)); launchB<N>(N); CHECK(cudaEventRecord(e)); }
void loopP(cudaEvent_t e) { for (int i = 0; i < 15; i++) { launchC<1>(1); CHECK(cudaEventRecord(e)); } }
int main() { cudaEvent_t e; CHECK(cudaEventCreate(&e)); loopT<4>(e); beforeT<4>(e); loopP(e); return 0; }
