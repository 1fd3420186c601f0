// cuda-alloc-in-loop: cudaMalloc/cudaFree inside a loop.
//
// Bad: every iteration allocates and frees device memory; cudaFree waits for the whole device.
// Fixed: allocate once outside the loop (hoisted), or use the stream-ordered allocator
// (cudaMallocAsync/cudaFreeAsync), best from a pool that keeps its memory between
// synchronizations (cudaMemPoolAttrReleaseThreshold).
//
// Experiments:
//   loop          M iterations of {allocate, fill kernel, check kernel, 8-byte D2H copy of the
//                 error count, free, stream sync} per allocation size, four ways; host time per
//                 iteration
//   free_blocked  host time inside cudaFree of an unused buffer while another stream runs a long
//                 kernel, vs cudaFreeAsync on an idle stream
#include <cstdint>
#include <map>

#include "bench_util.cuh"
#include "benches.cuh"
#include "cuda_util.cuh"
#include "kernels.cuh"

namespace probe {

namespace {

constexpr const char* kBench = "alloc-in-loop";
constexpr size_t kKiB = 1024, kMiB = 1024 * 1024;
constexpr size_t kHeadlineBytes = 1 * kMiB;
constexpr size_t kFreeBytes = 16 * kMiB;

enum class AllocMode { kMallocFree, kHoisted, kAsyncDefaultPool, kAsyncRetainPool };
const AllocMode kModes[] = {AllocMode::kMallocFree, AllocMode::kHoisted,
                            AllocMode::kAsyncDefaultPool, AllocMode::kAsyncRetainPool};

const char* mode_name(AllocMode m) {
  switch (m) {
    case AllocMode::kMallocFree:
      return "malloc_free";
    case AllocMode::kHoisted:
      return "hoisted";
    case AllocMode::kAsyncDefaultPool:
      return "async_default_pool";
    case AllocMode::kAsyncRetainPool:
      return "async_pool_retain";
  }
  return "?";
}

const char* mode_description(AllocMode m) {
  switch (m) {
    case AllocMode::kMallocFree:
      return "cudaMalloc + cudaFree in every iteration";
    case AllocMode::kHoisted:
      return "one cudaMalloc before the loop, one cudaFree after it";
    case AllocMode::kAsyncDefaultPool:
      return "cudaMallocAsync + cudaFreeAsync in every iteration, device's default pool "
             "(release threshold as found)";
    case AllocMode::kAsyncRetainPool:
      return "cudaMallocFromPoolAsync + cudaFreeAsync in every iteration, a pool whose release "
             "threshold is UINT64_MAX (keeps its memory across synchronizations)";
  }
  return "?";
}

std::vector<size_t> loop_sizes(bool quick) {
  if (quick) return {4 * kKiB, 1 * kMiB, 16 * kMiB};
  return {4 * kKiB, 1 * kMiB, 16 * kMiB, 256 * kMiB};
}

class AllocRig {
 public:
  explicit AllocRig(int device) : errors_(sizeof(unsigned long long)) {
    CK(cudaMallocHost(&host_errors_, sizeof(unsigned long long)));
    cudaMemPoolProps props{};
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = device;
    CK(cudaMemPoolCreate(&pool_, &props));
    uint64_t keep = UINT64_MAX;
    CK(cudaMemPoolSetAttribute(pool_, cudaMemPoolAttrReleaseThreshold, &keep));
    cudaMemPool_t def;
    CK(cudaDeviceGetDefaultMemPool(&def, device));
    CK(cudaMemPoolGetAttribute(def, cudaMemPoolAttrReleaseThreshold, &default_threshold_));
  }
  ~AllocRig() {
    report_release_error(cudaMemPoolDestroy(pool_), "cudaMemPoolDestroy");
    report_release_error(cudaFreeHost(host_errors_), "cudaFreeHost");
  }
  uint64_t default_threshold() const { return default_threshold_; }

  void reset_errors() {
    CK(cudaMemset(errors_.get(), 0, sizeof(unsigned long long)));
    CK(cudaDeviceSynchronize());
    *host_errors_ = ~0ull;
  }
  // The error count the last iteration copied back (~0 if none ran).
  unsigned long long errors() const { return *host_errors_; }

  // Runs `iters` iterations; returns host microseconds per iteration.
  double loop(AllocMode m, size_t bytes, int iters, uint32_t seed0) {
    const size_t n = bytes / sizeof(uint32_t);
    auto* err = errors_.as<unsigned long long>();
    CK(cudaDeviceSynchronize());
    const double t0 = steady_seconds();
    void* hoisted = nullptr;
    if (m == AllocMode::kHoisted) CK(cudaMalloc(&hoisted, bytes));
    for (int i = 0; i < iters; ++i) {
      const uint32_t seed = seed0 + static_cast<uint32_t>(i);
      void* p = hoisted;
      if (m == AllocMode::kMallocFree) CK(cudaMalloc(&p, bytes));
      if (m == AllocMode::kAsyncDefaultPool) CK(cudaMallocAsync(&p, bytes, s_));
      if (m == AllocMode::kAsyncRetainPool) CK(cudaMallocFromPoolAsync(&p, bytes, pool_, s_));
      launch_fill(s_, static_cast<uint32_t*>(p), n, seed);
      launch_check_fill(s_, static_cast<uint32_t*>(p), n, seed, err);
      CK(cudaMemcpyAsync(host_errors_, err, sizeof(unsigned long long), cudaMemcpyDeviceToHost,
                         s_));
      if (m == AllocMode::kMallocFree) CK(cudaFree(p));
      if (m == AllocMode::kAsyncDefaultPool || m == AllocMode::kAsyncRetainPool)
        CK(cudaFreeAsync(p, s_));
      CK(cudaStreamSynchronize(s_));
    }
    if (hoisted) CK(cudaFree(hoisted));
    const double t1 = steady_seconds();
    return (t1 - t0) * 1e6 / iters;
  }

  // Host time inside cudaFree (bad) / cudaFreeAsync (fixed) while stream `busy_` runs a kernel.
  double free_while_busy(bool async, size_t bytes, uint64_t spin_ns) {
    void* p = nullptr;
    if (async) {
      CK(cudaMallocAsync(&p, bytes, s_));
      CK(cudaStreamSynchronize(s_));
    } else {
      CK(cudaMalloc(&p, bytes));
    }
    CK(cudaDeviceSynchronize());
    launch_spin(busy_, spin_ns);
    const double t0 = steady_seconds();
    if (async)
      CK(cudaFreeAsync(p, s_));
    else
      CK(cudaFree(p));
    const double t1 = steady_seconds();
    CK(cudaDeviceSynchronize());
    return (t1 - t0) * 1e6;
  }

 private:
  DeviceBuffer errors_;
  unsigned long long* host_errors_ = nullptr;
  cudaMemPool_t pool_{};
  uint64_t default_threshold_ = 0;
  Stream s_, busy_;
};

struct LoopResult {
  json variants = json::object();
  std::map<std::string, double> med;  // us_per_iter by mode
};

LoopResult loop_experiment(Context& ctx, AllocRig& rig, size_t bytes, int iters,
                           const std::string& label) {
  LoopResult r;
  uint32_t seed = 1;
  for (AllocMode m : kModes) {
    Series s = run_series(capped(ctx.sampler, 30), {"us_per_iter"}, [&](std::vector<double>& out) {
      out[0] = rig.loop(m, bytes, iters, seed);
      seed += iters;
    });
    // Verification: one more loop from a clean error count; every check kernel must agree.
    rig.reset_errors();
    rig.loop(m, bytes, iters, seed);
    unsigned long long e = rig.errors();
    bool ok = ctx.check(e == 0, label + format_bytes(bytes) + " " + mode_name(m) + ": " +
                                    std::to_string(e) + " words did not hold what was written");
    r.variants[mode_name(m)] = variant_json(s, ok, {{"description", mode_description(m)}});
    r.med[mode_name(m)] = s.median("us_per_iter");
  }
  ctx.say(
      "  %-8s per iteration: malloc/free %s us, hoisted %s us, async default pool %s us, "
      "async retaining pool %s us\n",
      format_bytes(bytes).c_str(), fmt_sig(r.med["malloc_free"]).c_str(),
      fmt_sig(r.med["hoisted"]).c_str(), fmt_sig(r.med["async_default_pool"]).c_str(),
      fmt_sig(r.med["async_pool_retain"]).c_str());
  return r;
}

Comparison loop_cmp(const LoopResult& r, size_t bytes, int iters, const std::string& bad,
                    const std::string& fixed, const std::string& id) {
  Comparison c;
  c.id = id;
  c.experiment = "loop";
  c.metric = "us_per_iter";
  c.bad_variant = bad;
  c.fixed_variant = fixed;
  c.bad = r.med.at(bad);
  c.fixed = r.med.at(fixed);
  c.params = {{"alloc_bytes", bytes}, {"iterations", iters}};
  return c;
}

}  // namespace

json run_alloc_in_loop(Context& ctx) {
  FailureWatch watch(ctx);
  AllocRig rig(ctx.device);
  const int iters = ctx.quick ? 10 : 20;
  const uint64_t spin_ns = ctx.quick ? 2000000 : 5000000;
  json experiments = json::object();
  std::vector<Comparison> comps;
  json rows = json::array(), by_size = json::array();
  const auto sizes = loop_sizes(ctx.quick);
  Comparison head;
  for (size_t bytes : sizes) {
    LoopResult r = loop_experiment(ctx, rig, bytes, iters, "");
    rows.push_back(json{{"alloc_bytes", bytes}, {"variants", r.variants}});
    json row = {{"alloc_bytes", bytes}};
    for (AllocMode m : kModes)
      row[std::string(mode_name(m)) + "_us_per_iter"] = num(r.med[mode_name(m)]);
    row["cost_factor"] = num(cost_factor(r.med["malloc_free"], r.med["hoisted"], true));
    by_size.push_back(row);
    std::string b = std::to_string(bytes);
    comps.push_back(loop_cmp(r, bytes, iters, "malloc_free", "hoisted", "us_per_iter_" + b));
    if (bytes == kHeadlineBytes) head = comps.back();
    comps.push_back(loop_cmp(r, bytes, iters, "malloc_free", "async_pool_retain",
                             "us_per_iter_" + b + "_pool_retain"));
    comps.push_back(loop_cmp(r, bytes, iters, "async_default_pool", "async_pool_retain",
                             "us_per_iter_" + b + "_default_vs_retain"));
  }
  experiments["loop"] = {
      {"description",
       "per iteration: allocate alloc_bytes, fill kernel, check kernel, 8-byte D2H copy of the "
       "error count, free, cudaStreamSynchronize; us_per_iter = host wall time of the loop / "
       "iterations (hoisted includes its one allocation and free)"},
      {"params",
       {{"iterations", iters}, {"default_pool_release_threshold", rig.default_threshold()}}},
      {"rows", rows}};

  json fvariants = json::object();
  std::map<std::string, double> fmed;
  for (bool async : {false, true}) {
    const char* name = async ? "cudaFreeAsync" : "cudaFree";
    Series s = run_series(capped(ctx.sampler, ctx.quick ? 8 : 25), {"host_blocked_us"},
                          [&](std::vector<double>& out) {
                            out[0] = rig.free_while_busy(async, kFreeBytes, spin_ns);
                          });
    fvariants[name] = variant_json(s, true);
    fmed[name] = s.median("host_blocked_us");
  }
  json fparams = {{"bytes", kFreeBytes}, {"kernel_us", spin_ns / 1e3}};
  experiments["free_blocked"] = {
      {"description",
       "a one-thread kernel spinning kernel_us runs on another non-blocking stream; the host "
       "times cudaFree of an unused buffer (from cudaMalloc) vs cudaFreeAsync of one from "
       "cudaMallocAsync on an idle stream"},
      {"params", fparams},
      {"variants", fvariants}};
  Comparison fc;
  fc.id = "free_host_blocked_us";
  fc.experiment = "free_blocked";
  fc.metric = "host_blocked_us";
  fc.bad_variant = "cudaFree";
  fc.fixed_variant = "cudaFreeAsync";
  fc.bad = fmed["cudaFree"];
  fc.fixed = fmed["cudaFreeAsync"];
  fc.params = fparams;
  comps.push_back(fc);
  ctx.say(
      "  cudaFree while another stream runs a %s us kernel: blocked %s us; cudaFreeAsync %s "
      "us\n",
      fmt_sig(spin_ns / 1e3).c_str(), fmt_sig(fc.bad).c_str(), fmt_sig(fc.fixed).c_str());

  if (head.id.empty()) head = comps[0];
  std::string summary =
      "a loop that allocates and frees " + format_bytes(kHeadlineBytes) + " per iteration took " +
      fmt_sig(head.bad) + " us per iteration vs " + fmt_sig(head.fixed) +
      " us with the allocation hoisted (" + times(cost_factor(head.bad, head.fixed, true)) +
      "); cudaFree blocked the host " + fmt_sig(fc.bad) + " us while another stream ran a " +
      fmt_sig(spin_ns / 1e3) + " us kernel (cudaFreeAsync: " + fmt_sig(fc.fixed) + " us)";
  json j = check_object(kBench, summary, head, comps, experiments, watch.verified());
  j["by_size"] = by_size;
  return j;
}

json plan_alloc_in_loop(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  AllocRig rig(ctx.device);
  const int iters = ctx.quick ? 10 : 20;
  size_t bytes = item.alloc_bytes < 4 ? 4 : item.alloc_bytes;
  LoopResult r = loop_experiment(ctx, rig, bytes, iters, item.id + ": ");
  Comparison c = loop_cmp(r, bytes, iters, "malloc_free", "hoisted", "");
  std::string summary = "allocating and freeing " + format_bytes(bytes) +
                        " per iteration: " + fmt_sig(c.bad) + " us per iteration vs " +
                        fmt_sig(c.fixed) + " us hoisted (" +
                        times(cost_factor(c.bad, c.fixed, true)) + "); cudaMallocAsync " +
                        fmt_sig(r.med["async_default_pool"]) + " us (default pool), " +
                        fmt_sig(r.med["async_pool_retain"]) + " us (retaining pool)";
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  return plan_result(
      item, c, watch.verified(), summary,
      {{"variants", r.variants},
       {"comparisons",
        json::array({comparison_json(
            loop_cmp(r, bytes, iters, "malloc_free", "async_pool_retain", "pool_retain"))})}});
}

}  // namespace probe
