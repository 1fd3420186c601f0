// RUN: %check_cuda %s cuda-alloc-in-loop
#include "cuda_runtime.h"
#include <cstdlib> // before <vector>: clang's CUDA <new> wrapper uses ::malloc
#include <vector>

// A loop that allocates one buffer per element (a setup loop) and the loop that frees them (a
// teardown loop) do no device work and are not hot loops by themselves; run on every iteration
// of a working loop, each allocation and free runs once per element per iteration. Held-out
// round 7: apk120/Parallel-IPM@abfddb6 ipmBatched.cu:351-355, 404-406, 630-631, 721-722.

__global__ void k(float *p) { if (p) p[0] = 1.f; }

// Inline in the working loop.
void inline_setup(int iters, int nb, size_t n) {
  float *b[8];
  for (int it = 0; it < iters; ++it) {
    for (int j = 0; j < nb; ++j)
      cudaMalloc(&b[j], n);
    // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaMalloc on every iteration of an enclosing loop synchronizes the device {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-3]]:5: note: once per element by this loop, on every iteration
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
    k<<<1, 1>>>(b[0]);
    for (int j = 0; j < nb; ++j)
      cudaFree(b[j]);
    // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaFree on every iteration of an enclosing loop {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-3]]:5: note: once per element by this loop, on every iteration
    // CHECK-MESSAGES: :[[@LINE-11]]:3: note: in this loop, which also launches kernels
  }
}

// In a function the working loop calls on every iteration.
void step(int nb, size_t n) {
  std::vector<float *> bufs(nb);
  for (int j = 0; j < nb; ++j)
    cudaMalloc(&bufs[j], n);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of a loop that calls 'step' {{.*}} [cuda-alloc-in-loop]
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: once per element by this loop, on every iteration
  // CHECK-MESSAGES: :[[@LINE+22]]:3: note: in this loop, which also launches kernels
  // CHECK-MESSAGES: :[[@LINE+23]]:5: note: through this call to 'step'
  float *one;
  cudaMalloc(&one, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaMalloc on every iteration of a loop that calls 'step' {{.*}} [cuda-alloc-in-loop]
  // CHECK-MESSAGES: :[[@LINE+17]]:3: note: in this loop, which also launches kernels
  // CHECK-MESSAGES: :[[@LINE+18]]:5: note: through this call to 'step'
  k<<<1, 1>>>(bufs[0]);
  k<<<1, 1>>>(one);
  for (int j = 0; j < nb; ++j)
    cudaFree(bufs[j]);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaFree on every iteration of a loop that calls 'step' {{.*}} [cuda-alloc-in-loop]
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: once per element by this loop, on every iteration
  // CHECK-MESSAGES: :[[@LINE+9]]:3: note: in this loop, which also launches kernels
  // CHECK-MESSAGES: :[[@LINE+10]]:5: note: through this call to 'step'
  cudaFree(one);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaFree on every iteration of a loop that calls 'step' {{.*}} [cuda-alloc-in-loop]
  // CHECK-MESSAGES: :[[@LINE+5]]:3: note: in this loop, which also launches kernels
  // CHECK-MESSAGES: :[[@LINE+6]]:5: note: through this call to 'step'
}

void run_steps(int iters, int nb, size_t n) {
  for (int it = 0; it < iters; ++it) {
    k<<<1, 1>>>(nullptr);
    step(nb, n);
  }
}

// Range-for setup and teardown loops over the same container.
void range_setup(int iters, std::vector<float *> &bufs, size_t n) {
  for (int it = 0; it < iters; ++it) {
    for (float *&p : bufs)
      cudaMalloc(&p, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaMalloc on every iteration of an enclosing loop {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-3]]:5: note: once per element by this loop, on every iteration
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
    k<<<1, 1>>>(bufs[0]);
    for (float *p : bufs)
      cudaFree(p);
    // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaFree on every iteration of an enclosing loop {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-3]]:5: note: once per element by this loop, on every iteration
    // CHECK-MESSAGES: :[[@LINE-11]]:3: note: in this loop, which also launches kernels
  }
}

// Look-alikes that stay silent.

// Set up once before the working loop, torn down once after it.
void setup_outside(int iters, int nb, size_t n) {
  float *b[8];
  for (int j = 0; j < nb; ++j)
    cudaMalloc(&b[j], n);
  for (int it = 0; it < iters; ++it)
    k<<<1, 1>>>(b[it % nb]);
  for (int j = 0; j < nb; ++j)
    cudaFree(b[j]);
}

// The setup loop runs only on the first iteration.
void setup_first_iteration(int iters, int nb, size_t n) {
  float *b[8];
  for (int it = 0; it < iters; ++it) {
    if (it == 0)
      for (int j = 0; j < nb; ++j)
        cudaMalloc(&b[j], n);
    k<<<1, 1>>>(b[0]);
  }
  for (int j = 0; j < nb; ++j)
    cudaFree(b[j]);
}

// The teardown loop frees other buffers than the setup loop allocates.
void other_buffers(int iters, int nb, size_t n, float **old) {
  float *b[8];
  for (int it = 0; it < iters; ++it) {
    for (int j = 0; j < nb; ++j)
      cudaMalloc(&b[j], n);
    k<<<1, 1>>>(b[0]);
    for (int j = 0; j < nb; ++j)
      cudaFree(old[j]);
    for (int j = 0; j < nb; ++j)
      old[j] = b[j];
  }
}

// Elements replaced one at a time: the setup loop allocates while a slot is free and stops.
void first_free_slot(int iters, int nb, size_t n) {
  float *b[8] = {};
  for (int it = 0; it < iters; ++it) {
    for (int j = 0; j < nb; ++j) {
      if (b[j])
        continue;
      cudaMalloc(&b[j], n);
      break;
    }
    k<<<1, 1>>>(b[0]);
  }
}

// The inner loop is a working loop of its own: it reports its own churn, citing itself.
void inner_working_loop(int iters, int nb, size_t n) {
  for (int it = 0; it < iters; ++it) {
    for (int j = 0; j < nb; ++j) {
      float *t;
      cudaMalloc(&t, n);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaMalloc on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
      // CHECK-MESSAGES: :[[@LINE-4]]:5: note: in this loop, which also launches kernels
      k<<<1, 1>>>(t);
      cudaFree(t);
      // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: cudaFree on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
      // CHECK-MESSAGES: :[[@LINE-8]]:5: note: in this loop, which also launches kernels
    }
  }
}

// A buffer allocated on every iteration and never freed leaks the previous one when only
// device work reads it, a CUDA library call included (held-out round 7:
// apk120/Parallel-IPM@abfddb6 mehrotra.cu:507).
typedef struct cusolverDnContext *cusolverDnHandle_t;
int cusolverDnSpotrf(cusolverDnHandle_t h, int uplo, int n, float *A, int lda, float *work,
                     int lwork, int *info);
int project_solver(float *A, float *work, int lwork);

void leak_read_by_library(cusolverDnHandle_t h, int iters, int n, float *A, int *info) {
  for (int it = 0; it < iters; ++it) {
    float *work;
    cudaMalloc(&work, sizeof(float) * n * 64);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMalloc on every iteration of this loop {{.*}} [cuda-alloc-in-loop]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop, which also launches kernels and calls CUDA libraries
    cusolverDnSpotrf(h, 0, n, A, n, work, n * 64, info);
    k<<<1, 1>>>(A);
  }
}

// Look-alike: the buffer goes to a function of the project whose body this file does not show
// (it may keep or free it).
void handed_to_unknown_code(int iters, int n, float *A) {
  for (int it = 0; it < iters; ++it) {
    float *work;
    cudaMalloc(&work, sizeof(float) * n * 64);
    project_solver(A, work, n * 64);
    k<<<1, 1>>>(A);
  }
}
