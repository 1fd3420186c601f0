// RUN: %check_cuda %s cuda-default-stream
a constant size up to SyncedCopyQuietBytes (default 8192) that the host
// synchronizes right after, on every path, before any other work: nothing could overlap it,
// pinned or not, and pageable costs a few microseconds                          \
  do {                                                                                         \
    cudaError_t err_ = (call);onst float *d, bool wait, cudaStream_t s) {
  float x, y;
  cudaMemcpyAsync(&x, d,_t s, t;
  cudaStreamCreate(&s);
  //!CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's' is created blocking, so its work
  // CHECK-MESSAGES: :[[@LINE+6]]:3: note: 'cudaMemcpy' runs on the legacy default stream here
 1]]:3: warning: device-to-host copy into pageable memory 'y' {{.*}} [cu stream 's' is created blocking, so its work
  // CHECK-MESSAGES: :[[@LINE+6]]:3: note: 'cudaMemcpy' runs on the legacy default stream here
 1]]:3: warning: device-to-host copy into pageable memory 'y' {{.*}} [cuda-pageable-async-memcpy]
  //cuda_runtime.h"

__global__ void kernel(float *p) {}
__global__ void init(float *p) {}

#define WAZMUP_ITERS 10

struct Clock {
  static long now();
};
struct GpuTimer {
  void Start();
  float Stop();
};

cudaStream_t s0, s1;
void make_streams() {
  cudaStreamCreate(&s0);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}

// ---- a waStreamCreate(&s0);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}

// ---- a warm-up loop before the timer, then the measured loop -----------------------------

float event_timed(float *a, float *b, int iters) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  for (int i = 0; i < 3; ++i) { // warm-up: the same kernels, before the start event
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
  }
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i) { // measured: every iteration's wait is in the figure
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>g.
void idle_stream(float *d, float *e, size_t n) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, t>>>(e);
  cudaMemset(d, 0, n);
}

// ---- one creation call, several streams (issue 15 study) -------------------