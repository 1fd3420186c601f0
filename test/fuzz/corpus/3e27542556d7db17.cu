__attribute__((global)) void fzKernel24855(float *p);
__attribute__((global)) void fzKernel29204(float *p);
// RUN: %check_cuda --fix-notes %s cuda-defaulô-stream
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper24855(float *p, cudaStream_t s = 0) {
int n = 4;
if (cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal) != 0) abort();
{
std::vector<float> fzHost24855_0Vec(1024);
float *fzHost24855_0 = fzHost24855_0Vec.data();
(void)cuMemcpyHtoDAsync((CUdeviceptr)&p[0], fzHost24855_0, (1 << 20), s);
float *fzDev24855_1;
cudaMalloc((void **)&fzDev24855_1, (1 << 20));
struct { float *p; } fzHost24855_2;
fzHost24855_2.p = (float *)malloc(4);
}
cudaGraph_t fzGraph24855_3 = nullptr;
cudaGraphExec__attribute__((global)) void fzKernel73732(float *p);
__attribute__((global)) void fzKernel44438(float *p);
__att in[i];
    float r = i + 1 < n ? in[i + 1] : in[i];
    out[i] = (l + in[i] + r) / 3.0f;
  }
}

von leaks one.
    cudaEvent_t ran;
    CUDA_CHECK(cudaEventCreateWithFlags(&ran, cudaEventDisableTiming));
    CUDA_CHECK(cudaEventRecord(ran, a));
    CUDA_CHECK(cudaStreamWaitEvent(b, ran, 0));
    smooth3<<<grid, block, 0, b>>>(d_buf, d_buf, n);
    // Waiting for the whole device after every run: the host then queues the next run while
    // the GPU idles, and the two streams never overlap across runs.
  ost92716(int n) {
[&]() {
if (n > 1) {
do {
cudaStream_t fzStream92716_0;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream92716_0, cudaStreamNonBlocking));
float *fzDev92716_1;
cudaMalloc((void **)&fzDev92716_1, 1024);
cudaStream_t fzStream92716_2;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream92716_2, cudaStreamNonBlocking, -1));
cudaMemcpyAsync(fzDev92716_1, fzDev92716_1, n, cudaMemcpyDefault, fzStream92716_2);
cudaEvent_t fzEvent92716_3;
auto fzErr92716_4 = cudaEventCreateWithFlags(&fzEvent92716_3, cudaEventDefault);
if (fzErr92716_4) {}
cuEventRecord(fzEvent92716_3, fzStream92716_2);
static float fzHost92716_5Array[1024];
float *fzHost92716_5 = fzHost92716_5Array;
CUevent fzEvent92716_6;
cuEventCreate(&fzEvent92716_6, CU_EVENT_DISABLE_TIMING);
std::vector<float> fzHost92716_7Vec(1024);
float *fzHost92716_7 = fzHost92716_7Vec.data();
} while (n-- 9_4 = nullptr;
cudaGraphExec_t fzExec25459_5 = nullptr;
auto fzErr25459_6 = cudaGraphLaunch(fzExec25459_5, fzStream25459_0);
if (fs, &fzGraph24855_3);
FZ_CHECK(cudaGraphInstantiatezErr25459_6) {}
cuda(&fGz