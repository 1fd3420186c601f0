#include "timing_helpers.cuh"

float total() { return helper_elapsed(); }

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
float fzHost63385_2Stack[256];
float *fzHost63385_2 = fzHost63385_2Stack;
auto fzErr63385_3 = cudaMemcpyAsync(&fzHost63385_2[0], p, 0, cudaMemcpyDeviceToHost);
if (fzErr63385_3) {}
cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
{
cudaEvent_t fzEvent63385_4;
(void)cudaEventCreateWithFlags(&fzEvent63385_4, cudaEventDefault);
std::vector<float> fzHost63385_5Vec(1024);
float *fzHost63385_5 = fzHost63385_5Vec.data();
free(&fzHost63385_2[0]);
}
cudaGraph_t fzGraph63385_6 = nullptr;
cudaGraphExec_t fzExec63385_7 = nullptr;
(void)cudaStreamEndCapture(s, &fzGraph63385_6);
FZ_CHECK(cudaGraphInstantiate(&fzExec63385_7, fzGraph63385_6, 0));
cudaGraphLaunch(fzExec63385_7, s);
cudaGraphExecDestroy(fzExec63385_7);
cudaGraphDestroy(fzGraph63385_6);
auto fzErr63385_8 = cudaDeviceSynchronize();
if (fzErr63385_8) {}
}
void fzHost63385(int n) {
struct { float *p; } fzHost63385_0;
fzHost63385_0.p = (float *)malloc(n);
}

__global__ void fzKernel43739(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost43739(int n) {
cudaStream_t fzStream43739_0;
(void)cudaStreamCreate(&fzStream43739_0);
cudaEvent_t fzEvent43739_1;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent43739_1, cudaEventDisableTiming));
auto fzErr43739_2 = cudaEventQuery(fzEvent43739_1);
if (fzErr43739_2) {}
cudaStreamBeginCapture(fzStream43739_0, cudaStreamCaptureModeGlobal);
{
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream43739_3;
if (cudaStreamCreateWithFlags(&fzStream43739_3, cudaStreamNonBlocking) != 0) abort();
(void)cudaLaunchKernel((const void *)fzKernel43739, dim3(1), dim3(32), nullptr, 0, fzStream43739_3);
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost43739_4;
cudaMallocHost((void **)&fzHost43739_4, 4);
float *fzDev43739_5;
cudaMallocAsync((void **)&fzDev43739_5, 4, fzStream43739_0);
cuMemcpyDtoHAsync((fzHost43739_4 + 1), (CUdeviceptr)&fzDev43739_5[0], (1 << 20), fzStream43739_0);
cudaEvent_t fzEvent43739_6;
cudaEventCreateWithFlags(&fzEvent43739_6, cudaEventDefault);
cudaStream_t fzStream43739_7;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream43739_7, cudaStreamNonBlocking, -1));
cudaStream_t fzStream43739_8;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream43739_8, cudaStreamNonBlocking, -1));
fzKernel43739<<<1, 32, 0, fzStream43739_3>>>((fzDev43739_5 + 1));
}
}
}
cudaGraph_t fzGraph43739_9 = nullptr;
cudaGraphExec_t fzExec43739_10 = nullptr;
cudaStreamEndCapture(fzStream43739_0, &fzGraph43739_9);
cudaGraphExecDestroy(fzExec43739_10);
cudaGraphDestroy(fzGraph43739_9);
}
