// cuda-host-access-before-sync: the host touching pinned memory that an asynchronous copy may
// still be reading or writing.
//
// stale_read      Bad: a kernel fills a 64 MiB device buffer, cudaMemcpyAsync copies it into
//                 pinned host memory, and the host reads three elements (first, middle, last)
//                 right after issuing the copy. A trial is stale when any of them still holds
//                 the value from before. Fixed: cudaStreamSynchronize, or an event recorded
//                 after the copy and cudaEventSynchronize, before the reads. Every trial then
//                 synchronizes and checks the whole buffer (the copy itself is right).
// staging_refill  Bad: one pinned 1 MiB staging buffer; per batch the host fills it, queues the
//                 host-to-device copy behind a 2 ms kernel, and goes on to refill it for the
//                 next batch while the copy is still queued. A kernel after each copy counts the
//                 elements that differ from the batch's own data: a batch is corrupted when any
//                 does. Fixed: two staging buffers, an event recorded after each buffer's copy,
//                 cudaEventSynchronize of that event before refilling it (double buffering).
#include <algorithm>
#include <utility>
#include <vector>

#include "bench_util.cuh"
#include "benches.cuh"
#include "cuda_util.cuh"
#include "kernels.cuh"
#include "verify.h"

namespace probe {

namespace {

constexpr const char* kBench = "host-access-before-sync";
constexpr size_t kReadBytes = size_t(64) << 20;
constexpr size_t kStageBytes = size_t(1) << 20;
constexpr uint64_t kQueueNs = 2000000;  // 2 ms of GPU work the upload is queued behind

enum class Wait { None, Stream, Event };

struct Result {
  json read_variants = json::object(), stage_variants = json::object();
  int read_trials = 0, stale_bad = 0, stale_sync = 0, stale_event = 0;
  int batches = 0, corrupted_bad = 0, corrupted_fixed = 0;
};

// Stale trials out of `trials` for one way of waiting (or none) before the host reads.
int stale_reads(Context& ctx, Wait wait, int trials, json& variants, const char* name,
                const char* description) {
  const size_t n = kReadBytes / sizeof(uint32_t);
  Stream s;
  Event done(cudaEventDisableTiming);
  DeviceBuffer d(kReadBytes);
  HostBuffer h(HostKind::kPinned, kReadBytes);
  auto* hp = h.as<uint32_t>();
  const size_t probes[] = {0, n / 2, n - 1};
  int stale = 0, wrong_after_sync = 0;
  std::vector<double> host_us;
  for (int t = 0; t < trials; ++t) {
    const uint32_t seed = 0x5eed0000u + uint32_t(t);
    for (size_t i : probes) hp[i] = ~fill_value(i, seed);  // "before": anything but the result
    launch_fill(s, d.as<uint32_t>(), n, seed);
    double t0 = steady_seconds();
    CK(cudaMemcpyAsync(hp, d.get(), kReadBytes, cudaMemcpyDeviceToHost, s));
    if (wait == Wait::Stream) CK(cudaStreamSynchronize(s));
    if (wait == Wait::Event) {
      CK(cudaEventRecord(done, s));
      CK(cudaEventSynchronize(done));
    }
    bool is_stale = false;
    for (size_t i : probes) is_stale |= hp[i] != fill_value(i, seed);
    host_us.push_back((steady_seconds() - t0) * 1e6);
    stale += is_stale;
    CK(cudaStreamSynchronize(s));
    for (size_t i = 0; i < n; i += 4093) wrong_after_sync += hp[i] != fill_value(i, seed);
  }
  ctx.check(wrong_after_sync == 0, std::string(name) + ": the copy delivered wrong data");
  std::sort(host_us.begin(), host_us.end());
  variants[name] = {{"description", description},
                    {"trials", trials},
                    {"stale_trials", stale},
                    {"host_us_to_read_median", num(host_us[host_us.size() / 2])},
                    {"verified", wrong_after_sync == 0}};
  return stale;
}

// Corrupted batches out of `batches`: one staging buffer refilled at once (double_buffer false),
// or two with an event each (true).
int corrupted_batches(Context& ctx, bool double_buffer, int batches, json& variants,
                      const char* name, const char* description) {
  const size_t n = kStageBytes / sizeof(uint32_t);
  Stream s;
  HostBuffer stage[2] = {HostBuffer(HostKind::kPinned, kStageBytes),
                         HostBuffer(HostKind::kPinned, kStageBytes)};
  Event done[2] = {Event(cudaEventDisableTiming), Event(cudaEventDisableTiming)};
  DeviceBuffer d(kStageBytes * size_t(batches));
  DeviceBuffer errors(sizeof(unsigned long long) * size_t(batches));
  CK(cudaMemsetAsync(errors.get(), 0, errors.bytes(), s));
  CK(cudaStreamSynchronize(s));
  auto* dp = d.as<uint32_t>();
  auto* ep = errors.as<unsigned long long>();
  double t0 = steady_seconds();
  for (int b = 0; b < batches; ++b) {
    const int k = double_buffer ? b % 2 : 0;
    if (double_buffer) CK(cudaEventSynchronize(done[k]));  // its previous upload is done
    auto* hp = stage[k].as<uint32_t>();
    const uint32_t seed = 0xba7c0000u + uint32_t(b);
    for (size_t i = 0; i < n; ++i) hp[i] = fill_value(i, seed);
    launch_spin(s, kQueueNs);  // the upload waits behind other work, as in a pipeline
    CK(cudaMemcpyAsync(dp + size_t(b) * n, hp, kStageBytes, cudaMemcpyHostToDevice, s));
    CK(cudaEventRecord(done[k], s));
    launch_check_fill(s, dp + size_t(b) * n, n, seed, ep + b);
  }
  CK(cudaStreamSynchronize(s));
  double wall_ms = (steady_seconds() - t0) * 1e3;
  std::vector<unsigned long long> errs(size_t(batches), 0);
  CK(cudaMemcpy(errs.data(), ep, errors.bytes(), cudaMemcpyDeviceToHost));
  int corrupted = 0;
  unsigned long long worst = 0;
  for (unsigned long long e : errs) {
    corrupted += e != 0;
    worst = std::max(worst, e);
  }
  // Verification: the last batch is never refilled, so it must always arrive intact.
  bool ok = errs.back() == 0;
  ctx.check(ok, std::string(name) + ": the last batch, never refilled, arrived corrupted");
  variants[name] = {{"description", description},
                    {"batches", batches},
                    {"corrupted_batches", corrupted},
                    {"worst_batch_wrong_elements", worst},
                    {"elements_per_batch", n},
                    {"wall_ms", num(wall_ms)},
                    {"verified", ok}};
  return corrupted;
}

Result measure(Context& ctx) {
  Result r;
  r.read_trials = ctx.quick ? 10 : 50;
  r.batches = ctx.quick ? 6 : 20;
  r.stale_bad = stale_reads(ctx, Wait::None, r.read_trials, r.read_variants, "read_before_sync",
                            "the host reads the destination right after cudaMemcpyAsync");
  r.stale_sync = stale_reads(ctx, Wait::Stream, r.read_trials, r.read_variants,
                             "stream_synchronize", "cudaStreamSynchronize before the read");
  r.stale_event = stale_reads(ctx, Wait::Event, r.read_trials, r.read_variants,
                              "event_synchronize",
                              "an event recorded after the copy, cudaEventSynchronize before "
                              "the read");
  r.corrupted_bad = corrupted_batches(ctx, false, r.batches, r.stage_variants,
                                      "refill_while_queued",
                                      "one staging buffer, refilled while its upload is queued");
  r.corrupted_fixed = corrupted_batches(ctx, true, r.batches, r.stage_variants,
                                        "double_buffered_events",
                                        "two staging buffers, an event per buffer, "
                                        "cudaEventSynchronize before refilling");
  // The fixes must never see stale or corrupted data.
  ctx.check(r.stale_sync == 0 && r.stale_event == 0,
            "a synchronized read saw stale data (" + std::to_string(r.stale_sync) + ", " +
                std::to_string(r.stale_event) + ")");
  ctx.check(r.corrupted_fixed == 0,
            "double buffering corrupted " + std::to_string(r.corrupted_fixed) + " batches");
  return r;
}

// A failure-rate comparison: the fraction of trials that went wrong, bad vs fixed.
Comparison rate(const char* id, const char* experiment, const char* bad_variant,
                const char* fixed_variant, int bad, int fixed, int trials, json params) {
  Comparison c;
  c.id = c.metric = id;
  c.experiment = experiment;
  c.bad_variant = bad_variant;
  c.fixed_variant = fixed_variant;
  c.bad = double(bad) / trials;
  c.fixed = double(fixed) / trials;
  c.params = std::move(params);
  return c;
}

Comparison comparison(const Result& r) {
  return rate("stale_fraction", "stale_read", "read_before_sync", "stream_synchronize",
              r.stale_bad, r.stale_sync, r.read_trials,
              {{"bytes", kReadBytes}, {"trials", r.read_trials}});
}

Comparison staging_comparison(const Result& r) {
  return rate("corrupted_fraction", "staging_refill", "refill_while_queued",
              "double_buffered_events", r.corrupted_bad, r.corrupted_fixed, r.batches,
              {{"bytes", kStageBytes}, {"batches", r.batches}, {"queued_behind_ns", kQueueNs}});
}

std::string summary_of(const Result& r) {
  return std::to_string(r.stale_bad) + " of " + std::to_string(r.read_trials) +
         " reads right after a 64 MiB device-to-host cudaMemcpyAsync were stale (0 expected "
         "after cudaStreamSynchronize: " + std::to_string(r.stale_sync) +
         "; after cudaEventSynchronize: " + std::to_string(r.stale_event) + "); " +
         std::to_string(r.corrupted_bad) + " of " + std::to_string(r.batches) +
         " batches arrived corrupted when the staging buffer was refilled while queued (double "
         "buffering with events: " + std::to_string(r.corrupted_fixed) + ")";
}

json experiments_of(const Result& r) {
  json e = json::object();
  e["stale_read"] = {{"description",
                      "stale_trials = trials in which the host, reading three elements of the "
                      "destination, saw a value from before the copy"},
                     {"params", {{"bytes", kReadBytes}}},
                     {"variants", r.read_variants}};
  e["staging_refill"] = {{"description",
                          "corrupted_batches = batches whose device copy differs from the data "
                          "the host filled for them"},
                         {"params", {{"bytes", kStageBytes}, {"queued_behind_ns", kQueueNs}}},
                         {"variants", r.stage_variants}};
  return e;
}

}  // namespace

json run_host_access_before_sync(Context& ctx) {
  FailureWatch watch(ctx);
  Result r = measure(ctx);
  ctx.say("  %s\n", summary_of(r).c_str());
  Comparison c = comparison(r);
  json j = check_object(kBench, summary_of(r), c, {c, staging_comparison(r)}, experiments_of(r),
                        watch.verified());
  j["headline"]["stale_trials"] = r.stale_bad;
  j["headline"]["trials"] = r.read_trials;
  j["headline"]["corrupted_batches"] = r.corrupted_bad;
  j["headline"]["batches"] = r.batches;
  return j;
}

json plan_host_access_before_sync(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  Result r = measure(ctx);
  std::string summary = summary_of(r);
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  bool wrong = r.stale_bad > 0 || r.corrupted_bad > 0;
  return plan_result(item, comparison(r), watch.verified(), summary,
                     {{"failure",
                       {{"observed", wrong},
                        {"detail", std::to_string(r.stale_bad) + " of " +
                                       std::to_string(r.read_trials) +
                                       " reads before synchronization were stale, " +
                                       std::to_string(r.corrupted_bad) + " of " +
                                       std::to_string(r.batches) + " batches corrupted"}}},
                      {"read_variants", r.read_variants},
                      {"stage_variants", r.stage_variants}});
}

}  // namespace probe
