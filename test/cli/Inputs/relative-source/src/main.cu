// Compiled as `nvcc -c src/main.cu` from the project folder (MrJoy/where-is-everybody@21ffea8's
// Makefile): clang names the header it includes relative to that folder.
#include "upload.cuh"
int main() {
  float *d = nullptr;
  cudaStream_t s;
  cudaStreamCreate(&s);
  upload_frames(d, 1 << 20, 10, s);
  return 0;
}
