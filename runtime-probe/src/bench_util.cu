#include <cmath>

#include "bench_util.cuh"
#include "benches.cuh"

namespace probe {

json variant_json(const Series& s, bool verified, const json& extra) {
  json j = series_json(s);
  j["verified"] = verified;
  for (auto it = extra.begin(); it != extra.end(); ++it) j[it.key()] = it.value();
  return j;
}

SamplerConfig capped(const SamplerConfig& c, int max_reps) {
  SamplerConfig r = c;
  r.max_reps = std::min(r.max_reps, max_reps);
  r.min_reps = std::min(r.min_reps, r.max_reps);
  return r;
}

json check_object(const std::string& bench, const std::string& summary, const Comparison& headline,
                  const std::vector<Comparison>& comparisons, const json& experiments,
                  bool verified) {
  json comps = json::array();
  for (const auto& c : comparisons) comps.push_back(comparison_json(c));
  return json{{"check_id", "cuda-" + bench},
              {"bench", bench},
              {"summary", summary},
              {"verified", verified},
              {"headline", comparison_json(headline)},
              {"comparisons", comps},
              {"experiments", experiments}};
}

json plan_result(const PlanItem& item, const Comparison& c, bool verified,
                 const std::string& summary, json extra) {
  json j = comparison_json(c);
  j.erase("id");
  j["id"] = item.id;
  j["check"] = item.check;
  j["check_id"] = "cuda-" + item.check;
  j["config"] = item.config;
  j["verified"] = verified;
  j["summary"] = summary;
  for (auto it = extra.begin(); it != extra.end(); ++it) j[it.key()] = it.value();
  return j;
}

std::string times(double factor) {
  if (!std::isfinite(factor)) return "n/a";
  return fmt_sig(factor, 3) + "x";
}

}  // namespace probe
