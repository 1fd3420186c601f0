// heldout29 probe (found, judged worth acting on): the project's checking macro starts with a bare
// cudaGetLastError(), which clears the launch error of the kernel just before it.
// Like cbuchner1/CudaMiner@746a773 blake.cu:440, keccak.cu:835.
#include <cuda_runtime.h>
#include <cstdio>
#define checkCudaErrors(x) { cudaGetLastError(); x; cudaError_t e = cudaGetLastError(); \
                             if (e != cudaSuccess) printf("%s\n", cudaGetErrorString(e)); }
__global__ void hash(unsigned *out) { out[threadIdx.x] = 1; }
void do_hash(dim3 g, dim3 b, unsigned *d, unsigned *h, cudaStream_t s) {
  hash<<<g, b, 0, s>>>(d);                                                  // reported
  checkCudaErrors(cudaMemcpyAsync(h, d, 4, cudaMemcpyDeviceToHost, s));
}
