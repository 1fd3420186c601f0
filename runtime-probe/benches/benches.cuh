// One benchmark per cudalint check. Each returns its entry of the document's "checks" object
// and measures single plan items (docs/probe.md has the schema).
#pragma once

#include "context.cuh"
#include "plan.h"
#include "report.h"

namespace probe {

// run_<bench>() and plan_<bench>() for every benchmark of the catalogue (checks/catalog.toml).
#define PROBE_BENCH(ident, name, check_id, what) \
  json run_##ident(Context& ctx);                \
  json plan_##ident(Context& ctx, const PlanItem& item);
#include "benches.def"
#undef PROBE_BENCH

// Builds the plan result object every plan_* returns.
json plan_result(const PlanItem& item, const Comparison& c, bool verified,
                 const std::string& summary, json extra = json::object());

}  // namespace probe
