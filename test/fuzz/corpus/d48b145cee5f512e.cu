__attribute__((global)) void fzKernel3071(float *p);
__attribute__((global)) void fzKernel24286(float *p);
__attribute__((global)) void fzKernel85142(float *p);
// Recursion in the call graph> events and buffers travel through mutually recursive
// functions, self-recursion and loops. Every cuda-* check must terminate and not crash;
// provenance that only the recursion would decide stays unknown, so everything stays silent
// (the events swap roles through ping/pong: which one is untimed is not decided statically).
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
// CHECK-MESSAGES-NOT: {{warning|error}}:
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper3071(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream3071_0;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream3071_0, cudaStreamNonBlocking));
struct { float *p; } fzHost3071_1;
fzHost3071_1.p = (float *)malloc(0);
free(fzHost3071_1.p);
cudaEvent_t fzEvent3071_2;
auto fzErr3071_3 = cudaEventCreateWithFlags(&fzEvent3071_2, cudaEventDisableTiming);
if (fzErr3071_3) {}
cudaEvent_t fzEvent3071_4;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent3071_4, cudaEventDisableTiming));
}
cudaStream_t fzStream3071_5;
auto fzErr3071_6 = cudaStreamCreateWithFlags(&fzStream3071_5, 0);
if (fzErr3071_6) {}
[&]() {
fzKernel3071<<<1, 32>>>(p);
float *fzDev3071_7;
cudaMallocAsync((void **)&fzDev3071_7, 4, (n > 2 ? fzStream3071_5 : s));
float *fzDev3071_8;
cudaMallocAsync((void **)&fzDev3071_8, (1 << 20), (n > 2 ? s : fzStream3071_5));
cudaEvent_t fzEvent3thFlags(&fzEvent24286_0, cudaEventDisableTiming);
cudaStreamWaitEvent(s, fzEvent24286_0, 0);
static float fzHost24286_1Array[1024];
float *fzHost24286_1 = fzHost24286_1Array;
cudaEventRecordWithFlags(fzEvent24286_0, s, 0);
cudaStream_t fzStream24286_2 = cudaStreamPerThread;
cudaStreamAttachMemAsync(fzStream24286_2, fzHost24286_1);
float *fzHost24286_3 = (float *)malloc(0);
float *fzHost24286_4;
cuMemAllocHost((void **)&fzHost24286___4, n);
}
cudaStream_t fzStream24286_12;
cudaStreamCreateWithPriority(&fzStream24286_12, cudaStreamNonBlocking, -1);
{ int n = 4;
cudaStream_t fzStream3071_0;
cudaStreamCreateWithFlags(&fzStream36 = cudaStreamCreateWithFlags(&fzStream3071_5, 0);
if (fzErr3071_6) {}
[&]() {
fzKernel3071<<<1, 32>>>(p);
float *fzDev3071_7;
cudaMallocAsync((void **)&fzDev3071_7, 4, (n > 2 ? fzStream3071_5 : s));
float *fzDev3071_8;
cudaMallocAsync((void **)&fzDev3071_8, (1 << 20), (n > 2 ? s : fzStream3071_5));
cudaEvent_t fzEvent3thFlags(&fzEvent24286_0, cudaEvnc((fzDev3071_1 + 1), fzHost3071_2, n * sizeof(float), cudaMemcpyHostToDevice, fzStream3071_0));
for (int fzI = 0; fzI < n; ++fzI) {
auto efzErr3071_3 = cudaLaunchKernel((const void *)fzKernel3071, dim3(1), dim3(32), nullptr, 0, fzStream3071_0);
if (fzErr3071_3) {}__((global)) void 
if (cuMemcpyDtoHAsy