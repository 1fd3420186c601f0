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

  // The output copies land in chunk order: each waits for the previous chunk's. The event
  // only orders them, yet it is created with timing, so every record also takes a timestamp
  // that nobody reads.
  cudaEvent_t chunk_done;
  CUDA_CHECK(cudaEventCreate(&chunk_done));

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
    if (c > 0)
      CUDA_CHECK(cudaStreamWaitEvent(s, chunk_done, 0));
    CUDA_CHECK(cudaMemcpyAsync(h_out + size_t(c) * cfg.chunk, d_out, chunk_bytes,
                               cudaMemcpyDeviceToHost, s));
    CUDA_CHECK(cudaEventRecord(chunk_done, s));

    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_tmp));
    CUDA_CHECK(cudaFree(d_out));
  }
  timer.stop();
  std::printf("pipeline: %d chunks in %.3f ms\n", cfg.chunks, timer.elapsed_ms());
  CUDA_CHECK(cudaEventDestroy(chunk_done));

  // The run's counter, read back through a pinned word. The read does not wait for the copy:
  // it can print the value from before the copy lands.
  unsigned *h_chunks_done;
  CUDA_CHECK(cudaMallocHost(&h_chunks_done, sizeof(unsigned)));
  CUDA_CHECK(cudaMemcpyAsync(h_chunks_done, d_chunks_done, sizeof(unsigned),
                             cudaMemcpyDeviceToHost, streams[0]));
  std::printf("pipeline: counter %u\n", *h_chunks_done);
  CUDA_CHECK(cudaFreeHost(h_chunks_done));

  CUDA_CHECK(cudaFree(d_chunks_done));
  for (int i = 0; i < cfg.streams; ++i) {
    CUDA_CHECK(cudaStreamSynchronize(streams[i]));
    CUDA_CHECK(cudaFreeHost(h_stage[i]));
    CUDA_CHECK(cudaStreamDestroy(streams[i]));
  }
  return output;
}

float replay_chunk_as_graph(int n) {
  const size_t bytes = sizeof(float) * n;
  cudaStream_t graph_stream;
  CUDA_CHECK(cudaStreamCreateWithFlags(&graph_stream, cudaStreamNonBlocking));
  float *d_in, *d_out, *d_tmp = nullptr;
  CUDA_CHECK(cudaMalloc(&d_in, bytes));
  CUDA_CHECK(cudaMalloc(&d_out, bytes));
  CUDA_CHECK(cudaMemsetAsync(d_in, 0, bytes, graph_stream));

  cudaGraph_t graph = nullptr;
  CUDA_CHECK(cudaStreamBeginCapture(graph_stream, cudaStreamCaptureModeGlobal));
  // The scratch buffer is allocated while capturing: the call fails, and so does the capture.
  cudaMalloc(&d_tmp, bytes);
  launch_stages(d_in, d_tmp, d_out, n, graph_stream);
  cudaError_t captured = cudaStreamEndCapture(graph_stream, &graph);

  float ms = -1.0f;
  if (captured == cudaSuccess) {
    cudaGraphExec_t exec;
    CUDA_CHECK(cudaGraphInstantiate(&exec, graph, 0));
    // Timed with events on the legacy default stream, while the graph runs on a non-blocking
    // stream: the events do not wait for it.
    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));
    CUDA_CHECK(cudaEventRecord(start, 0));
    CUDA_CHECK(cudaGraphLaunch(exec, graph_stream));
    CUDA_CHECK(cudaEventRecord(stop, 0));
    CUDA_CHECK(cudaEventSynchronize(stop));
    CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaGraphExecDestroy(exec));
    CUDA_CHECK(cudaGraphDestroy(graph));
  } else {
    (void)cudaGetLastError();
    std::printf("graph capture failed: %s\n", cudaGetErrorString(captured));
  }
  CUDA_CHECK(cudaStreamSynchronize(graph_stream));
  if (d_tmp)
    CUDA_CHECK(cudaFree(d_tmp));
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  CUDA_CHECK(cudaStreamDestroy(graph_stream));
  return ms;
}
