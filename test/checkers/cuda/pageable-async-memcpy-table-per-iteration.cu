// RUN: %check_cuda %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdlib>
#include <memory>
#include <vector>

// Issue 15, held-out round 26 (encryptorion-lab/phantom-fhe@1f4a198 src/rns.cu:626-675,
// include/galois.cuh:111,127): a set-up loop that allocates a new device table on every
// iteration and uploads it from a pageable std::vector fills one table per iteration; it
// does not repeat a copy through a working buffer, so pinning the vector pays nothing back:
// silent. In a loop that runs hot, the allocation is cuda-alloc-in-loop's finding.
// Look-alikes: the loop copies into one buffer allocated before it, into one of two buffers
// it alternates between (a pipeline), or into a scratch buffer it allocates and frees on every
// iteration (the staging repeats; the allocation is cuda-alloc-in-loop's): reported.

__global__ void kernel(unsigned *p) {}

struct DeviceFree {
  void operator()(unsigned *p) const { cudaFree(p); }
};
using DevicePtr = std::unique_ptr<unsigned, DeviceFree>;
static DevicePtr make_device(size_t n, cudaStream_t s) {
  unsigned *p = nullptr;
  cudaMallocAsync(&p, n * sizeof(unsigned), s);
  return DevicePtr(p);
}

struct Tables {
  std::vector<DevicePtr> tables;
  Tables(const std::vector<unsigned> &moduli, size_t n, cudaStream_t s) {
    std::vector<unsigned> host(n);
    for (size_t i = 0; i < moduli.size(); ++i) {
      for (size_t j = 0; j < n; ++j)
        host[j] = static_cast<unsigned>(j) * moduli[i];
      DevicePtr table = make_device(n, s);
      cudaMemcpyAsync(table.get(), host.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice, s);
      tables.push_back(std::move(table));
    }
  }
};

void raw_tables(const std::vector<unsigned> &moduli, unsigned **out, size_t n, cudaStream_t s) {
  std::vector<unsigned> host(n);
  for (size_t i = 0; i < moduli.size(); ++i) {
    unsigned *d = nullptr;
    cudaMalloc(&d, n * sizeof(unsigned));
    cudaMemcpyAsync(d, host.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice, s);
    out[i] = d;
  }
}

// ---- reported -----------------------------------------------------------------------------

void stream_batches(const std::vector<unsigned> &batch, int batches, size_t n, cudaStream_t s) {
  unsigned *d = nullptr;
  cudaMalloc(&d, n * sizeof(unsigned));
  for (int b = 0; b < batches; ++b) {
    cudaMemcpyAsync(d, batch.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'batch' is staged through a pinned bounce buffer{{.*}} [cuda-pageable-async-memcpy]
    kernel<<<1, 32, 0, s>>>(d);
  }
}

void double_buffered(const std::vector<unsigned> &batch, unsigned *bufs[2], int batches, size_t n,
                     cudaStream_t s) {
  for (int b = 0; b < batches; ++b) {
    unsigned *d = bufs[b % 2];
    cudaMemcpyAsync(d, batch.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'batch' is staged through a pinned bounce buffer{{.*}} [cuda-pageable-async-memcpy]
    kernel<<<1, 32, 0, s>>>(d);
  }
}

void scratch_per_iteration(const std::vector<unsigned> &batch, int batches, size_t n,
                           cudaStream_t s) {
  for (int b = 0; b < batches; ++b) {
    unsigned *d = nullptr;
    cudaMalloc(&d, n * sizeof(unsigned));
    cudaMemcpyAsync(d, batch.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'batch' is staged through a pinned bounce buffer{{.*}} [cuda-pageable-async-memcpy]
    kernel<<<1, 32, 0, s>>>(d);
    cudaFree(d);
  }
}
