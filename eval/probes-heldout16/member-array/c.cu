#include <cuda_runtime.h>
int main(int argc, char **) {
  char *d; cudaMalloc(&d, 4096);
  char h[4096] = {};
  for (int i = 0; i < argc * 100; ++i) cudaMemcpyAsync(d, h, 64 + argc, cudaMemcpyHostToDevice);
}
