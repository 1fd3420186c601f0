#include <gtest/gtest.h>

#include "plan.h"

using namespace probe;

TEST(Plan, ExampleFileParses) {
  PlanParse p = load_plan_file(std::string(PROBE_SOURCE_DIR) + "/plans/example-plan.json");
  ASSERT_TRUE(p.ok()) << p.error;
  ASSERT_EQ(p.items.size(), 6u);
  EXPECT_EQ(p.items[0].id, "upload-weights");
  EXPECT_EQ(p.items[0].check, "pageable-async-memcpy");  // "cuda-" prefix accepted
  EXPECT_EQ(p.items[0].bytes, 50000000u);
  EXPECT_EQ(p.items[1].direction, "D2H");
}

TEST(Plan, DefaultsAreFilledAndEchoed) {
  PlanParse p = parse_plan_text(R"([
    {"id": "a", "check": "pageable-async-memcpy", "config": {"bytes": 4096}},
    {"id": "b", "check": "missing-stream"},
    {"id": "c", "check": "default-stream", "config": {}},
    {"id": "d", "check": "alloc-in-loop", "config": {"alloc_bytes": 1}},
    {"id": "e", "check": "elapsed-time-disable-timing"}])");
  ASSERT_TRUE(p.ok()) << p.error;
  EXPECT_EQ(p.items[0].direction, "H2D");
  EXPECT_EQ(p.items[0].config["direction"], "H2D");
  EXPECT_EQ(p.items[1].bytes, 64u << 20);
  EXPECT_EQ(p.items[1].streams, 2);
  EXPECT_EQ(p.items[1].config["streams"], 2);
  EXPECT_EQ(p.items[2].streams, 8);
  EXPECT_EQ(p.items[3].alloc_bytes, 1u);
  EXPECT_TRUE(p.items[4].config.empty());
}

TEST(Plan, EmptyArrayIsValid) {
  PlanParse p = parse_plan_text("[]");
  EXPECT_TRUE(p.ok());
  EXPECT_TRUE(p.items.empty());
}

namespace {
std::string err(const std::string& text) { return parse_plan_text(text).error; }
bool has(const std::string& s, const std::string& sub) { return s.find(sub) != std::string::npos; }
}  // namespace

TEST(Plan, Errors) {
  EXPECT_TRUE(has(err("nope"), "not valid JSON"));
  EXPECT_TRUE(has(err("{}"), "must be a JSON array"));
  EXPECT_TRUE(has(err("[1]"), "expected an object"));
  EXPECT_TRUE(has(err(R"([{"check": "missing-stream"}])"), "\"id\""));
  EXPECT_TRUE(has(err(R"([{"id": "", "check": "missing-stream"}])"), "\"id\""));
  EXPECT_TRUE(has(err(R"([{"id": "a"}])"), "\"check\""));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "nope"}])"), "unknown check 'nope'"));
  EXPECT_TRUE(
      has(err(R"([{"id": "a", "check": "missing-stream", "extra": 1}])"), "unknown key 'extra'"));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "missing-stream"},
                          {"id": "a", "check": "missing-stream"}])"),
                  "duplicate id"));
  EXPECT_TRUE(
      has(err(R"([{"id": "a", "check": "missing-stream", "config": []}])"), "must be an object"));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "pageable-async-memcpy"}])"), "needs \"bytes\""));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "alloc-in-loop", "config": {"bytes": 5}}])"),
                  "does not apply"));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "pageable-async-memcpy",
                           "config": {"bytes": 0}}])"),
                  "\"bytes\" must be"));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "pageable-async-memcpy",
                           "config": {"bytes": 1.5}}])"),
                  "\"bytes\" must be"));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "pageable-async-memcpy",
                           "config": {"bytes": 2147483648}}])"),
                  "\"bytes\" must be"));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "pageable-async-memcpy",
                           "config": {"bytes": "4096"}}])"),
                  "\"bytes\" must be"));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "pageable-async-memcpy",
                           "config": {"bytes": 4096, "direction": "h2d"}}])"),
                  "\"direction\""));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "default-stream",
                           "config": {"streams": 0}}])"),
                  "\"streams\" must be"));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "default-stream",
                           "config": {"streams": 65}}])"),
                  "\"streams\" must be"));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "missing-stream",
                           "config": {"streams": 1}}])"),
                  "\"streams\" must be"));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "missing-stream",
                           "config": {"bytes": 100, "streams": 2}}])"),
                  "at least 4096 per stream"));
  EXPECT_TRUE(has(err(R"([{"id": "a", "check": "elapsed-time-disable-timing",
                           "config": {"bytes": 1}}])"),
                  "does not apply"));
}

TEST(Plan, ErrorNamesTheItem) {
  std::string e = err(R"([{"id": "ok", "check": "missing-stream"},
                          {"id": "broken", "check": "alloc-in-loop"}])");
  EXPECT_TRUE(has(e, "plan[1]")) << e;
  EXPECT_TRUE(has(e, "broken")) << e;
}

TEST(Plan, MissingFile) {
  PlanParse p = load_plan_file("/nonexistent/dir/plan.json");
  EXPECT_FALSE(p.ok());
  EXPECT_TRUE(has(p.error, "cannot read plan file"));
}
