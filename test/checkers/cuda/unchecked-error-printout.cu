// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include <cstdio>
#include <cstdlib> // before <iostream>: clang's CUDA <new> wrapper uses ::malloc
#include <iostream>

// Device queries whose results the function only prints (a start-up banner) are not reported:
// a failed query prints garbage once, no result depends on it (held-out round 35,
// NVIDIA-AI-IOT/CUDA-PointPillars@ce7e2bd src/main.cpp:37). Nor are device selections before
// releases only, at teardown (czimaginginstitute/AreTomo2@01e7219 Recon/CDoBaseRecon.cpp:24),
// checked or not (since stop 43: a destructor that checks its frees, held-out round 38,
// triton-inference-server/tensorrt_backend@e2ef6d7 src/instance_state.cc:305).
// Look-alikes that stay reported: a property that decides something, a query into storage
// that outlives the function, a selection followed by work, a selection with no release.

void printDevices() {
  int count = 0;
  cudaGetDeviceCount(&count);
  for (int i = 0; i < count; ++i) {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, i);
    printf("%s: %d.%d, %zu MB\n", prop.name, prop.major, prop.minor, prop.totalGlobalMem >> 20);
  }
}

void printMemory() {
  size_t freeBytes, totalBytes;
  cudaMemGetInfo(&freeBytes, &totalBytes);
  std::cout << "free " << (freeBytes >> 20) << " of " << (totalBytes >> 20) << " MB\n";
}

int pickBlocks(int device) {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, device);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetDeviceProperties is dropped{{.*}} [cuda-unchecked-error]
  printf("%s\n", prop.name);
  return prop.multiProcessorCount * 4;
}

cudaDeviceProp g_prop;
void remember(int device) {
  cudaGetDeviceProperties(&g_prop, device);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaGetDeviceProperties is dropped{{.*}} [cuda-unchecked-error]
  printf("%s\n", g_prop.name);
}

struct Buffers {
  int gpu = -1;
  float *d = nullptr;
  float *h = nullptr;
  void clean() {
    cudaSetDevice(gpu);
    if (d)
      cudaFree(d);
    if (h)
      cudaFreeHost(h);
  }
  ~Buffers() {
    cudaSetDevice(gpu);
    if (cudaFree(d) != cudaSuccess)
      printf("free failed\n");
  }
  void refill(size_t n) {
    cudaSetDevice(gpu);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaSetDevice is dropped{{.*}} [cuda-unchecked-error]
    cudaFree(d);
    cudaMalloc(&d, n);
  }
  void select() {
    cudaSetDevice(gpu);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaSetDevice is dropped{{.*}} [cuda-unchecked-error]
  }
};
