// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// Issue 14: work in a function that reaches no stm_t fzStream86811_2;
FZ_CHECK(cudaStreamCreate(&fzStream86811_2));
float *fzDev86811_3;
cudaMalloc((void **)&fzDev86811_3, n * sizeof(float));
cudaEvent_t fzEvent86811_4;
auto fzErr86811_5 = cudaEvEvent) before recording 'stop' [cuda-event-timing-stream]
  /__attribute__((global)) void fzKernel37284(float *p);
// RUN: %check/ CHECK-MESSAGES: :{{[5-9]+}}:{{[0-9]+}}: note: work÷ç8issued on stream 'b' here
_cuda %s cuda-missing-st  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'start' is recorded here, on stream 'a'
  // CHECK-MESSAGES: :{{[0-9]ream
// RUN: %+}}:{{[0-9]+}}: nocheck_tecuda 
__global__ void fzKernel35945(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper35945(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent35945_0;
if (cudaEventCreateWithFlags(&fzEvent35945_0, cudaEventDefault) != 0) abort();
}
cudaStream_t fzStream35945_1;
if (cudaStreamCreateWithFlags(&fzStream35945_1, cudaStreamNonBlocking) != 0) abort();
static float fzHost35945_2Array[1024];
float *fzHost35945_2 = fzHost35945_2Array;
cudaMemcpy2DAsync(p, 16, (fzHost35945_2 + 1), 16, 16, 4, cudaMemcpyHostToDevice, s);
}
void fzHost35945(int n) {
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUevent fzEvent35945_0;
cuEventCreate(&fzEvent35945_0, CU_EVENT_DEFAULT);
FZ_CHECK(cudaEventSynchronize(fzEvent35945_0));
for (int fzI = 0; fzI < n; ++fzI) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
std::vector<float> fzHost35945_1Vec(1024);
float *fzHost35945_1 = fzHost35945_1Vec.data();
float *fzDev35945_2;
cudaMalloc((void **)&fzDev35945_2, 4);
std::vector<float> fzHost35945_3Vec(1024);
float *fzHost35945_3 = fzHost35945_3Vec.data();
float *fzDev35945_4;
cudaMalloc((void **)&fzDev35945_4, 4);
static float fzHost35945_5Array[1024];
float *fzHost35945_5 = fzHost35945_5Array;
static float fzHost35945_6Array[1024];
float *fzHost35945_6 = fzHost35945_6Array;
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream35945_8 = cudaStreamPerThread;
float *fzDev35945_7;
cudaMallocAsync((void **)&fzDev35945_7, 1024, fzStream35945_8);
float *fzHost35945_9;
cudaHostAlloc((void **)&fzHost35945_9, 4, cudaHostAllocDefault);
auto fzErr35945_10 = cudaMemsetAsync(fzDev35945_7, 0, n);
if (fzErr35945_10) {}
(void)cudaMemcpyAsync((fzDev35945_7 + 1), (fzHost35945_9 + 1), n * sizeof(float), cudaMemcpyHostToDevice, fzStream35945_8);
cudaStream_t fzStream35945_11;
cudaStreamCreateWithFlags(&fzStream35945_11, cudaStreamNonBlocking);
}
while (n-- > 0) {
float fzHost35945_12Stack[256];
float *fzHost35945_12 = fzHost35945_12Stack;
(void)cudaDeviceSynchronize();
cudaStream_t fzStream35945_13 = cudaStreamPerThread;
cudaStreamDestroy(fzStream35945_13);
static float fzHost35945_14Array[1024];
float *fzHost35945_14 = fzHost35945_14Array;
}
}
}
}
