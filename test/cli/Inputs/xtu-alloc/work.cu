// Functions another unit (frames.cpp) calls. Each allocates per call; which of them repeat is
// known only from the project index: frames.cpp's frame loop.
#include "cuda_runtime.h"

__global__ void scale(float *x, int n) {}

// Reported: a scratch buffer allocated and freed on every call, called once per frame.
void processFrame(float *x, int n) {
  float *tmp;
  cudaMalloc(&tmp, n * sizeof(float));
  scale<<<1, 256>>>(tmp, n);
  cudaMemcpy(x, tmp, n * sizeof(float), cudaMemcpyDeviceToDevice);
  cudaFree(tmp);
}

// Reported: mapped host memory allocated and freed on every data check, once per frame.
void checkData(int n) {
  int *flag;
  cudaHostAlloc(&flag, sizeof(int), cudaHostAllocMapped);
  *flag = n;
  cudaFreeHost(flag);
}

// Silent look-alikes.
// The buffer is handed to the caller: allocated per call, not freed in it.
void keepBuffer(float **out, int n) { cudaMalloc(out, n * sizeof(float)); }

// Stream-ordered allocation: the fix.
void asyncFrame(float *x, int n) {
  float *tmp;
  cudaMallocAsync(&tmp, n * sizeof(float), 0);
  scale<<<1, 256>>>(tmp, n);
  cudaFreeAsync(tmp, 0);
}

// Called once per device: each GPU's buffer once.
void perDevice(int dev, int n) {
  cudaSetDevice(dev);
  float *tmp;
  cudaMalloc(&tmp, n * sizeof(float));
  scale<<<1, 256>>>(tmp, n);
  cudaFree(tmp);
}

// Called once, outside any loop.
void setupOnce(int n) {
  float *tmp;
  cudaMalloc(&tmp, n * sizeof(float));
  scale<<<1, 256>>>(tmp, n);
  cudaFree(tmp);
}

// Allocates and frees only when asked: not on every call.
void maybeScratch(float *x, int n, bool scratch) {
  if (scratch) {
    float *tmp;
    cudaMalloc(&tmp, n * sizeof(float));
    scale<<<1, 256>>>(tmp, n);
    cudaFree(tmp);
  }
}

// A loop of this unit repeats it too: the loop rule reports it there, once.
void stepLocal(int n) {
  float *tmp;
  cudaMalloc(&tmp, n * sizeof(float));
  scale<<<1, 256>>>(tmp, n);
  cudaFree(tmp);
}

int deviceCount() {
  int count = 0;
  cudaGetDeviceCount(&count);
  return count;
}

void localLoop(int n, int steps) {
  for (int i = 0; i < steps; ++i)
    stepLocal(n);
}
