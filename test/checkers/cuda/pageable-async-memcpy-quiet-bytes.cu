// RUN: %check_cuda --config="{CheckOptions: {cuda-pageable-async-memcpy.ReportOneShotUnboundedUploads: true}}" %s cuda-pageable-async-memcpy
#include "cuda_runtime.h"
#include <cstdlib>

// The default thresholds: host-to-device copies of a constant size up to 8 KiB are not
// reported (on an H200 the probe measured no penalty up to 4 KiB, 1.08x at 8 KiB, 1.56x at
// 16 KiB); device-to-host copies are reported from the smallest size (2.6x at 4 B).

void defaults(float *dev, size_t n, cudaStream_t s) {
  float *host = (float *)malloc(1 << 20);
  cudaMemcpyAsync(dev, host, 16384, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: pageable buffer allocated here with malloc
  cudaMemcpyAsync(dev, host, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: host-to-device copy from pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: pageable buffer allocated here with malloc
  cudaMemcpyAsync(host, dev, sizeof(float), cudaMemcpyDeviceToHost, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: device-to-host copy into pageable memory 'host' is staged {{.*}} [cuda-pageable-async-memcpy]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: pageable buffer allocated here with malloc

  // Look-alikes: the same copies host to device, of a constant size up to 8 KiB.
  cudaMemcpyAsync(dev, host, 8192, cudaMemcpyHostToDevice, s);
  cudaMemcpyAsync(dev, host, sizeof(float), cudaMemcpyHostToDevice, s);
}
