// cuda-event-timing-stream: cudaEventElapsedTime between events recorded on a stream that the
// timed work does not run on, with nothing ordering the two.
//
// Bad: start and stop recorded on stream A (or on the legacy default stream) around a 2 ms
// kernel on a non-blocking stream B: the events complete at once, and the elapsed time is a few
// microseconds. Fixed: B waits on an event recorded on A before the kernel, and A waits on an
// event recorded on B after it, before stop is recorded: the elapsed time covers the kernel.
// The kernel's true duration comes from its own GPU timestamps.
//
// Experiment:
//   elapsed  reported elapsed time per variant vs the kernel's own duration
#include <algorithm>

#include "bench_util.cuh"
#include "benches.cuh"
#include "cuda_util.cuh"
#include "kernels.cuh"

namespace probe {

namespace {

constexpr const char* kBench = "event-timing-stream";
constexpr uint64_t kSpinNs = 2000000;  // 2 ms

enum class Variant { OtherStream, LegacyEvents, Joined };

struct ElapsedResult {
  json variants = json::object();
  double other_ms = 0, legacy_ms = 0, joined_ms = 0, true_ms = 0;
};

ElapsedResult elapsed_experiment(Context& ctx) {
  ElapsedResult r;
  Stream a, b;  // both non-blocking
  Event start, stop, fork(cudaEventDisableTiming), join(cudaEventDisableTiming);
  DeviceBuffer rec(2 * sizeof(unsigned long long));
  auto* stamps = rec.as<unsigned long long>();
  const struct {
    const char* name;
    Variant v;
    const char* description;
  } kVariants[] = {
      {"events_on_a_work_on_b", Variant::OtherStream,
       "start and stop recorded on stream A, the kernel on non-blocking stream B, no join"},
      {"legacy_events_nonblocking_work", Variant::LegacyEvents,
       "start and stop recorded on the legacy default stream, the kernel on non-blocking "
       "stream B"},
      {"joined", Variant::Joined,
       "start and stop on A; B waits on an event of A before the kernel, A waits on an event "
       "of B after it (the fix)"},
  };
  for (const auto& k : kVariants) {
    double true_sum = 0;
    int n = 0;
    Series ser = run_series(capped(ctx.sampler, 10), {"reported_ms", "kernel_ms"},
                            [&](std::vector<double>& out) {
                              cudaStream_t ev = k.v == Variant::LegacyEvents ? cudaStreamLegacy
                                                                              : a.get();
                              CK(cudaEventRecord(start, ev));
                              if (k.v == Variant::Joined) {
                                CK(cudaEventRecord(fork, a));
                                CK(cudaStreamWaitEvent(b, fork, 0));
                              }
                              launch_spin(b, kSpinNs, stamps);
                              if (k.v == Variant::Joined) {
                                CK(cudaEventRecord(join, b));
                                CK(cudaStreamWaitEvent(a, join, 0));
                              }
                              CK(cudaEventRecord(stop, ev));
                              CK(cudaEventSynchronize(stop));
                              CK(cudaStreamSynchronize(b));
                              out[0] = elapsed_ms(start, stop);
                              unsigned long long h[2] = {0, 0};
                              CK(cudaMemcpy(h, stamps, sizeof h, cudaMemcpyDeviceToHost));
                              out[1] = (h[1] - h[0]) * 1e-6;
                              true_sum += out[1];
                              ++n;
                            });
    r.variants[k.name] = variant_json(ser, true, {{"description", k.description}});
    double reported = ser.median("reported_ms");
    if (k.v == Variant::OtherStream) r.other_ms = reported;
    if (k.v == Variant::LegacyEvents) r.legacy_ms = reported;
    if (k.v == Variant::Joined) r.joined_ms = reported;
    r.true_ms = std::max(r.true_ms, ser.median("kernel_ms"));
  }
  // The fix must measure the kernel: within 10 % of its own duration, or more.
  ctx.check(r.joined_ms >= 0.9 * r.true_ms,
            "joined variant reported " + fmt_sig(r.joined_ms) + " ms for a " +
                fmt_sig(r.true_ms) + " ms kernel");
  return r;
}

Comparison comparison(const ElapsedResult& r) {
  Comparison c;
  c.id = "reported_ms";
  c.experiment = "elapsed";
  c.metric = "reported_ms";
  c.lower_is_better = false;  // the closer to the kernel's duration, the better
  c.bad_variant = "events_on_a_work_on_b";
  c.fixed_variant = "joined";
  c.bad = r.other_ms;
  c.fixed = r.joined_ms;
  c.params = {{"kernel_ns", kSpinNs}};
  return c;
}

std::string summary_of(const ElapsedResult& r) {
  return "cudaEventElapsedTime reported " + fmt_sig(r.other_ms) + " ms (events on another " +
         "stream) and " + fmt_sig(r.legacy_ms) + " ms (events on the legacy default stream) for a " +
         fmt_sig(r.true_ms) + " ms kernel on a non-blocking stream; joined with " +
         "cudaStreamWaitEvent: " + fmt_sig(r.joined_ms) + " ms";
}

}  // namespace

json run_event_timing_stream(Context& ctx) {
  FailureWatch watch(ctx);
  ElapsedResult r = elapsed_experiment(ctx);
  ctx.say("  %s\n", summary_of(r).c_str());
  json experiments = json::object();
  experiments["elapsed"] = {
      {"description",
       "reported_ms = cudaEventElapsedTime(start, stop); kernel_ms = the kernel's own duration "
       "from its GPU timestamps"},
      {"params", {{"kernel_ns", kSpinNs}}},
      {"variants", r.variants}};
  Comparison c = comparison(r);
  json j = check_object(kBench, summary_of(r), c, {c}, experiments, watch.verified());
  j["headline"]["reported_ms"] = num(r.other_ms);
  j["headline"]["kernel_ms"] = num(r.true_ms);
  return j;
}

json plan_event_timing_stream(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  ElapsedResult r = elapsed_experiment(ctx);
  std::string summary = summary_of(r);
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  bool wrong = r.other_ms < 0.5 * r.true_ms;
  return plan_result(item, comparison(r), watch.verified(), summary,
                     {{"failure",
                       {{"observed", wrong},
                        {"detail", "cudaEventElapsedTime reported " + fmt_sig(r.other_ms) +
                                       " ms for a " + fmt_sig(r.true_ms) +
                                       " ms kernel on another stream"}}},
                      {"variants", r.variants}});
}

}  // namespace probe
