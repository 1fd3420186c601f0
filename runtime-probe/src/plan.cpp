#include "plan.h"

#include <fstream>
#include <set>
#include <sstream>

#include "catalog.h"

namespace probe {

using json = nlohmann::json;

namespace {

struct KeySpec {
  const char* key;
  bool required;
};

// Which config keys each check takes.
std::vector<KeySpec> keys_for(const std::string& check) {
  if (check == "pageable-async-memcpy") return {{"bytes", true}, {"direction", false}};
  if (check == "missing-stream") return {{"bytes", false}, {"streams", false}};
  if (check == "default-stream") return {{"streams", false}};
  if (check == "alloc-in-loop") return {{"alloc_bytes", true}};
  return {};  // elapsed-time-disable-timing takes none
}

bool get_u64(const json& v, uint64_t lo, uint64_t hi, uint64_t& out) {
  if (!v.is_number_integer()) return false;
  if (v.is_number_unsigned()) {
    out = v.get<uint64_t>();
  } else {
    int64_t s = v.get<int64_t>();
    if (s < 0) return false;
    out = static_cast<uint64_t>(s);
  }
  return out >= lo && out <= hi;
}

}  // namespace

PlanParse parse_plan_text(const std::string& text) {
  PlanParse r;
  json doc = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded()) {
    r.error = "plan is not valid JSON";
    return r;
  }
  if (!doc.is_array()) {
    r.error = "plan must be a JSON array of {\"id\", \"check\", \"config\"} objects";
    return r;
  }
  std::set<std::string> ids;
  for (size_t i = 0; i < doc.size(); ++i) {
    const json& e = doc[i];
    std::string where = "plan[" + std::to_string(i) + "]";
    if (!e.is_object()) {
      r.error = where + ": expected an object";
      return r;
    }
    for (auto it = e.begin(); it != e.end(); ++it) {
      if (it.key() != "id" && it.key() != "check" && it.key() != "config") {
        r.error = where + ": unknown key '" + it.key() + "'";
        return r;
      }
    }
    if (!e.contains("id") || !e["id"].is_string() || e["id"].get<std::string>().empty()) {
      r.error = where + ": \"id\" must be a non-empty string";
      return r;
    }
    PlanItem item;
    item.id = e["id"].get<std::string>();
    where += " (id '" + item.id + "')";
    if (!ids.insert(item.id).second) {
      r.error = where + ": duplicate id";
      return r;
    }
    if (!e.contains("check") || !e["check"].is_string()) {
      r.error = where + ": \"check\" must be a string";
      return r;
    }
    item.check = normalize_check_name(e["check"].get<std::string>());
    if (item.check.empty()) {
      r.error = where + ": unknown check '" + e["check"].get<std::string>() + "'";
      return r;
    }
    json cfg = e.contains("config") ? e["config"] : json::object();
    if (!cfg.is_object()) {
      r.error = where + ": \"config\" must be an object";
      return r;
    }
    auto specs = keys_for(item.check);
    for (auto it = cfg.begin(); it != cfg.end(); ++it) {
      bool known = false;
      for (const auto& s : specs) known = known || it.key() == s.key;
      if (!known) {
        r.error = where + ": config key '" + it.key() + "' does not apply to check '" +
                  item.check + "'";
        return r;
      }
    }
    for (const auto& s : specs)
      if (s.required && !cfg.contains(s.key)) {
        r.error = where + ": config needs \"" + std::string(s.key) + "\"";
        return r;
      }

    const std::string range = "an integer from 1 to " + std::to_string(kPlanMaxBytes);
    // Defaults, then the given values.
    if (item.check == "missing-stream") {
      item.bytes = 64ull << 20;
      item.streams = 2;
    }
    if (item.check == "default-stream") item.streams = 8;
    if (cfg.contains("bytes") && !get_u64(cfg["bytes"], 1, kPlanMaxBytes, item.bytes)) {
      r.error = where + ": \"bytes\" must be " + range;
      return r;
    }
    if (cfg.contains("alloc_bytes") &&
        !get_u64(cfg["alloc_bytes"], 1, kPlanMaxBytes, item.alloc_bytes)) {
      r.error = where + ": \"alloc_bytes\" must be " + range;
      return r;
    }
    if (cfg.contains("streams")) {
      uint64_t s = 0;
      uint64_t lo = item.check == "missing-stream" ? 2 : 1;
      if (!get_u64(cfg["streams"], lo, kPlanMaxStreams, s)) {
        r.error = where + ": \"streams\" must be an integer from " + std::to_string(lo) +
                  " to " + std::to_string(kPlanMaxStreams);
        return r;
      }
      item.streams = static_cast<int>(s);
    }
    if (cfg.contains("direction")) {
      if (!cfg["direction"].is_string() ||
          (cfg["direction"] != "H2D" && cfg["direction"] != "D2H")) {
        r.error = where + ": \"direction\" must be \"H2D\" or \"D2H\"";
        return r;
      }
      item.direction = cfg["direction"].get<std::string>();
    }
    if (item.check == "missing-stream" && item.bytes < 4096ull * item.streams) {
      r.error = where + ": \"bytes\" must be at least 4096 per stream";
      return r;
    }

    // Echo the resolved configuration.
    item.config = json::object();
    if (item.check == "pageable-async-memcpy") {
      item.config["bytes"] = item.bytes;
      item.config["direction"] = item.direction;
    } else if (item.check == "missing-stream") {
      item.config["bytes"] = item.bytes;
      item.config["streams"] = item.streams;
    } else if (item.check == "default-stream") {
      item.config["streams"] = item.streams;
    } else if (item.check == "alloc-in-loop") {
      item.config["alloc_bytes"] = item.alloc_bytes;
    }
    r.items.push_back(std::move(item));
  }
  return r;
}

PlanParse load_plan_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    PlanParse r;
    r.error = "cannot read plan file '" + path + "'";
    return r;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  PlanParse r = parse_plan_text(ss.str());
  if (!r.ok()) r.error = path + ": " + r.error;
  return r;
}

}  // namespace probe
