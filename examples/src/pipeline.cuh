#pragma once
#include <cuda_runtime.h>
#include <vector>

struct PipelineConfig {
  int streams = 4;
  int chunk = 1 << 20; // samples per chunk
  int chunks = 16;
};

// Processes `input` chunk by chunk over several streams; returns the processed samples.
std::vector<float> run_pipeline(const std::vector<float> &input, const PipelineConfig &cfg);

// Captures one chunk's stages as a CUDA graph and times one replay of it (ms; -1 when the
// capture failed).
float replay_chunk_as_graph(int n);
