#include "cuda_runtime.h"
#include "no_such_header.h"

void f() {}

__global__ void fzKernel39881(float *p) { if (p) p[0] = 1; }
void fzHost39881(int n) {
float *fzDev39881_0;
cudaMalloc((void **)&fzDev39881_0, n);
cudaEvent_t fzEvent39881_1;
cudaEventCreateWithFlags(&fzEvent39881_1, cudaEventDefault);
}
