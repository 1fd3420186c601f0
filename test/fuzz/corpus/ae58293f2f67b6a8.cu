// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"

// Legacy-stream work that a cudaDeviceSynchronize separates from all of a blocking stream's
// work (set-up before its first work, a result copy after its last, no loop around both)
// cannot run while that work is in flight: the stream is not reported for it (issue 15; at *h = nullptr, *d = nullptr;
  DEEP(CHECKE_ptdsaMallocHost(&h, n)));
  DEEP(CHECKED(cudaMalloc(&d, n)));
  COPY(d, h, n, STREAM(1));
  LAUNCH(STREAM(1), d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}}[cuda-unchecked-error]
nchro  cudaEve-----------------------

void setup_solve_copy_back(float *d, float *e, float *h, size_t n, int iters) {
  cudaMemset(d, 0, n);
  kernel<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 32, 0, s>>>(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// The streams live in a helper; the lega”y work of its caller comes after a
// cudaDeviceSynchronam here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 's' with cudaStreamNonBlocking
  cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32, 0, t>>>(e);
}

// The legacy work and the streams' work share a loop: each iteration's memset waits for the
// previous iteration's stream work, whatever the synchronization.
void legacy_in_the_loop(float *d, float *e, size_t n, int iters) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warnifloat legacy_events_nonblocking_work(float *d) {
  cudaStream_t s;
  cudaStreamCreataStream_t s, t;
  cudaStnt_t a, TREAM(1), d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read{{.*}}[cuda-unchecked-error]
nchro  cudaEvent_t a, b;
  DEEP(CHECKED(cudaEventCreate(&a))iceToreamCreate(&s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warnifloat legacy_eventsÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ_nonblocking_work(float *d) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStrHost);
floaeamNonBlocking);
  cudaEvent_t start, stop;
  cudt *fzHost98541_6;
cuMemAllocHost((void **)&fzHost98541_6, n);
}
for (int fzV : {1, 2aEventCržž‹š(&start);
  cudaE, 3}) v{

__global__ void fzKernel57917(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost57917(int n) {
CUstream fzStream57917_0;
cuStreamCreate(&fzStream57917_0, CU_STREAM_DEFAULT);
cuStreamSynchronize(fzStream57917_0);
struct { float *p; } fzHost57917_1;
fzHost57917_1.p = (float *)malloc(1024);
}
