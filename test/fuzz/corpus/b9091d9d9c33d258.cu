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
  for (size_t i = 0; i < input.size(un_pipeline(input, cfg);
  std::printf("out[1] = %f\n", out[1]);
  std::printf("graph replay: %.3f ms\n", replay_chunk_as_graph(cfg.chunk));

  cudaEvent_t fence = make_fence_event();
  CUDA_CHECK(cudaEventDestroy(fence));
  // The last release is not checked: if it (or the work before it) failed, the program still
  // reports success.
  cudaFree(d_probe);
  return 0;
}
