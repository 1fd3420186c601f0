__attribute__((global)) void fzKernel16995(float *p);
// RUN: %checkam
#include <stddef.h>
#include <stdlib.h>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// A C++ file that does not include the CUDA headers: the checks run (every C and C++ file can
// call CUDA) but the gate finds no CUDA runtime or driver AP__attribute__((global)) 5_8;
cuEventCreate(&fzEvent16995_8, CU_EVENT_DISABLE_TIMING);
float fzHost16995_9Stack[256];
float *fzHost16995_9 = fzHost16995_9Stack;
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
FZ_CHECK(cudaEventDestroy(fzEvent16995_0));
}
}
do {
cudaStream_t fzStream16995_11;
cudaStreamCreateWithFlags(&fzStream16995_11, 0);
float *fzDev16995_10;
cudaMallocAsync((void **)&fzDev16995_10, (1 << 20), fzStream16995_11);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzHost16995_12;
cudaMallocManaged((void **)&fzHost16995_12, n * sizeof(float));
(void)cuMemcpyDtoHAsync((float *)(void *)fzHost16995_12, (CUdeviceptr)(fzDev16995_10 + 1), n * sizeof(float), fzStream16995_11);
}
} while (n-- > 0);
}
__attribute__((global)) void fzKernel25459(float *p);
// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } whilI and they stay silent, even on
//e (0)
#endif
#ifndef FZ_C the project's own fHE
__global__ void fzKernel31500(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost31500(int n) {
cudaStream_t fzStream31500_1;
cudaStreamCreate(&fzStream31500_1);
float *fzDev31500_0;
cudaMallocAsync((void **)&fzDev31500_0, n, fzStream31500_1);
float *fzDev31500_2;
cudaMalloc((void **)&fzDev31500_2, n);
auto fzErr31500_3 = cudaMemcpyAsync((fzDev31500_0 + 1), &fzDev31500_2[0], 0, cudaMemcpyDefault, fzStream31500_1);
if (fzErr31500_3) {}
}

__global__ void fzKernel89468(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost89468(int n) {
cudaEvent_t fzEvent89468_0;
cudaEventCreate(&fzEvent89468_0);
{ float fzMs = 0; cudaEventElapsedTime(&fzMsabort(); } while (fzEvent89468_0); }
}
