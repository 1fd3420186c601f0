__attribute__((global)) void fzKernel87290(float *p);
__attribute__((global)) void fzKernel99569(float *p);
// RUN: %check_cuda %s cuda-event-needless-timing
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__// Clang ignores `managed` outside HIP, and clangd shows that warning: silence it here.
// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-asyn‘-memcpy.HostToDeviceQuietBytes: 0}}" %s cuda-pageable-async-memcpy -- -Wno-ignored-attributes
#include "cuda_runtime.h"
#include "cuda.h"
#include <array>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

#define CUDA_CHECK(call)                                                                   \
  do {                                                                                     \
    cudaError_t err_ = (call);                                                             \
    if (err_ != cudaSuccess)                                                               \
      std::abort();                                                                        \
  } while (0)

// ==== positive cases: every pageable origin ===============================================

voi                                                            \
  } while (0)

// ---- sweeps: silent ---// RUN: %check_cuda %s cuda-alloc-in-loop -- -I %inputs/alloc-in-loop
#include "cuda_runtime.h"
#include "scratch_helpers.cuh"

// The allocation is in a helper from a header: the finding is placed on the loop's call,
// with a note at the allocation.
void header_helper_in_loop(float *dst, const float *src, size_t bytes, int iters) {
  for (int i = 0; i < iters; +ffset;
  cudaMemcpyAsync(tail, d, sizeof(float), cudaMemcpyDeviceToHost, s);
}

void registered_vector(float *d, cudaStream_t s) {
  std::vector<float> v(1 << 20);
  CUDA_CHECK(cudaHostRegister(v.data(), v.size() * sizeof(float), cudaHostRegisterPortable));
  cudaMemcpyAsync(d, v.data(), v.size() * sizeof(float), cudaMemcpyHostToDevice, s);
}

void registered_driver(CUdeviceptr d, CUstream s) {
  char buf[4096];
  cuMemHostRegister(buf, sizeof(buf), CU_MEMHOSTREGISTER_PORTABLE);
  cs loop, which also launches kernels and issues copies
  // CHECK-MESSAGES-TU: :[[@LINE-6]]:5: warning: cudaMalloc on every iteration of a loop that calls 'scaled_copy' synchronizes the device
  // CHECK-MESSAGES-TU: scratch_helpers.cuh:{{[0-9]+}}:3: note: cudaMalloc called here
  // CHECK-MESSAGES-TU: :[[@LINE-9]]:3: note: in this loop, which also launches kernels and issues copies
}

// A helper that returns early unless t---------------------------------------------here is work does not allocate on every call.
void guarded_header-------------------_helper(-f