// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Held-out round 40 (torch/cutorch@5e9d86c lib/THC/THCTensorCopy.cu:82,85,187,190): in a
// branch taken only when the work's stream is the default one (`if (srcDev != dstDev &&
// copyStream == NULL)`), the legacy stream written out is that stream: a two-way barrier
// between the devices' default streams around a copy that runs there anyway. Silent.
// Look-alikes, reported: the same operations in the branch where the stream is NOT null, in
// a branch on a non-stream condition, and after the if (on every path).

cudaStream_t currentStream(int device);
__global__ void fill(float *p) {}

void copyAcross(float *dst, const float *src, size_t n, int srcDev, int dstDev) {
  cudaStream_t side;
  cudaStreamCreate(&side);
  fill<<<1, 32, 0, side>>>(dst);
  cudaStream_t copyStream = currentStream(srcDev);
  if (srcDev != dstDev && copyStream == NULL) {
    cudaEvent_t dstReady;
    cudaSetDevice(dstDev);
    cudaEventCreateWithFlags(&dstReady, cudaEventDisableTiming);
    cudaEventRecord(dstReady, NULL);
    cudaSetDevice(srcDev);
    cudaStreamWaitEvent(NULL, dstReady, 0);
    cudaEventDestroy(dstReady);
  }
  cudaMemcpyAsync(dst, src, n, cudaMemcpyDeviceToDevice, copyStream);
  if (!copyStream) {
    cudaEvent_t srcReady;
    cudaEventCreateWithFlags(&srcReady, cudaEventDisableTiming);
    cudaEventRecord(srcReady, 0);
    cudaEventDestroy(srcReady);
  }
  if (copyStream) {
    fill<<<1, 32, 0, copyStream>>>(dst);
  } else {
    fill<<<1, 32, 0, 0>>>(dst);
  }
  cudaStreamDestroy(side);
}

void copyLookalikes(float *dst, const float *src, size_t n, bool barrier) {
  cudaStream_t side;
  cudaStreamCreate(&side);
  fill<<<1, 32, 0, side>>>(dst);
  cudaStream_t copyStream = currentStream(0);
  cudaEvent_t ready;
  cudaEventCreateWithFlags(&ready, cudaEventDisableTiming);
  if (copyStream != NULL) {
    cudaEventRecord(ready, NULL);
    // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: 'NULL' passed to 'cudaEventRecord' is the legacy default stream{{.*}} [cuda-default-stream]
  }
  if (barrier) {
    cudaStreamWaitEvent(NULL, ready, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: 'NULL' passed to 'cudaStreamWaitEvent' is the legacy default stream{{.*}} [cuda-default-stream]
  }
  cudaMemcpyAsync(dst, src, n, cudaMemcpyDeviceToDevice, copyStream);
  fill<<<1, 32, 0, 0>>>(dst);
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: '0' passed to the launch of 'fill' is the legacy default stream{{.*}} [cuda-default-stream]
  cudaEventDestroy(ready);
  cudaStreamDestroy(side);
}
