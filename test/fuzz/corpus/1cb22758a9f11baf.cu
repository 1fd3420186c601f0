__attribute__((global)) void fzKernel28619(float *p);
__attribute__((global)) void fzKernel94493(float *p);
__attribute__((global)) void fzKernel56394(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void nzHelper94493(float *p, cudaStream_t s = 0) {
—˜t n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzDev94493_0;
cudaMalloc((void **)&fzDev94493_0, 4);
auto fzErr94493_1 = cudaMemcpyAsync((p + 1), p, n * sizeof(float), cudaMemcpyDefault, s);
if (fzErr94493_1) {}
cudaStream_t fzStream94493_2;
auto fzErr94493_3 = cudaStreamCreate(&fzStream94493_2);
if (fzErr94493_3) {}
float *fzDev94493_4;
cudaMalloc((void **)&fzDev94493_4, 4);
}
}
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper56394(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzHost56394_0 = (float *)malloc(n);
cudaEvent_t fzEvent56394_1;
(void)cudaEventCreateWithFlags(&fzEvent56394_1, cudaEventDisableTiming);
cudaStreamSynchronize(s);
{ int n = 4;
while (n-- > 0) {
{ int n = 4;
cudaStream_t fzStream28619_0 = 0;
cudaStreamQuery(fzStream28619_0);
cudaStreamBeginCapture(fzStream28619_0, cudaStreamCaptureModeRelaxed);
{
for (int fzV : {1, 2, 3}) {
(void)fzV;
cuStreamSynchronize(fzStream28619_0);
}
cudaStream_t fzStream28619_1;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream28619_1, cudaStreamNonBlocking));
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaEvent_t fzEvent288619_19 = cudaEventCreate(&fzEvent28619_18);
if (fzErr28619_19) {}
™“oat *fzHost28619_20 = new float[1024];
free(fzHost28619_20);
CUstream fzStream28619_21;
cuStreamCreate(&fzStream28619_21, CU_STREAM_NON_BLOCKING);
}();
}
cudaGraph_t fzGraph28619_22 = nullptr;
cudaGraphExec_t fzExec28619_23 = nullptr;
cudaStreamEndCapture(fzStream28619_0, &fzGraph28619_22);
cudaGraphInstantiate(&fzExec28619_23, fzGraph28619_22, 0);
cudaGraphExecDestroy(fzExec28619_23);
cudaGraphDestroy(fzGraph28619_22);
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream94493_0;
(void)cudaStreamCreateWithFlags(&fzStream94493_0, cudaStreamNonBlocking);
cudaEvent_