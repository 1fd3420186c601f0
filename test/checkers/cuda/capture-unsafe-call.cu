// RUN: %check_cuda %s cuda-capture-unsafe-call
#include "cuda_runtime.h"

// Calls inside cudaStreamBeginCapture ... cudaStreamEndCapture on one stream that the capture
// mode forbids, or that leave the capture silently. The capture mode decides what is legal.

__global__ void step(float *p) {}

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)

// ---- positive cases --------------------------------------------------------------------

void malloc_in_global(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaGraph_t g;
  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  float *tmp;
  cudaMalloc(&tmp, 1024);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMalloc' inside a stream capture in cudaStreamCaptureModeGlobal fails with cudaErrorStreamCaptureUnsupported and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; allocate before the capture, or with cudaMallocAsync on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  step<<<1, 1, 0, s>>>(tmp);
  cudaFree(tmp);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaFree' inside a stream capture in cudaStreamCaptureModeGlobal fails with cudaErrorStreamCaptureUnsupported and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; free after the capture ends, or with cudaFreeAsync on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  CHECK(cudaStreamEndCapture(s, &g));
}

void sync_copy_in_thread_local(float *d, float *h, cudaStream_t s) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
  step<<<1, 1, 0, s>>>(d);
  cudaMemcpy(h, d, 64, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: synchronous 'cudaMemcpy' inside the capture of 's' in cudaStreamCaptureModeThreadLocal is not recorded in the graph: it runs once, now, on the legacy default stream, or fails and invalidates the capture; use 'cudaMemcpyAsync' on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeThreadLocal
  cudaMemset(d, 0, 64);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: synchronous 'cudaMemset' inside the capture of 's' in cudaStreamCaptureModeThreadLocal is not recorded in the graph: it runs once, now, on the legacy default stream, or fails and invalidates the capture; use 'cudaMemsetAsync' on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeThreadLocal
  cudaStreamEndCapture(s, &g);
}

void synchronize_in_relaxed(float *d, cudaStream_t s) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed);
  step<<<1, 1, 0, s>>>(d);
  cudaStreamSynchronize(s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaStreamSynchronize' of the capturing stream inside the capture of 's' fails with cudaErrorStreamCaptureUnsupported in every capture mode and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; captured work runs only when the graph is launched: synchronize after launching it [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeRelaxed
  cudaDeviceSynchronize();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaDeviceSynchronize' inside the capture of 's' fails with cudaErrorStreamCaptureUnsupported in every capture mode and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; captured work runs only when the graph is launched: synchronize after launching it [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeRelaxed
  if (cudaStreamQuery(s) == cudaSuccess)
  // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'cudaStreamQuery' of the capturing stream inside the capture of 's' fails with cudaErrorStreamCaptureUnsupported in every capture mode and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; captured work runs only when the graph is launched: synchronize after launching it [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeRelaxed
    step<<<1, 1, 0, s>>>(d);
  cudaStreamEndCapture(s, &g);
}

void event_sync_in_capture(float *d, cudaStream_t s, cudaEvent_t e) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed);
  step<<<1, 1, 0, s>>>(d);
  cudaEventRecord(e, s);
  cudaEventSynchronize(e);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventSynchronize' of event 'e' (recorded in the capture) inside the capture of 's' fails with cudaErrorCapturedEvent in every capture mode and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; captured work runs only when the graph is launched: synchronize after launching it [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeRelaxed
  cudaStreamEndCapture(s, &g);
}

void legacy_work_in_global(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  step<<<1, 1>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch of 'step' without a stream argument runs on the legacy default stream, outside the capture of 's' in cudaStreamCaptureModeGlobal: it is not recorded in the graph but runs once, now (and if 's' is a blocking stream the call fails and invalidates the capture); issue it on 's' [cuda-capture-unsafe-call]
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
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch of 'step' runs on the legacy default stream, which waits for the blocking capturing stream 's': in every capture mode the call fails with cudaErrorStreamCaptureImplicit and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; issue it on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeRelaxed
  cudaMemcpy(d, d + 16, 64, cudaMemcpyDeviceToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: synchronous 'cudaMemcpy' runs on the legacy default stream, which waits for the blocking capturing stream 's': in every capture mode the call fails with cudaErrorStreamCaptureImplicit and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; issue it on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeRelaxed
  cudaStreamEndCapture(s, &g);
}

void other_stream_not_joined(float *d, cudaStream_t s) {
  cudaStream_t side;
  cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  step<<<1, 1, 0, s>>>(d);
  step<<<1, 1, 0, side>>>(d + 16);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch of 'step' on stream 'side' is not part of the capture of 's': it runs once, now, not when the graph is launched; before it, record an event on 's' and make 'side' wait on it with cudaStreamWaitEvent [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaMemsetAsync(d, 0, 64, side);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemsetAsync' on stream 'side' is not part of the capture of 's': it runs once, now, not when the graph is launched; before it, record an event on 's' and make 'side' wait on it with cudaStreamWaitEvent [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaStreamEndCapture(s, &g);
}

void scratch(float **p) { cudaMalloc(p, 256); }
void drain(cudaStream_t stream) { cudaStreamSynchronize(stream); }

void through_helpers(float *d, cudaStream_t s) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  float *t;
  scratch(&t);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMalloc' (called through 'scratch') inside a stream capture in cudaStreamCaptureModeGlobal fails with cudaErrorStreamCaptureUnsupported and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; allocate before the capture, or with cudaMallocAsync on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaMalloc' is called here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  step<<<1, 1, 0, s>>>(t);
  drain(s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaStreamSynchronize' (called through 'drain') of the capturing stream inside the capture of 's' fails with cudaErrorStreamCaptureUnsupported in every capture mode and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; captured work runs only when the graph is launched: synchronize after launching it [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaStreamSynchronize' is called here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaStreamEndCapture(s, &g);
}

void on_one_path(float *d, cudaStream_t s, bool fresh) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  if (fresh)
    cudaMalloc(&d, 64);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'cudaMalloc' inside a stream capture in cudaStreamCaptureModeGlobal fails with cudaErrorStreamCaptureUnsupported and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; allocate before the capture, or with cudaMallocAsync on 's' [cuda-capture-unsafe-call]
    // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  step<<<1, 1, 0, s>>>(d);
  cudaStreamEndCapture(s, &g);
}

void into_existing_graph(float *d, cudaStream_t s, cudaGraph_t g) {
  cudaStreamBeginCaptureToGraph(s, g, nullptr, nullptr, 0, cudaStreamCaptureModeGlobal);
  cudaFree(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaFree' inside a stream capture in cudaStreamCaptureModeGlobal fails with cudaErrorStreamCaptureUnsupported and invalidates the capture, so 'cudaStreamEndCapture' fails with cudaErrorStreamCaptureInvalidated; free after the capture ends, or with cudaFreeAsync on 's' [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 's' begins here, in cudaStreamCaptureModeGlobal
  cudaStreamEndCapture(s, &g);
}

// ---- look-alikes: must stay silent -----------------------------------------------------

namespace mylib {
int cudaMalloc(float **p, size_t n);
int cudaDeviceSynchronize();
}

void outside_the_region(float *h, cudaStream_t s) {
  float *d;
  cudaMalloc(&d, 1024);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  step<<<1, 1, 0, s>>>(d);
  mylib::cudaMalloc(&d, 4);
  mylib::cudaDeviceSynchronize();
  cudaStreamEndCapture(s, &g);
  cudaMemcpy(h, d, 64, cudaMemcpyDeviceToHost);
  cudaStreamSynchronize(s);
  cudaFree(d);
}

void async_forms(cudaStream_t s, float *h) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  float *d;
  cudaMallocAsync(&d, 1024, s);
  cudaMemsetAsync(d, 0, 1024, s);
  cudaMemcpyAsync(h, d, 1024, cudaMemcpyDeviceToHost, s);
  step<<<1, 1, 0, s>>>(d);
  cudaFreeAsync(d, s);
  cudaStreamEndCapture(s, &g);
}

void relaxed_allows_unsafe_calls(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed);
  float *tmp;
  cudaMalloc(&tmp, 1024);
  cudaMemcpy(tmp, d, 64, cudaMemcpyDeviceToDevice);
  step<<<1, 1>>>(d);
  cudaFree(tmp);
  cudaStreamEndCapture(s, &g);
}

void different_streams(float *d, cudaStream_t a, cudaStream_t b) {
  cudaGraph_t g;
  cudaStreamBeginCapture(a, cudaStreamCaptureModeGlobal);
  cudaMalloc(&d, 64);
  cudaStreamEndCapture(b, &g);
}

cudaStream_t current_stream();

void unknown_stream(float *d) {
  cudaGraph_t g;
  cudaStreamBeginCapture(current_stream(), cudaStreamCaptureModeGlobal);
  cudaMalloc(&d, 64);
  cudaStreamEndCapture(current_stream(), &g);
}

void mode_not_constant(float *d, cudaStream_t s, cudaStreamCaptureMode mode) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, mode);
  cudaMalloc(&d, 64);
  cudaStreamEndCapture(s, &g);
}

void joined_fork(float *d, cudaStream_t s) {
  cudaStream_t side;
  cudaStreamCreateWithFlags(&side, cudaStreamNonBlocking);
  cudaEvent_t fork, join;
  cudaEventCreateWithFlags(&fork, cudaEventDisableTiming);
  cudaEventCreateWithFlags(&join, cudaEventDisableTiming);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  cudaEventRecord(fork, s);
  cudaStreamWaitEvent(side, fork, 0);
  step<<<1, 1, 0, side>>>(d + 16);
  step<<<1, 1, 0, s>>>(d);
  cudaEventRecord(join, side);
  cudaStreamWaitEvent(s, join, 0);
  cudaStreamEndCapture(s, &g);
}

void other_syncs(float *d, cudaStream_t s, cudaEvent_t before) {
  cudaStream_t other;
  cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking);
  cudaEventRecord(before, other);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed);
  step<<<1, 1, 0, s>>>(d);
  cudaStreamSynchronize(other);
  cudaEventSynchronize(before);
  cudaStreamEndCapture(s, &g);
}

void after_the_end(float *d, cudaStream_t s, bool early) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  step<<<1, 1, 0, s>>>(d);
  if (early) {
    cudaStreamEndCapture(s, &g);
    cudaDeviceSynchronize();
    return;
  }
  step<<<1, 1, 0, s>>>(d);
  cudaStreamEndCapture(s, &g);
  cudaDeviceSynchronize();
}

void scratch_outside(float **p) { cudaMalloc(p, 256); }

void helper_outside_and_lambda(float *d, cudaStream_t s) {
  float *t;
  scratch_outside(&t);
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  auto later = [&] { cudaMalloc(&t, 64); };
  step<<<1, 1, 0, s>>>(t);
  cudaStreamEndCapture(s, &g);
  later();
}

// Since stop 45 (hunt 5, OpenBMB/CPM.cu: a per-layer timer three calls below the capture of a
// stream held in a global struct): in a called function, the capturing stream is also a global
// (or a member chain rooted at one) spelled the same way, and an event recorded on it earlier
// in the same called function is recorded in the capture. Look-alikes, silent: the helper waits
// on an event recorded before the capture, and syncs another global stream.
struct GlobalStream { cudaStream_t stream; };
GlobalStream calc, copy_side;
cudaEvent_t layer_start, layer_end, ready_before;

void timed_layer(float *d) {
  cudaEventRecord(layer_start, calc.stream);
  step<<<1, 1, 0, calc.stream>>>(d);
  cudaEventRecord(layer_end, calc.stream);
  cudaEventSynchronize(layer_end);
}
void layer_and_wait(float *d) {
  step<<<1, 1, 0, calc.stream>>>(d);
  cudaStreamSynchronize(calc.stream);
}
void wait_ready(float *d) {
  cudaEventSynchronize(ready_before);
  cudaStreamSynchronize(copy_side.stream);
  step<<<1, 1, 0, calc.stream>>>(d);
}

void capture_global(float *d) {
  cudaGraph_t g;
  cudaEventRecord(ready_before, calc.stream);
  cudaStreamBeginCapture(calc.stream, cudaStreamCaptureModeGlobal);
  wait_ready(d);
  timed_layer(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventSynchronize' (called through 'timed_layer') of event 'layer_end' (recorded in the capture) inside the capture of 'calc.stream'{{.*}} [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaEventSynchronize' is called here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 'calc.stream' begins here, in cudaStreamCaptureModeGlobal
  layer_and_wait(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaStreamSynchronize' (called through 'layer_and_wait') of the capturing stream inside the capture of 'calc.stream'{{.*}} [cuda-capture-unsafe-call]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaStreamSynchronize' is called here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: the capture of 'calc.stream' begins here, in cudaStreamCaptureModeGlobal
  cudaStreamEndCapture(calc.stream, &g);
}
