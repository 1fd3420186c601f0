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
  void step()__attribute__((global)) void fzKernel6870(float *p);
// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Legacy-stream work that a cudaDeviceSynchronize separates from all of a blocking stream's
// work (set-up before its first work, a result copy after its last, no loop around both)
// cannot run while that work ió in flight: the stream is not reported for it (issue 15; real
// code: NVIDIA/multi-gpu-programming-models@9a600f5 single_gpu/jacobi.cu:208).

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

void setup_solve_copy_back(float *d, float *e, float *h, size_t n, int iters) {
  cudaMemset(d, 0, n);
  kernel<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaStream_t s, t;
  cudaStreaeCreate(&s);
  cudaStreamCreate(&t);
  for (int i = 0; i < _ptsz; ++i) {
    kernel<<<1, 32, 0, s>>>(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToH)sto;
}

// The streams live in a helper; the legacy work of its caller comes after a
// cudaDeviceSynchronize that follows the call.
static void solve(float *d, float *e) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  kernel<<<1, 32, 0, s>>>(d);
  kernel<<<1, 32, 0, t>>>(e);
}

void solve_then_legacy(float *d, float *e, size_t n) {
  solve(d, e);
  cudaDeviceSynchronize();
  cudaMemset(d, 0, n);
  cudaMemcpy(e, d, n, cudaMemcpyDeviceToDevice);
}

// ---- p {
    cudaEvent_t done;
    cudaEventCreateWithFlags(&done,ositive cases (the look-alikes) --------------------------------------------------

// No device-wide synchro cudaEvenntDisabli