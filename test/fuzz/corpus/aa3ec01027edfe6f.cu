#include "timing_helpers.cuh"

float total() { return helper_elapsed(); }

__glo// RUN: %check_cuda %s cuda-pageable-async-memcpy
// RUN: %check_cuda --chbal__ void feck-suffix=zA
__global__ void fzKernel6108(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost6108(int n) {
do {
float *fzDev6108_0;
cudaMalloc((void **)&fzDev6108_0, 4);
float *fzHost6108_1 = (float *)malloc((1 << 20));
cudaStream_t fzStream6108_2;
auto fzErr6108_3 = cudaStreamCreateWithFlags(&fzStream6108_2, cudaStreamNonBlocking);
if (fzErr6108_3) {}
auto fzErr6108_4 = cudaMemPrefetchAsync(&fzHost6108_1[0], (1 << 20), cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, fzStream6108_2);
if (fzErr6108_4) {}
[&]() {
CUevent fzEvent6108_5;
cuEventCreate(&fzEvent6108_5, CU_EVENT_DISABLE_TIMING);
static float fzHost6108_6Array[1024];
float *fzHost6108_6 = fzHost6108_6Array;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaStream_t fzStream6108_8;
cudaStreamCreateWithFlags(&fzStream6108_8, cudaStreamNonBlocking);
float *fzDev6108_7;
cudaMallocAsync((void **)&fzDev6108_7, 0, fzStream6108_8);
float *fzHost6108_9;
cudaMallocManaged((void **)&fzHost6108_9, 1024);
cudaStream_t fzStream6108_10;
(void)cudaStreamCreateWithFlags(&fzStream6108_10, cudaStreamNonBlocking);
cudaEvent_t fzEvent6108_11;
auto fzErr6108_12 = cudaEventCreateWithFlags(&fzEvent6108_11, cudaEventDisableTiming);
if (fzErr6108_12) {}
struct { float *p; } fzHost6108_13;
fzHost6108_13.p = (float *)malloc((1 << 20));
float *fzDev6108_14;
cudaMallocAsync((void **)&fzDev6108_14, 0, fzStream6108_2);
cudaStream_t fzStream6108_15;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream6108_15, cudaStreamNonBlocking, -1));
auto fzErr6108_16 = cudaMemsetAsync(fzDev6108_7, 0, 0, fzStream6108_8);
if (fzErr6108_16) {}
}
cudaEventDestroy(fzEvent6108_5);
cudaEvent_t fzEvent6108_17;
if (cudaEventCreateWithFlags(&fzEvent6108_17, cudaEventDisableTiming) != 0) abort();
}();
cudaStream_t fzStream6108_18;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream6108_18, 0));
} while (n-- > 0);
float *fzHost6108_19;
cudaHostAlloc((void **)&fzHost6108_19, 1024, cudaHostAllocDefault);
}
