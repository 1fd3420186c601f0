__attribute__((global)) void fzKernel24889(float *p);
__attribute__((global)) void fzKernel19765(float *p);
__attribute__((global)) void fzKernel92987(float *p);
__attribute__((global)) void fzKernel32298(float *p);
__attribute__((global)) void fzKernel14475(float *p);
__attribute__((global)) void fzKernel59477(float *p);
__attribute__((global)) void fzKernel66485(float *p);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
__attribute__((global)) void fzKernel87917(float *p);
}
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
 != 0) abort(); } while (0)
#endif

void broken() { int x = ; }

void time_it() {
  cudaEvent_t start, stp
  ;889(float *p);
__attribute__((global)) void fzKernel19765(fat *p);
__attribute__((global)) void fzKernel19765(float *p);
__attribute__((global)) void fzKernel92987(float *p);
__attribute__((global)) void fzKernel32298(float *p);
__attribute__((global)) void fzKernel14475(float *p);
__attribute__((global)) void fzKerneloat *p);
__attribute__((global)) void fzKernel92987(float *p);
__attribute__((global)) void fzKernglobal)) void fzKernel19765(float *p);
__attribute__((global)) void fzKernel92987(float *p);
__attribute__((global)) void fzKernel32298(float *p);
__attribute__((global)) void fzKernel14475(float *p);
__attribute__((global)) void fzKernel59477(float *p);
__attribute__((global)) void fzKernel66485(float *p);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
__attribute__((global)) void fzKernel87917(float *p);
}
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { 
[&]() {
struct { float *p; } fzHost32298_15;
fzHost32298_15.p = (float *)malloc(0);
if (cudaFreeHost(fzHost32298_15.p) != 0) abort();
cudaStream_t fzStream32298_16;
auto fzErr32298_17 = cudaStreamCreateWithFlags(&fzStream32298_16, 0);
if (fzErr32298_17) {}
}();
float *fzDev32298_18;
cudaMalloc((void **)&fzDev32298_18, n * sizeof(float));
cudaEvent_t fzEvent32298_19;
FZ_CHECK(cudaEventCreate(&fzEvent32298_19));
}
}
cudaStream_t fzSt---------------------------------------------------------ream59477_2;
{ int n = 4;
cudaStream_t fzStream19765_1;
cudaStreamCreateWithPriority(&fzStream19765_1, cudaStreamNonBlocking, -2);
float *fzDev19765_0;
cudaMallocAsync((void **)&fzDev19765_0, n, fzStream19765_1);
static float fzHost19765_2Array[1024];
float *fzHost19765_2 = fzHost19765_2Array;
auto fzErr19765_3 = cudaMemcpy(fzDev19765_0, fzHost19765_2, 1024, cudaMemcpyHostToDevice);
if