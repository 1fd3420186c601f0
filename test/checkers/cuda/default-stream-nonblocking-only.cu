// RUN: %check_cuda %s cuda-default-stream
// RUN: %check_cuda --check-suffix=BLOCKING %s cuda-default-stream -- -DONE_BLOCKING
#include "cuda_runtime.h"

// Issue 15, held-out round 23 (GPUSPH/gpusph@08ffd94 src/GPUWorker.cc:2143): beside streams
// that are all created non-blocking, the legacy default stream waits for none of their work
// and none of it waits for the legacy stream. An event recorded on 0 after the kernels that
// run there, for the copy streams to wait on, is a choice that costs no overlap: silent.
// Look-alike (BLOCKING): one of the streams is blocking, so the legacy stream is a barrier
// for it: reported.

__global__ void forces(float *p) {}

cudaStream_t copyStream, peerStream;
cudaEvent_t forcesDone;

void init() {
  cudaStreamCreateWithFlags(&copyStream, cudaStreamNonBlocking);
#ifdef ONE_BLOCKING
  cudaStreamCreate(&peerStream);
#else
  cudaStreamCreateWithFlags(&peerStream, cudaStreamNonBlocking);
#endif
  cudaEventCreateWithFlags(&forcesDone, cudaEventDisableTiming);
}

void step(float *d, float *h, size_t n) {
  forces<<<64, 128, 0, 0>>>(d);
  // CHECK-MESSAGES-BLOCKING: :[[@LINE-1]]:24: warning: '0' passed to the launch of 'forces' is the legacy default stream{{.*}} [cuda-default-stream]
  cudaEventRecord(forcesDone, 0);
  // CHECK-MESSAGES-BLOCKING: :[[@LINE-1]]:31: warning: '0' passed to 'cudaEventRecord' is the legacy default stream{{.*}} [cuda-default-stream]
  cudaStreamWaitEvent(copyStream, forcesDone, 0);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, copyStream);
  cudaStreamWaitEvent(peerStream, forcesDone, 0);
}
// CHECK-MESSAGES-NOT: warning:
