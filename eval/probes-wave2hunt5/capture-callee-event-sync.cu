// wave2hunt5: the shape of OpenBMB/CPM.cu's CPMCU_PERF=1 build (rows F14-F16): a capture of a
// stream held in a global struct, and a helper called from the region that records an event on that
// same global stream and then waits for it (a per-layer timer). Written for this round.
#include <cuda_runtime.h>

struct Stream { cudaStream_t stream; };
Stream g;  // like CPM.cu's calc_stream
cudaEvent_t e0, e1;
__global__ void k(float *d) { d[0] += 1.0f; }

// The helper: record, work, record, wait. Level 1 below the region.
void timed_step(float *d) {
  cudaEventRecord(e0, g.stream);
  k<<<1, 1, 0, g.stream>>>(d);
  cudaEventRecord(e1, g.stream);
  cudaEventSynchronize(e1);  // fails inside the capture: e1 was last recorded in the capturing stream
}

// A: the helper called from the region (CPM.cu's shape, one level instead of three). Real bug.
void capture_callee_global(float *d, cudaGraph_t *graph) {
  cudaStreamBeginCapture(g.stream, cudaStreamCaptureModeGlobal);
  timed_step(d);
  cudaStreamEndCapture(g.stream, graph);
}

// B: the same calls written in the region itself. Real bug; the doc page's table row.
void capture_inline_global(float *d, cudaGraph_t *graph) {
  cudaStreamBeginCapture(g.stream, cudaStreamCaptureModeGlobal);
  cudaEventRecord(e0, g.stream);
  k<<<1, 1, 0, g.stream>>>(d);
  cudaEventRecord(e1, g.stream);
  cudaEventSynchronize(e1);
  cudaStreamEndCapture(g.stream, graph);
}

// C: the helper takes the stream as a parameter and the region passes the capturing stream.
void timed_step_param(cudaStream_t s, float *d) {
  cudaEventRecord(e0, s);
  k<<<1, 1, 0, s>>>(d);
  cudaEventRecord(e1, s);
  cudaEventSynchronize(e1);
}
void capture_callee_param(float *d, cudaGraph_t *graph) {
  cudaStreamBeginCapture(g.stream, cudaStreamCaptureModeGlobal);
  timed_step_param(g.stream, d);
  cudaStreamEndCapture(g.stream, graph);
}

// D: a helper that synchronizes the global capturing stream by name (no event).
void step_and_wait(float *d) {
  k<<<1, 1, 0, g.stream>>>(d);
  cudaStreamSynchronize(g.stream);  // fails in every capture mode
}
void capture_callee_stream_sync(float *d, cudaGraph_t *graph) {
  cudaStreamBeginCapture(g.stream, cudaStreamCaptureModeGlobal);
  step_and_wait(d);
  cudaStreamEndCapture(g.stream, graph);
}

// E: look-alike, silent by every reading: the helper waits on an event recorded before the capture.
cudaEvent_t before;
void wait_before(float *d) {
  k<<<1, 1, 0, g.stream>>>(d);
}
void capture_event_from_before(float *d, cudaGraph_t *graph) {
  cudaEventRecord(before, g.stream);
  cudaEventSynchronize(before);
  cudaStreamBeginCapture(g.stream, cudaStreamCaptureModeGlobal);
  wait_before(d);
  cudaStreamEndCapture(g.stream, graph);
}

// F: as D, but the helper takes the stream as a parameter (control: the capturing stream is known
// through the parameter).
void step_and_wait_param(cudaStream_t s, float *d) {
  k<<<1, 1, 0, s>>>(d);
  cudaStreamSynchronize(s);
}
void capture_callee_stream_sync_param(float *d, cudaGraph_t *graph) {
  cudaStreamBeginCapture(g.stream, cudaStreamCaptureModeGlobal);
  step_and_wait_param(g.stream, d);
  cudaStreamEndCapture(g.stream, graph);
}
