// RUN: %check_cuda %s cuda-pageable-async-memcpy -- -I %inputs/pageable-async-memcpy
#include "cuda_runtime.h"
#include "mapped_view.h"
#include <cstdlib> // before <vector>: clang's CUDA <new> wrapper uses ::malloc
#include <vector>

// A member of a class instantiated from a partial specialization whose primary template is
// only declared (Eigen's Map over MapBase). The check crashed here on the primary template's
// missing definition (held-out round 12: ceres-solver/ceres-solver@fe351d5
// internal/ceres/dense_cholesky.cc). The view's memory comes from the caller: unknown, silent.
void upload_view(double *d, double *host, int n, cudaStream_t s) {
  View m(host, n);
  cudaMemcpyAsync(d, m.data(), sizeof(double) * m.size(), cudaMemcpyHostToDevice, s);
}

// The look-alike: the same upload from a local vector, known pageable, on every iteration.
void upload_vector(double *d, int iters, cudaStream_t s) {
  std::vector<double> host(1 << 20);
  for (int i = 0; i < iters; ++i)
    cudaMemcpyAsync(d, host.data(), sizeof(double) * (1 << 20), cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the copy repeats on every iteration of this loop
  // CHECK-MESSAGES: :[[@LINE-5]]:23: note: 'host' is a std::vector, whose storage is pageable memory
}
