// --plan FILE: a JSON array of configurations to measure (schema in docs/probe.md).
// Plain C++ (no CUDA).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace probe {

struct PlanItem {
  std::string id;
  std::string check;      // normalized bench name, e.g. "pageable-async-memcpy"
  nlohmann::json config;  // the config as resolved (defaults filled in), echoed in the results
  // Resolved fields; which ones a check takes, their ranges and defaults are its plan keys in
  // the catalogue (checks/catalog.toml; docs/probe.md has the table).
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
