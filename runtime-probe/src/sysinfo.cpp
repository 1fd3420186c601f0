#include "sysinfo.h"

#include <sys/utsname.h>
#include <unistd.h>

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <thread>

namespace probe {

using json = nlohmann::json;

namespace {

std::string trim(const std::string& s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

bool parse_number(const std::string& s, double& out) {
  if (s.empty()) return false;
  char* end = nullptr;
  out = std::strtod(s.c_str(), &end);
  return end && *end == '\0' && std::isfinite(out);
}

json number_or_null(const std::string& s) {
  double v;
  if (!parse_number(trim(s), v)) return nullptr;
  if (v == std::floor(v) && std::fabs(v) < 1e15) return static_cast<long long>(v);
  return v;
}

}  // namespace

int pcie_gen_from_speed(const std::string& speed) {
  const char* p = speed.c_str();
  char* end = nullptr;
  double gts = std::strtod(p, &end);
  if (end == p) return 0;
  struct {
    double gts;
    int gen;
  } table[] = {{2.5, 1}, {5, 2}, {8, 3}, {16, 4}, {32, 5}, {64, 6}, {128, 7}};
  for (const auto& t : table)
    if (std::fabs(gts - t.gts) < 0.01) return t.gen;
  return 0;
}

std::string sysfs_pci_name(const std::string& bus_id) {
  // domain:bus:device.function, domain of any width.
  auto c1 = bus_id.find(':');
  if (c1 == std::string::npos) return "";
  std::string domain = bus_id.substr(0, c1), rest = bus_id.substr(c1 + 1);
  if (rest.size() != 7 || rest[2] != ':' || rest[5] != '.') return "";
  for (char c : domain + rest.substr(0, 2) + rest.substr(3, 2) + rest.substr(6))
    if (!std::isxdigit(static_cast<unsigned char>(c))) return "";
  unsigned long d = std::strtoul(domain.c_str(), nullptr, 16);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04lx:", d & 0xFFFFul);
  std::string out = buf;
  for (char c : rest) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  if (!in) return "";
  std::stringstream ss;
  ss << in.rdbuf();
  std::string s = ss.str();
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
  return s;
}

json pcie_from_sysfs(const std::string& bus_id, const std::string& root) {
  std::string name = sysfs_pci_name(bus_id);
  if (name.empty()) return nullptr;
  std::string dir = root + "/" + name + "/";
  std::string cur_speed = read_text(dir + "current_link_speed");
  std::string cur_width = read_text(dir + "current_link_width");
  std::string max_speed = read_text(dir + "max_link_speed");
  std::string max_width = read_text(dir + "max_link_width");
  if (cur_speed.empty() && cur_width.empty() && max_speed.empty() && max_width.empty())
    return nullptr;
  auto gen = [](const std::string& s) -> json {
    int g = pcie_gen_from_speed(s);
    return g ? json(g) : json(nullptr);
  };
  return json{{"source", "sysfs"},
              {"pci_device", name},
              {"current_speed", cur_speed.empty() ? json(nullptr) : json(cur_speed)},
              {"current_gen", gen(cur_speed)},
              {"current_width", number_or_null(cur_width)},
              {"max_speed", max_speed.empty() ? json(nullptr) : json(max_speed)},
              {"max_gen", gen(max_speed)},
              {"max_width", number_or_null(max_width)}};
}

json parse_nvidia_smi_csv(const std::vector<std::string>& fields, const std::string& line) {
  std::vector<std::string> values;
  std::string cur;
  for (char c : line) {
    if (c == ',') {
      values.push_back(trim(cur));
      cur.clear();
    } else if (c != '\n' && c != '\r') {
      cur += c;
    }
  }
  values.push_back(trim(cur));
  if (values.size() != fields.size()) return nullptr;
  json j = json::object();
  for (size_t i = 0; i < fields.size(); ++i) {
    const std::string& v = values[i];
    if (v.empty() || v == "N/A" || v == "[N/A]" || v == "[Not Supported]" || v == "Not Supported") {
      j[fields[i]] = nullptr;
      continue;
    }
    double num;
    if (parse_number(v, num))
      j[fields[i]] = number_or_null(v);
    else
      j[fields[i]] = v;
  }
  return j;
}

namespace {
// One nvidia-smi query; the raw first line of output, or "" on failure.
std::string run_smi(const std::vector<std::string>& fields, const std::string& bus_id) {
  std::string query;
  for (size_t i = 0; i < fields.size(); ++i) query += (i ? "," : "") + fields[i];
  std::string cmd = "nvidia-smi --query-gpu=" + query + " --format=csv,noheader,nounits -i " +
                    bus_id + " 2>/dev/null";
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return "";
  std::string out;
  char buf[512];
  while (std::fgets(buf, sizeof buf, p)) out += buf;
  int rc = pclose(p);
  if (rc != 0) return "";
  return out.substr(0, out.find('\n'));
}
}  // namespace

json nvidia_smi_query(const std::string& bus_id) {
  static const std::vector<std::string> fields = {"name",
                                                  "driver_version",
                                                  "pcie.link.gen.current",
                                                  "pcie.link.gen.max",
                                                  "pcie.link.width.current",
                                                  "pcie.link.width.max",
                                                  "clocks.sm",
                                                  "clocks.mem",
                                                  "clocks.max.sm",
                                                  "clocks.max.mem",
                                                  "power.draw",
                                                  "power.limit",
                                                  "temperature.gpu",
                                                  "persistence_mode",
                                                  "compute_mode"};
  for (char c : bus_id)
    if (!(std::isxdigit(static_cast<unsigned char>(c)) || c == ':' || c == '.')) return nullptr;
  if (bus_id.empty()) return nullptr;
  json j = nullptr;
  std::string line = run_smi(fields, bus_id);
  if (!line.empty()) j = parse_nvidia_smi_csv(fields, line);
  if (j.is_null()) {
    // An older or newer nvidia-smi may reject one field name: ask field by field. Give up at
    // once when the first one fails (no nvidia-smi at all).
    bool any = false;
    json partial = json::object();
    for (size_t i = 0; i < fields.size(); ++i) {
      std::string one = run_smi({fields[i]}, bus_id);
      json v = one.empty() ? json(nullptr) : parse_nvidia_smi_csv({fields[i]}, one);
      if (i == 0 && v.is_null()) return nullptr;
      partial[fields[i]] = v.is_null() ? json(nullptr) : v[fields[i]];
      any = any || !v.is_null();
    }
    if (!any) return nullptr;
    j = partial;
  }
  j["source"] = "nvidia-smi";
  j["units"] = "clocks in MHz, power in W, temperature in C";
  return j;
}

json host_info() {
  json j = json::object();
  char host[256] = {0};
  j["hostname"] = gethostname(host, sizeof host - 1) == 0 ? json(std::string(host)) : json(nullptr);
  j["cpu_model"] = nullptr;
  std::ifstream cpu("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpu, line)) {
    if (line.compare(0, 10, "model name") == 0) {
      auto colon = line.find(':');
      if (colon != std::string::npos) j["cpu_model"] = trim(line.substr(colon + 1));
      break;
    }
  }
  unsigned n = std::thread::hardware_concurrency();
  j["logical_cpus"] = n ? json(n) : json(nullptr);
  struct utsname u;
  j["kernel"] = uname(&u) == 0 ? json(std::string(u.release)) : json(nullptr);
  j["os"] = nullptr;
  std::ifstream osr("/etc/os-release");
  while (std::getline(osr, line)) {
    if (line.compare(0, 12, "PRETTY_NAME=") == 0) {
      std::string v = line.substr(12);
      if (v.size() >= 2 && v.front() == '"' && v.back() == '"') v = v.substr(1, v.size() - 2);
      j["os"] = v;
    }
  }
  return j;
}

}  // namespace probe
