// heldout30 probe: the cause of the keyed miss (missed_nested_device_loop.cu) is shared by the loop checks. A time-step
// loop whose body holds a per-GPU loop (cudaSetDevice(i) per copy) is taken as a loop over devices, so the wait
// (sync-in-loop) and the stream leaked every step (resource-leak) in the *_case functions are not reported; the
// *_control functions, the same without cudaSetDevice(i), are (BLIND and BEFORE: lines 23 and 40 only).
#include <cuda_runtime.h>
__global__ void spin(long n) { for (long i = 0; i < n; ++i) __nanosleep(10); }
void sync_case(void **a, void **b, cudaStream_t *s, cudaStream_t s0) {
  for (int n = 0; n < 100; ++n) {
    spin<<<1, 1, 0, s0>>>(1000);
    for (int i = 0; i < 4; ++i) {
      cudaSetDevice(i);
      cudaMemcpyAsync(b[i], a[i], 64, cudaMemcpyDeviceToDevice, s[i]);
    }
    cudaDeviceSynchronize();
  }
}
void sync_control(void **a, void **b, cudaStream_t *s, cudaStream_t s0) {
  for (int n = 0; n < 100; ++n) {
    spin<<<1, 1, 0, s0>>>(1000);
    for (int i = 0; i < 4; ++i) {
      cudaMemcpyAsync(b[i], a[i], 64, cudaMemcpyDeviceToDevice, s[i]);
    }
    cudaDeviceSynchronize();
  }
}
void leak_case(void **a, void **b, cudaStream_t *s) {
  for (int n = 0; n < 100; ++n) {
    cudaStream_t t;
    cudaStreamCreate(&t);
    spin<<<1, 1, 0, t>>>(1000);
    for (int i = 0; i < 4; ++i) {
      cudaSetDevice(i);
      cudaMemcpyAsync(b[i], a[i], 64, cudaMemcpyDeviceToDevice, s[i]);
    }
  }
}
void leak_control(void **a, void **b, cudaStream_t *s) {
  for (int n = 0; n < 100; ++n) {
    cudaStream_t t;
    cudaStreamCreate(&t);
    spin<<<1, 1, 0, t>>>(1000);
    for (int i = 0; i < 4; ++i) {
      cudaMemcpyAsync(b[i], a[i], 64, cudaMemcpyDeviceToDevice, s[i]);
    }
  }
}
