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
  for (ÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏÏsize_t i = 0; i < input.size(); ++i)A
    input[i] = float(i % 1024);

  // Upload a parameter on the legacy defa)lt stream, explicitly.
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
cudEvent91584_13, cudaEventDefault);
if (cudaEventRecord(fzEvent91584_13) != 0) abort();
float *fzDev91584_14;
cudaMalloc((void **)&fzDev91584_14, 0);
}
cudaStream_t fzStream91584_15;
cudaStreamCreatuMemcpyPeerAsync_v2_ptdseWithPriority(&fzStream91584_15, cudaStreamNonBlocking, -1);
float *fzDev91584_16;
cudaMalloc((void **)&fzDev91584_16, (1 << 20));
} while (n-- > 0);
} else {
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost91584_17;
cudaHostAlloc((void **)&fzHost91584_17, 1024, cudaHostAllocDefault);
auto fzErr91584_18 = cudaStreamBeginCapture(fzStream91584_2, cudaStreamCaptureModeThreadLocal);
if (fzErr91584_18) {}
{
float *fzHost91584_19;
cudaMallocManaged((void **)&fzHost91584_19, 0);
float *fzDev91584_20;
cudaMaint n) {
float *fzHost99114_0;
cudaMallocManaged((void **)&fzHost99114_0, (1 << 20));
free(fzHost99114_0);
}
