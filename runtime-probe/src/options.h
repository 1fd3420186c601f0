// Command-line parsing for cudalint-probe. Plain C++, unit-tested without a GPU.
#pragma once

#include <string>
#include <vector>

namespace probe {

struct Options {
  bool help = false;
  bool version = false;
  bool list = false;
  bool quick = false;
  std::vector<std::string> benches;  // normalized bench names, in catalog order; empty = all
  bool benches_given = false;        // --bench was on the command line
  std::string json_path;             // "" = no JSON file; "-" = JSON on stdout
  std::string plan_path;             // "" = no plan
  int device = 0;
};

struct ParseOutcome {
  Options options;
  std::string error;  // non-empty: a usage error, report it and exit with kExitUsage
  bool ok() const { return error.empty(); }
};

// args excludes argv[0].
ParseOutcome parse_options(const std::vector<std::string>& args);

std::string usage_text();

}  // namespace probe
