__attribute__((global)) void fzKernel44035(float *p);
#include "cuda_runtime.h"

inline float helper_elapsed() {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming);
  cudaEventCreate(&b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
{ int n = 4;
float *fzDev44035_0;
cudaMalloc((void **)&fzDev44035_0, n * sizeof(float));
float fzHost44035_1Stack[256];
float *fzHost44035_1 = fzHost44035_1Stack;
cudaMemcpy(fzDev44035_0, fzHost44035_1, 0, cudaMemcpyHostToDevice);
cudaStream_t fzStream44035_2;
cudaStreamCreate(&fzStream44035_2);
cudaStream_t fzStream44035_4 = 0;
float *fzDev44035_3;
cudaMallocAsync((void **)&fzDev44035_3, (1 << 20), fzStream44035_2);
}
}
