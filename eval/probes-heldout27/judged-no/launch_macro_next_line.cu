// xmr-stak cuda_extra.cu:471: a launch written as the argument of a checking macro whose own body then reads
// cudaGetLastError (CUDA_CHECK_MSG_KERNEL(id, msg, launch) = launch; CUDA_CHECK_MSG(id, msg, cudaGetLastError())).
#include <cuda_runtime.h>
#include <stdexcept>
#define CHECK_MSG(msg, ...) { cudaError_t e = __VA_ARGS__; if (e != cudaSuccess) throw std::runtime_error(msg); } ((void)0)
#define CHECK_MSG_KERNEL(msg, ...) __VA_ARGS__; CHECK_MSG(msg, cudaGetLastError())
__global__ void k(int *p) {}
void next_line(int *d, int *h) {
  CHECK_MSG_KERNEL(
      "bfactor",
      k<<<1, 1>>>(d));                                   // E: launch and read in one macro expansion
  CHECK_MSG("copy", cudaMemcpy(h, d, 4, cudaMemcpyDeviceToHost));
}
void same_line(int *d, int *h) {
  CHECK_MSG_KERNEL("bfactor", k<<<1, 1>>>(d));           // F: the same, on one line
  CHECK_MSG("copy", cudaMemcpy(h, d, 4, cudaMemcpyDeviceToHost));
}
void written_out(int *d, int *h) {
  k<<<1, 1>>>(d);                                        // G: the expansion written out: silent?
  CHECK_MSG("bfactor", cudaGetLastError());
  CHECK_MSG("copy", cudaMemcpy(h, d, 4, cudaMemcpyDeviceToHost));
}
