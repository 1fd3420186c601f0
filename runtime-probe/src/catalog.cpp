#include "catalog.h"

namespace probe {

const std::vector<BenchDesc>& catalog() {
  static const std::vector<BenchDesc> benches = {
#define PROBE_BENCH(ident, name, check_id, what) {name, check_id, what},
#include "benches.def"
#undef PROBE_BENCH
  };
  return benches;
}

std::vector<std::string> bench_names() {
  std::vector<std::string> names;
  for (const auto& b : catalog()) names.push_back(b.name);
  return names;
}

std::string normalize_check_name(const std::string& name) {
  std::string n = name;
  const std::string prefix = "cuda-";
  if (n.compare(0, prefix.size(), prefix) == 0) n = n.substr(prefix.size());
  for (const auto& b : catalog())
    if (b.name == n) return n;
  return "";
}

}  // namespace probe
