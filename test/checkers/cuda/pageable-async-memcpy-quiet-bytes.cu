// RUN: %check_cuda %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdlib>

// The default thresholds: host-to-device copies of a constant size up to 4 KiB are not
// reported (the probe measured no penalty at 4 B and 4 KiB on an H200); device-to-host copies
// are reported from the smallest size (2.7x at 4 KiB, nothing smaller measured).

void defaults(float *dev, size_t n, cudaStream_t s) {
  float *host = (float *)malloc(1 << 20);
  cudaMemcpyAsync(dev, host, 8192, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: pageable buffer allocated here with malloc
  cudaMemcpyAsync(dev, host, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: pageable buffer allocated here with malloc
  cudaMemcpyAsync(host, dev, sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: pageable buffer allocated here with malloc

  // Look-alikes: the same copies host to device, of a constant size up to 4 KiB.
  cudaMemcpyAsync(dev, host, 4096, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(dev, host, sizeof(float), cudaMemcpyHostToDevice, s);
}
