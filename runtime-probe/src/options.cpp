#include "options.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>

#include "catalog.h"

namespace probe {

namespace {

bool is_option(const std::string& s) { return s.size() > 1 && s[0] == '-'; }

// Splits "--name=value" into name and value; has_value tells whether '=' was present.
void split_eq(const std::string& arg, std::string& name, std::string& value, bool& has_value) {
  auto eq = arg.find('=');
  if (arg.compare(0, 2, "--") == 0 && eq != std::string::npos) {
    name = arg.substr(0, eq);
    value = arg.substr(eq + 1);
    has_value = true;
  } else {
    name = arg;
    value.clear();
    has_value = false;
  }
}

bool parse_device(const std::string& s, int& out) {
  if (s.empty() || s.size() > 6) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  out = std::atoi(s.c_str());
  return true;
}

// Adds comma-separated bench names; returns an error message or "".
std::string add_benches(const std::string& list, std::vector<std::string>& out) {
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    std::string item =
        list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (item.empty()) return "--bench: empty benchmark name";
    std::string norm = normalize_check_name(item);
    if (norm.empty()) return "--bench: unknown benchmark '" + item + "' (see --list)";
    if (std::find(out.begin(), out.end(), norm) == out.end()) out.push_back(norm);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return "";
}

}  // namespace

ParseOutcome parse_options(const std::vector<std::string>& args) {
  ParseOutcome r;
  Options& o = r.options;
  std::vector<std::string> picked;
  for (size_t i = 0; i < args.size(); ++i) {
    std::string name, value;
    bool has_value = false;
    split_eq(args[i], name, value, has_value);

    auto take_value = [&](const char* opt) -> bool {
      if (has_value) {
        if (value.empty()) {
          r.error = std::string(opt) + ": empty value";
          return false;
        }
        return true;
      }
      if (i + 1 >= args.size() || (is_option(args[i + 1]) && args[i + 1] != "-")) {
        r.error = std::string(opt) + " needs a value";
        return false;
      }
      value = args[++i];
      return true;
    };
    auto no_value = [&](const char* opt) -> bool {
      if (has_value) {
        r.error = std::string(opt) + " takes no value";
        return false;
      }
      return true;
    };

    if (name == "--help" || name == "-h") {
      if (!no_value("--help")) return r;
      o.help = true;
    } else if (name == "--version") {
      if (!no_value("--version")) return r;
      o.version = true;
    } else if (name == "--list") {
      if (!no_value("--list")) return r;
      o.list = true;
    } else if (name == "--quick") {
      if (!no_value("--quick")) return r;
      o.quick = true;
    } else if (name == "--json") {
      if (!take_value("--json")) return r;
      if (!o.json_path.empty()) {
        r.error = "--json given twice";
        return r;
      }
      o.json_path = value;
    } else if (name == "--plan") {
      if (!take_value("--plan")) return r;
      if (!o.plan_path.empty()) {
        r.error = "--plan given twice";
        return r;
      }
      o.plan_path = value;
    } else if (name == "--device") {
      if (!take_value("--device")) return r;
      if (!parse_device(value, o.device)) {
        r.error = "--device: expected a non-negative integer, got '" + value + "'";
        return r;
      }
    } else if (name == "--bench") {
      o.benches_given = true;
      if (has_value) {
        if ((r.error = add_benches(value, picked)).size()) return r;
      } else {
        // --bench NAME... : every following non-option argument is a name.
        size_t before = i;
        while (i + 1 < args.size() && !is_option(args[i + 1])) {
          if ((r.error = add_benches(args[++i], picked)).size()) return r;
        }
        if (i == before) {
          r.error = "--bench needs at least one benchmark name (see --list)";
          return r;
        }
      }
    } else if (is_option(args[i])) {
      r.error = "unknown option '" + args[i] + "' (see --help)";
      return r;
    } else {
      r.error = "unexpected argument '" + args[i] + "' (see --help)";
      return r;
    }
  }
  // Run in catalog order whatever order they were named in.
  for (const auto& n : bench_names())
    if (std::find(picked.begin(), picked.end(), n) != picked.end()) o.benches.push_back(n);
  return r;
}

std::string usage_text() {
  return "usage: cudalint-probe [--list] [--bench NAME...] [--quick] [--json FILE] [--device N]\n"
         "                      [--plan FILE] [--help] [--version]\n"
         "\n"
         "Measures on this GPU what each pattern flagged by cudalint costs: the flagged (bad)\n"
         "variant against its fix, same work and same data.\n"
         "\n"
         "  --list          list the benchmarks and exit (needs no GPU)\n"
         "  --bench NAME... run only these benchmarks (names as in --list, with or without the\n"
         "                  'cuda-' prefix; also --bench=A,B); default: all, or none with --plan\n"
         "  --quick         fewer sizes and repetitions (a smoke run; figures are noisier)\n"
         "  --json FILE     write results as JSON (schema cudalint-probe/1) to FILE ('-': "
         "stdout);\n"
         "                  the file is written only when measuring finished\n"
         "  --device N      CUDA device ordinal (default 0)\n"
         "  --plan FILE     measure the configurations listed in FILE (see docs/probe.md) and\n"
         "                  report them under \"plan_results\"\n"
         "  --help          this text\n"
         "  --version       print the version\n"
         "\n"
         "exit codes: 0 ok; 1 internal error or JSON not writable; 2 usage or plan error;\n"
         "            3 no usable CUDA GPU (no JSON written); 4 a result failed verification\n"
         "            (JSON written, marked); 5 a CUDA call failed while measuring (no JSON "
         "written)\n";
}

}  // namespace probe
