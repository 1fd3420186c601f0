#include "pipeline.cuh"
#include "check.cuh"
#include "kernels.cuh"
#include "timing.cuh"
#include <cstdio>
#include <cstring>

std::vector<float> run_pipeline(const std::vector<float> &input, const PipelineConfig &cfg) {
  const size_t chunk_bytes = sizeof(float) * cfg.chunk;
  std::vector<cudaStream_t> streams(cfg.streams);
  for (int i = 0; i < cfg.streams; ++i)
    CUDA_CHECK(cudaStreamCreate(&streams[i])); // blocking streams: they wait for stream 0

  // Pinned staging buffers, one per stream: these copies overlap as they should.
  std::vector<float *> h_stage(cfg.streams);
  for (int i = 0; i < cfg.streams; ++i)
    CUDA_CHECK(cudaMallocHost(&h_stage[i], chunk_bytes));

  // The result lands in ordinary (pageable) memory: every copy into it is staged.
  std::vector<float> output(input.size());
  float *h_out = output.data();

  // A per-run counter, reset on the legacy default stream (`0`): with the blocking streams
  // above, this waits for all of them and they wait for it.
  unsigned *d_chunks_done;
  CUDA_CHECK(cudaMalloc(&d_chunks_done, sizeof(unsigned)));
  CUDA_CHECK(cudaMemsetAsync(d_chunks_done, 0, sizeof(unsigned), 0));

  // Warm up both stages on the first two streams, in a scratch buffer.
  float *d_warm;
  CUDA_CHECK(cudaMalloc(&d_warm, chunk_bytes));
  warm_up(d_warm, cfg.chunk, streams[0], streams[1 % cfg.streams], 3);
  CUDA_CHECK(cudaFree(d_warm));

  // The other streams start after what stream 0 has queued so far. The event only orders
  // work; it is never timed.
  cudaEvent_t warmed;
  CUDA_CHECK(cudaEventCreate(&warmed));
  CUDA_CHECK(cudaEventRecord(warmed, streams[0]));
  for (int i = 1; i < cfg.streams; ++i)
    CUDA_CHECK(cudaStreamWaitEvent(streams[i], warmed, 0));
  CUDA_CHECK(cudaEventDestroy(warmed));

  StreamTimer timer(streams[0]);
  timer.start();
  for (int c = 0; c < cfg.chunks; ++c) {
    cudaStream_t s = streams[c % cfg.streams];
    float *d_in, *d_tmp, *d_out;
    // Allocating per chunk synchronizes the device on every iteration.
    CUDA_CHECK(cudaMalloc(&d_in, chunk_bytes));
    CUDA_CHECK(cudaMalloc(&d_tmp, chunk_bytes));
    CUDA_CHECK(cudaMalloc(&d_out, chunk_bytes));

    float *stage = h_stage[c % cfg.streams];
    std::memcpy(stage, input.data() + size_t(c) * cfg.chunk, chunk_bytes);
    CUDA_CHECK(cudaMemcpyAsync(d_in, stage, chunk_bytes, cudaMemcpyHostToDevice, s));
    launch_stages(d_in, d_tmp, d_out, cfg.chunk, s);
    CUDA_CHECK(cudaMemcpyAsync(h_out + size_t(c) * cfg.chunk, d_out, chunk_bytes,
                               cudaMemcpyDeviceToHost, s));

    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_tmp));
    CUDA_CHECK(cudaFree(d_out));
  }
  timer.stop();
  std::printf("pipeline: %d chunks in %.3f ms\n", cfg.chunks, timer.elapsed_ms());

  CUDA_CHECK(cudaFree(d_chunks_done));
  for (int i = 0; i < cfg.streams; ++i) {
    CUDA_CHECK(cudaStreamSynchronize(streams[i]));
    CUDA_CHECK(cudaFreeHost(h_stage[i]));
    CUDA_CHECK(cudaStreamDestroy(streams[i]));
  }
  return output;
}
