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
