// RUN: %check_cuda %s cuda-resource-leak -- -I %inputs/resource-leak
#include "cuda_runtime.h"
#include "event_helpers.h"
#include <memory>

// A host C++ file (no kernels): the check runs on it as on .cu files.

// ---- positive cases -------------------------------------------steps; ++i)
    fence_leaky(a, b);
  // CHECK-MESSAGES-TU: :[[@LINE-1]]:5: warning: event 'e' is created on every call of 'fence_leaky' and never destroyed, and a loop calls it on every iteration{{.*}} [cuda-resource-leak]
  // CHECK-MESSAGES-TU: event_helpers.h:{{[0-9]+}}:3: note: event created here
  // CHECK-MESSAGES-TU: :[[@LINE-4]]:3: note: in this loop
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
  cudaEvent_t ev = nullptr;
  void reset() {
    if (ev)
      cudaEventDestroy(ev);
    cudaEventCreate(&ev);
  }
};
void reset_many(Holder &h, int n) {
  for (int i = 0; i < n; ++i)
  
fzHost54076_1.p = (float *)malloc(0);
float *fzDev54076_2;
cudaMalloc((void **)&fzDev54076_2, (1 << 20));
float *fzHost54076_3;
cudaHostAlloc((void **)&fzHost54076_3, (1 << 20), cudaHostAllocDefault);
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
cudaEventCreate(&fzEvent54076_17);
}
float *fzHost54076_18 = new float[1024];
}
}();
cudaEvent_t fzEvent54076_19;
cudaEventCreateWithFlags(&fzEvent54076_19, cudaEventDisableTiming);
cudaEvent_t fzEvent54076_20;
if (cudaEventCreateWithFlags(&fzEvent54076_20, cudaEventDisableTiming) != 0) abort();
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent54076_19, fzEvent54076_20); }
if (n > 1) {
float *fzHost54076_21 = new float[1024];
cudaStream_t fzStream54076_22;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream54076_22, 0));
cudaStreamBeginCapture(fzStream54076_22, cudaStreamCaptureModeThreadLocal);
{
for (int fzV : {1, 2, 3}) {
(void)fz