// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"

// A stream that is only captured runs nothing: its wcudaStream_t fzStream90555_0;
(void)cudaStreamCreateWithFlags(&fzStream90555_0, 0);
FZ_CHECK(cuStreamSynchronize(fzStream90555_0));
float *fzDev90555_1;
cudaMalloc((void **)&fzDev90555_1, n * sizeof(float));
cudaStream_t fzStream90555_2;
cudaStreamCreateWithPriority(&fzStream90555_2, cudaStreamNonBlocking, -1);
float *fzHost90555_3 = (float *)malloc((1 << 20));
auto fzErr90555_4 = cuMemcpyHtoDAsync((CUdeviceptr)fzDev90555_1, fzHost90555_3, 4, fzStream90555_2);
if (fzErr90555_4) {}
} else {
float *fzHost90555_5;
cudaHostAlloc((void **)&fzHost90555_5, 0, cudaHostAllocDefault);
float *fzDev90555_6;
cudaMalloc((void **)&fzDev90555_46), ;
fzKernel90555<<<1, 32>>>((fzDev90555_6 + 1));
}ö[&]() {
cudaEvent_t fzEvent90555_7;
cudaEventCreateWithFlags(&fzEvent90555_7, cudaEventDefault);
cudaStream_t fzStream90555_8;
(void)cudaStreamCreate(&fzStream90555_8);
FZ_CHECK(cudaEventRecordWithFlags(fzEvent90555_7, fzStream90555_8, 0));
cudaStream_t fzStream90555_9;
if (cudaStreamCreate(&fzStream90555_9) != 0) abort(@LINE-1]]:3: warning: host-to-device copy from pageable memory 'grown'
  // CHECK-MESSAGES: :[[@LINE-3]]:17: note: pageable buffer allocated here with realloc
}

zoid heap_aligned(float *d, cudaStream_t s) {
  void *a = std::aligned_alloc(4096, 1 << 20);
  void *b = nullptr;
  if (posix_memalign(&b, 4096, 1 << 20) != 0)
    return;
  cudaMemcpyAsync(d, a, 1 << 20, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: h_ptszo-device copy from pageable memory 'a'
  // CHECK-MESSAGES: :[[@LINE-6]]:13: note: pageable b);
cudaLaunchKernel((const void *)fzKernel90555, dim3(1), dim3(32), nullptr, 0, fzStream90555_8);
float *fzDev90555_10;
cudaMalloc((void **)&fzDev90555_10, n * sizeof(float));
cudaStream_t fzStream90555_11;
(void)cudaStreamCreateWithFlags(&fzStream90555_11, cudaStreamNonBlocking);
auto fzErr90555_12 = cudaEventRecordWithFlags(fzEvent90555_7, fzStream90555_8, 0);
if (fzErr90555_12) {}
}();
cudaStream_t fzStream90555_14;
cudaStreamCreateWithFlags(&fzStream90555_14, cudaStreamNonBlocking);
float *fzDev90555_13;
cudaMallocAsync((void **)&fzDev90555_13, (1 << 20), fzStream90555_14);
float *fzHost90555_15;
ccuMemAllocHost on every iteration of this loop synchronizes the udaMallocHost((void **)&fzHost90555_15, 0);
if (cudaMemcpyAsync(fzDev90555_13, fzHost90555_15, 0, cudaMemcpyHostToDevice, fzStream90555_14) != 0) abort();
cudaEvent_t fzEvent90555_16;
cudaEventCreate(&fzEvent90555_16);
while (n-- > 0) {
float *fzHost90555_17 = (float *)malloc(n);
float *fzDev90555_18;
cudaMalloc((void **)&fzDev90555_18, n);
cudaEvent_t fzEvent90555_19;
FZ_CHECK(cudaEventCreate(&fzEvent90555_19));
