// Per-frame set-up and tear-down split over two functions (issue 14): which of them a loop
// calls together is known only from the project index (app.cpp's frame loop).
#include "cuda_runtime.h"

__global__ void shade(float *x, int n) {}

// Reported: a global allocated by beginFrame and freed by endFrame, both once per frame.
float *g_frame;
void beginFrame(int n) { cudaMalloc(&g_frame, n * sizeof(float)); }
void endFrame() { cudaFree(g_frame); }

// Reported: a member, pinned by Staging::open and released by Staging::close once per frame.
struct Staging {
  float *host = nullptr;
  void open(int n);
  void close();
};
void Staging::open(int n) { cudaMallocHost(&host, n * sizeof(float)); }
void Staging::close() { cudaFreeHost(host); }

// Silent look-alikes.
// Set up before the frame loop and torn down after it.
float *g_scene;
void loadScene(int n) { cudaMalloc(&g_scene, n * sizeof(float)); }
void unloadScene() { cudaFree(g_scene); }

// Both once per frame, but on different buffers: a buffer allocated per frame and never freed
// there is not this check's (cuda-resource-leak's, if anything).
float *g_grow, *g_other;
void growHistory(int n) { cudaMalloc(&g_grow, n * sizeof(float)); }
void dropOther() { cudaFree(g_other); }

// Freed once per frame only under a condition.
float *g_maybe;
void beginMaybe(int n) { cudaMalloc(&g_maybe, n * sizeof(float)); }
void endMaybe(bool last) {
  if (last)
    cudaFree(g_maybe);
}

// Stream-ordered allocation: the fix.
float *g_async;
void beginAsync(int n, cudaStream_t s) { cudaMallocAsync(&g_async, n * sizeof(float), s); }
void endAsync(cudaStream_t s) { cudaFreeAsync(g_async, s); }
