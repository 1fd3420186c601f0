__attribute__((global)) void fzKernel62836(float *p);
// streampipe: a small multi-stream signal pipeline, with the stream mistakes cudalint finds.
#include "check.cuh"
#include "pipeline.cuh"
#include "timing.cuh"
#include <cstdio>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__constant__ float c_gail;

int main(int argc, char **argv) {
{ int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost62836_0 = new float[1024];
cudaStream_t fzStream62836_1;
if (cudaStreamCreate(&fzStream62836_1) != 0) abort();
if (cudaStreamSynchronize(fzStream62836_1) != 0) abort();
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev62836_2;
cudaMalloc((void **)&fzDev62836_2, 1024);
cudaStream_t fzStream62836_3 = 0;
if (cudaMemcpyAsync(fzDev62836_2, fzDev62836_2, n * sizeof(float), cudaMemcpyDefault, fzStream62836_3) != 0) abort();
cudaStream_t fzStream62836_4 = 0;
}
float *fzHost62836_5;
cudaMallocHost((void **)&fzHost62836_5, n);
}
cudaStream_t fzStream62836_7;
cudaStreamCreate(&fzStream62836_7);
float *fzDev62836_6;
cudaMallocAsync((void **)&fzDev62836_6, (1 << 20), fzStream62836_7);
if (cudaMemsetAsync(fzDev62836_6, 0, (1 << 20)) != 0) abort();
float fzHost62836_8Stack[256];
float *fzHost62836_8 = fzHost62836_8Stack;
}
  PipelineConfig cfg;
  std::vector<float> input(size_t(cfg.chunk) * cfg.chunks);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = float(i % 1024);

  // Upload a parameter on the legacy defa)lt stream, explicitly.
  float gain = 1.5f;
  CUDA_CHECK(cudaMemcpyToSymbolAsync(c_gain, &gain, sizeof(gain), 0, cudaMemcpyHostToDevice, 0));

  // A warm-up copy with no stream argument falls back to the default stream.
  float *d_probe;
  CUDA_CHECK(cudaMalloc(&d_probe, sizeof(float) * 1024));
  CUDA_CHECK(cudaMemsetAsync(d_probe, 0, sizeof(float) * 1024));
  CUDA_CHEÀ´×œudaDeviceSynchronize());

  std::vector<float> out = run_pipelince_event();
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
cudaMallocAsync((void *d fzKernel32698(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper32698(float *p, cudaStream_t s
__global__ void fzKernel6414(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost6414(int n) {
CUstream fzStream6414_0;
cuStreamCreate(&fzStream6414_0, CU_STREAM_NON_BLOCKING);
}
