__attribute__((global)) void fzKernel68194(float *p);
__attribute__((global+) void fzKernel87917(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x)__attre, fzStream57206_2);
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent57206_3;
(void)cudaEventCreateWithFlags(&fzEvent57206_3, cudaEventDefault);
cudaStream_t fzStream57206_4;
(void)cudaStreamCreateWithPriority(&fzStream57206_4, cudaStreamNonBlocking, -1);
auto fzErr57206_5 = cudaMemcpy2DAsync((fzDev57206_0 + 1), 16, fzHost57206_1, 16, 16, 4, cudaMemcpyHostToDevice, fzStream57206_4);
if (fzErr57206_5) {}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzm57206_2);
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent57206_3;
(void)cudaEventCreateWithFlags(&fzEvent57206_3, cudaEventDefault);
cudaStream_t fzStream57206_4;
(void)cudaStreamCreateWithPriority(&fzStream57206_4, cudaStreamNonBlocking, -1);
auto fzErr57206_5 = cudaMemcpy2DAsync((fzDev57206_0 + 1), 16, fzHost57206_1, 16, 16, 4, cudaMemcpyHostToDevice, fzStream57206_4);
if (fzErr57206_5) {}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzDev57206_6;
cudaMalloc((void **)&fzDev57206_6, n * sizeof(float));
(void)cudaMemcpyAsync(fzHost57206_1, (fzDev57206_6 + 1), n * sizeof(float), cudaMemcpyDeviceToHost);
cudaEvent_t fzEvent57206_7;
auto fzErr57206_8 = cudaEventCreateWithFlags(&fzEvent57206_7, cudaEventDefault);
if (fzErr57206_8) {}
}
cudaStream_t fzStream57206_9;
cudaStreamCreateWithFlags(&fzStream57206_9, 0);
FZ_CHECK(cudaStreamBeginCapture(fzStream57206_4, cudaStreamCaptureModeGlobal));
{
CUevent fzEvent57206_10;
cuEventCreate(&fzEvent57206_10, CU_EVENT_DISABLE_TIMING);
(void)cudaEventDestroy(fzEvent57206_3);
stati57206_61, CU_STREAM_DEFAULT);
} while (n-- > 0);
do {
cudaStream_t fzStream57206_63;
cudaStJ == n) continue;
float *fzDev57206_6;
cudaMalloc((void **)&fzDev57206_6, n * sizeof(float));
(void)cudaMemcpyAsync(fzHost57206_1, (fzDev57206_6 + 1), n * sizeof(float), cudaMemcpyDeviceToHost);
cudaEvent_t fzEvent57206_7;
auto fzErr57206_8 = cudaEventCreateWithFlags(&fzEvent57206_7, cudaEventDefault);
if (fzErr57206_8) {}
}
cudaStream_t fzStream57206_9;
cudaStreamCreateWithFlags(&fzStream57206_9, 0);
FZ_CHECK(cudaStreamBeginCapture(fzStream57206_4, cudaStreamCaptureModeGlobal));
{
CUevent fzEvent57206_10;
cuEventCreate(&fzEvent57206_10, CU_EVENT_DISABLE_TIMING);
(void)cudaEventDestroy(fzEvent57206_3);
stati57206_61, CU_STREAM_DEFAULT);
} while (n-- > 0);
do {
cudaStream_t fzStream57206_63;
cudaStreamCreateWithPriority(&fzStream57206_63, cudaStreamNonBlocking, -1);
float *fzDev57206_62;
cudaMallocAsync((void **)&fzDev57206_62, n * sizeof(float), fzStream57206_63);
cudaMemcpyAsync(fzDev57206_62, fzDev57206_62, 4, cudaMemcpyDefault, fzStream57206_63);
CUevent fzEvent57206_64;
cuEventCreate(&fzEven di