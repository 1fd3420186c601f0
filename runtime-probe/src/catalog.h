// The benchmarks cudalint-probe knows, one per cudalint check. Plain C++ (no CUDA) so option and
// plan parsing can validate names without a GPU.
#pragma once

#include <string>
#include <vector>

namespace probe {

struct BenchDesc {
  std::string name;      // benchmark name == check name without the "cuda-" prefix
  std::string check_id;  // the cudalint check it measures, e.g. "cuda-pageable-async-memcpy"
  std::string what;      // one line for --list
};

// In a fixed order (the order they run in).
const std::vector<BenchDesc>& catalog();
std::vector<std::string> bench_names();

// Accepts "pageable-async-memcpy" or "cuda-pageable-async-memcpy"; returns the bench name, or ""
// when the name is unknown.
std::string normalize_check_name(const std::string& name);

}  // namespace probe
