/* heldout17 probe (CHOLMOD/GPU/cholmod_gpu.c:509-527 shape): a status stored in a retry loop body is read by the loop's
   condition; a later statement of the outer block assigns the variable again. A: that shape; B: without the later store. */
#include <cuda_runtime.h>
#include <stddef.h>
int retry_a(void **p, void **d, size_t n) {
  cudaError_t err;
  err = cudaMallocHost(p, n);
  while (err) {
    n /= 2;
    err = cudaMallocHost(p, n);
  }
  err = cudaMalloc(d, n);
  if (err) return 1;
  return 0;
}
int retry_b(void **p, size_t n) {
  cudaError_t err;
  err = cudaMallocHost(p, n);
  while (err) {
    n /= 2;
    err = cudaMallocHost(p, n);
  }
  return 0;
}
