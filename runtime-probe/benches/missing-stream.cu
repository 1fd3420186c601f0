// cuda-missing-stream: an asynchronous call or a kernel launch with no stream argument.
//
// Bad: the work goes to the legacy default stream, where everything runs in issue order: copies
// cannot overlap kernels and kernels cannot overlap each other.
// Fixed: the same work on explicit (non-blocking) streams.
//
// Experiments:
//   pipeline  chunks copied H2D, transformed, copied D2H (pinned memory): all on the default
//             stream vs alternating over 2 non-blocking streams; end-to-end wall time
//   kernels   N short one-thread kernels: all on the default stream vs one per non-blocking
//             stream; GPU span and achieved concurrency from the kernels' own timestamps
#include <map>

#include "bench_util.cuh"
#include "benches.cuh"
#include "concurrency.cuh"
#include "pipeline.cuh"

namespace probe {

namespace {

constexpr const char* kBench = "missing-stream";
constexpr size_t kMiB = 1024 * 1024;
constexpr int kKernels = 8;
constexpr uint64_t kKernelNs = 200000;

struct PipelinePair {
  json experiment;
  Comparison cmp;
};

PipelinePair pipeline_pair(Context& ctx, size_t total, size_t chunk, int streams,
                           const std::string& label) {
  PipelineSpec spec;
  spec.total_bytes = total;
  spec.chunk_bytes = chunk;
  spec.streams = streams;
  spec.host_kind = HostKind::kPinned;
  spec.compute_iters = calibrate_compute_iters(chunk);
  json variants = json::object();
  std::map<std::string, double> med;
  for (bool legacy : {true, false}) {
    spec.legacy_default = legacy;
    const char* name = legacy ? "default_stream" : "streams";
    Pipeline p(spec);
    Series s = run_series(capped(ctx.sampler, 30), {"wall_ms"},
                          [&](std::vector<double>& out) { out[0] = p.run(); });
    std::string err = p.verify();
    bool ok = ctx.check(err.empty(), label + "pipeline " + name + ": " + err);
    variants[name] = variant_json(s, ok, {{"spec", pipeline_spec_json(spec)}});
    med[name] = s.median("wall_ms");
  }
  spec.legacy_default = false;
  json params = pipeline_spec_json(spec);
  params.erase("placement");
  PipelinePair r;
  r.experiment = {
      {"description",
       "chunks copied H2D (pinned), transformed by a kernel calibrated to take about as long as "
       "one chunk copy, copied D2H: all on the legacy default stream (no stream argument) vs "
       "alternating over non-blocking streams; wall_ms from the host clock around enqueue + "
       "cudaDeviceSynchronize"},
      {"params", params},
      {"variants", variants}};
  r.cmp.id = "pipeline_wall_ms";
  r.cmp.experiment = "pipeline";
  r.cmp.metric = "wall_ms";
  r.cmp.bad_variant = "default_stream";
  r.cmp.fixed_variant = "streams";
  r.cmp.bad = med["default_stream"];
  r.cmp.fixed = med["streams"];
  r.cmp.params = params;
  return r;
}

}  // namespace

json run_missing_stream(Context& ctx) {
  FailureWatch watch(ctx);
  json experiments = json::object();
  std::vector<Comparison> comps;

  PipelinePair pp = pipeline_pair(ctx, ctx.quick ? 32 * kMiB : 128 * kMiB,
                                  ctx.quick ? 4 * kMiB : 8 * kMiB, 2, "");
  experiments["pipeline"] = pp.experiment;
  comps.push_back(pp.cmp);
  ctx.say("  pipeline: default stream %s ms, 2 non-blocking streams %s ms\n",
          fmt_sig(pp.cmp.bad).c_str(), fmt_sig(pp.cmp.fixed).c_str());

  json variants = json::object();
  std::map<std::string, std::map<std::string, double>> med;
  for (ConcMode m : {ConcMode::kLegacyDefault, ConcMode::kNonBlocking}) {
    ConcurrencyRig rig(kKernels, kKernelNs, m);
    std::string err;
    Series s = run_series(capped(ctx.sampler, 40), {"span_us", "concurrency", "wall_us"},
                          [&](std::vector<double>& out) {
                            ConcResult r = rig.run();
                            if (err.empty()) err = r.error;
                            out[0] = r.span_us;
                            out[1] = r.concurrency;
                            out[2] = r.wall_us;
                          });
    bool ok = ctx.check(err.empty(), std::string("kernels ") + conc_mode_name(m) + ": " + err);
    variants[conc_mode_name(m)] = variant_json(s, ok, {{"description", conc_mode_description(m)}});
    med[conc_mode_name(m)] = {{"span_us", s.median("span_us")},
                              {"concurrency", s.median("concurrency")}};
  }
  json kparams = {{"kernels", kKernels}, {"kernel_us", kKernelNs / 1e3}};
  experiments["kernels"] = {
      {"description",
       "N one-thread kernels that each spin kernel_us on the GPU's global timer; span_us = last "
       "end - first start, concurrency = sum of kernel durations / span_us (N = all at once)"},
      {"params", kparams},
      {"variants", variants}};
  for (const char* metric : {"span_us", "concurrency"}) {
    Comparison c;
    c.id = std::string("kernels_") + metric;
    c.experiment = "kernels";
    c.metric = metric;
    c.lower_is_better = metric == std::string("span_us");
    c.bad_variant = "legacy_default_stream";
    c.fixed_variant = "nonblocking_streams";
    c.bad = med[c.bad_variant][metric];
    c.fixed = med[c.fixed_variant][metric];
    c.params = kparams;
    comps.push_back(c);
  }
  ctx.say(
      "  %d kernels of %s us: default stream span %s us (concurrency %s), streams span %s us "
      "(concurrency %s)\n",
      kKernels, fmt_sig(kKernelNs / 1e3).c_str(), fmt_sig(comps[1].bad).c_str(),
      fmt_sig(comps[2].bad).c_str(), fmt_sig(comps[1].fixed).c_str(),
      fmt_sig(comps[2].fixed).c_str());

  std::string summary =
      "a copy/compute pipeline of " +
      format_bytes(pp.experiment["params"]["total_bytes"].get<uint64_t>()) +
      " on the default stream took " + fmt_sig(pp.cmp.bad) + " ms vs " + fmt_sig(pp.cmp.fixed) +
      " ms on 2 non-blocking streams (" + times(cost_factor(pp.cmp.bad, pp.cmp.fixed, true)) +
      "); " + std::to_string(kKernels) + " kernels of " + fmt_sig(kKernelNs / 1e3) +
      " us ran with concurrency " + fmt_sig(comps[2].bad) + " on the default stream vs " +
      fmt_sig(comps[2].fixed) + " on separate streams";
  return check_object(kBench, summary, comps[0], comps, experiments, watch.verified());
}

json plan_missing_stream(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  size_t total = item.bytes & ~size_t(3);
  size_t chunk = (total / (4 * static_cast<size_t>(item.streams))) & ~size_t(3);
  if (chunk < 4) chunk = 4;
  PipelinePair pp = pipeline_pair(ctx, total, chunk, item.streams, item.id + ": ");
  std::string summary = "copy/compute pipeline of " + format_bytes(total) + ": default stream " +
                        fmt_sig(pp.cmp.bad) + " ms vs " + std::to_string(item.streams) +
                        " non-blocking streams " + fmt_sig(pp.cmp.fixed) + " ms (" +
                        times(cost_factor(pp.cmp.bad, pp.cmp.fixed, true)) + ")";
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  return plan_result(
      item, pp.cmp, watch.verified(), summary,
      {{"variants", pp.experiment["variants"]}, {"pipeline", pp.experiment["params"]}});
}

}  // namespace probe
