// RUN: %check_cuda %s cuda-default-stream -- -fopenmp
#include "cuda_runtime.h"

// The synchronizations inside an OpenMP parallel region count (one host thread per device,
// as in NVIDIA/multi-gpu-programming-models@9a600f5 multi_threaded_copy/jacobi.cu:237).

__global__ void kernel(float *p) {}

void per_thread_solve(float *d, float *e, float *h, size_t n, int iters) {
#pragma omp parallel num_threads(2)
  {
    cudaMemset(d, 0, n);
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
}

// The look-alike: no synchronization before the copy, which relies on the blocking streams.
void per_thread_relies(float *d, float *e, float *h, size_t n) {
#pragma omp parallel num_threads(2)
  {
    cudaStream_t s, t;
    cudaStreamCreate(&s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 's' is created blocking, and work on the legacy default stream relies on that to wait for its work; {{.*}} [cuda-default-stream]
    // CHECK-MESSAGES: :[[@LINE+6]]:7: note: 'cudaMemcpy' runs on the legacy default stream here, after work on 's' with no synchronization between
    // CHECK-MESSAGES: :[[@LINE+4]]:7: note: work is issued on 's' here
    cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
    for (int i = 0; i < 8; ++i) {            // every step (once would not count)
      kernel<<<1, 32, 0, t>>>(e);
      kernel<<<1, 32, 0, s>>>(d);
      cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
    }
  }
}
