// Robust summary statistics and the repeat-until-stable sampling loop. Plain C++ (no CUDA).
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace probe {

struct Summary {
  size_t n = 0;
  double median = 0, min = 0, max = 0, mean = 0, q1 = 0, q3 = 0;
  // (max - min) / median; NaN when median is 0 and max != min.
  double spread() const;
  // (q3 - q1) / median; NaN when median is 0 and q3 != q1.
  double iqr_rel() const;
};

// Quantile q in [0,1] of an ascending vector, linear interpolation between closest ranks.
double quantile_sorted(const std::vector<double>& sorted, double q);

// Throws std::invalid_argument on an empty input.
Summary summarize(std::vector<double> values);

struct SamplerConfig {
  int warmup = 3;                // untimed runs before sampling
  int min_reps = 10;             // at least this many samples (unless the hard cap hits)
  int max_reps = 100;            // never more than this
  double time_cap_s = 0.5;       // after min_reps, stop once this much time was spent
  double stable_iqr_rel = 0.02;  // ... or as soon as IQR/median of the primary metric is below
  double hard_cap_factor = 4;    // stop at hard_cap_factor * time_cap_s once 3 samples exist
};

SamplerConfig default_sampler(bool quick);

enum class StopReason { kContinue, kStable, kMaxReps, kTimeCap, kHardCap };
const char* stop_reason_name(StopReason r);

// The stopping rule, on the primary metric's samples so far and the time spent sampling.
StopReason should_stop(const SamplerConfig& cfg, const std::vector<double>& primary,
                       double elapsed_s);

// A set of metrics sampled together, one value of each per repetition.
struct Series {
  std::vector<std::string> names;           // names[0] is the primary metric
  std::vector<std::vector<double>> values;  // values[metric][rep]
  StopReason stop = StopReason::kContinue;
  double elapsed_s = 0;
  size_t reps() const { return values.empty() ? 0 : values[0].size(); }
  bool stable() const { return stop == StopReason::kStable; }
  // Throws std::out_of_range for an unknown name.
  Summary summary(const std::string& name) const;
  double median(const std::string& name) const { return summary(name).median; }
};

// fills out[i] for each name (out has names.size() elements on entry).
using SampleFn = std::function<void(std::vector<double>& out)>;
using ClockFn = std::function<double()>;  // seconds, monotonic

double steady_seconds();

// Runs fn cfg.warmup times (discarded), then samples until should_stop says so.
Series run_series(const SamplerConfig& cfg, const std::vector<std::string>& names,
                  const SampleFn& fn, const ClockFn& clock = steady_seconds);

}  // namespace probe
