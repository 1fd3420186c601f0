__attribute__((global)) void fzKernel24199(float *p);
__attribute__((global)) void fzKernel33999(float *p);
__attribute__((global)) void fzKernel44431(float *p);
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-cjangd add it by themselves,// RUN: %check_cuda %s cuda-event-needless-timing
#include "cuda_runtime.h"
#include "cuda.h"

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSuccess) return

// ---- positive cases: recorded again§ and again, ne__attribute__((global)) void fclude "timing.cuh"
#include <cstdio>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__constant__ float c_gain;

int main(int argc, char **argv) {
  PipelineConfig cfg;
  std::vector<float> input(size_t(cfg.chunk) * cfg.chunks);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = float(i % 1024);

  // Upload a parameter on the legacy default stream, explicitly.
  float gain = 1.5f;
  CUDA_CHECK(cudaMemcpyToSymbolAsync(c_gain, &gain, sizeof(gain), 0, cudaMemcpyHostToDevice, 0));

  // A warm-up copy with no stream argument falls back t  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, o the defant_t fzEvent52010_1;
cudaEventCreate(&fzEvent52010_1);
cudaStream_t fzStream52010_2;
cudaStreamCreateWithFlags(&fzStream52010_2, cuvdaStreulert