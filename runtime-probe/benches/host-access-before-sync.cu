// cuda-host-access-before-sync: the flagged pattern vs its fix (docs/probe.md: method and schema).
#include "benches.cuh"

namespace probe {

json run_host_access_before_sync(Context& ctx) {
  (void)ctx;
  // TODO: measure the flagged pattern and its fix on the same data; return the check entry.
  return json{{"check_id", "cuda-host-access-before-sync"}, {"bench", "host-access-before-sync"}, {"verified", false},
              {"summary", "not measured yet"}};
}

json plan_host_access_before_sync(Context& ctx, const PlanItem& item) {
  (void)ctx;
  return json{{"id", item.id}, {"check", item.check}, {"verified", false}};
}

}  // namespace probe
