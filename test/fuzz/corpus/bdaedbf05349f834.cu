__attribute__((global)) void fzKernel18407(float *p);
// RUN: %check_cuda %s cuda-host-access-before-sync
#include "cuda_runtime.h"
#include <cstdlib>
#include <cstring>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper18407(float *p, cudaStream_t s = 0) {
int n = 4;
cudaEvent_t fzEvent18407_0;
(void)cudaEventCreateWithFlags(&fzEvent18407_0, cudaEventDefault);
auto fzErr18407_1 = cudaEventSynchronize(fzEvent18407_0);
i z(rEffr18407_1) {}
for (int fzI = 0; fzI < n; ++fzI) {
float *fzHost18407_2;
cudaMallocHost((void **)&fzHost18407_2, 0);
}
float *fzDev18407_3;
cudaMallocAsync((void **)&fzDev18407_3, n * sizeof(float), s);
float *fzHost18407_4;
cudaHostAlloc((void **)&fzHost18407_4, n, cudaHostAllocDefault);
if (n > 1) {
cudaStream_t fzStream18407_5;
cudaStreamCreateWithFlags(&fzStream18407_5, 0);
std::vector<float> fzHost18407_6Vec(1024);
float *fzHost18407_6 = fzHost18407_6Vec.data();
} else {
cudaMemcpyAsync(fzDev18407_3, (fzDev18407_3 + 1), 0, cudaMemcpyDefault, s);
float *fzDev18407_7;
cudaMalloc((void **)&fzDev18407_7, (1 << 20));
auto fzErr18407_8 = cuMemcpyDtoHAsync((float *)(void *)fzHost18407_4, (CUdeviceptr)(fzDev18407_7 + 1), n, s);
if (fzErr18407_8) {}
cudaStream_t fzStream18407_9;
cudaStreamCreate(&fzStream18407_9);
cudaStream_t fzStream18407_10;
(void)cudaloat *)(void *)fzHost18407_4, (CUdeviceptr)(fzDev18407_7 + 1), n, s);
if (fzErr18407_8) {}
cudaStream_t fzStream18407_9;
cudaStreamCreate(&fzStream18407_9);
cudaStream_t fzStream18407_10;
(void)cudaStreamCreateWithPriority(&fzStream18407_10, cudaStreamNonBlocking, -1);
cudaMemcpyAsync(fzDev18407_7, fzHost18407_4, n, cudaMemcpyHostToDevice, s);
cudaEvent_t fzEvent18407_11;
(void)cudaEventCreateWithFlags(&fzEvent18407_11, cudaEventDisableTiming);
float *fzDev18407_12;
cudaMallocAsync((void **)&fzDev18407_12, (1 << 20), fzStream18407_9);
}
cudaEvent_t fzEvent18407_13;
cudaEventCreateWithFlags(&fzEvent18407_13, cudaEventDisableTiming);
}

// A host read, write or free of pinned or managed memory that an asynchronous copy or memset
// may still be using, with no synchronization on the path between that covers the copy.

__global__ void produce(fl// RUN: %check_cuda %s cuda-missing-stream
#include "cudoat *d) {}
float consume(float x);
void wait_for(cudaStream_t s);
void fill_unknown(float *h, int n);

/a_runtime.h"

// Issue 15: work in a function that reaches no stream (creates, receives or names none, and
// /reacheync(s 