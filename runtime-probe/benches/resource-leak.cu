// cuda-resource-leak: the flagged pattern vs its fix (docs/probe.md: method and schema).
#include "benches.cuh"

namespace probe {

json run_resource_leak(Context& ctx) {
  (void)ctx;
  // TODO: measure the flagged pattern and its fix on the same data; return the check entry.
  return json{{"check_id", "cuda-resource-leak"}, {"bench", "resource-leak"}, {"verified", false},
              {"summary", "not measured yet"}};
}

json plan_resource_leak(Context& ctx, const PlanItem& item) {
  (void)ctx;
  return json{{"id", item.id}, {"check", item.check}, {"verified", false}};
}

}  // namespace probe
