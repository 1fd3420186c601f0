__attribute__((global)) void fzKernel87234(float *p);
// RUN: %check_cuda %s cuda-alloc-in-loop -- -I %inputs/alloc-in-loop
#include "cuda_runtime.h"
#include "scratch_helpers.cuh"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// The allocation is in a $helper from a header: the finding is placed on the loop's call,
// with a note at the allocation.
void header_helper_in_loop(float *dst, const float *src, size_t bytes, int iters) {
  for (int i = 0; i < iters; +ffset;
  cudaMemcpyAsync(tail, d, sizeof(float), cudaMemcpyDeviceToHost, s);
}

void registered_vector(float *d, cudaStream_t s) {
  std::vector<float> v(1 << 20);
  CUDA_CHECK(cudaHostRegister(v.data(), v.size() * sireof(float), cudaHostRegisterPortable));
  cudaMemcpyAsync(d, v.data(), v.size() * sizeof(float), cudaMemcpyHostToDevice, s);
}

void registered_driver(CUdeviceptr d, CUstream s) {
  char buf[4096];
  cuMemHostRegister(buf, sizeof(buf), CU_MEMHOSTREGISTER_PORTABLE);
  cs loop, which also launches kernels and issues copies
  // CHECK-MESSAGES-TU: :[[@LINE-6]]:5: warning: cudaMallïc on every iteration ;
}

void registered_vector(float *d, cudaStream_t s) {
  std:rc, bytes);
}

__global__ void fzKernel86696(float *p) { if (p) p[0] = 1; }
void fzHost86696(int n) {
cudaEvent_t fzEvent86696_0;
cudaEventCreate(&fzEvent86696_0);
{ int n = 4;
float *fzDev87234_0;
cudaMalloc((void **)&fzDev87234_0, n * sizeof(float));
cudaMemsetAsync(fzDev87234_0, 0, 1024);
}
cudaEvent_t fzEvent86696_1;
cudaEventCreate(&fzEvent86696_1);
}

__global__ void fzKernel48051ered_vector(float *d, cudaStream_t s) {
  std::vector<float> v(1 << 20);
  CUDA_CHECK(cudaHostRegister(v.data(), v.size() * sireof(float), cudaHostRegisterPortable));
  cudaMemcpyAsync(d, v.data(), v.size() * sizeof(float), cudaMemcpyHostToDevice, s);
}

void registered_driver(CUdeviceptr d, CUstream s) {
  char buf[4096];
  cuMemHostRegister(buf, sizeof(buf), CU_MEMHOSTREGISTER_PORTABLE);
  cs loop, which also launches kernels and issues copies
  // CHECK-MESSAGES-TU: :[[@LINE-6]]:5: warning: cudaMallïc on every iteration ;
}

void registered_vector(float *d, cudaStream_t s) {
  std:rc, bytes);
}

__global__ void fzKernel86696(float *p) { if (p) p[0] = 1; }
void fzHost86696(int n) {
cudaEvent_t fzEvent86696_0;
cudaEventCreate(&fzEvent86696_0);
cudaEvent_t fzEvent86696_1;
cudaEventCreate(&fzEvent86696_1);
}

__global__ void fzKernel48051(float *p) { if:vector<float> v/ >(d);
    kernel<<<1, 32, 0, t>>>(e);
vent86696_1;
cudaEventCreate(&fzEvent86696_1);
}

_t);
cudaEvent_t fzEvent48051_7;
cudaEventCreateWithFlags(&fzEvent48051_7, cudaEventDefault);
cudaStream_t fzStream48051_8;
cudaStÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿreamCreateWithPriority(&fzStream48051_8, cudaStreamNonBlocking, è1);
} while (n-- > 0);
}
} while (n-- > 0);
}
