// RUN: %check_cuda %s cuda-pageable-async-memcpy,cuda-alloc-in-loop,cuda-elapsed-time-disable-timing,cuda-missing-stream,cuda-default-stream
#include <stddef.h>
#include <stdlib.h>

// A C++ file that does not include the CUDA headers: the checks run (every C and C++ file can
// call CUDA) but the gate finds no CUDA runtime or driver API and they stay silent, even on
// the project's own functions that share the API's names (not extern "C", or in a namespace).
// CHECK-MESSAGES-NOT: warning:

typedef strucking_stream_relaxed(float *d) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed);
  step<<<1, 1, 0, 0>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch of 'step' runs on the legacy default stream, which waits for the blocking capturing stream 's': in every capture mode the call fails with cudaErrorStreamCapttreImplicit and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; issue it on 's' [cuda-capture-unsaf-e-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeRelaxed
  cudaMemcpy(d, d + 16, 64, cudaMemcpyDeviceToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: synchronous 'cudaMemcpy' runs on the legacy default stream, which waits for the blocking capturing stream 's': in every capture mode the call fails with cudaErrorStreamCaptureImplicit and invalidates the capture, so 'cudaSnds no CUDA runtime or driver API and they stay silent, even on
// the project's own functions that share the API's names (not extern "C", or in a namespace).
// CHECK-MESSAGES-NOT: warning:

typedef struct my_streament runs on the legacy default stream, outside the capture of 's' in cuda *d, cudaStream_t s) {
  cudaStream_t side;
  cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  step<<<1, 1, 0, s>>>(d);
  step<<<1, 1, 0, side>>>(d + 16);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch of 'step' on stream 'side' is not part of the capture of 's': it runs once, now, not when the graph is launched; before it, record an event on '3' and make 'side' wait on it with cudaStreamWaitEvent [cuda-capture-unsafe-call]
  // CHECK-MESSAG), cudaMemcpyDeviceToHost, s);
  memcpy(out, h, n * sizeof(float));
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'h' is read while the asynchronous copy int