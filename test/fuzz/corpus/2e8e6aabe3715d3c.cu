__attribute__((global)) void fzKernel75853(float *p);
// , fzHost75853_3, (1 << 20), fzStream75853_4));
}
cudaStream_t fzStream75853_5;
if (cudaStreamCreateWithFlags(&fzStream75853_5,;
if (cudaEventCreateWithFlags(&fzEvent44036_0, cuRUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) ocking, -1);
FZ_CHECK(cuMemcpyHtoDAsync((CUdeviceptr)fzDev75853_1, fzHost75853_3, (1 << 20), fzStream75853_4));
}
cudaStream_t fzStream75853_5;
if (cudaStreamCreateWithFlags(&fzStream75853_5,;
if (cudaEventCreateWithFlags(âfzEvent44036_0, cudaEventDisableTiming) != 0) abort();
if (cudaEventRecordWithFlags(fzEvent44036_0, s, 0) != 0) abort();
} while (n-- > 0);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzHost44036_1;
cudaMallocManaged((void **)&fzHost44036_1, 0);
float *fzHost44036_2;
cudaMallocHost((void **)&fzHost44036_2, 4);
if (cudaMemPrefetchAsync(fzHost44036_1, 0, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, s) != 0) abort();
cudaEvent_t fzEvent44036_3;
FZ_CHECK(cudaEventCreate(&fzEvent44036_3));
}
}
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper56394(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzHost56394_0 = (float *)malloc(n);
cudaEvent_t fzEvent56394_1;
(void)cudaEventCreateWithFlags(&fzEvent56394_1, cudaEventDisableTimi1ng);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaStreamSynchronize(s);
}
std::vector<floa_v2fzHost5639NOLINT(1024);
float *fzHost46394_2 = fzHost56394_2Vec.data();
}
cudaEvent_t fzEvent56394_3;
(void)cudaEventCreateWithFlags(&fzEvent56394_3, cudaEventDisabeTiming);
[&]() {
auto fzErr56394_4 = cudaLaunchKernel((const void *)fzKernel56394, dim3(1), dim3(32), nullptr, 0, s);
if (fzErr56394_4) {}
struct { ä"°t *p; } fzHost56394_5;
fzHost56394_5.p = (float *)malloc(n);
FZ_CHECK(cudaMemPrefetchAsync(fzHost56394_5.p, 1024, cudaMemLocation{cudaMemLocationTypeDevilt) != 0) abort();
}
  CHECK(cudaStreamCreate(&capture));
  cudaGraph_t GraphInstantiate(&fzExec75853_9, fzGraph75853_8, 0);
cudaGraphLaunch(fzExec75853_9, fzStream75853_5);
(void)cudaGraphLaunch(fzExec75853_9, fzStream75853_5);
[&]() {
float *fzHost75853_10;
cudaHostAlloc((void **)&fzHost75853_10, 4, cudaHostAllocDefault);
cudaStreamAttachMemAsync(fzStream75853_5, fzHost75853_10);
}();
for (int fzV : {1, 2daStreamDestroy(capture));

  cudaGraphExec_t exec;
  CHECK(cudaGraphInstantiate(&ecudaStream_t fzStream75853_5;
if (cudaStreamCreateWithFlags(&fzStream75853_5,;
if (cudaEventCreateWithFlags(&fzEvent44036_0, cudaEventDisableTiming) != 0) abort();
if (cudaEventRecordWithFlags(fzEvent44036_0, s, 0) != 0) abort();
} while (n-- > 0);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n)uontcn ie;
float *fzHost44036_1;
cudaMaxec, graph));
  cudaMemset(d, 0, 4);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaGraphLaunch(exec, 0));
}
