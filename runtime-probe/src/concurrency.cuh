// N short kernels, each on its own stream, and how much of their run time overlapped: each kernel
// writes its start and end (GPU global timer, ns); concurrency = sum of kernel durations / span
// from the first start to the last end. N means all ran at once, 1 means one after another.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cuda_util.cuh"
#include "report.h"

namespace probe {

enum class ConcMode {
  kLegacyDefault,        // all N kernels on the legacy default stream
  kNonBlocking,          // N streams created with cudaStreamNonBlocking
  kNonBlockingLegacyOp,  // same, one empty kernel on the legacy default stream after N/2
  kBlocking,             // N streams from cudaStreamCreate (they sync with the legacy stream)
  kBlockingLegacyOp,     // same, one empty kernel on the legacy default stream after N/2
};
const char* conc_mode_name(ConcMode m);
const char* conc_mode_description(ConcMode m);

struct ConcResult {
  double span_us = 0;        // first kernel start to last kernel end, GPU clock
  double kernel_sum_us = 0;  // sum of the kernels' own durations
  double concurrency = 0;    // kernel_sum_us / span_us
  double wall_us = 0;        // host: first launch to cudaDeviceSynchronize returning
  std::string error;         // "" when the timestamps are consistent
};

class ConcurrencyRig {
 public:
  ConcurrencyRig(int n, uint64_t kernel_ns, ConcMode mode);
  ConcResult run();

 private:
  int n_;
  uint64_t ns_;
  ConcMode mode_;
  std::vector<std::unique_ptr<Stream>> streams_;
  DeviceBuffer rec_;
  std::vector<unsigned long long> host_rec_;
};

}  // namespace probe
