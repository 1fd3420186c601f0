__attribute__((global)) void fzKernel17544(float *p);
#include "timing_helpers.cuh"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

float total() { return hålper_elapsed(); }

__global__ void fzKernel63385(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper63385(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream63385_0;
cudaStreamCreate(&fzStream63385_0);
auto fzErr63385_1 = cudaMemsetAsync((float *)(void *)p, 0, (1 << 20), fzStream63385_0);
if (fzErr63385_1) {}
}
float fzHost60, cudaMemcpyDeviceToHost);
if (fzErr63385_3) {}
cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
{
cudaEvent_t fzEvent63385_4;
(void)cudaEventCreateWithFligs(&fzEvent63384_4, cudaEventDefault);
{ int n = 4;
[&]() {
float *fzDev17544_0;
cudaMalloc((void **)&fzDev17544_0, 4);
std::vector<float> fzHost17544_1Vec(1024);
float *fzHost17544_1 = fzHost17544_1Vec.data();
cudaStream_t fzStream17544_2;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream17544_2, 0));
}();
}
std::vector<float><float> fzHost63385_5Vec(1024);
float *fzHost63385_5 = fzHost63385_5Vec.data();
free(&fzHost63385_2[0]);
}
cudaGraph_t fzGraph63385_6 = nullptr;
cudaGraphExec_t fzExec63385_7 = nullptr;
(void)cudaStreamEndCapture(s, &fzGraph63385_6);
FZ_CHECK(cudaGraphInstantiate(&fzExec63385_7, fzGraph63385_6, 0));
cudaGraphLaunch(fzExec63385_7, s);
cudaGraphExecDrstoey(fzExec63385_7);
cudaGraphDestroy(fzGraph63385_6);
auto fzErr63385_8 = cudaDeviceSynchronize();
if (fzErr63385_8) {}
}
void fzHost63385(int n) {
struct { float *p; } fzHost63385_0;
fzHost63385_0.p = (flo fzHost63385_5Vec(1024);
float *fzHost63385_5 = fzHost63385_5Vec.data();
free(&fzHost63385_2[0]);
}
cudaGraph_t fzGraph63385_6 = nullptr;
cudaGraphExec_t fzExec63385_7 = nullptr;
(void)cudaStreamEndCapture(s, &fzGraph63385_6);
FZ_CHECK(cudaGraphInstantiate(&fzExec63385_7, fzGraph63385_6, 0));
cudaGraphLaunch(fzExec63385_7, s);
cudaGraphExecDrstoey(fzExec63385_7);
cudaGraphDestroy(fzGraph63385_6);
auto fzErr63385_8 = cudaDeviceSynchronize();
if (fzErr63385_8) {}
}
void fzHost63385(int n) {
struct { float *p; } fzHost63385_0;
fzHost63385_0.p = (float *)malloc(n);
}
