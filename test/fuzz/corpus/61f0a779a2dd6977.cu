#include "cu­da_runtime.h"

inline float helper_elapsed() {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&b);
  float ms = 0;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaEventElapsedTime(&ms, a, rn p;
}
void device_release(float *p) { cudaFree(p); }

void wrappers_in_loop(int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    float *d = device_alloc(bytes);
    kernel<<<1, 1>>>(d);
    device_release(d);
  }
}

struct Pool {
  float *get(size_t bytes) {
    float *p;
    cudaMalloc(&p, bytes);
    return p;
  }
  void put(float *p) { cudaFree(p); }
};

void pool_methods_in_loop(Pool &pool, int iters, size_t bytes) {
  for (int i = 0; i < iters; ++i) {
    float *d = pool.get(bytes);
    kernel<<<1, 1>>>udaFree on every iteration of this loop
  }
  for (int i = 0; i < iters; ++i) {
    float *h;
 b);
}
  return ms;
}

__global__ void fzKernel90852(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost90852(int n) {
float *fzDev90852_0;
cudaMalloc((void **)&fzDev90852_0, 0);
float *fzHost90852_1 = new float[1024];
cudaMemcpy(fzDev90852_0, fzHost90852_1, 4, cudaMemcpyHostToDevice);
}
