#include "cuda_runtime.h"

void capture(cudaStream_t s, float **p) {
  cudaGraph_t g;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  cudaMalloc(p, 64);
  cudaStreamEndCapture(s, &g);
}
