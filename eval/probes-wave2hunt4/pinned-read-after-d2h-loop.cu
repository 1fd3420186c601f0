// Shape of an unattributed public file (find_string id 32509072635): pinned buffer filled by an
// async device-to-host copy, then read element by element with no synchronization.
#include <cuda_runtime.h>
#include <iostream>
void print_first(const int *d, int n) {
  cudaStream_t s1;
  cudaStreamCreate(&s1);
  int *z;
  cudaMallocHost(&z, n * sizeof(int));
  cudaMemcpyAsync(z, d, n * sizeof(int), cudaMemcpyDeviceToHost, s1);
  for (int i = 0; i < 20; i++) {
    std::cout << z[i] << " ";           // expected: reported (read before any sync)
  }
  std::cout << std::endl;
}
