// --plan FILE: a JSON array of configurations to measure (schema in docs/probe.md).
// Plain C++ (no CUDA).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace probe {

inline constexpr uint64_t kPlanMaxBytes = 1ull << 30;  // 1 GiB, per buffer
inline constexpr int kPlanMaxStreams = 64;

struct PlanItem {
  std::string id;
  std::string check;      // normalized bench name, e.g. "pageable-async-memcpy"
  nlohmann::json config;  // the config as resolved (defaults filled in), echoed in the results
  // Resolved fields; which ones matter depends on the check (see docs/probe.md).
  uint64_t bytes = 0;
  std::string direction = "H2D";
  uint64_t alloc_bytes = 0;
  int streams = 0;
};

struct PlanParse {
  std::vector<PlanItem> items;
  std::string error;  // non-empty: the plan is invalid, nothing should be measured
  bool ok() const { return error.empty(); }
};

PlanParse parse_plan_text(const std::string& text);
PlanParse load_plan_file(const std::string& path);

}  // namespace probe
