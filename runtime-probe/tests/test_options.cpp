#include <gtest/gtest.h>

#include <fstream>

#include "catalog.h"
#include "options.h"

using namespace probe;

namespace {
ParseOutcome P(std::vector<std::string> a) { return parse_options(a); }
}  // namespace

TEST(Options, Defaults) {
  auto r = P({});
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(r.options.quick);
  EXPECT_TRUE(r.options.benches.empty());
  EXPECT_FALSE(r.options.benches_given);
  EXPECT_EQ(r.options.device, 0);
  EXPECT_EQ(r.options.json_path, "");
}

TEST(Options, AllFlags) {
  auto r = P({"--quick", "--json", "out.json", "--device", "2", "--plan", "p.json"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_TRUE(r.options.quick);
  EXPECT_EQ(r.options.json_path, "out.json");
  EXPECT_EQ(r.options.device, 2);
  EXPECT_EQ(r.options.plan_path, "p.json");
}

TEST(Options, EqualsForms) {
  auto r = P({"--json=o.json", "--device=1", "--bench=missing-stream,cuda-alloc-in-loop"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.options.json_path, "o.json");
  EXPECT_EQ(r.options.device, 1);
  EXPECT_EQ(r.options.benches, (std::vector<std::string>{"missing-stream", "alloc-in-loop"}));
}

TEST(Options, BenchTakesSeveralNamesInCatalogOrder) {
  auto r = P({"--bench", "elapsed-time-disable-timing", "pageable-async-memcpy", "--quick"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_TRUE(r.options.quick);
  EXPECT_TRUE(r.options.benches_given);
  EXPECT_EQ(r.options.benches,
            (std::vector<std::string>{"pageable-async-memcpy", "elapsed-time-disable-timing"}));
}

TEST(Options, BenchDeduplicatesAndAcceptsCheckIds) {
  auto r = P({"--bench", "cuda-default-stream", "default-stream", "--bench", "default-stream"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.options.benches, (std::vector<std::string>{"default-stream"}));
}

TEST(Options, JsonToStdout) {
  auto r = P({"--json", "-"});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.options.json_path, "-");
}

TEST(Options, Errors) {
  EXPECT_NE(P({"--bogus"}).error.find("unknown option '--bogus'"), std::string::npos);
  EXPECT_NE(P({"stray"}).error.find("unexpected argument"), std::string::npos);
  EXPECT_NE(P({"--bench"}).error.find("at least one"), std::string::npos);
  EXPECT_NE(P({"--bench", "nope"}).error.find("unknown benchmark 'nope'"), std::string::npos);
  EXPECT_NE(P({"--bench=missing-stream,,alloc-in-loop"}).error.find("empty"), std::string::npos);
  EXPECT_NE(P({"--json"}).error.find("needs a value"), std::string::npos);
  EXPECT_NE(P({"--json", "--quick"}).error.find("needs a value"), std::string::npos);
  EXPECT_NE(P({"--json="}).error.find("empty value"), std::string::npos);
  EXPECT_NE(P({"--json", "a", "--json", "b"}).error.find("twice"), std::string::npos);
  EXPECT_NE(P({"--device", "x"}).error.find("non-negative integer"), std::string::npos);
  EXPECT_NE(P({"--device=-3"}).error.find("non-negative integer"), std::string::npos);
  EXPECT_NE(P({"--device", "99999999"}).error.find("non-negative integer"), std::string::npos);
  EXPECT_NE(P({"--list=1"}).error.find("takes no value"), std::string::npos);
}

TEST(Options, HelpVersionList) {
  EXPECT_TRUE(P({"--help"}).options.help);
  EXPECT_TRUE(P({"-h"}).options.help);
  EXPECT_TRUE(P({"--version"}).options.version);
  EXPECT_TRUE(P({"--list"}).options.list);
}

TEST(Options, UsageMentionsEveryOptionAndExitCode) {
  std::string u = usage_text();
  for (const char* o : {"--list", "--bench", "--quick", "--json", "--device", "--plan", "--help",
                        "--version", "exit codes"})
    EXPECT_NE(u.find(o), std::string::npos) << o;
}

TEST(Catalog, NamesMatchChecks) {
  // The list comes from the check catalogue; each entry has its benchmark source.
  auto names = bench_names();
  ASSERT_FALSE(names.empty());
  for (const auto& b : catalog()) {
    EXPECT_EQ(b.check_id, "cuda-" + b.name);
    std::ifstream source(std::string(PROBE_SOURCE_DIR) + "/benches/" + b.name + ".cu");
    EXPECT_TRUE(source.good()) << b.name;
  }
  EXPECT_EQ(normalize_check_name("cuda-missing-stream"), "missing-stream");
  EXPECT_EQ(normalize_check_name("missing-stream"), "missing-stream");
  EXPECT_EQ(normalize_check_name("cuda-"), "");
  EXPECT_EQ(normalize_check_name("missing"), "");
}
