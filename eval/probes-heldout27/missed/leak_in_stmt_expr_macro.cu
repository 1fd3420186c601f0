// cuckoo's creations are written inside a GNU statement-expression macro that returns on failure:
// #define checkCudaErrors(ans) ({int retval = gpuAssert((ans), ...); if (retval != cudaSuccess) return retval;})
#include <cuda_runtime.h>
__global__ void k() {}
inline int gpuAssert(cudaError_t code) { return code; }
#define checkCudaErrors(ans) ({int retval = gpuAssert((ans)); if (retval != cudaSuccess) return retval;})
#define CHECK_DO(ans) do { int retval = gpuAssert((ans)); if (retval != cudaSuccess) return retval; } while (0)
unsigned trim_stmt_expr() {
  cudaEvent_t start, stop;
  checkCudaErrors(cudaEventCreate(&start)); checkCudaErrors(cudaEventCreate(&stop));   // C1
  cudaEventRecord(start, 0);
  k<<<1, 1>>>();
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms; cudaEventElapsedTime(&ms, start, stop);
  return (unsigned)ms;
}
unsigned trim_do_while() {
  cudaEvent_t start, stop;
  CHECK_DO(cudaEventCreate(&start)); CHECK_DO(cudaEventCreate(&stop));                 // C2
  cudaEventRecord(start, 0);
  k<<<1, 1>>>();
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms; cudaEventElapsedTime(&ms, start, stop);
  return (unsigned)ms;
}
unsigned trim_if() {
  cudaEvent_t start, stop;
  if (gpuAssert(cudaEventCreate(&start)) != cudaSuccess) return 0;                      // C3
  if (gpuAssert(cudaEventCreate(&stop)) != cudaSuccess) return 0;
  cudaEventRecord(start, 0);
  k<<<1, 1>>>();
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms; cudaEventElapsedTime(&ms, start, stop);
  return (unsigned)ms;
}
int run(unsigned range) {
  unsigned n = 0;
  for (unsigned r = 0; r < range; r++) n += trim_stmt_expr() + trim_do_while() + trim_if();
  return n;
}
