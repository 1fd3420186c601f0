#include "catalog.h"

namespace probe {

const std::vector<BenchDesc>& catalog() {
  static const std::vector<BenchDesc> benches = {
      {"pageable-async-memcpy", "cuda-pageable-async-memcpy",
       "H2D/D2H bandwidth pageable vs pinned vs registered, host time blocked in "
       "cudaMemcpyAsync, 2-stream copy/compute pipeline"},
      {"missing-stream", "cuda-missing-stream",
       "copy/compute pipeline and short kernels on the default stream vs explicit streams"},
      {"default-stream", "cuda-default-stream",
       "kernels on blocking vs non-blocking streams with a legacy-default-stream operation "
       "between them; achieved concurrency"},
      {"alloc-in-loop", "cuda-alloc-in-loop",
       "cudaMalloc/cudaFree per iteration vs hoisted vs cudaMallocAsync pools; host time "
       "blocked in cudaFree"},
      {"elapsed-time-disable-timing", "cuda-elapsed-time-disable-timing",
       "what cudaEventElapsedTime returns on DisableTiming events; event record cost"},
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
