// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// A blocking stream whose every piece of work is waited for later in its block (the same
// stream expression, nothing in between that leaves the block or names its index) is in
// flight only in between: legacy-stream work elsewhere cannot run beside it, and nothing is
// lost by its being blocking (held-out round 24, AstroAccelerateOrg/astro-accelerate@0dc2cd0
// src/aa_device_periods.cu:274, an array of blocking streams, each copy synchronized right
// after it, judged not worth acting on). Silent too: host work between a copy and its wait.
// Look-alikes, reported: the wait names another element of the array, legacy work between a
// copy and its wait, one piece of work not waited for.

__global__ void kernel(float *d) {}

void copyIn(float *d, float *h, int n) {
  cudaStream_t s[4];
  for (int i = 0; i < 4; i++)
    cudaStreamCreate(&s[i]);
  for (int i = 0; i < 16; i++) {
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s[i % 4]);
    cudaStreamSynchronize(s[i % 4]);
    kernel<<<1, 32, 0, s[i % 4]>>>(d);
    cudaStreamSynchronize(s[i % 4]);
  }
  for (int i = 0; i < 4; i++)
    cudaStreamDestroy(s[i]);
}

void copyInOtherElement(float *d, float *h, int n) {
  cudaStream_t s[4];
  for (int i = 0; i < 4; i++)
    cudaStreamCreate(&s[i]);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 's[i]' is created blocking{{.*}} [cuda-default-stream]
  for (int i = 0; i < 16; i++) {
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s[i % 4]);
    cudaStreamSynchronize(s[(i + 1) % 4]);
  }
  for (int i = 0; i < 4; i++)
    cudaStreamDestroy(s[i]);
}

void hostWork(float *h, int n);

void copyInThenHostWork(float *d, float *h, int n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  for (int i = 0; i < 16; i++) {
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
    hostWork(h, n);
    cudaStreamSynchronize(s);
  }
  cudaStreamDestroy(s);
}

void copyInThenLegacyWork(float *d, float *h, int *cnt, int n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's' is created blocking{{.*}} [cuda-default-stream]
  for (int i = 0; i < 16; i++) {
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
    cudaMemset(cnt, 0, sizeof(int));
    cudaStreamSynchronize(s);
  }
  cudaStreamDestroy(s);
}

void copyInOneUnwaited(float *d, float *h, int n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's' is created blocking{{.*}} [cuda-default-stream]
  for (int i = 0; i < 16; i++) {
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
    cudaStreamSynchronize(s);
    kernel<<<1, 32, 0, s>>>(d);
  }
  cudaStreamDestroy(s);
}

void run(float *d, float *h, int *cnt, int n, int batches) {
  for (int b = 0; b < batches; b++) {
    cudaMemset(cnt, 0, sizeof(int));
    copyIn(d, h, n);
    copyInOtherElement(d, h, n);
    copyInThenHostWork(d, h, n);
    copyInThenLegacyWork(d, h, cnt, n);
    copyInOneUnwaited(d, h, n);
    int c;
    cudaMemcpy(&c, cnt, sizeof(int), cudaMemcpyDeviceToHost);
  }
}
