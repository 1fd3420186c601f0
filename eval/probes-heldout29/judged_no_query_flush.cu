// heldout29 probe (judged "no"): cudaStreamQuery called only to flush the work queue; the status
// is read later by the polling function. Like cbuchner1/CudaMiner@746a773 salsa_kernel.cu:927.
#include <cuda_runtime.h>
#include <unistd.h>
void flush(cudaStream_t s) { cudaStreamQuery(s); }   // reported
bool sync(cudaStream_t s) {
  cudaError_t err;
  while ((err = cudaStreamQuery(s)) == cudaErrorNotReady) usleep(1000);
  return err == cudaSuccess;
}
