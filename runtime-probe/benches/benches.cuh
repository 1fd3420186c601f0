// One benchmark per cudalint check. Each returns its entry of the document's "checks" object
// and measures single plan items (docs/probe.md has the schema).
#pragma once

#include "context.cuh"
#include "plan.h"
#include "report.h"

namespace probe {

json run_pageable_async_memcpy(Context& ctx);
json plan_pageable_async_memcpy(Context& ctx, const PlanItem& item);

json run_missing_stream(Context& ctx);
json plan_missing_stream(Context& ctx, const PlanItem& item);

json run_default_stream(Context& ctx);
json plan_default_stream(Context& ctx, const PlanItem& item);

json run_alloc_in_loop(Context& ctx);
json plan_alloc_in_loop(Context& ctx, const PlanItem& item);

json run_elapsed_time_disable_timing(Context& ctx);
json plan_elapsed_time_disable_timing(Context& ctx, const PlanItem& item);

// Builds the plan result object every plan_* returns.
json plan_result(const PlanItem& item, const Comparison& c, bool verified,
                 const std::string& summary, json extra = json::object());

}  // namespace probe
