// Launches as Visual Studio's formatter writes them (akingse/Cuda_OpenCL@9ee2749
// LearnCuda/Stream_test.cu:31,34): nvcc compiles them, and so must the analysis.
#include <cuda_runtime.h>
#include <vector>
#include <ostream>

__global__ void kernel(float *x) { x[threadIdx.x] = 1.0f; }

template <class T> struct Box { T v; };
template <class T> std::ostream &operator<<(std::ostream &os, const Box<T> &b) { return os; }

void show(std::ostream &os) {
  // Not launches: a template closed by `>> >`, operator<< with template arguments.
  std::vector<Box<Box<int>> > boxes(1);
  operator<< <Box<int> >(os, boxes[0]);
}

int main() {
  cudaStream_t s[2];
  float *d;
  cudaMalloc(&d, 256);
  for (int i = 0; i < 2; i++) {
    cudaStreamCreate(&s[i]);
    kernel << <1, 64, 0, s[i] >> > (d);
    kernel << <1, 1 >> > (d);
  }
  cudaDeviceSynchronize();
  return 0;
}
