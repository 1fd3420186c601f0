// cuda-sync-in-loop: a host-blocking wait on every iteration of a loop that feeds two streams.
//
// Bad: cudaDeviceSynchronize (or cudaStreamSynchronize of one stream) after each iteration's
// kernels, or a synchronous cudaMemcpy of each iteration's result: the host waits for the GPU,
// then the GPU idles while the host launches the next iteration.
// Fixed: order the dependent work with an event (cudaEventRecord + cudaStreamWaitEvent), or
// no wait at all, and synchronize once after the loop; cudaMemcpyAsync of each result.
//
// Experiments:
//   waits   kIters iterations of {spin kernel_us on stream 0, spin kernel_us on stream 1}, then
//           device_sync | stream_sync (stream 0) | event_dependency (stream 1's kernel waits for
//           stream 0's through an event) | none; one cudaDeviceSynchronize after the loop;
//           wall_ms = host time from the first launch to the end of that final wait
//   copies  the same loop on two blocking streams with a 4 KiB device-to-host copy of each
//           iteration's result into its own host slot: cudaMemcpy (pageable) vs
//           cudaMemcpyAsync on stream 0 (pinned); results checked
#include <cstring>
#include <map>
#include <vector>

#include "bench_util.cuh"
#include "benches.cuh"
#include "cuda_util.cuh"
#include "kernels.cuh"
#include "verify.h"

namespace probe {

namespace {

constexpr const char* kBench = "sync-in-loop";
constexpr uint64_t kKernelNs = 20000;
constexpr size_t kCopyBytes = 4096;

enum class Wait { kDevice, kStream, kEvent, kNone, kSyncCopy, kAsyncCopy };
const char* wait_name(Wait w) {
  switch (w) {
    case Wait::kDevice: return "device_sync";
    case Wait::kStream: return "stream_sync";
    case Wait::kEvent: return "event_dependency";
    case Wait::kNone: return "none";
    case Wait::kSyncCopy: return "sync_memcpy";
    case Wait::kAsyncCopy: return "async_memcpy";
  }
  return "?";
}
const char* wait_description(Wait w) {
  switch (w) {
    case Wait::kDevice: return "cudaDeviceSynchronize after each iteration";
    case Wait::kStream: return "cudaStreamSynchronize(stream 0) after each iteration";
    case Wait::kEvent:
      return "cudaEventRecord on stream 0 + cudaStreamWaitEvent on stream 1 before its kernel";
    case Wait::kNone: return "no wait inside the loop";
    case Wait::kSyncCopy: return "cudaMemcpy of 4 KiB to pageable memory after each iteration";
    case Wait::kAsyncCopy: return "cudaMemcpyAsync of 4 KiB to pinned memory on stream 0";
  }
  return "?";
}

struct Rig {
  Stream s0, s1;
  Event dep{cudaEventDisableTiming};
  DeviceBuffer dev{kCopyBytes};
  std::vector<unsigned char> pageable;
  unsigned char* pinned = nullptr;
  int iters;
  Rig(bool blocking, int iters)
      : s0(blocking ? Stream::kBlocking : Stream::kNonBlocking),
        s1(blocking ? Stream::kBlocking : Stream::kNonBlocking),
        pageable(kCopyBytes * iters),
        iters(iters) {
    CK(cudaMallocHost(&pinned, kCopyBytes * iters));
    std::vector<unsigned char> data(kCopyBytes);
    fill_random(data.data(), kCopyBytes, 17);
    CK(cudaMemcpy(dev.get(), data.data(), kCopyBytes, cudaMemcpyHostToDevice));
  }
  ~Rig() { report_release_error(cudaFreeHost(pinned), "cudaFreeHost"); }

  // One run of the loop; returns wall milliseconds.
  double run(Wait w) {
    CK(cudaDeviceSynchronize());
    const double t0 = steady_seconds();
    for (int i = 0; i < iters; ++i) {
      launch_spin(s0, kKernelNs);
      if (w == Wait::kEvent) {
        CK(cudaEventRecord(dep, s0));
        CK(cudaStreamWaitEvent(s1, dep, 0));
      }
      launch_spin(s1, kKernelNs);
      switch (w) {
        case Wait::kDevice: CK(cudaDeviceSynchronize()); break;
        case Wait::kStream: CK(cudaStreamSynchronize(s0)); break;
        case Wait::kSyncCopy:
          CK(cudaMemcpy(pageable.data() + i * kCopyBytes, dev.get(), kCopyBytes,
                        cudaMemcpyDeviceToHost));
          break;
        case Wait::kAsyncCopy:
          CK(cudaMemcpyAsync(pinned + i * kCopyBytes, dev.get(), kCopyBytes,
                             cudaMemcpyDeviceToHost, s0));
          break;
        default: break;
      }
    }
    CK(cudaDeviceSynchronize());
    return (steady_seconds() - t0) * 1e3;
  }

  // Every slot of the copy variants holds the device buffer.
  bool copies_ok(Wait w) const {
    std::vector<unsigned char> want(kCopyBytes);
    fill_random(want.data(), kCopyBytes, 17);
    const unsigned char* base = w == Wait::kSyncCopy ? pageable.data() : pinned;
    for (int i = 0; i < iters; ++i)
      if (first_mismatch(base + i * kCopyBytes, want.data(), kCopyBytes) >= 0) return false;
    return true;
  }
};

struct Result {
  json experiments = json::object();
  std::map<std::string, double> wall_ms;
  std::vector<Comparison> comps;
};

Result measure(Context& ctx, int iters) {
  Result r;
  json params = {{"iterations", iters}, {"kernel_us", kKernelNs / 1e3}, {"streams", 2}};
  const struct {
    const char* name;
    bool blocking;
    std::vector<Wait> waits;
  } experiments[] = {{"waits", false, {Wait::kDevice, Wait::kStream, Wait::kEvent, Wait::kNone}},
                     {"copies", true, {Wait::kSyncCopy, Wait::kAsyncCopy}}};
  for (const auto& e : experiments) {
    Rig rig(e.blocking, iters);
    json variants = json::object();
    for (Wait w : e.waits) {
      Series s = run_series(capped(ctx.sampler, 30), {"wall_ms"},
                            [&](std::vector<double>& out) { out[0] = rig.run(w); });
      bool ok = cudaGetLastError() == cudaSuccess;
      if (w == Wait::kSyncCopy || w == Wait::kAsyncCopy) ok = ok && rig.copies_ok(w);
      ctx.check(ok, std::string(e.name) + " " + wait_name(w) + ": wrong result or CUDA error");
      variants[wait_name(w)] = variant_json(s, ok, {{"description", wait_description(w)}});
      r.wall_ms[wait_name(w)] = s.median("wall_ms");
      ctx.say("  %-8s %-17s %8s ms for %d iterations\n", e.name, wait_name(w),
              fmt_sig(s.median("wall_ms")).c_str(), iters);
    }
    json p = params;
    if (e.blocking) p["copy_bytes"] = kCopyBytes;
    r.experiments[e.name] = {{"description", std::string("see the header of ") + kBench + ".cu"},
                             {"params", p},
                             {"variants", variants}};
  }
  auto add = [&](const char* id, const char* exp, const char* bad, const char* fixed) {
    Comparison c;
    c.id = id;
    c.experiment = exp;
    c.metric = "wall_ms";
    c.bad_variant = bad;
    c.fixed_variant = fixed;
    c.bad = r.wall_ms[bad];
    c.fixed = r.wall_ms[fixed];
    c.params = params;
    r.comps.push_back(c);
  };
  add("device_sync_vs_event", "waits", "device_sync", "event_dependency");
  add("stream_sync_vs_event", "waits", "stream_sync", "event_dependency");
  add("device_sync_vs_none", "waits", "device_sync", "none");
  add("sync_memcpy_vs_async", "copies", "sync_memcpy", "async_memcpy");
  return r;
}

std::string summary_of(const Result& r) {
  auto ms = [&](const char* v) { return fmt_sig(r.wall_ms.at(v)); };
  return "cudaDeviceSynchronize per iteration " + ms("device_sync") +
         " ms, cudaStreamSynchronize " + ms("stream_sync") + " ms, event dependency " + ms("event_dependency") + " ms, no wait " +
         ms("none") + " ms; cudaMemcpy per iteration " + ms("sync_memcpy") +
         " ms vs cudaMemcpyAsync " + ms("async_memcpy") + " ms";
}

}  // namespace

json run_sync_in_loop(Context& ctx) {
  FailureWatch watch(ctx);
  Result r = measure(ctx, ctx.quick ? 50 : 200);
  return check_object(kBench, summary_of(r), r.comps[0], r.comps, r.experiments, watch.verified());
}

json plan_sync_in_loop(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  Result r = measure(ctx, ctx.quick ? 50 : 200);
  std::string summary = summary_of(r);
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  json more = json::array();
  for (size_t i = 1; i < r.comps.size(); ++i) more.push_back(comparison_json(r.comps[i]));
  return plan_result(item, r.comps[0], watch.verified(), summary, {{"comparisons", more}});
}

}  // namespace probe
