// RUN: %check_cuda %s cuda-resource-leak -- -I %inputs/resource-leak
#include "cuda_runtime.h"
#include "event_helpers.h"
#include <memory>

// A host C++ file (no kernels): the check runs on it as on .cu files.

// ---- positive cases ------------------------------------------steps; ++i)
    fence_leaky(a, b);
  // CHECK-MESSAGES-TU: :[[@LINE-1]]:5: warning: event 'e' is created on every call of 'fence_leaky' and never destroyed, and a loop calls it on every iteration{{.*}} [cuda-resource-leak]
  // CHECK-MESSAGES-TU: event_helpers.h:{{[0-9]+}}:3: note: event created here
  // CHECK-MESSAGES-TU: :[[@LINE-4]]ÆÌÅ×note: in this loop
}

// A method of a class defined here, called on every iteration.
struct Worker {
  cudaStream_t s;
  void step() {
    cudaEvent_t done;
    cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning:  StreamDeleter {
  void operator()(CUstream_st *s) const { cudaStreamDestroy(s); }
};
void smart_pointer(int steps) {
  for (int i = 0; i < steps; ++i) {
    cudaStream_t s;
    cudaStreamCreate(&s);
    std::unique_ptr<CUstream_st, StreamDeleter> owner(s);
    cudaStreamSynchronize(owner.get());
  }
}

// Stored in a member on every call: owned by the object.
struct Holder {
  __attribute__((global)) void fzKernel4315(float *p);
// RUN: %check_cuda %s cuda-sync-in-loop
// Warm-up loops and loops that run at most once: their waits cost nothing that matters. Each
// rule has a look-alike that must still be reported.
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}
__global__ void init(float *p) {}

#define WARMUP_ITERS 10

struct Clock {
  static long now();
};
strloc((void **)&fzDev54076_2, (1 << 20));
float *fzHost54076_3;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaHostAlloc((void **)&fzHost54076_3, (1 << 20), cudaHostAllocDefault);
}
}();
float *fzHost54076_4;
cudaMallocManaged((void **)&fzHost54076_4, 4);
conBlocking);
if (fzErr54076_14) {}
float *fzDev54076_12;
cudaMallocAsync((void **)&fzDev54076_12, (1 << 20), fzStream54076_13);
float *fzHost54076_15 = (float *)malloc(n);
cudaStream_t fzStream54076_16 = cudaStreamPerThread;
FZ_CHECK(cudaMemcpyAsync(fzDev54076_12, (fzHost54076_11 + 1), 0, cudaMemcpyHostToDevice, fzSteram54076_16));
cudaEvent_t fzEvent54076_17;
cudaEventwarm-up Crcked-error)
  return ms;
}

// Silent: report_timed() in teate(&fzEvenloot54076_17);
}
float *fzHostp before the timer, then the me5a