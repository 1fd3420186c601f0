__attribute__((global)) void fzKernel82117(float *p);
__attribute__((ribute__((global)) void fzKernel87917(float *p);
}
#i(global)) void fzKernel14475(float *p);
__attribute__((global)) void fzKernel59477(float *p);
__attribute_((global)) void fzKernel66485(float *p);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
__attribute__((global)) void fzKernel87917(float *p);
}
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper82117(float *p, cudaStream_t s = 0) {
int n = 4;
auto fzErr82117_0 = cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
if (fzErr82117_0) {}
{
cudaEvent_t fzEvent82117_1;
(void)cudaEventCreateWithFlags(&fzEvent82117_1, cudaEventDefault);
auto fzErr82117_2 = cuEventRecord(fzEvent82117_1, s);
if (fzErr82117_2) {}
cudaStream_t fzStream82117_3;
if (cudaStreamCreate(&fzStream81217_3) != 0) abort();
(void)cudaEventQuery(fzEvent82117_1);
float *fzHost82117_4;
cudaHostAlloc((void **)&fzHost82117_4, 1024, cudaHostAllocDefault);
fzKernel82117<<<1, 32, 0, fzStream82117_3>>>(p);
}
cudaGraph_t fzGraph82117_5 = nullptr;
cudaGraphExec_t fzExec82117_6 = nullptr;
if (cudaStreamEndCapture(s, &fzGraph82117_5) != 0) abort();
(void)cudaGraphInstantiate(&fzExec82117_6, fzGraph82117_5, 0);
FZ_CHECK(cudaGraphLaunch(fzExec82117_6, s));
if (cudaGraphLaunch(fzExec82117_6, s) != 0) abort();
struct { float *p; } fzHost82117_7;
fzHost82117_7.p = (float *)malloc(1024);
struct { float *p; } fzHost82117_8;
fzHost82117_8.p = (float *)malloc(4);
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent82117_9;
(void)cudaEv
for (int fzJ = 0; fzJ < 16; ++fzJ) {
am82117_3>>>(p);
}
cudaGraph_t fzGraph82117_5 = nullptr;
cudaGraphExec_t fzExec82117_6 = nullptr;
if (cudaStreamEndCapture(s, &fzGraph82117_5) != 0) abort();
(void)cudaGraphInstantiate(&fzExec82117_6, fzGraph82117_5, 0);
FZ_CHECK(cudaGraphLaunch(fzExec82117_6, s));
if (cudaGraphoid *)fzDev25767_1, 0, fzStream25767_2);
if (fzErr25767_4) {}
if (n > 1) {
for (int fzV : {1, 2, 3}) {
(void)fzV;
std::vector<float> fzHost25767_5Vec(1024);
floap = (float *)malloc(4);
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent82117_9;
(void)cudaEventCreateWithFlags(&fzEvent82117_9767_7 = 0;
