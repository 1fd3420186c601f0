// RUN: %check_cuda --check-suffix=BLOCKING %s cuda-default-stream
// RUN: %check_cuda %s cuda-default-stream -- -DNON_BLOCKING
#include "cuda_runtime.h"

// Issue 14: which stream parameter a function's work runs on. The legacy default stream passed
// to a function of the project that queues its work on the stream it is given puts that work on
// the legacy stream, as if it were written at the call: reported at the call, with a note at
// the work. Look-alikes stay silent: a function that ignores the stream, one that replaces a
// null stream with its own (`if (!s) s = mine;`, `s ? s : mine`), one that only waits for it,
// one that only records timing events on it, one declared here and defined nowhere the unit
// sees, a real stream passed, a caller's own parameter passed on (chosen by its callers), and,
// with every stream non-blocking
// (NON_BLOCKING: the legacy stream then waits for none of their work), all of it.

__global__ void scale(float *d) {}

void enqueue(float *d, cudaStream_t s) { scale<<<1, 32, 0, s>>>(d); }
void forward(float *d, cudaStream_t s) { enqueue(d, s); }
void download(float *h, const float *d, size_t n, cudaStream_t const &s) {
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, s);
}
void ignores(float *d, cudaStream_t s) { scale<<<1, 32>>>(d); }
#ifndef NON_BLOCKING
// (Streams of unknown origin here and below: a unit with them is not known to be all
// non-blocking.)
void substitutes(float *d, cudaStream_t s, cudaStream_t mine) {
  scale<<<1, 32, 0, s ? s : mine>>>(d);
}
void replaces(float *d, cudaStream_t s, cudaStream_t mine) {
  if (!s)
    s = mine;
  scale<<<1, 32, 0, s>>>(d);
}
#endif
void waits(cudaStream_t s) { cudaStreamSynchronize(s); }
// Times the caller's work with events recorded on the stream it is given: a measurement, as a
// timing record written out is (NVIDIA/CUDALibrarySamples@3437729
// cuBLASLt/Common/LtMatmulCustomFind.h:98-111, an autotuner's customMatmulRun).
float timeOn(cudaStream_t s, cudaEvent_t start, cudaEvent_t stop) {
  cudaEventRecord(start, s);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
void definedElsewhere(float *d, cudaStream_t s);
#ifndef NON_BLOCKING
void passesItsOwn(float *d, cudaStream_t s) { enqueue(d, s); }
#endif

void step(float *d, float *h, size_t n) {
  cudaStream_t copy;
#ifdef NON_BLOCKING
  cudaStreamCreateWithFlags(&copy, cudaStreamNonBlocking);
#else
  cudaStreamCreate(&copy);
#endif
  scale<<<1, 32, 0, copy>>>(d);
  enqueue(d, 0);
  // CHECK-MESSAGES-BLOCKING: :[[@LINE-1]]:14: warning: '0' passed to 'enqueue' is the legacy default stream{{.*}} [cuda-default-stream]
  // CHECK-MESSAGES-BLOCKING: :17:42: note: 'enqueue' queues this work on the stream the call passes it
  forward(d, nullptr);
  // CHECK-MESSAGES-BLOCKING: :[[@LINE-1]]:14: warning: 'nullptr' passed to 'forward' is the legacy default stream{{.*}} [cuda-default-stream]
  // CHECK-MESSAGES-BLOCKING: :18:42: note: 'forward' queues this work on the stream the call passes it
  download(h, d, n, 0);
  // CHECK-MESSAGES-BLOCKING: :[[@LINE-1]]:21: warning: '0' passed to 'download' is the legacy default stream{{.*}} [cuda-default-stream]
  ignores(d, 0);
#ifndef NON_BLOCKING
  substitutes(d, 0, copy);
  replaces(d, 0, copy);
#endif
  waits(0);
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  timeOn(0, start, stop);
  definedElsewhere(d, 0);
#ifndef NON_BLOCKING
  enqueue(d, copy);
  passesItsOwn(d, copy);
#endif
  cudaStreamSynchronize(copy);
}

// CHECK-MESSAGES-NOT: warning:
