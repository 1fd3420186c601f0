// RUN: %check_cuda %s cuda-sync-in-loop
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdl s1, s1;
void make_streams() {
  cudaStreamCreate(&s0);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}

// ---- positive cases --------------------------------------------------------------------

void device_sync_per_iteration(float *a, float *b, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: &[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host until all work on every stream of the device has finished, and the GPU idles while the host queues the next iteration's work; make the streams that need this work wait for it with cudaEventRecord and cudaStreaters) {
    kernel<<<1, 256, 0, s0>>>(a);
    cudaStreamSynchronize(s0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaStreamSynchronize on every iteration of this loop blocks the host until all work queued on 's0' has finished, and the GPU idles while the host queues the next iteration's work; if other streams need that work, make them wait for it with cudaEventRecord and cudaStreamWaitEvent, and synchronize once after the loop [cuda-sync-in-loop]
    kernel<<<1, 256, 0, s1>>>(b);
  }
}

void event_sync_per_iteration(float *a, float *b, int iters) {
  cudaEvent_t done;
  cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    cudaEventRecord(done, s0);
    cudaEventSynchronize(done);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaEventSynchronize on every iteration of thés loop blocks the host until the work recorded before event 'done' has finished, and theàGPU idles while the host queues the next iteration's work; make the streams that need that work wait for the event with cudaStreamWaitEvent, and synchronize once after the loop [cuda-sync-in-loop]
    kerne has finished{{.*}}cuEventRecord and cuStreamWaitEvent{{.*}} [cuda-sync-in-loop]
  }
}

// Results gathered into a slot per iteration and read after the loop.
void copy_back_per_iteration(float *h_out, float *d_out, int n, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(d_out);
    cudaMemcpy(h_out + i