#include "report.h"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <limits>
#include <sstream>
#include <stdexcept>

namespace probe {

double round6(double x) {
  if (!std::isfinite(x) || x == 0) return x;
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.6g", x);
  return std::strtod(buf, nullptr);
}

json num(double x) {
  if (!std::isfinite(x)) return nullptr;
  return round6(x);
}

double as_num(const json& v) {
  return v.is_number() ? v.get<double>() : std::numeric_limits<double>::quiet_NaN();
}

json stats_json(const Summary& s) {
  return json{{"median", num(s.median)},
              {"min", num(s.min)},
              {"max", num(s.max)},
              {"mean", num(s.mean)},
              {"spread", num(s.spread())},
              {"iqr_rel", num(s.iqr_rel())},
              {"n", s.n}};
}

json series_json(const Series& s) {
  json j = json::object();
  for (const auto& name : s.names) j[name] = stats_json(s.summary(name));
  j["reps"] = s.reps();
  j["stop"] = stop_reason_name(s.stop);
  j["stable"] = s.stable();
  return j;
}

double cost_factor(double bad, double fixed, bool lower_is_better) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  if (!std::isfinite(bad) || !std::isfinite(fixed) || bad <= 0 || fixed <= 0) return nan;
  return lower_is_better ? bad / fixed : fixed / bad;
}

json comparison_json(const Comparison& c) {
  double ratio = (std::isfinite(c.bad) && std::isfinite(c.fixed) && c.fixed != 0)
                     ? c.bad / c.fixed
                     : std::numeric_limits<double>::quiet_NaN();
  return json{{"id", c.id},
              {"experiment", c.experiment},
              {"metric", c.metric},
              {"lower_is_better", c.lower_is_better},
              {"bad_variant", c.bad_variant},
              {"fixed_variant", c.fixed_variant},
              {"bad", num(c.bad)},
              {"fixed", num(c.fixed)},
              {"ratio_bad_over_fixed", num(ratio)},
              {"cost_factor", num(cost_factor(c.bad, c.fixed, c.lower_is_better))},
              {"params", c.params}};
}

std::string format_bytes(uint64_t bytes) {
  static const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double v = static_cast<double>(bytes);
  int u = 0;
  while (v >= 1024 && u < 4) {
    v /= 1024;
    ++u;
  }
  char buf[32];
  if (u == 0 || v == std::floor(v))
    std::snprintf(buf, sizeof buf, "%.0f %s", v, units[u]);
  else
    std::snprintf(buf, sizeof buf, "%.3g %s", v, units[u]);
  return buf;
}

std::string fmt_sig(double x, int digits) {
  if (std::isnan(x)) return "n/a";
  if (!std::isfinite(x)) return x > 0 ? "inf" : "-inf";
  if (x == 0) return "0";
  int mag = static_cast<int>(std::floor(std::log10(std::fabs(x))));
  int decimals = std::max(0, digits - 1 - mag);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

size_t nearest_size_index(const std::vector<uint64_t>& sizes, uint64_t bytes) {
  if (sizes.empty()) throw std::invalid_argument("nearest_size_index: no sizes");
  const double target = std::log2(static_cast<double>(bytes == 0 ? 1 : bytes));
  size_t best = 0;
  double best_d = std::numeric_limits<double>::infinity();
  for (size_t i = 0; i < sizes.size(); ++i) {
    double d = std::fabs(std::log2(static_cast<double>(sizes[i] == 0 ? 1 : sizes[i])) - target);
    if (d < best_d - 1e-12 || (std::fabs(d - best_d) <= 1e-12 && sizes[i] < sizes[best])) {
      best = i;
      best_d = d;
    }
  }
  return best;
}

namespace {
std::string dir_of(const std::string& path) {
  auto slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}
}  // namespace

std::string check_writable(const std::string& path) {
  if (path == "-") return "";
  if (path.empty()) return "empty path";
  if (path.back() == '/') return "'" + path + "' names a folder";
  std::string dir = dir_of(path);
  if (access(dir.c_str(), W_OK) != 0) return "folder '" + dir + "' is not writable or missing";
  return "";
}

void write_text_file(const std::string& path, const std::string& text) {
  if (path == "-") {
    std::cout << text << std::flush;
    if (!std::cout) throw std::runtime_error("cannot write JSON to stdout");
    return;
  }
  std::string tmp = path + ".tmp." + std::to_string(static_cast<long>(getpid()));
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) throw std::runtime_error("cannot create '" + tmp + "'");
  bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  ok = (std::fclose(f) == 0) && ok;
  if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    throw std::runtime_error("cannot write '" + path + "'");
  }
}

}  // namespace probe
