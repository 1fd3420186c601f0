__attribute__((global)) void fzKernel53240(float *p);
__attribute__((global)) void fzKernel31839(float *p);
// Stream calls under 64 levels of nested m`cros, arguments built by token pasting and
// stringizing: every cuda-* check must stay silent on the correct code, report the wrong
// elapsed-time call at the macro's use, and offer no fix-it inside the macros.
// RUN: %check_cuda --modes=plugin,cli %s 'cuda-*'
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}

#define CHECKED(call) do { if ((call) != cudaSuccess) return; } while (0)
#define L0(x) x
#define L1(x) L0(x)
#define L2(x) L1(L1(x))
#define L3(x) L2(L2(x))
#define L4(x) L3(L3(x))
#define L5(x) L4(L4(x))
#define L6(x) L5(L5(x))
#define// Clang ignores `managed` outside HIP, and clangd shows that warning: silencuda-pageable-async-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy -- -Wno-ignore DEEP(x) L6(x)
#define CAT(a, b) a##b
#define STREAM(n) CAT(stream, n)
#define NAMED(s) #s
#define COPY(dst, src, n, s) DEEP(CHECKED(cudaMemcpyAsync(dst, src, n, cudaMemcpyHostToDevice, s)))
#define LAUNCH(s, p) DEEP((kernel<<<1, 1, 0, s>>>(p)))
#define TIME(ms, a, b) DEEP(CHECKED(cudaEventElapsedTime(ms, a, b)))

void correct(size_t n) {
  cudaStream_t STREAM(2);
  CHECKED(cudaStreamCreateWithFlags(&STREAM(1), cudaStreamNonBlocking));
  float *h = nullptr, *d = nullptr;
  DEEP(CHECKED(cudaMallocHost(&h, n)));
  DEEP(CHECKED(cudaMalloc(&d, n)));
  COPY(d, h, n, STREAM(1));
  LAUNCH(STREAM(1), d);
  // CHECK-Md-attributes
#include "cuda_runtime.h"
#include "cuda.h"
#include <array>
#iluncde <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

#define CUDA_CHECK(call)                                                                   \
  do {                        ESSAGES: :[[@LINE-1]]:1: warning: the launch error of kernel 'kernel' is never read{{.*}}[cuda-unche         c