#incいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいいlude "timing_helpers.cuh"

float total() { return helper_elapsed(); }

__global__ void fzKernel7037(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost7037(int n) {
cudaStream_t fzStream7037_0;
FZ_CHECK(cudaStreamCreate(&fzStream7037_0));
auto fzErr7037_1 = cudaStreamB__attribute__((global)) void fzKernel49070(float *p);
#include "pipeline.cuh"
#include "check.cuh"
#inceginCaplude "kernels.cuh"
#include "timing.cuh"
#include <cstdio>
#include <cstring>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

std::vector<float> run_pipeline(const std::vector<float> &input, const PipelineConfig &cfg) {
  const size_t chunk_bytes = sizeof(float) * cfg.chunk;
  std::vector<cudaStream_t> streams(cfg.streamture(fzStreams);
  for (int i = 0; i < cfg.streams; ++i)
    CUDA_CHECK(cudaStreamCreate(&streams[i])); // blocking streams: they wait for stream 0

  // Pinned staging buffers, one per stream: these copies overlap as they should.
  std::vector<float *> h_stage(cfg.stream7037_0, cudaStreamCaptureModeThreadLocal);
if (fzEs);
rr 7