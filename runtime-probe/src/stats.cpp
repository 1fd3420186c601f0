#include "stats.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace probe {

namespace {
double rel(double num, double median) {
  if (median != 0) return num / std::fabs(median);
  return num == 0 ? 0.0 : std::numeric_limits<double>::quiet_NaN();
}
}  // namespace

double Summary::spread() const { return rel(max - min, median); }
double Summary::iqr_rel() const { return rel(q3 - q1, median); }

double quantile_sorted(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) throw std::invalid_argument("quantile of an empty sample");
  if (q <= 0) return sorted.front();
  if (q >= 1) return sorted.back();
  double pos = q * static_cast<double>(sorted.size() - 1);
  size_t lo = static_cast<size_t>(std::floor(pos));
  size_t hi = std::min(lo + 1, sorted.size() - 1);
  double frac = pos - static_cast<double>(lo);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * frac;
}

Summary summarize(std::vector<double> v) {
  if (v.empty()) throw std::invalid_argument("summary of an empty sample");
  std::sort(v.begin(), v.end());
  Summary s;
  s.n = v.size();
  s.min = v.front();
  s.max = v.back();
  s.median = quantile_sorted(v, 0.5);
  s.q1 = quantile_sorted(v, 0.25);
  s.q3 = quantile_sorted(v, 0.75);
  s.mean = std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
  return s;
}

SamplerConfig default_sampler(bool quick) {
  SamplerConfig c;
  if (quick) {
    c.warmup = 1;
    c.min_reps = 5;
    c.max_reps = 20;
    c.time_cap_s = 0.1;
    c.stable_iqr_rel = 0.05;
  }
  return c;
}

const char* stop_reason_name(StopReason r) {
  switch (r) {
    case StopReason::kContinue:
      return "running";
    case StopReason::kStable:
      return "stable";
    case StopReason::kMaxReps:
      return "max_reps";
    case StopReason::kTimeCap:
      return "time_cap";
    case StopReason::kHardCap:
      return "hard_cap";
  }
  return "?";
}

StopReason should_stop(const SamplerConfig& cfg, const std::vector<double>& primary,
                       double elapsed_s) {
  const int n = static_cast<int>(primary.size());
  if (n >= cfg.max_reps) return StopReason::kMaxReps;
  if (n >= cfg.min_reps) {
    Summary s = summarize(primary);
    double iqr = s.iqr_rel();
    if (!std::isnan(iqr) && iqr <= cfg.stable_iqr_rel) return StopReason::kStable;
    if (elapsed_s >= cfg.time_cap_s) return StopReason::kTimeCap;
  }
  if (n >= 3 && elapsed_s >= cfg.hard_cap_factor * cfg.time_cap_s) return StopReason::kHardCap;
  return StopReason::kContinue;
}

Summary Series::summary(const std::string& name) const {
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return summarize(values[i]);
  throw std::out_of_range("no metric '" + name + "' in series");
}

double steady_seconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

Series run_series(const SamplerConfig& cfg, const std::vector<std::string>& names,
                  const SampleFn& fn, const ClockFn& clock) {
  if (names.empty()) throw std::invalid_argument("run_series needs at least one metric");
  std::vector<double> out(names.size());
  for (int i = 0; i < cfg.warmup; ++i) fn(out);
  Series s;
  s.names = names;
  s.values.assign(names.size(), {});
  const double t0 = clock();
  for (;;) {
    std::fill(out.begin(), out.end(), std::numeric_limits<double>::quiet_NaN());
    fn(out);
    for (size_t m = 0; m < names.size(); ++m) s.values[m].push_back(out[m]);
    s.elapsed_s = clock() - t0;
    s.stop = should_stop(cfg, s.values[0], s.elapsed_s);
    if (s.stop != StopReason::kContinue) break;
  }
  return s;
}

}  // namespace probe
