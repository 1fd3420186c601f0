// What every benchmark gets: the device, the sampling rules, and where failures are recorded.
#pragma once

#include <cstdarg>
#include <cstdio>
#include <string>
#include <vector>

#include "report.h"
#include "stats.h"

namespace probe {

struct Context {
  int device = 0;
  bool quick = false;
  SamplerConfig sampler;
  FILE* out = stdout;  // human-readable progress and tables (stderr when JSON goes to stdout)
  std::vector<std::string> failures;  // verification failures, "bench: what"
  std::string current;                // the benchmark running now

  // Records a failed verification; returns ok.
  bool check(bool ok, const std::string& what) {
    if (!ok) {
      failures.push_back(current + ": " + what);
      std::fprintf(stderr, "cudalint-probe: VERIFICATION FAILED: %s: %s\n", current.c_str(),
                   what.c_str());
    }
    return ok;
  }

  void say(const char* fmt, ...) const __attribute__((format(printf, 2, 3))) {
    va_list ap;
    va_start(ap, fmt);
    std::vfprintf(out, fmt, ap);
    va_end(ap);
    std::fflush(out);
  }
};

}  // namespace probe
