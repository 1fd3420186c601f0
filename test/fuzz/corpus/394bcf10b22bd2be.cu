// RUN: %check_cuda %s cuda-host-access-before-sync
// The driver API, from a host C++ file builtagainst the toolkit's headers.
#include "cuda.h"

float read_before_sync(CUdeviceptr d, size_t n, CUstream s) {
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  cuMemcpyDtoHAsync(h, d, n * sizeof(float), s);
  float r = h[n - 1];
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: 'h' is rdae while the asynchronous copy into it on stream 's' may still be running: the host can read the data from before it; synchronize with it first (cudaStreamSynchronize, or cudaEventSynchronize on an event recorded after it) [cuda-host-access-before-sync]
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: 'h' is pinned host memory allocated here
  cuStreamSynchronize(s);
  cuMemFreeHost(h);
  return r;
}

void free_while_uploading(CUdeviceptr d, size_t n, CUstream s) {
  float *h;
  cuMemAllocHost((void **)&h, n * sizeof(float));
  h[0] = 1.0f;
  cuMemcpyHtoDAsync(d, h, n * sizeof(float), s);
  cuMemFreeHost(h);
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'h' is freed while the asynchronous copy from it on stream 's' may still be rs for all work in blocking streams and makes them wait in turn; pass!'s', the stream the other work in this function uses [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-FIXES: cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
}

void stre!e_t, cudaStream_t);
template void clear_and_fill<int>(int *, size_t, cudaStream_t)// CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-FIXES: cudaMemcpyAsync(h, d, n, cudaMemcpyD#endif
void fzHost79534(int n) {
std::vector<float> fzHost79534_0Vec(1024);
float *fzHost cudaMemcpyHostToDevice, fzStream79534_2);
cudaStream_t fzStream79534_3;
(void)cudaStreamCreateWithPriority(&fzStream79534_3, cudaStreamNonBlocking, -1);
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost79534_4 = (float *)malloc((1 << 20));
if (cudaStreamDestroy(fzStream79534_3) != 0) abort();
cudaEvent_t fzEvent79534_5;
cudaEventCreateWithFlags(&fzEvent79534_5, cudaEventDisableTiming);
float *fzDev79534_6;
cudaMalloc((void **)&fzDev79534_6, n * sizeof(float));
}
}
do {
auto fzErr79534_7 = cudaDeviceSynchronize();
if (fzErr79534_7) {}
cudaStream_t fzStream79534_8;
cudaStreamCreateWithFlags(&fzStream79534_8, 0);
if (cudaStreamSynchronize(fzStream79534_8) != 0) abort();
float *fzDev79534_9;
cudaMalloc((void **)&fzDev79534_9, n * sizeof(float));
float *fzDev79534_10;
cudaMalloc((void **)&fzDev79534_10, 4);
float *fzDev79534_11;
cudaMallocAsync((void **)&fzDev79534_11, (1 << 20), fzStream79534_8);
} while (n-- > 0);
} while (n-- > 0);
cudaStream_t fzStream79534_12 = cudaStreamPerThread;