#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "report.h"

using namespace probe;

TEST(Report, Round6) {
  EXPECT_DOUBLE_EQ(round6(3.14159265), 3.14159);
  EXPECT_DOUBLE_EQ(round6(123456789.0), 123457000.0);
  EXPECT_DOUBLE_EQ(round6(0), 0);
  EXPECT_TRUE(std::isnan(round6(NAN)));
}

TEST(Report, StatsJsonHasUnitlessFields) {
  json j = stats_json(summarize({1, 2, 3, 4}));
  for (const char* k : {"median", "min", "max", "mean", "spread", "iqr_rel", "n"})
    EXPECT_TRUE(j.contains(k)) << k;
  EXPECT_EQ(j["n"], 4);
  EXPECT_DOUBLE_EQ(j["median"].get<double>(), 2.5);
  EXPECT_DOUBLE_EQ(j["spread"].get<double>(), 1.2);
}

TEST(Report, NanBecomesNull) {
  json j = stats_json(summarize({0, 0, 1}));
  EXPECT_TRUE(j["spread"].is_null());
  EXPECT_NE(j.dump().find("\"spread\":null"), std::string::npos);
}

TEST(Report, SeriesJson) {
  Series s;
  s.names = {"gbps", "gpu_us"};
  s.values = {{1, 2, 3}, {10, 20, 30}};
  s.stop = StopReason::kTimeCap;
  json j = series_json(s);
  EXPECT_DOUBLE_EQ(j["gbps"]["median"].get<double>(), 2);
  EXPECT_DOUBLE_EQ(j["gpu_us"]["max"].get<double>(), 30);
  EXPECT_EQ(j["reps"], 3);
  EXPECT_EQ(j["stop"], "time_cap");
  EXPECT_EQ(j["stable"], false);
}

TEST(Report, CostFactor) {
  EXPECT_DOUBLE_EQ(cost_factor(10, 2, true), 5);    // time: bad/fixed
  EXPECT_DOUBLE_EQ(cost_factor(10, 50, false), 5);  // rate: fixed/bad
  EXPECT_TRUE(std::isnan(cost_factor(0, 1, true)));
  EXPECT_TRUE(std::isnan(cost_factor(1, NAN, true)));
}

TEST(Report, ComparisonJson) {
  Comparison c;
  c.id = "h2d";
  c.experiment = "bandwidth";
  c.metric = "gbps";
  c.lower_is_better = false;
  c.bad_variant = "pageable";
  c.fixed_variant = "pinned";
  c.bad = 10;
  c.fixed = 40;
  c.params = {{"bytes", 4096}};
  json j = comparison_json(c);
  EXPECT_DOUBLE_EQ(j["ratio_bad_over_fixed"].get<double>(), 0.25);
  EXPECT_DOUBLE_EQ(j["cost_factor"].get<double>(), 4);
  EXPECT_EQ(j["params"]["bytes"], 4096);
  EXPECT_EQ(j["bad_variant"], "pageable");
  c.fixed = 0;
  EXPECT_TRUE(comparison_json(c)["ratio_bad_over_fixed"].is_null());
}

TEST(Report, FormatBytes) {
  EXPECT_EQ(format_bytes(100), "100 B");
  EXPECT_EQ(format_bytes(4096), "4 KiB");
  EXPECT_EQ(format_bytes(64ull << 20), "64 MiB");
  EXPECT_EQ(format_bytes(3ull << 29), "1.5 GiB");
  EXPECT_EQ(format_bytes(50000000), "47.7 MiB");
}

TEST(Report, FmtSig) {
  EXPECT_EQ(fmt_sig(53.123), "53.1");
  EXPECT_EQ(fmt_sig(0.012345), "0.0123");
  EXPECT_EQ(fmt_sig(12345.6), "12346");
  EXPECT_EQ(fmt_sig(NAN), "n/a");
  EXPECT_EQ(fmt_sig(0), "0");
}

TEST(Report, NearestSizeIndex) {
  std::vector<uint64_t> s = {4096, 16384, 65536, 262144};
  EXPECT_EQ(nearest_size_index(s, 1), 0u);
  EXPECT_EQ(nearest_size_index(s, 4096), 0u);
  EXPECT_EQ(nearest_size_index(s, 10000), 1u);  // log2 distance: 1.29 vs 0.71
  EXPECT_EQ(nearest_size_index(s, 8192), 0u);   // tie goes to the smaller size
  EXPECT_EQ(nearest_size_index(s, 1ull << 40), 3u);
  EXPECT_EQ(nearest_size_index({262144, 4096}, 5000), 1u);  // unsorted input
  EXPECT_THROW(nearest_size_index({}, 1), std::invalid_argument);
}

TEST(Report, WriteTextFileIsAtomicAndChecked) {
  char tmpl[] = "/tmp/probe-report-XXXXXX";
  ASSERT_NE(mkdtemp(tmpl), nullptr);
  std::string dir = tmpl, path = dir + "/out.json";
  EXPECT_EQ(check_writable(path), "");
  write_text_file(path, "{\"a\": 1}\n");
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  EXPECT_EQ(ss.str(), "{\"a\": 1}\n");
  EXPECT_NE(check_writable(dir + "/missing/out.json"), "");
  EXPECT_NE(check_writable(dir + "/"), "");
  EXPECT_THROW(write_text_file(dir + "/missing/out.json", "x"), std::runtime_error);
  std::remove(path.c_str());
  rmdir(dir.c_str());
}
