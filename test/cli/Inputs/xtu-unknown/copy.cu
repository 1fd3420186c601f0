#include <cuda_runtime.h>
#include "sources.h"

__global__ void consume(const float *d) {}

// Reported: PlainSource::load (source.cpp) returns malloc'd memory.
void copyPlain(PlainSource &src, float *d, int n, int steps, cudaStream_t s) {
  float *h = src.load(n);
  for (int i = 0; i < steps; ++i) {
    cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s); // PLAIN
    consume<<<1, 1, 0, s>>>(d);
  }
}

// Silent: a virtual call; FileSource::load mallocs too, but the call may reach any override.
void copyVirtual(Source &src, float *d, int n, int steps, cudaStream_t s) {
  float *h = src.load(n);
  for (int i = 0; i < steps; ++i) {
    cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
    consume<<<1, 1, 0, s>>>(d);
  }
}

// Reported: firstLoad (ping.cpp) returns malloc'd memory or secondLoad's (pong.cpp), malloc'd.
void copyFirst(float *d, int n, int steps, cudaStream_t s) {
  float *h = firstLoad(n, 3);
  for (int i = 0; i < steps; ++i) {
    cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s); // FIRST
    consume<<<1, 1, 0, s>>>(d);
  }
}

// Silent: pongLoad (pong.cpp) returns pingLoad's memory (ping.cpp), which returns malloc'd
// memory or pongLoad's: a cycle across two files, unknown where it closes.
void copyPong(float *d, int n, int steps, cudaStream_t s) {
  float *h = pongLoad(n, 3);
  for (int i = 0; i < steps; ++i) {
    cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
    consume<<<1, 1, 0, s>>>(d);
  }
}

// Silent: pingLoad, the other function on the cycle.
void copyPing(float *d, int n, int steps, cudaStream_t s) {
  float *h = pingLoad(n, 3);
  for (int i = 0; i < steps; ++i) {
    cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
    consume<<<1, 1, 0, s>>>(d);
  }
}
