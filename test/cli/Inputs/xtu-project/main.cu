#include <cuda_runtime.h>
#include "steps.h"

__global__ void fill(float *p) { p[threadIdx.x] = 1.0f; } extern int blocks, threads; // a block size known only at run time: a launch that can fail

// Silent: checkCuda (error.cu) reads the last error that a failed cudaMalloc leaves.
void allocChecked(float **p) {
  cudaMalloc(p, 64);
  checkCuda("alloc");
}

// Silent: relayCheck (relay.cu) calls checkCuda: decided through two units.
void allocRelayed(float **p) {
  cudaMalloc(p, 64);
  relayCheck("alloc");
}

// Silent: the launch and the copy are each followed by checkCuda.
void launchChecked(float *d, float *h) {
  fill<<<blocks, threads>>>(d);
  checkCuda("fill");
  cudaMemcpy(h, d, 128, cudaMemcpyDeviceToHost);
  checkCuda("copy");
}

// Reported: logStep (log.cu) never reads the last error.
void allocLogged(float **p) {
  cudaMalloc(p, 64); // LOGGED
  logStep("alloc");
}

// Reported: clearLastError (clear.cu) clears the error before anything reads it.
void allocCleared(float **p) {
  cudaMalloc(p, 64); // CLEARED
  clearLastError("alloc");
  checkCuda("alloc");
}

// Reported: auditLastError's unit is not analysed: unknown.
void allocAudited(float **p) {
  cudaMalloc(p, 64); // AUDITED
  auditLastError("alloc");
}

// Reported: the check comes before the call it would check.
void checkFirst(float **p) {
  checkCuda("before");
  cudaMalloc(p, 64); // CHECK-FIRST
}

// Reported: a call through a pointer is unknown.
void allocThroughPointer(float **p, void (*check)(const char *)) {
  cudaMalloc(p, 64); // POINTER
  check("alloc");
}

// Reported: the launch's error is never read (the copy's result is, by its value).
void launchLogged(float *d, float *h) {
  fill<<<blocks, threads>>>(d); // LAUNCH-LOGGED
  logStep("fill");
  if (cudaMemcpy(h, d, 128, cudaMemcpyDeviceToHost) != cudaSuccess)
    logStep("copy failed");
}

// Reported: initDevice reads the last error only after a CUDA call of its own.
void allocThenInit(float **p) {
  cudaMalloc(p, 64); // INIT
  initDevice(0);
}

// Silent: syncAndCheck synchronizes, then reads through checkCuda.
void allocThenSync(float **p) {
  cudaMalloc(p, 64);
  syncAndCheck("alloc");
}
