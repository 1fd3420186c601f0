// Building the cudalint-probe/1 JSON document (schema in docs/probe.md). Plain C++ (no CUDA).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "stats.h"

namespace probe {

using json = nlohmann::json;

inline constexpr const char* kSchema = "cudalint-probe/1";

// x rounded to 6 significant digits (NaN and infinities stay as they are: NaN serializes as null).
double round6(double x);

// round6(x) as JSON, or null when x is NaN or infinite.
json num(double x);

// The number in v, or NaN when v is null or not a number.
double as_num(const json& v);

// {"median","min","max","mean","spread","iqr_rel","n"}
json stats_json(const Summary& s);

// {"<metric>": stats_json, ..., "reps": n, "stop": "stable"|"time_cap"|..., "stable": bool}
json series_json(const Series& s);

// How many times worse "bad" is than "fixed": bad/fixed for lower-is-better metrics (times),
// fixed/bad for higher-is-better ones (bandwidth). NaN when a figure is 0 or missing.
double cost_factor(double bad, double fixed, bool lower_is_better);

struct Comparison {
  std::string id;          // unique within the check, e.g. "h2d_gbps_64MiB"
  std::string experiment;  // which experiment the figures come from
  std::string metric;      // metric key with its unit, e.g. "gbps", "wall_ms"
  bool lower_is_better = true;
  std::string bad_variant, fixed_variant;
  double bad = 0, fixed = 0;  // medians
  json params = json::object();
};

// The comparison plus "ratio_bad_over_fixed" and "cost_factor".
json comparison_json(const Comparison& c);

// "4 KiB", "64 MiB", "1.5 MiB", "100 B"
std::string format_bytes(uint64_t bytes);
// Fixed-point with `digits` significant digits, e.g. fmt_sig(53.123, 3) == "53.1".
std::string fmt_sig(double x, int digits = 3);

// Index of the size nearest to `bytes` on a log scale (ties go to the smaller size).
// sizes must be non-empty; it need not be sorted.
size_t nearest_size_index(const std::vector<uint64_t>& sizes, uint64_t bytes);

// Writes text to path atomically (temporary file in the same folder, then rename); "-" writes to
// stdout. Throws std::runtime_error on failure.
void write_text_file(const std::string& path, const std::string& text);

// Can path be written? Creates nothing: checks the folder. Returns "" or a reason.
std::string check_writable(const std::string& path);

}  // namespace probe
