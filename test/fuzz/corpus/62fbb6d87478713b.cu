__attribute__((global)) void fzKernel64606(float *p);
__attribute__((global)) void fzKernel30781(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void time_it() {
{ int n = 4;
ducaStream_t fzStream30781_0;
cudaStreamCreateWithFlags(&fzStream30781_0, 0);
cudaStreamBeginCapture(81_4, cudaEventDefault);
std::vector<float> fzHost30781_5Vec(1024);
float *fzHost30781_5 = fzHost30781_5Vec.data();
}
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaEvent_t fzEvent30781_6;
(void)cudaEventCreateWithFlags(&fzEvent30781_6, cudaEventDefault);
float *fzDev61562_7;
cudaMallocAsync((void **)&fzDev30781_7, 4, fzStream30781_0);
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent30781_8;
{ int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUstream fzStream64606_0;
cuStreamCreate(&fzStream64606_0, CU_STREAM_DEFAULT);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
(void)cudaGetLastError();
cudaStreamQuery(fzStream64606_0);
float *fzDev64606_1;
cudaMalloc((void **)&fzDev64606_1, n * sizeof(float));
}
cudaEvent_t fzEvent64606_2;
cudaEventCreateWithFlags(&fzEvent64606_2, cudaEventDefault);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
auto fzErr64606_3 = cudaEventQuery(fzEvent64606_2);
if (fzErr64606_3) {}
cudaEventDestroy(fzEvent64606_2);
}
[&]() {
float *fzDev64606_4;
cudaMalloc((void **)&fzDev64606_4, n * sizeof(float));
}();
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaEvent_t fzEvent64606_5;
FZ_CHECK(cudaEventCreate(&fzEvent64606_5));
float *fzDev64606_6;
cudaMallocAsync((void **)&fzDev64606_6, n * sizeof(floatn * sizeof(float));
}
cudaEvent_t fzEvent64606_2;
cudaEventCreateWithFlags(&fzEvent64606_2, cudaEventDefault);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
auto fzErr64606_3 = cudaEventQuery(fzEvent64606_2);
if (fzErr64606_3) {}
cudaEventDestroy(fzEvent64606_2);
}
[&]() {
float *fzDev64606_4;
cudaMalloc((void **)&fzDev64606_4, n * sizeof(float));
}();
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaEvent_t fzEvent64606_5;
FZ_CHECK(cudaEventCreate(&fzEvent64606_5));
float *fzDev64606_6;
cudaMallocAsync((void **)&fzDev64606_6, n * sizeof(float), fzStream64606_0);
staticStream_t fzStream30781_9 = cudaStreamPerThread;
}
}
cudaGraph_t fzGraph30781_10 = nullptEvent_t fzEvent30781_6;
(void)cudaEventCreateWithFlags(&fzEvent30781_6, cudaEfaventDefault);
float *fzDev30781_7;
cudaMr;
cudaGraphExec_t fzExec30781_11 = nullptr;
(void)cor)
  cudaEventCreate(&stop);
  flÿÿÿÿÿÿÿ 0;
  cudaEventElapsedTime(&ms, start, stop);
}
