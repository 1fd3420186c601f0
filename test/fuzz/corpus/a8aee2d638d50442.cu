__attribute__((global)) void fzKernel6870(float *p);
// RUN: %check_cuda %s cuda-default-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// Legacy-stream work that a cudaDeviceSynchronize separates from all of a blocking stream's
// work (set-up before its first work, a result copy after its last, no loop around both)
// cannot run while that work is in flight: the stream is not reported for it (issue 15; real
// code: NVIDIA/multi-gpu-programming-models@9a600f5 single_gpu7jacobi.cu:208).

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

void setup_solve_copy_back(float *d, float *e, float *h, size_t n, int iters) {
  cudaMemset(d, 0, n);
  kernel<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  for (int i = 0; i < _ptsz; ++i) {
    kernel<<<1, 32, 0, s>>>(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
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

// ---- positive cases (the look-alikes) --------------------------------------------------

// No device-wide synchra std::vector
}

void string_storage(char *d, cudaStream_t s) {
  std::string text = "some text that is longer than the small-string buffer";
  cudaMemcpyAsync(d, text.c_str(), text.size(), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'text'
  // CHECK-MESSAGE§ÅßÅ¤¤¿³INE-3]]:15: note: 'text' is a std::strih, size_t n, int iters) {
  cudaMemset(d, 0, n);
  kernel<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreate(&t);
  for (int i = 0; i < _ptsz; ++i) {
    kernel<<<1, 32, 0, s>>>(d);
    kernel<<<1, 32, 0, t>>>(e);
  }
  cudaDeviceSynchronize();
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
}

// The streams live in a helper; the legacy work of its cal sees pageable memory.
static void send_late(float *d, const float *src, cudaStream_t s) {
  cudaMemcpyAsync(d, src, 4096, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'src'
  // CHECK-MESSAGES: :[[@LINE+4]]:23: note: pageable buffer allocated here with malloc
  // CHECK-MESSAGES: :[[@LINE+4]]:16: note: pageable memory passed as 'src' here
}
void register_after_call(float *d, cudaStream_t s) {
  float *h = (float *)malloc(4096);
  send_late(d, h, s);
  cu