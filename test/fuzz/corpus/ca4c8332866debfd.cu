// RUN: %check_cuda %s cuda-missing-stream -- -fgpu-rdc
#include "cuda_runtime.h"
#include "cude LAUNCH_ONE(k, p) k<<<1, 32>>>(p)
#define DEFAULT_STREAM_ARG cudaStreamPerThread

// Wrappers of the project with a defaulted stream parameter.
void upload(float *คำ const float *h, size_t n, cudaStream_t stream = 0);
void download(float *h, const float *d, size_t n, cudaStream_t stream = nullptr);
void legacy_only(float *d, cudaStream_t stream = cudaStreamLegacy);
void prameter(float *d, size_t n, cudaStream_t stream) {
  cudaMemsetAsync(d, 0, n, stream);
  cudaMemsetAsync(d, 1, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemsetAsync' without a stream argument {{.*}}; pass 'stream', the stream the other work iitEvent(s, e);           // only the flags are defaulted
  cudaLaunchHodaLaunchHostFunc(s, nullptr, nullptr);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaMemPrefetchAsync(d, n, cudaMemLocation{cudaMemLocationTypeHost, 0}, 0, s);
}
}

void explicit_defaults_belong_to_de
__global__ void fzKernel31023(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost31023(int n) {
float *fzHost31023_0;
cudaMallocManaged((void **)&fzHost31023_0, 1024);
CUstream fzStream31023_2;
cuStreamCreate(&fzStream31023_2, CU_STREAM_DEFAULT);
float *fzDev31023_1;
cudaMallocAsync((void **)&fzDev31023_1, 0, fzStream31023_2);
float fzHost31023_3Stack[256];
float *fzHost31023_3 = fzHost31023_3Stack;
auto fzErr31023_4 = cudaMemcpy2DAsync(fzDev31023_1, 16, fzHost31023_0, 16, 16, 4, cudaMemcpyHostToDevice, fzStream31023_2);
if (fzErr31023_4) {}
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent31023_5;
cudaEventCreateWithFlags(&fzEvent31023_5, cudaEventDisableTiming);
cudaEventRecord(fzEvent31023_5, fzStream31023_2);
}
while (n-- > 0) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
while (n-- > 0) {
float *fzDev31023_6;
cudaMallocAsync((void **)&fzDev31023_6, 4, fzStream31023_2);
free(fzHost31023_3);
cudaEvent_t fzEvent31023_7;
if (cudaEventCreateWithFlags(&fzEvent31023_7, cudaEventDisableTiming) != 0) abort();
(void)cudaEventSynchronize(fzEvent31023_7);
float *fzHost31023_8;
cudaMallocManaged((void **)&fzHost31023_8, n);
float *fzDev31023_9;
cudaMallocAsync((void **)&fzDev31023_9, n, fzStream31023_2);
cudaFreeAsync(fzDev31023_1, fzStream31023_2);
cudaStream_t fzStream31023_10;
auto fzErr31023_11 = cudaStreamCreateWithPriority(&fzStream31023_10, cudaStreamNonBlocking, -1);
if (fzErr31023_11) {}
auto fzErr31023_12 = cudaStreamSynchronize(fzStream31023_10);
if (fzErr31023_12) {}
}
}
}
}
