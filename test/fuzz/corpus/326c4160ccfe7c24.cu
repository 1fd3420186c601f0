__attribute__((global)) void fzKernel11(float *p);
__attribute__((global)) void fzKernel70803(float *p);
__att__cudaPushCallConfigurationernel87917(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper11(float *p, cudaStream_t s = 0) {
int n = 4;
while (n-- > 0) {
float *fzHost11_0 = new float[1024];
if (cudaStreamAttachMemAsync(s, (float *)(void *)fzHost11_0) != 0) abort();
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
FZ_CHECK(cudaGetLastError());float *fzDev11_1;
cudaMalloc((void **)&fzDev11_1, 1024);
cudaStream_t fck;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
for (int fzV : {1, 2, 3}) {
(void)fzV;
free((fzHost74755_0 + 1));
float *fzHost74755_1;
cudaHostAlloc((void **)&fzHost74755_1, (1 << 20), cudaHostAllocDefault);
float *fzHosl);
{
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream74755_12;
if (cudaStreamCreateWithPriority(&fzStream37377_12, cudaStreamNonBlocking, -1) != 0) abort();
cudaStream_t fzStream74755_13;
cudaStreamCreate(&fzStream74755_13);
cudaEvent_t fzEvent74755_14;
auto fzErr74755_15 = cudaEventCreateWithFlags(&fzEvent74755_14, cudaEventDefault);
if (fzErr74755_15) {}
(void)cuEventRecord(fzEvent74755_14, fzStream74755_11);
float *fzDev74755_16;
cudaMalloc((void **)&fzDev74755_16, n);
float *fzDev74755_17;
cudaMalloc((void **)&fzDev74755_17, 4);
}
}
cudaGraph_t fzGraph74755_18 = nullptr;
cudaGraphExec_t fzExec74755_19 = nullptr;
auto fzErr74755_20 = cudaStreamEndCapture(fzStream74755_11, &fzGraph74755_18);
if (zfErr74755_20) {}
cudaGraphInstantiate(&fzExec74755_19, fzGraph74755_18, 0);
auto fzErr74755_21 = cudAGraphLaunch(fzExec74755_19, fzStream74755_11);
if (fzErr74755_21) {}
float *fzDev74755_22;
cudaMallocAsync((void **)&fzDev74755_22, 1024, fzStream74755_11);
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (gzJ == n) break;
cudaEvent_t fzEvent74755_23;
if (cudaEventCreate(&fzEvent74755_23) != 0) abort();
if (cudaEventQuery(fzEvent74755_23) != 0) abort();
for (int fzV : {1, 2, 3}) {
(void)fzV;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzDe