// cudalint-probe: measures what each pattern flagged by cudalint costs on this GPU.
// Usage, JSON schema, method and exit codes: docs/probe.md.
#include <cuda_runtime.h>

#include <cstdio>
#include <ctime>
#include <exception>
#include <string>
#include <vector>

#include "bench_util.cuh"
#include "benches.cuh"
#include "catalog.h"
#include "context.cuh"
#include "cuda_util.cuh"
#include "exit_codes.h"
#include "machine.cuh"
#include "options.h"
#include "plan.h"
#include "report.h"

namespace probe {
namespace {

struct BenchFns {
  const char* name;
  json (*run)(Context&);
  json (*plan)(Context&, const PlanItem&);
};

const BenchFns kBenchFns[] = {
#define PROBE_BENCH(ident, name, check_id, what) {name, run_##ident, plan_##ident},
#include "benches.def"
#undef PROBE_BENCH
};

const BenchFns& fns_for(const std::string& name) {
  for (const auto& f : kBenchFns)
    if (name == f.name) return f;
  throw std::logic_error("no benchmark functions for '" + name + "'");
}

std::string utc_now() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

std::string base_name(const std::string& path) {
  auto slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// Returns kExitOk when a GPU is usable, else prints why and returns kExitNoGpu.
int init_device(int device) {
  int count = 0;
  cudaError_t e = cudaGetDeviceCount(&count);
  if (e == cudaSuccess && count == 0) e = cudaErrorNoDevice;
  if (e != cudaSuccess) {
    std::fprintf(stderr,
                 "cudalint-probe: no usable CUDA GPU: cudaGetDeviceCount returned %s (%s); "
                 "nothing was measured and no JSON was written\n",
                 cudaGetErrorName(e), cudaGetErrorString(e));
    return kExitNoGpu;
  }
  if (device >= count) {
    std::fprintf(stderr,
                 "cudalint-probe: no CUDA device %d: this machine has %d (ordinals 0..%d); "
                 "nothing was measured and no JSON was written\n",
                 device, count, count - 1);
    return kExitNoGpu;
  }
  e = cudaSetDevice(device);
  if (e == cudaSuccess) e = cudaFree(nullptr);  // creates the context
  if (e != cudaSuccess) {
    std::fprintf(stderr,
                 "cudalint-probe: CUDA device %d is not usable: %s (%s); nothing was measured "
                 "and no JSON was written\n",
                 device, cudaGetErrorName(e), cudaGetErrorString(e));
    return kExitNoGpu;
  }
  return kExitOk;
}

json method_json(const SamplerConfig& c) {
  return json{
      {"warmup_runs", c.warmup},
      {"min_reps", c.min_reps},
      {"max_reps", c.max_reps},
      {"time_cap_s", c.time_cap_s},
      {"hard_cap_s", c.time_cap_s * c.hard_cap_factor},
      {"stable_when_iqr_rel_below", c.stable_iqr_rel},
      {"statistics",
       "median, min, max, mean over the repetitions; spread = (max - min) / median; iqr_rel = "
       "(q3 - q1) / median; benchmarks may cap max_reps lower (each series reports reps)"},
      {"gpu_time", "CUDA events (cudaEventElapsedTime) or the GPU global timer inside kernels"},
      {"host_time", "std::chrono::steady_clock"},
  };
}

void print_table(const Context& ctx, const json& doc) {
  ctx.say("\n%-28s %-34s %-16s %12s %12s %10s\n", "check", "comparison (bad vs fixed)", "metric",
          "bad", "fixed", "cost");
  auto row = [&](const std::string& check, const json& c, bool head) {
    std::string what = c["id"].get<std::string>() + (head ? " *" : "");
    auto cell = [](const json& v) { return v.is_number() ? fmt_sig(v.get<double>(), 4) : "n/a"; };
    ctx.say("%-28s %-34s %-16s %12s %12s %9sx\n", check.c_str(), what.c_str(),
            c["metric"].get<std::string>().c_str(), cell(c["bad"]).c_str(),
            cell(c["fixed"]).c_str(), cell(c["cost_factor"]).c_str());
  };
  if (doc.contains("checks"))
    for (auto it = doc["checks"].begin(); it != doc["checks"].end(); ++it) {
      const json& chk = it.value();
      for (const auto& c : chk["comparisons"]) row(it.key(), c, c["id"] == chk["headline"]["id"]);
    }
  if (doc.contains("plan_results"))
    for (auto it = doc["plan_results"].begin(); it != doc["plan_results"].end(); ++it) {
      json c = it.value();
      c["id"] = "plan:" + it.key();
      row(it.value()["check"].get<std::string>(), c, false);
    }
  ctx.say(
      "(* headline; cost = how many times worse the bad variant is: bad/fixed for times, "
      "fixed/bad for rates)\n");
}

int real_main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  ParseOutcome po = parse_options(args);
  if (!po.ok()) {
    std::fprintf(stderr, "cudalint-probe: %s\nTry 'cudalint-probe --help'.\n", po.error.c_str());
    return kExitUsage;
  }
  const Options& o = po.options;
  if (o.help) {
    std::fputs(usage_text().c_str(), stdout);
    return kExitOk;
  }
  if (o.version) {
    std::printf("cudalint-probe %s (JSON schema %s)\n", CUDALINT_PROBE_VERSION, kSchema);
    return kExitOk;
  }
  if (o.list) {
    for (const auto& b : catalog())
      std::printf("%-28s %s\n%-28s   %s\n", b.name.c_str(), b.check_id.c_str(), "", b.what.c_str());
    return kExitOk;
  }

  PlanParse plan;
  if (!o.plan_path.empty()) {
    plan = load_plan_file(o.plan_path);
    if (!plan.ok()) {
      std::fprintf(stderr, "cudalint-probe: bad plan: %s\n", plan.error.c_str());
      return kExitUsage;
    }
  }
  if (!o.json_path.empty()) {
    std::string why = check_writable(o.json_path);
    if (!why.empty()) {
      std::fprintf(stderr, "cudalint-probe: --json %s: %s\n", o.json_path.c_str(), why.c_str());
      return kExitUsage;
    }
  }
  std::vector<std::string> benches = o.benches;
  if (!o.benches_given && o.plan_path.empty()) benches = bench_names();

  if (int rc = init_device(o.device); rc != kExitOk) return rc;

  Context ctx;
  ctx.device = o.device;
  ctx.quick = o.quick;
  ctx.sampler = default_sampler(o.quick);
  ctx.out = o.json_path == "-" ? stderr : stdout;

  const double t_start = steady_seconds();
  json doc = json::object();
  doc["schema"] = kSchema;
  doc["tool"] = {{"name", "cudalint-probe"}, {"version", CUDALINT_PROBE_VERSION}};
  doc["run"] = {{"started_utc", utc_now()},
                {"mode", o.quick ? "quick" : "full"},
                {"benches", benches},
                {"plan", o.plan_path.empty() ? json(nullptr) : json(base_name(o.plan_path))},
                {"device_ordinal", o.device}};
  doc["method"] = method_json(ctx.sampler);
  try {
    doc["machine"] = machine_info(o.device);
    const json& g = doc["machine"]["gpu"];
    ctx.say("cudalint-probe %s on %s (sm_%s, %d SMs), CUDA driver %s, runtime %s, %s mode\n",
            CUDALINT_PROBE_VERSION, g["name"].get<std::string>().c_str(),
            g["compute_capability"].get<std::string>().c_str(), g["multiprocessors"].get<int>(),
            doc["machine"]["cuda_driver_version"].get<std::string>().c_str(),
            doc["machine"]["cuda_runtime_version"].get<std::string>().c_str(),
            o.quick ? "quick" : "full");
    doc["checks"] = json::object();
    for (const auto& name : benches) {
      ctx.current = name;
      ctx.say("== %s\n", name.c_str());
      const double t0 = steady_seconds();
      json j = fns_for(name).run(ctx);
      j["duration_s"] = round6(steady_seconds() - t0);
      doc["checks"][name] = j;
    }
    if (!o.plan_path.empty()) {
      doc["plan_results"] = json::object();
      for (const auto& item : plan.items) {
        ctx.current = "plan " + item.id;
        ctx.say("== plan item %s (%s)\n", item.id.c_str(), item.check.c_str());
        doc["plan_results"][item.id] = fns_for(item.check).plan(ctx, item);
      }
    }
    CK(cudaDeviceSynchronize());
  } catch (const CudaError& e) {
    std::fprintf(stderr, "cudalint-probe: CUDA error while measuring %s: %s; no JSON was written\n",
                 ctx.current.c_str(), e.what());
    return kExitCudaError;
  }
  doc["run"]["duration_s"] = round6(steady_seconds() - t_start);
  doc["verification"] = {{"ok", ctx.failures.empty()}, {"failures", ctx.failures}};

  if (!o.json_path.empty()) {
    try {
      write_text_file(o.json_path, doc.dump(2) + "\n");
    } catch (const std::exception& e) {
      std::fprintf(stderr, "cudalint-probe: %s\n", e.what());
      return kExitInternal;
    }
  }
  print_table(ctx, doc);
  if (!ctx.failures.empty()) {
    std::fprintf(stderr,
                 "cudalint-probe: %zu result(s) failed verification (marked in the JSON "
                 "with \"verified\": false)\n",
                 ctx.failures.size());
    return kExitVerifyFailed;
  }
  ctx.say("all results verified; %.1f s\n", steady_seconds() - t_start);
  return kExitOk;
}

}  // namespace
}  // namespace probe

int main(int argc, char** argv) {
  try {
    return probe::real_main(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cudalint-probe: internal error: %s\n", e.what());
    return probe::kExitInternal;
  }
}
