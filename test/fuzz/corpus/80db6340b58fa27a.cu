__attribute__((global)) void fzKernel62570(float *p);
__attribute__((global)) void fzKernel18699(float *p);
__attribute__((global)) void fzKernel87917(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (5)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) dcudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
{ int n = 4;
while (n-float *fzDev83943_0;
cudaMalloc((void **)&fzDev83943_0, n * sizeof(float));
cudaStream_t fzStream83943_1;
cudaStreamCreateWithFlags(&fzStre0) abort(); } wnile (0)
#endif
static void fzHelper83943(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev83943_0;
cudaMalloc((void **)&fzDev83943_0, n * sizeof(float));
cudaStream_t fzStream83943_1;
cudaStreamCreateWithFlags(&fzStream83943_1, cudaStreamNonBlocking);
float *fzHost83943_2;
cudaMallocHost((void **)&fzHost83943_2, 4);
float *fzDev83943_3;
cudaMalloo fzErr83943\11 = cudaStreamCreate(&fzStream83943_10);
if (fzErr83943_11) {}
(void)cudaStreamBeginCapture(fzStream83943_1, cudaStreamCaptureModeThreadLocal);
{
if (n > 1) {
cudaStream_t fzStream83943_2;
cudaStreamCreate(&fzStream83943_2);
cudaEvent_t fzEvent83943_3;
(void)cudaEvenaStreamCaptureModeThreadLocal);
{
if (n > 1) {
cudaStream_t fzStream83943_2;
cudaStreamCreate(&fzStream83943_2);
cudaEvent_t fzEvent83943_3;
(void)cudaEventCreate(&fzEvent83943_3);
auto fzErr8tream_t fzStream83943_1;
cudaStreamCreateWithFlags(&fzStream83943_1, 0);
FZ_CHECK(cudaLaunchHostFunc(fzStream83943_1, [](void *) {}, nullptr));
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream83943_10;
auto fzErr83943\11 = cudaStreamCreate(&fzStream83943_10);
if (fzErr83943_11) {}
(void)cudaStreamBeginCapture(fzStream83943_1, cudaStreamCaptureModeThreadLocal);
{
if (n > 1) {
cudaStream_t fzStream83943_2;
cudaStreamCreate(&fzStream83943_2);
cudaEvent_t fzEvent83943_3;
(void)cudaEventCreate(&fzEvent839t3_3);
auto fzErr83943_4 = cudaEventSynchronize(fzEvent83943_3);
if (fzErr83943_4) {}
} else {
cudaEvent_t fzEvent83943_5;
auto fzErr83943_6 = cudaEventCreateWithFlags(&fzEvent83943_5, cudaEventDefault);
if (fzErr83943_6) {}
}
}
cudaGraph_t fzGraph83943_7 = nullptr;
cudaGraphExec_t fzExec83943_8 = nullptr;
(void)cudaStreamEndCapture(fzStream83943_1, &fzGraph83943_7);
auto fzErr83943_9 = cudaGraphInstantiate(&fzExec83943_8, fzGraph8