// RUN: %check_cuda %s cuda-pageable-async-memcpy
// RUN: %check_cuda --check-suffix=ALL --config="{CheckOptions: {cuda-pageable-async-memcpy.ReportPointerTables: true}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>

// A table of device pointers uploaded for a batched call (cuBLAS/cuSOLVER *Batched, a kernel
// that reads one buffer per batch entry) holds 8 bytes per buffer it names: a few KiB unless
// it names thousands of buffers, and host to device pageable cost no more than pinned up to
// 4 KiB. Not reported when no constant bounds its size, even when a loop repeats it (held-out
// round 7: apk120/Parallel-IPM@abfddb6 ipmBatched.cu:376-380, 647-649);
// ReportPointerTables reports them (suffix ALL). Look-alikes: a table of values, a table of a
// constant size above HostToDeviceQuietBytes, a download.

__global__ void batched(float **tables, int n) {}

void upload_tables(float **d_tables, float *base, int n, int iters, cudaStream_t s) {
  std::vector<float *> bufs(n);
  for (int i = 0; i < n; ++i)
    bufs[i] = base + i;
  for (int it = 0; it < iters; ++it) {
    cudaMemcpyAsync(d_tables, bufs.data(), bufs.size() * sizeof(float *), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'bufs' {{.*}} [cuda-pageable-async-memcpy]
    batched<<<1, 1, 0, s>>>(d_tables, (int)bufs.size());
  }
}

void upload_malloc_table(float **d_tables, float *base, int n, int iters, cudaStream_t s) {
  float **h = (float **)malloc(n * sizeof(float *));
  for (int it = 0; it < iters; ++it) {
    for (int i = 0; i < n; ++i)
      h[i] = base + i * it;
    cudaMemcpyAsync(d_tables, h, n * sizeof(float *), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES-ALL: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'h' {{.*}} [cuda-pageable-async-memcpy]
    batched<<<1, 1, 0, s>>>(d_tables, n);
  }
  free(h);
}

// ---- look-alikes that stay reported --------------------------------------------------------

void upload_values(float *d, int n, int iters, cudaStream_t s) {
  std::vector<float> vals(n);
  for (int it = 0; it < iters; ++it) {
    cudaMemcpyAsync(d, vals.data(), vals.size() * sizeof(float), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'vals' {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'vals' {{.*}} [cuda-pageable-async-memcpy]
    batched<<<1, 1, 0, s>>>(nullptr, 0);
  }
}

void upload_large_constant_table(float **d_tables, int iters, cudaStream_t s) {
  std::vector<float *> bufs(4096);
  for (int it = 0; it < iters; ++it) {
    cudaMemcpyAsync(d_tables, bufs.data(), 4096 * sizeof(float *), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: host-to-device copy from pageable memory 'bufs' {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: host-to-device copy from pageable memory 'bufs' {{.*}} [cuda-pageable-async-memcpy]
    batched<<<1, 1, 0, s>>>(d_tables, 4096);
  }
}

void download_table(float **d_tables, int n, int iters, cudaStream_t s) {
  std::vector<float *> bufs(n);
  for (int it = 0; it < iters; ++it) {
    batched<<<1, 1, 0, s>>>(d_tables, (int)bufs.size());
    cudaMemcpyAsync(bufs.data(), d_tables, bufs.size() * sizeof(float *), cudaMemcpyDeviceToHost, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: device-to-host copy into pageable memory 'bufs' {{.*}} [cuda-pageable-async-memcpy]
    // CHECK-MESSAGES-ALL: :[[@LINE-2]]:5: warning: device-to-host copy into pageable memory 'bufs' {{.*}} [cuda-pageable-async-memcpy]
  }
}
