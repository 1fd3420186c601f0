#include "staging.h"

void Staging::upload(float *d, cudaStream_t s) {
  for (int i = 0; i < 100; ++i)
    cudaMemcpyAsync(d, host_, n_ * sizeof(float), cudaMemcpyHostToDevice, s);
}

void PinnedStaging::upload(float *d, cudaStream_t s) {
  for (int i = 0; i < 100; ++i)
    cudaMemcpyAsync(d, host_, n_ * sizeof(float), cudaMemcpyHostToDevice, s);
}

void RegisteredStaging::upload(float *d, cudaStream_t s) {
  for (int i = 0; i < 100; ++i)
    cudaMemcpyAsync(d, host_, n_ * sizeof(float), cudaMemcpyHostToDevice, s);
}

void MixedStaging::upload(float *d, cudaStream_t s) {
  for (int i = 0; i < 100; ++i)
    cudaMemcpyAsync(d, host_, n_ * sizeof(float), cudaMemcpyHostToDevice, s);
}

void HandedStaging::upload(float *d, cudaStream_t s) {
  for (int i = 0; i < 100; ++i)
    cudaMemcpyAsync(d, host_, n_ * sizeof(float), cudaMemcpyHostToDevice, s);
}

void sendFrames(float *d, cudaStream_t s) {
  for (int i = 0; i < 100; ++i) {
    cudaMemcpyAsync(d, g_frame, frameBytes(), cudaMemcpyHostToDevice, s);
    cudaMemcpyAsync(d, g_pinned, frameBytes(), cudaMemcpyHostToDevice, s);
  }
}
