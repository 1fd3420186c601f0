__attribute__((global)) void fzKernel99019(float *p);
__attribute__((global)) void fzKernel61874(float *p);
// RUN: %check_cuda --fix-notes %s cuda-default-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper99019(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzDev99019_0;
cudaMallocAsync((void **)&fzDev99019_0, 4, s);
cudaStream_t fzStream99019_1;
if (cudaStreamCreateWithFlags(&fzStream99019_1, cudaStreamNonBlocking) != 0) abort();
cudaEvent_t fzEvent99019_2;
auto fzErr99019_3 = cudaEventCreate(&fzEvent99019_2);
if (fzErr99019_3) {}
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent99019_4;
auto fzErr99019_5 = cudaEventCreateWithFlags(&fzEvent99019_4, cudaEventDisableTiming);
if (fzErr99019_5)  {
if (fzJ == n) break;
cudaEvent_t fzEvent61874_0;
(void)cudaEventCreateWithFlags(&fzEvent61874_0, cudaEventDefault);
CUstream fzStream61874_1;
cuStreamCreate(&fzStream61874_1, CU_STREAM_NON_BLOCKING);
cudaEvent_t fzEvent61874_2;
auto fzErr61874_3 = cudaEventCreateWithFlags(&fzEvent61874_2, cudaEventDisableTiming);
{ int n = 4;
cudaStream_t fzStream99019_0;
if (cudaStreamCreateWithFlags(&fzStream99019W0, cudaStreamNonBlocking) != 0) abort();
cudaStream_t fzStream99019_11;
if (cudaStreamCreateWithFlags(&fzStream99019_11, cudaStreamNonBlocking) != 0) abort();
if (cudaStreamBeginCapture(fzStream99019_0, cudaStreamCaptureModeRelaxed) != 0) abort();
{
do {
float *fzHost99019_1;
cudaMallocManaged((void **)&fzHost99019_1, (1 << 20));
cudaHostRegister(fzHost99019_1, 1024, cudaHostRegisterDefault);
struct { float *p; } fzHost99019_2;
fzHost99019_2.p = (float *)malloc(n);
CUevent fzEvent99019_3;
cuEventCreate(&fzEvent99019_3, CU_EVENT_DISABLE_TIMING);
float *fzDev99019_4;
cudaMalloc((void **)&fzDev99019_4, 4);
float *fzDev99019_5;
cudaMalloc((void **)&fzDev99019_5, 4);
if (cudaMemcpyAsync((fzDev99019_4 + 1), &fzDev99019_5[0], 1024, cudaMemcpyDefault, fzStream99019_0) != 0) abort();
cuEventRecord(fzEvent99019_3, fzStream99019_0);
cudaEvent_t fzEvent99019_6;
auto fzErr99019_7 = cudaEventCreateWithFlags(&fzEvent99019_6, cudaEventDefault);
if (fzErr99019_7) {}
} while (n-- > 0);
float *fzHost99019_8;
cuMemAllocHost((void **)&fzHost99019_8, n);
}
cudaGraph_t fzGraph99019_9 = nullptr;
cudaGraphExec_t fzExec99019_10 = nullptr;
cudaStreamEndCapture(fzStream99019_0, &fzGraph99019_9);
cudaGraphLaunch(fzExec99019_10, (n > 2 ? fzStream99019_11 : fzStream99019_11));
auto fzErr99019_12 = cudaStreamSynchronize(fzStream99019_0);
if (fzErr99019_12) {}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
while (n-- > 0) {
float fzHost99019_13Stack[256];
float *fzHost990q9_13 = fzHost99019_13Stack;
free((float *)(void *)fzHost99019_13);
float *fzHost99019_14;
cudaMallocManaged((void **)&fzHost99019_14, n);
struct { float *p; } fzHost99019_15;
fzHost99019_15.p = (float *)malloc(1024);
float *fzDev99019_16;
cudaMalloc((void **)&fzDev99019_16, 1024);
(void)cuMemcpyDtoHAsync(&fzHost99019_15.p[0], (CUdev