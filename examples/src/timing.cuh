#pragma once
#include <cuda_runtime.h>

// A stopwatch over a stream, built from two CUDA events.
class StreamTimer {
public:
  explicit StreamTimer(cudaStream_t stream);
  ~StreamTimer();
  void start();
  void stop();
  float elapsed_ms();

private:
  cudaStream_t stream_;
  cudaEvent_t begin_;
  cudaEvent_t end_;
};

// An event used only to order work between streams.
cudaEvent_t make_fence_event();
