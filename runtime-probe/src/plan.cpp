#include "plan.h"

#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include "catalog.h"

namespace probe {

using json = nlohmann::json;

namespace {

enum class PlanKeyType { Bytes, Count, Direction };

struct KeySpec {
  const char* check;
  const char* key;
  PlanKeyType type;
  bool required;
  uint64_t min, max;         // Bytes and Count
  uint64_t default_number;   // Bytes and Count, when not required
  const char* default_text;  // Direction
};

const KeySpec kKeySpecs[] = {
#define PROBE_PLAN_KEY(bench, key, type, required, min, max, default_number, default_text) \
  {bench, key, type, required, min, max, default_number, default_text},
#include "plan_keys.def"
#undef PROBE_PLAN_KEY
};

// Which config keys each check takes, in catalogue order.
std::vector<const KeySpec*> keys_for(const std::string& check) {
  std::vector<const KeySpec*> keys;
  for (const KeySpec& s : kKeySpecs)
    if (check == s.check) keys.push_back(&s);
  return keys;
}

// The PlanItem field a plan key sets, by the key's name (the plan's vocabulary, docs/probe.md).
void set_number(PlanItem& item, const std::string& key, uint64_t value) {
  if (key == "bytes") return void(item.bytes = value);
  if (key == "alloc_bytes") return void(item.alloc_bytes = value);
  if (key == "streams") return void(item.streams = static_cast<int>(value));
  throw std::logic_error("plan key '" + key + "' has no PlanItem field");
}

json number_of(const PlanItem& item, const std::string& key) {
  if (key == "bytes") return item.bytes;
  if (key == "alloc_bytes") return item.alloc_bytes;
  return item.streams;
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
      for (const KeySpec* s : specs) known = known || it.key() == s->key;
      if (!known) {
        r.error =
            where + ": config key '" + it.key() + "' does not apply to check '" + item.check + "'";
        return r;
      }
    }
    for (const KeySpec* s : specs)
      if (s->required && !cfg.contains(s->key)) {
        r.error = where + ": config needs \"" + std::string(s->key) + "\"";
        return r;
      }

    // Defaults, then the given values.
    for (const KeySpec* s : specs) {
      if (s->type == PlanKeyType::Direction) {
        item.direction = s->default_text;
        if (!cfg.contains(s->key)) continue;
        const json& v = cfg[s->key];
        if (!v.is_string() || (v != "H2D" && v != "D2H")) {
          r.error = where + ": \"" + s->key + "\" must be \"H2D\" or \"D2H\"";
          return r;
        }
        item.direction = v.get<std::string>();
        continue;
      }
      uint64_t value = s->default_number;
      if (cfg.contains(s->key) && !get_u64(cfg[s->key], s->min, s->max, value)) {
        r.error = where + ": \"" + s->key + "\" must be an integer from " + std::to_string(s->min) +
                  " to " + std::to_string(s->max);
        return r;
      }
      set_number(item, s->key, value);
    }
    if (item.check == "missing-stream" && item.bytes < 4096ull * item.streams) {
      r.error = where + ": \"bytes\" must be at least 4096 per stream";
      return r;
    }

    // Echo the resolved configuration.
    item.config = json::object();
    for (const KeySpec* s : specs)
      item.config[s->key] =
          s->type == PlanKeyType::Direction ? json(item.direction) : number_of(item, s->key);
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
