// The copy/compute pipeline shared by pageable-async-memcpy, missing-stream and default-stream:
// the input is cut into chunks; each chunk is copied H2D, transformed by a kernel, copied D2H.
// With chunks spread over several streams, one chunk's copies overlap another's kernel.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cuda_util.cuh"
#include "report.h"

namespace probe {

struct PipelineSpec {
  size_t total_bytes = 64u << 20;
  size_t chunk_bytes = 8u << 20;
  int streams = 2;
  bool legacy_default = false;  // every operation on the legacy default stream instead
  Stream::Kind stream_kind = Stream::kNonBlocking;
  bool legacy_op_each_chunk = false;  // an empty kernel on the legacy default stream per chunk
  HostKind host_kind = HostKind::kPinned;
  int compute_iters = 256;
  uint64_t seed = 1;
};

json pipeline_spec_json(const PipelineSpec& s);

class Pipeline {
 public:
  explicit Pipeline(const PipelineSpec& spec);
  // Enqueues the whole pipeline and waits for the device; returns host wall time in ms.
  double run();
  // Poisons the output, runs once, and checks every element against the closed form.
  // Returns "" when correct, else what was wrong.
  std::string verify();

 private:
  PipelineSpec spec_;
  size_t n_total_ = 0;
  HostBuffer in_, out_;
  std::vector<std::unique_ptr<Stream>> streams_;
  std::vector<DeviceBuffer> d_in_, d_out_;
};

inline constexpr uint32_t kAffineA = 1664525u, kAffineB = 1013904223u;

// Iterations of the affine kernel that make its time on one chunk about equal to one pinned H2D
// copy of the chunk, so compute and copies can hide each other. Measured, not guessed.
int calibrate_compute_iters(size_t chunk_bytes);

}  // namespace probe
