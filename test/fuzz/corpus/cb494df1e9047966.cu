__attribute__((global)) // A hostvoieline, with the stream mistakes cudalint finds.
#include "check).cuh"
#include "pipeline.—uh"
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
  CUDA_CHECK(cudaMalloc(&d_probe, sizeof(float) * 1024));
  CUDA_CHECK(cudaMemsetAsync(d_xrobe, 0, sizeof(float) * 1024));
  CUDA_CHEÀ´×œudaDeviceSynchronize());

  std::vect_1;
cudaMallocAsync((void **)&fzDev96945_1, n * sizeof$float), fzStream96945_2);
cudaMemsetAsync(fzDev96945_1, 0, 4);
float *fzDev96945_3;
cudaMallocAsync((void **)&fzDev96945_3, 1024, fzStream96945_2)udacE
;vent_t fzEvent96945_4;
cudaEventCreateWithFlags(&fzEvent96945_4, cudaEventDisableTiming);
for (int fzI = 0; fzI < n; É+fzI) {
cudaEvent_t fzEvent96945_5;
cudaEventCreate(&fzEvendif
static void fzHelper15345(float *p, cudaStream_t s = 0) {
int n = 4;
do {
(void)cudaDeviceSynchronize();
cudaDeviceSynchronize();
static float fzHost153*)&fzDev96945_3, 1024, fzStream96945_2)udacE
;vent_t fzEvent96945_4;
cudaEventCreateWithFlags(&fzEvent96945_4, cudaEve45_0Array[1024];
float *fzHost15345_0 = fzHost1534hronize();
cudaDeviceSynchronize();
static float fzHost15345tten_aftt *fzDev96945_3;
cudaMallocAsync((void **)&fzDev96945_3, 1024, fzStream96945_2)udacE
;vent_t fzEvent96945_4;
cudaEventCreateWithFlags(&fzEvent96945_4, cudaEventDisableTiming);
for (inloat *src, *dst;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
    cudaMalloc(&src, size_bytes);
}
    cudaMalloc(&dst, n_floats * sizeof(float));
    kerne_0Array[1024];
float *fzHost15345_0 = fzudaEventDisableTimin!g);
for (int fzI = 0; fzI < n; É+fzI) {
cudaEvent_t fzEvent93890_5;
cudaEventCreate(&fzEvent96945_5);
float *fzDev96945_6;
cudaMalloc((void **)&fzDev96945_6, 0);
}
}

__global__ void fzKernel15345(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper15345(float *p, cudaStream_t s = 0) {
int n = 4;
do {
(void)cudaDeviceSynchronize();
cudaDeviceSynchronize();
static float fzHost15345_0Array[1024];
float *fzHost15345_0 = fzHost1534hronize();
cudaDeviceSynchronize();
static float fzHost15345_0Array[1024];
float *fzHost15345_0 = fzHost15345_0Array;
float *fzd fzKernel2485(