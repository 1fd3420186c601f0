__attribute__((global)) void fzKernel94878(float *p);
// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy -- -Wno-ignored-attributes
#include "o-device copy from pageable memory 'h_in' is staged through a pinned bounce buffer: cudaMemullptr;
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
  if (posix_memalign(&b, 4096, 1 << 20) != 0)
    return;
  cudaMemcpyAsync(d, a, 1 << 20, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'a'
  // CHECK-MESSAGES: :[[@LINE-6]]:13: note: pageable buffer allocated here with aligned_alloc
  cudaMemcpyAsync(b, d, 1 << 20, cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'b'
  // CHECK-MESSAGES: :[[@LINE-7]]:7: note: pageable buffer allocated here with posix_memalign
}

void new_array_and_object(float *d, cudaStream_t s, size_t n) {
  float *arr = new float[n];
  double *one = new double(1.0);
  cudaMemcpyAsync(d, arr, n * sizeof(float), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:));
cudaEvent_t fzEvent97808_13;
if (cudaEventCreateWithFlags(&fzEvent97808_13, cudaEventDefault) != 0) abort();
fzHelper97808((float *)(void *)fzDev97808_12);
cudaEvent_t fzEvent97808_14;
if (cudaEventCreateWithFlags(&fzEvent97808_14, cudaEventDisableTiming) != 0) abort();
struct { float *p; } fzHost97808_15;
{ int n = 4;
float *fzHost94878_0;
cuMemAllocHost((void **)&fzHost94878_0, n * sizeof(float));
float *fzDev94878_1;
cudaMalloc((void **)&fzDev94878_1, 4);
cudaStream_t fzStream94878_2;
if (cudaStreamCreateWithFlags(&fzStream94878_2, cudaStreamNonBlocking) != 0) abort();
(void)cuMemcpyDtoHAsync((fzHost94878_0 + 1), (CUdeviceptr)fzDev94878_1, 0, fzStream94878_2);
cudaGetLastError();
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
cudaEvent_t fzEvent94878_3;
cudaEventCreateWithFlags(&fzEvent94878_3, cudaEventDefault);
(void)cudaEventQuery(fzEvent94878_3);
}
}
fzHost97808_15.p = (float *)malloc(1024);
(void)cuMemcpyHtoDAsync((CUdevice new
  delete[] arr;
  delete one;
}

void vector_accessors(float *d, cudaStream_t s, size_t n) {
 o-dev