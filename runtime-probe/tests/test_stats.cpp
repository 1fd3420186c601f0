#include <gtest/gtest.h>

#include <cmath>

#include "stats.h"

using namespace probe;

TEST(Stats, SummarizeOddCount) {
  Summary s = summarize({5, 1, 3});
  EXPECT_EQ(s.n, 3u);
  EXPECT_DOUBLE_EQ(s.median, 3);
  EXPECT_DOUBLE_EQ(s.min, 1);
  EXPECT_DOUBLE_EQ(s.max, 5);
  EXPECT_DOUBLE_EQ(s.mean, 3);
  EXPECT_DOUBLE_EQ(s.spread(), 4.0 / 3.0);
}

TEST(Stats, SummarizeEvenCountInterpolatesMedian) {
  Summary s = summarize({4, 1, 3, 2});
  EXPECT_DOUBLE_EQ(s.median, 2.5);
  EXPECT_DOUBLE_EQ(s.q1, 1.75);
  EXPECT_DOUBLE_EQ(s.q3, 3.25);
  EXPECT_DOUBLE_EQ(s.iqr_rel(), 1.5 / 2.5);
}

TEST(Stats, SingleValue) {
  Summary s = summarize({7});
  EXPECT_DOUBLE_EQ(s.median, 7);
  EXPECT_DOUBLE_EQ(s.spread(), 0);
  EXPECT_DOUBLE_EQ(s.iqr_rel(), 0);
}

TEST(Stats, ZeroMedian) {
  EXPECT_DOUBLE_EQ(summarize({0, 0, 0}).spread(), 0);
  EXPECT_TRUE(std::isnan(summarize({0, 0, 1}).spread()));
}

TEST(Stats, EmptyThrows) { EXPECT_THROW(summarize({}), std::invalid_argument); }

TEST(Stats, QuantileEnds) {
  std::vector<double> v = {1, 2, 3, 4, 5};
  EXPECT_DOUBLE_EQ(quantile_sorted(v, 0), 1);
  EXPECT_DOUBLE_EQ(quantile_sorted(v, 1), 5);
  EXPECT_DOUBLE_EQ(quantile_sorted(v, 0.5), 3);
  EXPECT_DOUBLE_EQ(quantile_sorted(v, 0.1), 1.4);
}

TEST(Sampler, StopsWhenStable) {
  SamplerConfig c;
  c.min_reps = 5;
  c.max_reps = 100;
  c.time_cap_s = 10;
  c.stable_iqr_rel = 0.02;
  std::vector<double> v(4, 1.0);
  EXPECT_EQ(should_stop(c, v, 0.0), StopReason::kContinue);  // below min_reps
  v.push_back(1.0);
  EXPECT_EQ(should_stop(c, v, 0.0), StopReason::kStable);
}

TEST(Sampler, NoisyRunsUntilTimeCapThenMaxReps) {
  SamplerConfig c;
  c.min_reps = 3;
  c.max_reps = 8;
  c.time_cap_s = 1;
  c.stable_iqr_rel = 0.01;
  std::vector<double> v = {1, 2, 3, 4};
  EXPECT_EQ(should_stop(c, v, 0.5), StopReason::kContinue);
  EXPECT_EQ(should_stop(c, v, 1.0), StopReason::kTimeCap);
  std::vector<double> many = {1, 2, 3, 4, 5, 6, 7, 8};
  EXPECT_EQ(should_stop(c, many, 0.0), StopReason::kMaxReps);
}

TEST(Sampler, HardCapBeforeMinReps) {
  SamplerConfig c;
  c.min_reps = 10;
  c.time_cap_s = 1;
  c.hard_cap_factor = 4;
  std::vector<double> v = {1, 2};
  EXPECT_EQ(should_stop(c, v, 100), StopReason::kContinue);  // fewer than 3 samples
  v.push_back(3);
  EXPECT_EQ(should_stop(c, v, 3.9), StopReason::kContinue);
  EXPECT_EQ(should_stop(c, v, 4.0), StopReason::kHardCap);
}

TEST(Sampler, RunSeriesWarmsUpAndCollectsAllMetrics) {
  SamplerConfig c;
  c.warmup = 2;
  c.min_reps = 4;
  c.max_reps = 6;
  c.time_cap_s = 1e9;
  c.stable_iqr_rel = 0.0;  // never "stable" with noisy data
  int calls = 0;
  double fake_time = 0;
  Series s = run_series(
      c, {"a", "b"},
      [&](std::vector<double>& out) {
        ++calls;
        out[0] = calls % 2 ? 1.0 : 2.0;
        out[1] = 10.0 * calls;
      },
      [&] { return fake_time += 0.001; });
  EXPECT_EQ(calls, 2 + 6);
  EXPECT_EQ(s.reps(), 6u);
  EXPECT_EQ(s.stop, StopReason::kMaxReps);
  EXPECT_FALSE(s.stable());
  EXPECT_DOUBLE_EQ(s.summary("b").min, 30);  // warm-up values discarded
  EXPECT_DOUBLE_EQ(s.summary("b").max, 80);
  EXPECT_THROW(s.summary("c"), std::out_of_range);
}

TEST(Sampler, RunSeriesStableStopsAtMinReps) {
  SamplerConfig c = default_sampler(false);
  Series s = run_series(c, {"x"}, [](std::vector<double>& out) { out[0] = 5; });
  EXPECT_EQ(s.reps(), static_cast<size_t>(c.min_reps));
  EXPECT_TRUE(s.stable());
  EXPECT_STREQ(stop_reason_name(s.stop), "stable");
}

TEST(Sampler, QuickIsSmaller) {
  SamplerConfig q = default_sampler(true), f = default_sampler(false);
  EXPECT_LT(q.min_reps, f.min_reps);
  EXPECT_LT(q.max_reps, f.max_reps);
  EXPECT_LT(q.time_cap_s, f.time_cap_s);
}
