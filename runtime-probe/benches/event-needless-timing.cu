// cuda-event-needless-timing: an event that only orders work, created with timing enabled.
//
// Bad: cudaEventCreate (timing on) for an event that is recorded on one stream and waited for
// by another (cudaStreamWaitEvent) and never read by cudaEventElapsedTime: every record also
// takes a timestamp.
// Fixed: the same event created with cudaEventDisableTiming.
//
// Experiment:
//   ordering  steps iterations of {empty kernel on stream 0, cudaEventRecord(e, stream 0),
//             cudaStreamWaitEvent(stream 1, e), empty kernel on stream 1}; record_host_ns =
//             host time inside cudaEventRecord per call; wall_us_per_step = host time of the
//             loop plus the final wait / steps; verified: no CUDA error
#include <vector>

#include "bench_util.cuh"
#include "benches.cuh"
#include "cuda_util.cuh"
#include "kernels.cuh"

namespace probe {

namespace {

constexpr const char* kBench = "event-needless-timing";

struct Result {
  json variants = json::object();
  double record_ns[2] = {0, 0}, wall_us[2] = {0, 0};  // [0] timing, [1] DisableTiming
};

Result measure(Context& ctx, int steps) {
  Result r;
  Stream s0, s1;
  for (int v = 0; v < 2; ++v) {
    const unsigned flags = v == 0 ? cudaEventDefault : cudaEventDisableTiming;
    Event e(flags);
    Series ser = run_series(capped(ctx.sampler, 40), {"record_host_ns", "wall_us_per_step"},
                            [&](std::vector<double>& out) {
                              CK(cudaDeviceSynchronize());
                              double in_record = 0;
                              const double t0 = steady_seconds();
                              for (int i = 0; i < steps; ++i) {
                                launch_noop(s0);
                                const double r0 = steady_seconds();
                                CK(cudaEventRecord(e, s0));
                                in_record += steady_seconds() - r0;
                                CK(cudaStreamWaitEvent(s1, e, 0));
                                launch_noop(s1);
                              }
                              CK(cudaDeviceSynchronize());
                              out[0] = in_record * 1e9 / steps;
                              out[1] = (steady_seconds() - t0) * 1e6 / steps;
                            });
    bool ok = ctx.check(cudaGetLastError() == cudaSuccess,
                        std::string("ordering ") + (v ? "disable_timing" : "timing") +
                            ": CUDA error");
    const char* name = v == 0 ? "timing" : "disable_timing";
    r.variants[name] = variant_json(
        ser, ok,
        {{"description", v == 0 ? "event created with cudaEventCreate (timing on)"
                                : "event created with cudaEventDisableTiming"}});
    r.record_ns[v] = ser.median("record_host_ns");
    r.wall_us[v] = ser.median("wall_us_per_step");
    ctx.say("  %-15s cudaEventRecord %s ns on the host, %s us per step\n", name,
            fmt_sig(r.record_ns[v]).c_str(), fmt_sig(r.wall_us[v]).c_str());
  }
  return r;
}

std::vector<Comparison> comparisons(const Result& r, const json& params) {
  std::vector<Comparison> out;
  const double* figures[] = {r.record_ns, r.wall_us};
  const char* metrics[] = {"record_host_ns", "wall_us_per_step"};
  for (int m = 0; m < 2; ++m) {
    Comparison c;
    c.id = c.metric = metrics[m];
    c.experiment = "ordering";
    c.bad_variant = "timing";
    c.fixed_variant = "disable_timing";
    c.bad = figures[m][0];
    c.fixed = figures[m][1];
    c.params = params;
    out.push_back(c);
  }
  return out;
}

std::string summary_of(const Result& r) {
  return "cudaEventRecord of an ordering-only event: " + fmt_sig(r.record_ns[0]) +
         " ns with timing vs " + fmt_sig(r.record_ns[1]) + " ns with cudaEventDisableTiming; " +
         fmt_sig(r.wall_us[0]) + " vs " + fmt_sig(r.wall_us[1]) + " us per cross-stream step";
}

}  // namespace

json run_event_needless_timing(Context& ctx) {
  FailureWatch watch(ctx);
  const int steps = ctx.quick ? 200 : 1000;
  json params = {{"steps_per_sample", steps}};
  Result r = measure(ctx, steps);
  std::vector<Comparison> comps = comparisons(r, params);
  json experiments = {
      {"ordering",
       {{"description", std::string("see the header of ") + kBench + ".cu"},
        {"params", params},
        {"variants", r.variants}}}};
  return check_object(kBench, summary_of(r), comps[0], comps, experiments, watch.verified());
}

json plan_event_needless_timing(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  Result r = measure(ctx, ctx.quick ? 200 : 1000);
  std::vector<Comparison> comps = comparisons(r, json::object());
  std::string summary = summary_of(r);
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  return plan_result(item, comps[0], watch.verified(), summary,
                     {{"variants", r.variants},
                      {"comparisons", json::array({comparison_json(comps[1])})}});
}

}  // namespace probe
