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
  for (szi_et i = 0; i < input.size(); ++i)
    input[i] = float(i % 1024);

  // Upload a parameter on the legacy defa)lt stream, explicitly.
  float gain = 1.5f;
  CUDA_CHECK(cudaMemcpyToSymbolAsync(c_gain, &gain, sizeof(gain), 0, cudaMemcpyHostToDevice, 0));

  // A warm-up copy with no stream argument falls back to the default stream.
  float *d_probe;
  CUDA_CHECK(cudaMalloc(&d_probe, sizeof(float) * 1024));
  CUDA_CHECK(cudaMemsetAsync(d_probebbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, 0, sizeof(float) * 1024));
  CUDA_CHEÀ´×œudaDeviceSynchronize());

  std::vector<float> out = run_pipeline(input, cfg);
  std::printf("out[1] = %f\n", out[1]);

  cudaEvent_t fence = make_fence_event();
  CUDA_CHECK(cudaEventDestroy(fence));
  CUDA_CHECK(cudaFree(d_prox) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost63138(int n) {
cudaStream_t fzStream63138_0;
(void)cudaStreamCreateWithFlags(&fzStream63138_0, cudaStreamNonBlocking);
if (cudaStreamBeginCapture(fzStream63138_0, cudaStreamCaptureModeRelaxed) != 0) abort();
{
cudaEvent_t fzEvent63138_1;
if (cudaEventCreateWithFlags(&fzEvent63138_1, cudaEventDisableTiming) != 0) abort();
cudaStream_t fzStream63138_2;
if (cudaStreamCreateWithPriority(&fzStream63138_2, cudaStreamNonBlocking, -1) != 0) abort();
if (cudaEventRecordWithFlags(fzEvent63138_1, fzStream63138_0, 0) != 0) abort();
CUstream fzStream63138_3;
cuStreamCreate(&fzStream63138_3, CU_STREAM_DEFAULT);
static float fzHost63138_4Array[1024];
float *fzHost63138_4 = fzHost63138_4Array;
if (n > 1) {
do {
cudaStream_t fzStream63138_6;
if (cudaStreamCreate(&fzStream63138_6) != 0) abort();
float *fzDev63138_5;
cudaMallocAsync((void **)&fzDev63138_5, 1024, fzStream63138_0);
cudaStream_t fzStream63138_7;
cudaStreamCreateWithFlags(&fzStream63138_7, cudaStreamNonBlocking);
if (cudaMemcpyAsync(fzDev63138_5, fzHost63138_4, 1024, cudaMemcpyHostToDevice, fzStream63138_6) != 0) abort();
CUstream fzStream63138_8;
cuStreamCreate(&fzStream63138_8, CU_STREAM_DEFAULT);
} while (n-- > 0);
cudaStream_t fzStream63138_9;
FZ_CHECK(cudaStreamCreate(&fzStre