// cuda-default-stream: work on the legacy default stream (stream 0, cudaStreamLegacy) in code
// that otherwise uses streams.
//
// Bad: one operation on the legacy default stream waits for all earlier work in every blocking
// stream (cudaStreamCreate) and all later work waits for it: a barrier across the device.
// Fixed: streams created with cudaStreamNonBlocking (which do not synchronize with the legacy
// stream), or the operation moved to an explicit stream.
//
// Experiments:
//   kernels   N short one-thread kernels, one per stream, in five placements (non-blocking,
//             non-blocking + one legacy-stream op in the middle, blocking, blocking + the op,
//             all on the legacy stream); GPU span and achieved concurrency
//   pipeline  the copy/compute pipeline over 2 streams with an empty kernel on the legacy
//             default stream after each chunk: blocking vs non-blocking streams
#include <map>

#include "bench_util.cuh"
#include "benches.cuh"
#include "concurrency.cuh"
#include "pipeline.cuh"

namespace probe {

namespace {

constexpr const char* kBench = "default-stream";
constexpr size_t kMiB = 1024 * 1024;
constexpr int kKernels = 8;
constexpr uint64_t kKernelNs = 200000;

struct KernelsResult {
  json experiment;
  std::vector<Comparison>
      comps;  // span_us, concurrency (bad: blocking + op, fixed: non-blocking + op)
};

KernelsResult kernels_experiment(Context& ctx, int n, const std::vector<ConcMode>& modes,
                                 const std::string& label) {
  json variants = json::object();
  std::map<std::string, std::map<std::string, double>> med;
  for (ConcMode m : modes) {
    ConcurrencyRig rig(n, kKernelNs, m);
    std::string err;
    Series s = run_series(capped(ctx.sampler, 40), {"span_us", "concurrency", "wall_us"},
                          [&](std::vector<double>& out) {
                            ConcResult r = rig.run();
                            if (err.empty()) err = r.error;
                            out[0] = r.span_us;
                            out[1] = r.concurrency;
                            out[2] = r.wall_us;
                          });
    bool ok = ctx.check(err.empty(), label + "kernels " + conc_mode_name(m) + ": " + err);
    variants[conc_mode_name(m)] = variant_json(s, ok, {{"description", conc_mode_description(m)}});
    med[conc_mode_name(m)] = {{"span_us", s.median("span_us")},
                              {"concurrency", s.median("concurrency")}};
    ctx.say("  %2d kernels, %-31s span %8s us  concurrency %s\n", n, conc_mode_name(m),
            fmt_sig(s.median("span_us")).c_str(), fmt_sig(s.median("concurrency")).c_str());
  }
  KernelsResult r;
  json params = {{"kernels", n}, {"kernel_us", kKernelNs / 1e3}};
  r.experiment = {
      {"description",
       "N one-thread kernels that each spin kernel_us on the GPU's global timer, one per stream; "
       "the legacy op is an empty kernel on cudaStreamLegacy launched after the first N/2; "
       "span_us = last end - first start, concurrency = sum of kernel durations / span_us"},
      {"params", params},
      {"variants", variants}};
  for (const char* metric : {"span_us", "concurrency"}) {
    Comparison c;
    c.id = std::string("kernels_") + metric;
    c.experiment = "kernels";
    c.metric = metric;
    c.lower_is_better = metric == std::string("span_us");
    c.bad_variant = conc_mode_name(ConcMode::kBlockingLegacyOp);
    c.fixed_variant = conc_mode_name(ConcMode::kNonBlockingLegacyOp);
    c.bad = med[c.bad_variant][metric];
    c.fixed = med[c.fixed_variant][metric];
    c.params = params;
    r.comps.push_back(c);
  }
  return r;
}

}  // namespace

json run_default_stream(Context& ctx) {
  FailureWatch watch(ctx);
  json experiments = json::object();
  std::vector<Comparison> comps;

  KernelsResult kr = kernels_experiment(
      ctx, kKernels,
      {ConcMode::kNonBlocking, ConcMode::kNonBlockingLegacyOp, ConcMode::kBlocking,
       ConcMode::kBlockingLegacyOp, ConcMode::kLegacyDefault},
      "");
  experiments["kernels"] = kr.experiment;
  comps = kr.comps;

  // Pipeline with a legacy-stream op after every chunk.
  PipelineSpec spec;
  spec.total_bytes = ctx.quick ? 32 * kMiB : 128 * kMiB;
  spec.chunk_bytes = ctx.quick ? 4 * kMiB : 8 * kMiB;
  spec.streams = 2;
  spec.host_kind = HostKind::kPinned;
  spec.legacy_op_each_chunk = true;
  spec.compute_iters = calibrate_compute_iters(spec.chunk_bytes);
  json variants = json::object();
  std::map<std::string, double> med;
  for (Stream::Kind k : {Stream::kBlocking, Stream::kNonBlocking}) {
    spec.stream_kind = k;
    const char* name = k == Stream::kBlocking ? "blocking_streams" : "nonblocking_streams";
    Pipeline p(spec);
    Series s = run_series(capped(ctx.sampler, 30), {"wall_ms"},
                          [&](std::vector<double>& out) { out[0] = p.run(); });
    std::string err = p.verify();
    bool ok = ctx.check(err.empty(), std::string("pipeline ") + name + ": " + err);
    variants[name] = variant_json(s, ok, {{"spec", pipeline_spec_json(spec)}});
    med[name] = s.median("wall_ms");
  }
  json params = pipeline_spec_json(spec);
  params.erase("placement");
  experiments["pipeline"] = {
      {"description",
       "the copy/compute pipeline over 2 streams (pinned memory) with an empty kernel on the "
       "legacy default stream after each chunk: streams from cudaStreamCreate vs "
       "cudaStreamNonBlocking; wall_ms from the host clock"},
      {"params", params},
      {"variants", variants}};
  Comparison pc;
  pc.id = "pipeline_wall_ms";
  pc.experiment = "pipeline";
  pc.metric = "wall_ms";
  pc.bad_variant = "blocking_streams";
  pc.fixed_variant = "nonblocking_streams";
  pc.bad = med["blocking_streams"];
  pc.fixed = med["nonblocking_streams"];
  pc.params = params;
  comps.push_back(pc);
  ctx.say("  pipeline with a legacy op per chunk: blocking streams %s ms, non-blocking %s ms\n",
          fmt_sig(pc.bad).c_str(), fmt_sig(pc.fixed).c_str());

  const Comparison& span = comps[0];
  const Comparison& conc = comps[1];
  std::string summary =
      std::to_string(kKernels) + " kernels of " + fmt_sig(kKernelNs / 1e3) +
      " us on blocking streams with one legacy-default-stream operation between them took " +
      fmt_sig(span.bad) + " us (concurrency " + fmt_sig(conc.bad) + ") vs " + fmt_sig(span.fixed) +
      " us (concurrency " + fmt_sig(conc.fixed) +
      ") on non-blocking streams; a copy/compute pipeline with a legacy-stream operation per "
      "chunk took " +
      fmt_sig(pc.bad) + " ms on blocking streams vs " + fmt_sig(pc.fixed) +
      " ms on non-blocking streams";
  return check_object(kBench, summary, span, comps, experiments, watch.verified());
}

json plan_default_stream(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  KernelsResult kr = kernels_experiment(
      ctx, item.streams, {ConcMode::kNonBlockingLegacyOp, ConcMode::kBlockingLegacyOp},
      item.id + ": ");
  const Comparison& span = kr.comps[0];
  const Comparison& conc = kr.comps[1];
  std::string summary =
      std::to_string(item.streams) + " kernels of " + fmt_sig(kKernelNs / 1e3) +
      " us with a legacy-default-stream operation between them: blocking streams " +
      fmt_sig(span.bad) + " us (concurrency " + fmt_sig(conc.bad) + "), non-blocking " +
      fmt_sig(span.fixed) + " us (concurrency " + fmt_sig(conc.fixed) + ")";
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  return plan_result(item, span, watch.verified(), summary,
                     {{"variants", kr.experiment["variants"]},
                      {"comparisons", json::array({comparison_json(conc)})}});
}

}  // namespace probe
