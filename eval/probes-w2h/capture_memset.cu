// wave2hunt probe: a synchronous cudaMemset (as GpuBuffer::fill does) inside a Global capture of a blocking stream
#include <cstdio>
#include <cuda_runtime.h>
__global__ void k(int *p, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] += 1; }
int main() {
  int n = 1 << 20, *d;
  cudaMalloc(&d, n * sizeof(int));
  for (int blocking = 1; blocking >= 0; --blocking) {
    cudaStream_t s;
    if (blocking) cudaStreamCreate(&s); else cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaError_t b = cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    cudaError_t m = cudaMemset(d, 0xFF, n * sizeof(int));
    k<<<(n + 255) / 256, 256, 0, s>>>(d, n);
    cudaGraph_t g = nullptr;
    cudaError_t e = cudaStreamEndCapture(s, &g);
    printf("%s stream: BeginCapture=%s cudaMemset=%s EndCapture=%s graph=%s\n",
           blocking ? "blocking" : "non-blocking", cudaGetErrorName(b), cudaGetErrorName(m),
           cudaGetErrorName(e), g ? "yes" : "none");
    cudaGetLastError();
    if (g) cudaGraphDestroy(g);
    cudaStreamDestroy(s);
  }
  return 0;
}
