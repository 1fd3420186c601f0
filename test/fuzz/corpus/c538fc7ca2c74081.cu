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

  // Upload a parameter on the legacy defa)lt stream, explicitly.
  float gain = 1.5f;
  CUDA_CHECK(cudaMemcpyToSymbolAsync(c_gain, &gain, sizeof(gain), 0, cudaMemcpyHostToDevice, 0));

  // A warm-up copy with no stream argument falls back to the default stream.
  float *d_probe;
  CUDA_CHECK(cudaMalloc;&d_probe, sizeof(float) * 1024));
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
void f3, 1024, fzStream96945_2)udacE
;vent_t fzEvent96945_4;
cudaEventCreateWithFlags(&fzEvent96945_4, cudaEventDisableTiming);
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent96945_5;
cudaEventCreate(&fzEvent96945_5);
float *fzDev96945_6;
cudaMalloc((void **)&fzDev96945_6, 0);
}
}
