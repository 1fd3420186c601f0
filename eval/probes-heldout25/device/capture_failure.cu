// heldout25 device probe: does a failing call inside a stream capture make the (checked) cudaStreamEndCapture fail?
// Cases: a cudaMemcpyAsync with an invalid direction, a launch with 2048 threads per block, and a valid capture.
#include <cuda_runtime.h>
#include <cstdio>
__global__ void empty() {}
static void run(const char *name, int mode_case) {
  cudaStream_t s; cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  void *a, *b; cudaMalloc(&a, 100); cudaMalloc(&b, 100);
  cudaGraph_t g = nullptr;
  cudaError_t begin = cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal), call = cudaSuccess;
  if (mode_case == 0) call = cudaMemcpyAsync(b, a, 100, (cudaMemcpyKind)99, s);
  if (mode_case == 1) { empty<<<1, 2048, 0, s>>>(); call = cudaGetLastError(); }
  if (mode_case == 2) { call = cudaMemcpyAsync(b, a, 100, cudaMemcpyDefault, s); empty<<<1, 1, 0, s>>>(); }
  cudaError_t end = cudaStreamEndCapture(s, &g);
  printf("{\"case\": \"%s\", \"begin\": \"%s\", \"call\": \"%s\", \"end\": \"%s\", \"graph\": %s}\n", name,
         cudaGetErrorName(begin), cudaGetErrorName(call), cudaGetErrorName(end), g ? "true" : "false");
  if (g) cudaGraphDestroy(g);
  cudaGetLastError(); cudaFree(a); cudaFree(b); cudaStreamDestroy(s);
}
int main() {
  run("memcpyAsync invalid kind", 0);
  run("launch 2048 threads/block", 1);
  run("valid copy and launch", 2);
  return 0;
}
