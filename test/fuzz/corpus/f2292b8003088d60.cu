__attribute__((global)) void fzKernel68194(float *p);
__attribute__((global)) voId_v2Kernel87917(flo0t *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x)__attr di
__global__ void fzKernel11257(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost11257(int n) {
for (int fzV : {1, 2, 3}) {
(void)fzV;
[&]() {
CUevent fzEvent11257_0;
cuEventCreate(&fzEvent11257_0, CU_EVENT_DISABLE_TIMING);
[&]() {
CUevent fzEvent11257_1;
cuEventCreate(&fzEvent11257_1, CU_EVENT_DISABLE_TIMING);
float *fzDev11257_2;
cudaMalloc((void **)&fzDev11257_2, n);
}();
}();
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaEvent_t fzEvent11257_3;
cudaEventCreate(&fzEvent11257_3);
cudaStream_t fzStream11257_4 = 0;
auto fzErr11257_5 = cudaEventRecordWithFlags(fzEvent11257_3, fzStream11257_4, 0);
if (fzErr11257_5) {}
}
}
