// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"

// A timer (a function whose only CUDA calls are event calls) in a unit that times work with
// cudaEventElapsedTime is not reported: a failed timer call costs a measurement, not a result
// (held-out round 19: gmm's cudaTimer_t, kmeans' timer class; 9 of 25 findings no engineer
// would act on).

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

struct Timer {
  cudaEvent_t start_, stop_;
  Timer() {
    cudaEventCreate(&start_);
    cudaEventCreate(&stop_);
  }
  ~Timer() {
    cudaEventDestroy(start_);
    cudaEventDestroy(stop_);
  }
  void start(cudaStream_t s) { cudaEventRecord(start_, s); }
  float stop(cudaStream_t s) {
    cudaEventRecord(stop_, s);
    cudaEventSynchronize(stop_);
    float ms = 0;
    cudaEventElapsedTime(&ms, start_, stop_);
    return ms;
  }
};

// Elapsed times summed and printed beside calls of another library (held-out round 36,
// xiaoyeli/superlu_dist@1fd66da SRC/prec-independent/gpu_api_utils.c:138, an MPI_Reduce): no
// event call waits, so no dropped call is where a failure of other work surfaces.
void reduceTimes(double *sum, int n);
void printTimes(cudaEvent_t *starts, cudaEvent_t *stops, int n) {
  double total = 0;
  for (int i = 0; i < n; ++i) {
    float ms = 0;
    cudaEventElapsedTime(&ms, starts[i], stops[i]);
    total += ms;
  }
  reduceTimes(&total, 1);
}

// ---- positive cases (the look-alikes) --------------------------------------------------

// Events around work of a function this unit defines, with no wait: that function's work is
// the timed work itself (Learn-CUDA-Programming's cublasGemmEx.cu:30, the sample's main).
bool work(float *d);
float timeOwnWork(float *d, cudaEvent_t start, cudaEvent_t stop) {
  cudaEventRecord(start, 0); // its failure is the last error, which work() reads
  work(d);
  cudaEventRecord(stop, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaEventRecord is dropped: {{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES: :[[@LINE+2]]:3: note: 'timeOwnWork' has 1 more unchecked CUDA call {{.*}}
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}
bool work(float *d) {
  kernel<<<1, 32>>>(d);
  return cudaGetLastError() == cudaSuccess;
}

// The same beside a wait for the last event: that wait is where a failure of the work done in
// reduceAfterWork (another library, or the project) would surface.
void reduceAfterWork(cudaEvent_t stop);
float waitThenReduce(cudaEvent_t start, cudaEvent_t stop) {
  reduceAfterWork(stop);
  cudaEventSynchronize(stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaEventSynchronize is dropped: {{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES: :[[@LINE+2]]:3: note: 'waitThenReduce' has 1 more unchecked CUDA call (line [[@LINE+2]]); the next is here
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// Events that order two streams, beside a dropped copy: reported with it. Alone they are not
// (since stop 46, below).
void order(float *d, const float *h, int n, cudaStream_t a, cudaStream_t b, cudaEvent_t e) {
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, a);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpyAsync is dropped: {{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES: :[[@LINE+1]]:3: note: 'order' has 2 more unchecked CUDA calls {{.*}}
  cudaEventRecord(e, a);
  cudaStreamWaitEvent(b, e, 0);
}

// A timed region that launches work is not a timer.
float timed(float *d, cudaStream_t s) {
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaEventCreate is dropped: {{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES: :[[@LINE+1]]:3: note: 'timed' has 5 more unchecked CUDA calls {{.*}}
  cudaEventCreate(&t1);
  cudaEventRecord(t0, s);
  kernel<<<1, 32, 0, s>>>(d);
  cudaEventRecord(t1, s);
  cudaEventSynchronize(t1);
  float ms = 0;
  cudaEventElapsedTime(&ms, t0, t1);
  return ms;
}

// ---- since stop 46: the timing around checked work -------------------------------------

// Every unchecked call times the work (event create, record, synchronize, elapsed time,
// destroy) or releases, and the work's own calls are checked: a failed event call costs the
// measurement (held-out round 45, NiftyPET/NIPET@e39dcaa niftypet/nipet/src/norm.cu:200).
#define CHECK(x) check((x), __FILE__, __LINE__)
void check(cudaError_t e, const char *file, int line);
float timedCheckedWork(float *d, float *h, int n, cudaStream_t s) {
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  cudaEventCreate(&t1);
  cudaEventRecord(t0, s);
  kernel<<<1, 32, 0, s>>>(d);
  CHECK(cudaGetLastError());
  cudaEventRecord(t1, s);
  cudaEventSynchronize(t1);
  float ms = 0;
  cudaEventElapsedTime(&ms, t0, t1);
  CHECK(cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost));
  cudaEventDestroy(t0);
  cudaEventDestroy(t1);
  cudaFree(d);
  return ms;
}

// Look-alikes, reported: a dropped copy beside the timing; events recorded only under an
// `if` that the elapsed-time read is outside of.
float timedWithDroppedCopy(float *d, float *h, int n, cudaStream_t s) {
  cudaEvent_t t0, t1;
  CHECK(cudaEventCreate(&t0));
  CHECK(cudaEventCreate(&t1));
  cudaEventRecord(t0, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaEventRecord is dropped: {{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES: :[[@LINE+1]]:3: note: 'timedWithDroppedCopy' has 3 more unchecked CUDA calls {{.*}}
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  cudaEventRecord(t1, s);
  CHECK(cudaEventSynchronize(t1));
  float ms = 0;
  cudaEventElapsedTime(&ms, t0, t1);
  return ms;
}

// Events recorded only when timing is on, their elapsed time read either way (held-out round
// 45, luyuechao/ConeBeamGpu@9073dac src/main.cu:245-246): the read fails with timing off.
float timedSometimes(float *d, float *h, int n, cudaStream_t s, bool timing) {
  cudaEvent_t t0, t1;
  CHECK(cudaEventCreate(&t0));
  CHECK(cudaEventCreate(&t1));
  if (timing)
    cudaEventRecord(t0, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaEventRecord is dropped: {{.*}} [cuda-unchecked-error]
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: 'timedSometimes' has 3 more unchecked CUDA calls {{.*}}
  CHECK(cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s));
  if (timing) {
    cudaEventRecord(t1, s);
    cudaEventSynchronize(t1);
  }
  float ms = 0;
  cudaEventElapsedTime(&ms, t0, t1);
  return ms;
}

// Since stop 46: an event record or a stream's wait for an event alone fails only for a
// handle never created, destroyed or of another device, or in a broken context (held-out
// round 46, openmm/openmm@1a47c2f platforms/cuda/src/CudaParallelKernels.cpp:197: records and
// waits around a checked peer copy, judged not worth acting on).
float orderAroundCheckedCopy(float *d, float *h, int n, cudaStream_t a, cudaStream_t b,
                             cudaEvent_t e) {
  cudaEventRecord(e, b);
  cudaStreamWaitEvent(a, e, 0);
  CHECK(cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, a));
  cudaEventRecord(e, a);
  cudaStreamWaitEvent(b, e, 0);
  return 0;
}
