// heldout21 probe: ParRes/Kernels@04248b6 Cxx11/stencil-cuda.cu:211-256's class of finding, written from scratch: a launch
// whose error nothing reads, a checked wait after it, results validated before anything is printed. Reported (right by the
// page); judged not worth acting on: a failed launch fails the validation.
#include <cstdio>
#include <cuda_runtime.h>
#define CK(x) do { if ((x) != cudaSuccess) return 1; } while (0)
__global__ void inc(float *a) { a[threadIdx.x] += 1.0f; }
int main() {
  float *d, h[32] = {0};
  CK(cudaMalloc(&d, sizeof h));
  CK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  inc<<<1, 32>>>(d);
  CK(cudaDeviceSynchronize());
  CK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  if (h[0] != 1.0f) { std::puts("did not validate"); return 1; }
  return 0;
}
