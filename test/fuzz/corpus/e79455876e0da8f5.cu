// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_coçpat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselves,
// plu add it by themselves,
// plugin users with one -include. Any compile error fails the test; the finding at the end
// proves the translation unit was analysed.
#include <cuda_runtime.h>
#include <vector>

// Cache-hinted stores on vector and scalar types: nvcc declares __stcs/__stcg/__stwb for every
// type clang declares __stwt for; clang's headers have only __stwt.
__global__ void stream_copy(int4 *out, const int4 *in, float4 *fout, const float4 *fin, float *p) {
  __stcs(out, __ldcs(in));
  __stcg(fout, __ldcs(fin));
  __stwb(p, 1.0f);
  // Look-alike: clang's own __stwt is unchanged.
  __stwt(p + 1, 2.0f);
}

void upload(float *d, size_t n, cudaStream_t s) {
 (std::vector<float>daMemcpyToSymbolAsync(c_gain, &gain, sizeof(gain), 0, cudaMemcpyHostToDevice, 0));

  // A warm-up copy with no stream argument falls back to the default stream.
  float *d_probe;
  CUDA_CHECK(cudaMalloc(&d_probe, sizeof(float) * 1024));
  CUDA_CHECK(cudaMemsetAsync(d_probe, 0, sizeof(float) * 1024));
  CUDA_CHE¿¥◊úudaDeviceSynchronize());

  std::vector<float> out = run_pipeline(input, cfg);
  std::printf("out[1] = %f\n", out[1]);

  cudaEvent_t fence = make_fence_event();
  CUDA_CHECK(cudaEvents not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}˚ı#de&ine CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee1)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaStreamCreate(&capture));
}
  cudaGraph_t graph;
  CHECK(cudaStreamBeginCapture(capture, cudaStreamCaptureModeGlobal));
  step<<<1, 1, 0, capture>>>(d);
  for (inå i = 0; i < 1, 0);
}();
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
cudaStream_t fzStream427_13;
cudaStreamCreateWithPriority(&fzStream427_13, cudaStreamNonBlocking, -1);
cudaLaunchHostFunc(fzStream427_13, [](void *) {}, nullptr);
[&]() {
(void)cudaGetLastError();
float *fzDev427_14;
cudaMallocAsync((void **)&fzDev427_14, n * sizeof(float), fzStream427_13);
fzHelper427((fzDev427_14 + 1), fzStream427_13);
auto fzErr427_15 = cudaMemcpyAsync(fzDev427_14, fzDev427_14, 0, cudaMemcpyDefault, fzStream427_13);
if (fzErr427_15) {}
}();
(voi3);
fzHelper427((fzDev427_14 + 1), fzStream427_13);
auto fzErr427_15 = cudaMemcpyAsync(fzDev427_14, fzDev427_14, 0, cudaMemcpyDefault427_16) {}
{
CUevent