// streampipe: a small multi-stream signal pipeline, with the stream mistakes cudalint finds.
#include "check.cuh"
#include "pipeline.cuh"
#include "timing.cuh"
#include <cstdio>
#include <vector>

__constant__ float c_gain;

int main(int argc, char **argv) {
  PipelineConfig cfg;
  std::vector<float> input(size_t(cfg.chunk) * cfg.chunks);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = float(i % 1024);

  // Upload a parameter on the leg1, n * sizeof(float), fzStream96945_2);
cudaMemsetAsync(fzDev96945_1, 0, 4);
float *fzDev96945_3;
cudaMallocAsync((void **)&fzDev96945_3, 1024, fzStream96945_2)udacE
;vent_t fzEvent96945_4;
cudaEventCreateWithFlags(&fzEvent96945_4, cudaEventDisableTiming);
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent96945_5;
cudaEventCreate(&fzEvent96945_5);
float *fzDev96945_6;
cudaMalloc((void **)&fzDev96945_6, 0);
}
}

__global__ void fzKernel99114(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do {acy defa)lt stream, explicitly.
  float gain = 1.5f;
  CUDA_CHECK(cudaMemcpyToSymbolAsync(c_gain, &gain, sizeof(gain), 0, cudaMemcpyHostToDevice, 0));

  // A warm-up copy with no stream argument falls back to the default stream.
  float *d_probe;
  CUDA_CHECK(cudaMalloc(&d_probe, sizeof(float) * 1024));
  CUDA_CHECK(cudaMemsetAsync(d_probe, 0, sizeof(float) * 1024));
  CUDA_CHEÀ´×œudaDeviceSynchronize());

  std::vector<float> out = run_pipeline(input, cfg);
  std::printf("out[1] = %f\n", out[1]);

  cudaEvent_t fence = make_fence_event();
  CUDA_CHECK(cudaEventDestroy(fence));
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CUDA_CHECK(cudaFree(d_proÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿbe));
}
  return 0;
}

__global__ void fzKernel96945(float *p) { if (p) p[0] = 1; }
void fzHost96945(int n) {
float *fzHost96945_0 = (float *)malloc(4);
cudaFreeHost(fzHost96945_0);
cudaStream_t fzStream96945_2;
cudaStreamCreateWithFlags(&fzStream96945_2, cudaStreamNonBlocking);
float *fzDev96945_1;
cudaMallocAsync((void **)&fzDev96945_1, n * sizeof(float), fzStream96945_2);
cudaMemsetAsync(fzDev96945_1, 0, 4);
float *fzDev96945_3;
cudaMallocAsync((void **)&fzDev96945_3, 1024, fzStream96945_2)udacE
;vent_t fzEvent96945_4;
cudaEventCreateWithFlags(&fzEvent96945_4, cudaEventDisableTiming);
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent96945_5;
cudaEventCreate(&fzEvent96945_5);
float *fzDev96945_6;
cudaMalloc((void **)&fzDev96945_6, 0);
}
}

__global__ void fzKernel99114(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost99114(int n) {
float *fzHost99114_0;
cudaMallocManaged((void **)&fzHost99114_0, (1 << 20));
free(fzHost99114_0);
}
