// cuda-elapsed-time-disable-timing: cudaEventElapsedTime on an event created with
// cudaEventDisableTiming.
//
// Bad: the call fails (this benchmark records which error it returns on this driver) and leaves
// the output float as it was, so code that ignores the return value reads a stale or
// uninitialized value as a time.
// Fixed: create the events used for timing without cudaEventDisableTiming. That has a price,
// measured here: recording a timing event costs more than recording a DisableTiming one.
//
// Experiments:
//   elapsed_time  cudaEventElapsedTime on (DisableTiming, DisableTiming), (DisableTiming,
//                 timing), (timing, DisableTiming) and (timing, timing): error returned and
//                 whether a sentinel in the output survived
//   record_cost   host time per cudaEventRecord call, and GPU time per {empty kernel + record}
//                 step, for timing vs DisableTiming events (and no record at all)
#include <cmath>
#include <cstring>
#include <map>

#include "bench_util.cuh"
#include "benches.cuh"
#include "cuda_util.cuh"
#include "kernels.cuh"

namespace probe {

namespace {

constexpr const char* kBench = "elapsed-time-disable-timing";
constexpr float kSentinel = -12345.5f;

bool same_bits(float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0; }

struct ElapsedCase {
  const char* name;
  bool start_timing, end_timing;
};
const ElapsedCase kCases[] = {{"disable_disable", false, false},
                              {"disable_timing", false, true},
                              {"timing_disable", true, false},
                              {"timing_timing", true, true}};

struct ElapsedResult {
  json cases = json::object();
  std::string bad_error;       // error name for (DisableTiming, DisableTiming)
  bool bad_untouched = false;  // sentinel survived in that case
  bool ok = true;              // control case fine, errors not sticky
  std::string problem;
};

ElapsedResult elapsed_experiment(Context& ctx) {
  ElapsedResult r;
  Stream s;
  for (const auto& c : kCases) {
    Event a(c.start_timing ? cudaEventDefault : cudaEventDisableTiming);
    Event b(c.end_timing ? cudaEventDefault : cudaEventDisableTiming);
    CK(cudaEventRecord(a, s));
    launch_noop(s);
    CK(cudaEventRecord(b, s));
    CK(cudaStreamSynchronize(s));
    float ms = kSentinel;
    cudaError_t e = cudaEventElapsedTime(&ms, a, b);  // the call under test: checked below
    cudaError_t last = cudaGetLastError();            // clears the error it may have left
    bool untouched = same_bits(ms, kSentinel);
    json j = {{"start_event", c.start_timing ? "timing" : "DisableTiming"},
              {"end_event", c.end_timing ? "timing" : "DisableTiming"},
              {"error", cudaGetErrorName(e)},
              {"error_code", static_cast<int>(e)},
              {"last_error_after", cudaGetErrorName(last)},
              {"output_untouched", untouched}};
    if (e == cudaSuccess) j["elapsed_ms"] = ms;
    r.cases[c.name] = j;
    if (!c.start_timing && !c.end_timing) {
      r.bad_error = cudaGetErrorName(e);
      r.bad_untouched = untouched;
    }
    if (c.start_timing && c.end_timing && (e != cudaSuccess || !(ms >= 0) || !std::isfinite(ms))) {
      r.ok = false;
      r.problem = std::string("control case (timing, timing) returned ") + cudaGetErrorName(e);
    }
  }
  // The failed calls must not have broken the context: a kernel still runs.
  launch_noop(s);
  cudaError_t after = cudaStreamSynchronize(s);
  if (after != cudaSuccess) {
    r.ok = false;
    r.problem = std::string("work after the failed calls returned ") + cudaGetErrorName(after);
  }
  ctx.check(r.ok, r.problem);
  return r;
}

struct RecordResult {
  json variants = json::object();
  std::map<std::string, double> host_ns, gpu_ns;
};

RecordResult record_experiment(Context& ctx) {
  RecordResult r;
  const int kRecords = ctx.quick ? 500 : 2000;
  const int kSteps = ctx.quick ? 200 : 1000;
  Stream s;
  Event outer_a, outer_b;
  for (const char* variant : {"timing", "disable_timing", "none"}) {
    const bool none = variant == std::string("none");
    const unsigned flags =
        variant == std::string("timing") ? cudaEventDefault : cudaEventDisableTiming;
    std::vector<Event> evs;
    for (int i = 0; i < 8; ++i) evs.emplace_back(flags);
    const std::vector<std::string> names =
        none ? std::vector<std::string>{"gpu_ns_per_step"}
             : std::vector<std::string>{"record_host_ns", "gpu_ns_per_step"};
    Series ser = run_series(capped(ctx.sampler, 40), names, [&](std::vector<double>& out) {
      size_t k = 0;
      if (!none) {
        CK(cudaStreamSynchronize(s));
        const double t0 = steady_seconds();
        for (int i = 0; i < kRecords; ++i) CK(cudaEventRecord(evs[i & 7], s));
        const double t1 = steady_seconds();
        CK(cudaStreamSynchronize(s));
        out[k++] = (t1 - t0) * 1e9 / kRecords;
      }
      CK(cudaEventRecord(outer_a, s));
      for (int i = 0; i < kSteps; ++i) {
        launch_noop(s);
        if (!none) CK(cudaEventRecord(evs[i & 7], s));
      }
      CK(cudaEventRecord(outer_b, s));
      CK(cudaEventSynchronize(outer_b));
      out[k] = elapsed_ms(outer_a, outer_b) * 1e6 / kSteps;
    });
    r.variants[variant] = variant_json(
        ser, true,
        {{"description",
          none ? "empty kernels only (baseline for gpu_ns_per_step)"
               : std::string("events created with ") +
                     (flags == cudaEventDefault ? "cudaEventDefault" : "cudaEventDisableTiming")}});
    if (!none) r.host_ns[variant] = ser.median("record_host_ns");
    r.gpu_ns[variant] = ser.median("gpu_ns_per_step");
  }
  ctx.say(
      "  cudaEventRecord host cost: timing %s ns, DisableTiming %s ns; GPU per kernel+record "
      "step: timing %s ns, DisableTiming %s ns, no record %s ns\n",
      fmt_sig(r.host_ns["timing"]).c_str(), fmt_sig(r.host_ns["disable_timing"]).c_str(),
      fmt_sig(r.gpu_ns["timing"]).c_str(), fmt_sig(r.gpu_ns["disable_timing"]).c_str(),
      fmt_sig(r.gpu_ns["none"]).c_str());
  return r;
}

std::vector<Comparison> record_comparisons(const RecordResult& r, const json& params) {
  Comparison h;
  h.id = "record_host_ns";
  h.experiment = "record_cost";
  h.metric = "record_host_ns";
  h.bad_variant = "disable_timing";
  h.fixed_variant = "timing";
  h.bad = r.host_ns.at("disable_timing");
  h.fixed = r.host_ns.at("timing");
  h.params = params;
  Comparison g = h;
  g.id = "gpu_ns_per_step";
  g.metric = "gpu_ns_per_step";
  g.bad = r.gpu_ns.at("disable_timing");
  g.fixed = r.gpu_ns.at("timing");
  return {h, g};
}

}  // namespace

json run_elapsed_time_disable_timing(Context& ctx) {
  FailureWatch watch(ctx);
  json experiments = json::object();
  ElapsedResult er = elapsed_experiment(ctx);
  ctx.say("  cudaEventElapsedTime on DisableTiming events returned %s; output %s\n",
          er.bad_error.c_str(), er.bad_untouched ? "left untouched" : "overwritten");
  experiments["elapsed_time"] = {
      {"description",
       "events recorded around an empty kernel and synchronized; the output float holds a "
       "sentinel before the call; output_untouched = the sentinel's bits survived"},
      {"params", {{"sentinel", kSentinel}}},
      {"cases", er.cases}};
  RecordResult rr = record_experiment(ctx);
  json params = {{"records_per_sample", ctx.quick ? 500 : 2000},
                 {"steps_per_sample", ctx.quick ? 200 : 1000}};
  experiments["record_cost"] = {
      {"description",
       "record_host_ns = host time of N back-to-back cudaEventRecord calls / N on an idle stream; "
       "gpu_ns_per_step = GPU time (outer timing events) of N {empty kernel, cudaEventRecord} "
       "steps / N"},
      {"params", params},
      {"variants", rr.variants}};
  std::vector<Comparison> comps = record_comparisons(rr, params);
  std::string summary =
      "cudaEventElapsedTime on events created with cudaEventDisableTiming returned " +
      er.bad_error + " and " +
      (er.bad_untouched ? "left the output untouched (whatever was there is read as a time)"
                        : "overwrote the output") +
      "; the fix (timing events) costs " + fmt_sig(rr.host_ns["timing"]) +
      " ns of host time per cudaEventRecord vs " + fmt_sig(rr.host_ns["disable_timing"]) +
      " ns with DisableTiming";
  json j = check_object(kBench, summary, comps[0], comps, experiments, watch.verified());
  j["headline"]["elapsed_time_error"] = er.bad_error;
  j["headline"]["output_untouched"] = er.bad_untouched;
  return j;
}

json plan_elapsed_time_disable_timing(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  ElapsedResult er = elapsed_experiment(ctx);
  RecordResult rr = record_experiment(ctx);
  std::vector<Comparison> comps = record_comparisons(rr, json::object());
  std::string summary = "cudaEventElapsedTime on DisableTiming events returned " + er.bad_error +
                        (er.bad_untouched ? ", output untouched" : ", output overwritten") +
                        "; cudaEventRecord " + fmt_sig(rr.host_ns["timing"]) + " ns (timing) vs " +
                        fmt_sig(rr.host_ns["disable_timing"]) + " ns (DisableTiming)";
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  return plan_result(item, comps[0], watch.verified(), summary,
                     {{"elapsed_time_error", er.bad_error},
                      {"output_untouched", er.bad_untouched},
                      {"elapsed_time_cases", er.cases},
                      {"variants", rr.variants},
                      {"comparisons", json::array({comparison_json(comps[1])})}});
}

}  // namespace probe
