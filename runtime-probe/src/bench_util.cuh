// Small helpers shared by the benchmark files.
#pragma once

#include <string>
#include <vector>

#include "context.cuh"
#include "plan.h"
#include "report.h"
#include "stats.h"

namespace probe {

// series_json(s) plus "verified".
json variant_json(const Series& s, bool verified, const json& extra = json::object());

// The sampler with at most max_reps repetitions.
SamplerConfig capped(const SamplerConfig& c, int max_reps);

// The entry of "checks" for one benchmark.
json check_object(const std::string& bench, const std::string& summary, const Comparison& headline,
                  const std::vector<Comparison>& comparisons, const json& experiments,
                  bool verified);

// Counts failures recorded from now on: verified() is true while none was added.
class FailureWatch {
 public:
  explicit FailureWatch(const Context& ctx) : ctx_(ctx), start_(ctx.failures.size()) {}
  bool verified() const { return ctx_.failures.size() == start_; }

 private:
  const Context& ctx_;
  size_t start_;
};

// "3.2x" style factor for summaries.
std::string times(double factor);

}  // namespace probe
