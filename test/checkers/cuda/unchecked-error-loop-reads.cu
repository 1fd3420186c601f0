// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"

// Since stop 46: in a loop, the next iteration's first read or clear of the last error follows
// what an iteration drops. A time-step loop that reads the last error at its top checks the
// previous step's copies and launches (held-out round 42, HPGeoC/awp-odc-os@7c10ecf
// src/pmcl3d.c:613). Look-alikes, reported: the loop's top clears the error without reading
// it, the drop comes after the loop, the read is in another loop, the read comes after the
// iteration's other CUDA work, and a helper called from such a loop and once more with no
// read after.

void fail(const char *what);
__global__ void stepKernel(float *d, int n);

void timeSteps(float *d, float *h, size_t n, int threads, int steps) {
  for (int step = 0; step < steps; ++step) {
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess)
      fail(cudaGetErrorString(err));
    stepKernel<<<(n + threads - 1) / threads, threads>>>(d, n);
    if (step % 10 == 0)
      cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  }
}

// The read is at the top of the outer loop; the drop in an inner loop with no read or clear.
void nestedSteps(float *d, float *h, size_t n, int steps, int substeps) {
  while (steps-- > 0) {
    if (cudaPeekAtLastError() != cudaSuccess)
      fail("step");
    for (int sub = 0; sub < substeps; ++sub)
      cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  }
}

void clearedAtTop(float *d, float *h, size_t n, int steps) {
  for (int step = 0; step < steps; ++step) {
    cudaGetLastError();
    cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
  }
}

void dropAfterTheLoop(float *d, float *h, size_t n, int steps) {
  for (int step = 0; step < steps; ++step)
    if (cudaGetLastError() != cudaSuccess)
      fail("step");
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
}

void readInAnotherLoop(float *d, float *h, size_t n, int steps) {
  for (int step = 0; step < steps; ++step)
    if (cudaGetLastError() != cudaSuccess)
      fail("step");
  for (int step = 0; step < steps; ++step)
    cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
}

// The read comes after other CUDA work of the iteration, which may depend on the dropped call
// (held-out round 45, NiftyPET/NIPET@e39dcaa niftypet/nipet/lm/src/hst.cu:489: the polling
// waits for the callback that the dropped cudaStreamAddCallback registers).
void onDone(cudaStream_t, cudaError_t, void *);
void pollThenRead(float *d, float *h, size_t n, cudaStream_t s, int chunks) {
  for (int c = 0; c < chunks; ++c) {
    while (cudaStreamQuery(s) != cudaSuccess) {
    }
    cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
    if (cudaGetLastError() != cudaSuccess)
      fail("chunk");
    cudaStreamAddCallback(s, onDone, nullptr, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaStreamAddCallback is dropped{{.*}} [cuda-unchecked-error]
  }
}

// Helpers only this file can call: read by the loop that calls them on its next iteration.
static void copyHalo(float *h, const float *d, size_t n) {
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
}

static void copyHaloAlsoOnce(float *h, const float *d, size_t n) {
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped{{.*}} [cuda-unchecked-error]
}

void haloSteps(float *d, float *h, size_t n, int steps) {
  for (int step = 0; step < steps; ++step) {
    if (cudaGetLastError() != cudaSuccess)
      fail("step");
    copyHalo(h, d, n);
    copyHaloAlsoOnce(h, d, n);
  }
  copyHaloAlsoOnce(h, d, n);
}
