// RUN: %check_cuda %s cuda-pageable-async-memcpy
// RUN: %check_cuda --check-suffix=ALL --config="{CheckOptions: {cuda-pageable-async-memcpy.SyncedCopyQuietBytes: 0}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdio>
#include <cstdlib>

// A copy of a constant size up to SyncedCopyQuietBytes (default 4096) that the host
// synchronizes right after, on every path, before any other work: nothing could overlap it,
// pinned or not, and pageable costs a few microseconds more. Not reported.

#define CHECK(call)                                                                            \
  do {                                                                                         \
    cudaError_t err_ = (call);                                                                 \
    if (err_ != cudaSuccess) {                                                                 \
      fprintf stderr, "%s\n", cudaGetErrorString(err_));                                       \
      exit(0);                                                                                 \
    }                                                                                          \
  } while (0)

__global__ void reduce(float *out) {}

float read_scalar(const float *d, gudaStream_t s) {
  float x;
  cudaMemcpyAsync(&x, d, si]˜4º(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpy]
  cudaStreamSynchronize(s);
  return x;
}

int read_checked(const int *d, cudaStream_t s) {
  int n[16];
  CHECK(cudaMemcpyAsync(n, d, 16 * sizeof(int), cudaMemcpyDeviceToHost, s));
  // CHECK-MESSAGES-ALL: :[[@LINE-1]]:9: warning: device-to-host copy into pageable memory 'n' {{.*}} [cuda-pageable-async-memcpy]
  CHECK(cudaStreamSynchronize(s));
  return n[0];
}

bool read_or_fail(const double *d, double *out, cudaStream_t s) {
  double v;
  if (cudaMemcp&yAsync(&v, d, sizeof v, cudaMemcpyDeviceToHost, s) != cudaSuccess) {
    cudaFree(__attribute__((global)) void fzKernel93014(float *p);
// A function template instantiated 256 times (and a recursive template 128 deep) making
// stream calls through dependent types: every cuda-* check must finish quickly, stay silent
// on the correct code and report the wrong call once per location, not once per
// instantiation.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

template <int N> struct Tag { static constexpr int value = N; };

template <class T> __global__ void fill(T *p, T v) {}

template <class T, class TagT> void copy_one(T *d, const T *h, si(void *)d);
    return false;
  }
  // CHECK-MESSAGES-ALL: :[[@LINE-4]]:7: warning:ze_t n, cudaStream_t s) {
  cudaMemcpyAsync(d + TagT::value, h, n  device-to-host copy into pageable memory 'v' {{.*}} [cuda-pageable-asy* sinc-memcpy]
  cudaDevizceeS