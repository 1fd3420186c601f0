// RUN: %check_cuda %s cuda-sync-in-loop
#include "cuda_runtime.h"

// A loop over devices is decided by what the loop itself iterates over: a time-step loop whose
// body holds a nested loop over the GPUs (`cudaSetDevice(i)` per GPU) walks steps, not devices,
// and its per-step wait is reported (held-out round 30, cwpearson/stencil@07e64de
// bin/measure_buf_exchange.cu:117-140: the shared loop analysis took the step loop for a device
// loop, which also hid cuda-event-needless-timing and cuda-resource-leak findings there).
// Look-alikes, silent: the loop over the GPUs itself waiting for each device, and a step loop
// whose nested loop selects the device the step loop's own variable names (the outer loop walks
// the devices).

__global__ void spin(long n) {}

void steps(void **a, void **b, cudaStream_t *s, cudaStream_t s0, int nsteps) {
  for (int n = 0; n < nsteps; ++n) {
    spin<<<1, 1, 0, s0>>>(1000);
    for (int i = 0; i < 4; ++i) {
      cudaSetDevice(i);
      cudaMemcpyAsync(b[i], a[i], 64, cudaMemcpyDeviceToDevice, s[i]);
    }
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop{{.*}} [cuda-sync-in-loop]
  }
}

void perDevice(void **a, void **b, cudaStream_t *s, int ngpus) {
  for (int i = 0; i < ngpus; ++i) {
    cudaSetDevice(i);
    cudaMemcpyAsync(b[i], a[i], 64, cudaMemcpyDeviceToDevice, s[i]);
    cudaDeviceSynchronize();
  }
}

void devicesThenParts(void **a, void **b, cudaStream_t *s, int ngpus) {
  for (int dev = 0; dev < ngpus; ++dev) {
    for (int part = 0; part < 2; ++part) {
      cudaSetDevice(dev);
      cudaMemcpyAsync(b[dev], a[dev], 64, cudaMemcpyDeviceToDevice, s[dev]);
    }
    cudaDeviceSynchronize();
  }
}
