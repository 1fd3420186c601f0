#include <cuda_runtime.h>
struct Buf { char h[4096]; };
int main(int argc, char **) {
  char *d; cudaMalloc(&d, 4096);
  Buf b = {};
  for (int i = 0; i < argc * 100; ++i) cudaMemcpyAsync(d, b.h, 64 + argc, cudaMemcpyHostToDevice);
}
