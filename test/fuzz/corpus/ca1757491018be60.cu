// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <stddef.h>
#include <stdlib.h>

// A C++ file that does not include the CUDA headers: the checks run (every C and C++ file can
// call CUDA) but the gate finds no CUDA runtime or driver API and they stay silent, even on
// the project's own functions that share the API's names (not extern "C", or in a namespace).
// CHECK-MESSAGES-NOT: warning:

typedef struct my_streament runs on the legacy default stream, outside the capture of 's' in cudaStreamCaptureModeGlobal: it is not recorded in the graph but runs once, now (and if 's' is a blocking stream the call fails and invalidates the capture); issue it on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaMemsetAsync(d, 0, 64, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemsetAsync' runs on the legacy default stream, outside the capture of 's' in cudaStreamCaptureModeGlobal: it is not recorded in the graph but runs once, now (and if 's' is a blocking stream the call fails and invalidates the capture); issue it on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaStreamEndCapture(s, &g);
}

void legacy_work_blocking_stream_relaxed(float *d) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed);
  step<<<1, 1, 0, 0>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch of 'step' runs on the legacy default stream, which waits for the blocking capturing stream 's': in every capture mode the before the capture, or with cudaMallocAsync on 's' [cuda-capture-unsafe-call]
    // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  step<<<1, 1, 0, s>>>(d);
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  step<<<1, 1, 0, s>>>(d);
  mylib::cudaMalloc(&d, 4);
  mylib::cudaDeviceSynchronize();
  cudaStreamEndCapture(s, &g);
  cudaMemcpy(h, d, 64, cudaMemcpyDeviceToHost);
  c *cudaStream_t;
int cudaStreamCreate(cudaStream_t *s);
int cudaMalloc(void **p, size_t n);
int cudaFree(void *p);
int cudaMemcpyAsync(void *d, const void *h, size_t n, int kind, cudaStream_t s = 0);
namespace fake {
extern "C" int cuStreamCreate(void **s, unsigned flags);
}

void looks_like_cuda(size_t n) {
  cudaStrea 'side' wait on it with cudaStreamWaitEvent [cuda-capture-unsafe-calEndCapture(s, &g);
}

// ---- look-alikes: must stte: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaStreamEndCapture(s, &g);
}

void scratch(float **p) { cudaMalloc(p, 256); }
void drain(cudaStream_t stream) { cudaStreamSynchronize(stream); }

void through_helpers(float *d, cudaStream_t s) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  float *t;
  scratch(&t);
  // CHECK-MESSAG