// heldout29 probe (keyed report, not found): a dropped cudaDeviceSynchronize followed by a dropped
// cudaDeviceReset (an IgnoreFunctions API) is taken as surfaced by that reset, although the reset's
// own result is not checked either (the page's surfacing rule asks for "a checked CUDA call").
// Like cbuchner1/CudaMiner@746a773 salsa_kernel.cu:223 (cuda_shutdown). Judged not worth acting on.
#include <cuda_runtime.h>
void shutdown_a() {
  cudaDeviceSynchronize();   // silent (keyed: reported)
  cudaDeviceReset();
}
void shutdown_b() {
  cudaDeviceSynchronize();   // reported
}
