#include <cuda_runtime.h>

void readRows(int **rowPtr, int n);
void readPinnedRows(int **rowPtr, int n);

void uploadFrames(int *d, int frames, int n, cudaStream_t s) {
  for (int f = 0; f < frames; ++f) {
    int *rows = nullptr;
    readRows(&rows, n);
    cudaMemcpyAsync(d, rows, n * sizeof(int), cudaMemcpyHostToDevice, s);
  }
}

void uploadPinnedFrames(int *d, int frames, int n, cudaStream_t s) {
  for (int f = 0; f < frames; ++f) {
    int *rows = nullptr;
    readPinnedRows(&rows, n);
    cudaMemcpyAsync(d, rows, n * sizeof(int), cudaMemcpyHostToDevice, s);
  }
}
