// cuda-pageable-async-memcpy: cudaMemcpyAsync on pageable (malloc) host memory.
//
// Bad: the host buffer is pageable. The driver stages it through its own pinned buffer, the copy
// runs at the host's memcpy speed, and the call can block the host until the stream reaches it.
// Fixed: the buffer is pinned (cudaMallocHost) or registered (cudaHostRegister).
//
// Experiments:
//   bandwidth     H2D and D2H, one copy at a time, sizes 4 KiB .. 256 MiB (powers of 4):
//                 GPU time (events), GB/s, host wall time per copy
//   host_blocked  host time spent inside cudaMemcpyAsync while a long kernel is already queued on
//                 the same stream (pinned returns at once; pageable may wait for the kernel)
//   pipeline      a 2-stream copy/compute pipeline, pageable vs pinned, end-to-end wall time
//   pin_cost      what the fix costs: cudaMallocHost of a new buffer vs cudaHostRegister of an
//                 existing (faulted-in) one, 64 MiB and 1 GiB, host time of the call
#include <cstring>
#include <map>
#include <vector>

#include "bench_util.cuh"
#include "benches.cuh"
#include "kernels.cuh"
#include "pipeline.cuh"
#include "verify.h"

namespace probe {

namespace {

constexpr const char* kBench = "pageable-async-memcpy";
constexpr size_t kKiB = 1024, kMiB = 1024 * 1024;
constexpr size_t kHeadlineBytes = 64 * kMiB;
constexpr size_t kBlockedBytes = 16 * kMiB;

const HostKind kKinds[] = {HostKind::kPageable, HostKind::kPinned, HostKind::kRegistered};

std::vector<size_t> bandwidth_sizes(bool quick) {
  if (quick) return {4 * kKiB, 256 * kKiB, 16 * kMiB, 64 * kMiB};
  std::vector<size_t> s;
  for (size_t b = 4 * kKiB; b <= 256 * kMiB; b *= 4) s.push_back(b);
  return s;
}

const char* dir_name(bool h2d) { return h2d ? "H2D" : "D2H"; }

// Host buffers of every kind, all holding the same random reference bytes, and device buffers.
class CopyRig {
 public:
  explicit CopyRig(size_t max_bytes)
      : max_(max_bytes),
        ref_(HostKind::kPinned, max_bytes),
        check_(HostKind::kPinned, max_bytes),
        d_src_(max_bytes),
        d_dst_(max_bytes) {
    fill_random(ref_.get(), max_, 0xC0FFEE);
    for (HostKind k : kKinds) {
      host_[static_cast<int>(k)] = HostBuffer(k, max_);
      std::memcpy(host_[static_cast<int>(k)].get(), ref_.get(), max_);  // also faults pages in
    }
    CK(cudaMemcpy(d_src_.get(), ref_.get(), max_, cudaMemcpyHostToDevice));
  }

  void* host(HostKind k) const { return host_[static_cast<int>(k)].get(); }

  void enqueue_copy(HostKind k, bool h2d, size_t bytes) {
    if (h2d)
      CK(cudaMemcpyAsync(d_dst_.get(), host(k), bytes, cudaMemcpyHostToDevice, s_));
    else
      CK(cudaMemcpyAsync(host(k), d_src_.get(), bytes, cudaMemcpyDeviceToHost, s_));
  }

  // One copy, timed by events on the stream and by the host clock around it.
  Series bandwidth(const SamplerConfig& cfg, HostKind k, bool h2d, size_t bytes) {
    return run_series(cfg, {"gbps", "gpu_us", "wall_us"}, [&](std::vector<double>& out) {
      const double t0 = steady_seconds();
      CK(cudaEventRecord(a_, s_));
      enqueue_copy(k, h2d, bytes);
      CK(cudaEventRecord(b_, s_));
      CK(cudaEventSynchronize(b_));
      const double t1 = steady_seconds();
      const double ms = elapsed_ms(a_, b_);
      out[0] = ms > 0 ? static_cast<double>(bytes) / (ms * 1e-3) / 1e9 : 0;
      out[1] = ms * 1e3;
      out[2] = (t1 - t0) * 1e6;
    });
  }

  // Host time inside cudaMemcpyAsync with a spin kernel of spin_ns queued ahead on the stream.
  Series blocked(const SamplerConfig& cfg, HostKind k, bool h2d, size_t bytes, uint64_t spin_ns) {
    return run_series(cfg, {"host_blocked_us"}, [&](std::vector<double>& out) {
      launch_spin(s_, spin_ns);
      const double t0 = steady_seconds();
      enqueue_copy(k, h2d, bytes);
      const double t1 = steady_seconds();
      CK(cudaStreamSynchronize(s_));
      out[0] = (t1 - t0) * 1e6;
    });
  }

  // Poisons the destination, copies (behind a spin kernel when spin_ns > 0), compares every byte
  // with the reference. Returns "" or what was wrong.
  std::string verify(HostKind k, bool h2d, size_t bytes, uint64_t spin_ns = 0) {
    if (h2d) {
      CK(cudaMemset(d_dst_.get(), 0x5A, bytes));
      CK(cudaDeviceSynchronize());
      if (spin_ns) launch_spin(s_, spin_ns);
      enqueue_copy(k, true, bytes);
      CK(cudaStreamSynchronize(s_));
      CK(cudaMemcpy(check_.get(), d_dst_.get(), bytes, cudaMemcpyDeviceToHost));
      long long at = first_mismatch(check_.get(), ref_.get(), bytes);
      if (at >= 0) return "H2D copy differs from the source at byte " + std::to_string(at);
    } else {
      std::memset(host(k), 0x5A, bytes);
      if (spin_ns) launch_spin(s_, spin_ns);
      enqueue_copy(k, false, bytes);
      CK(cudaStreamSynchronize(s_));
      long long at = first_mismatch(host(k), ref_.get(), bytes);
      if (at >= 0) {
        std::memcpy(host(k), ref_.get(), max_);  // keep the H2D source intact
        return "D2H copy differs from the source at byte " + std::to_string(at);
      }
    }
    return "";
  }

 private:
  size_t max_;
  HostBuffer ref_, check_;
  HostBuffer host_[3];
  DeviceBuffer d_src_, d_dst_;
  Stream s_;
  Event a_, b_;
};

std::string copy_what(HostKind k, bool h2d, size_t bytes) {
  return std::string(dir_name(h2d)) + " " + host_kind_name(k) + " " + format_bytes(bytes);
}

}  // namespace

json run_pageable_async_memcpy(Context& ctx) {
  FailureWatch watch(ctx);
  const auto sizes = bandwidth_sizes(ctx.quick);
  const uint64_t spin_ns = ctx.quick ? 2000000 : 5000000;
  json experiments = json::object();
  std::vector<Comparison> comps;
  json by_size = json::array();

  // --- bandwidth ---------------------------------------------------------------------------
  json rows = json::array();
  // medians[dir][size][kind]
  std::map<std::string, std::map<size_t, std::map<std::string, json>>> med;
  {
    CopyRig rig(sizes.back());
    for (bool h2d : {true, false}) {
      for (size_t bytes : sizes) {
        json variants = json::object();
        for (HostKind k : kKinds) {
          Series s = rig.bandwidth(ctx.sampler, k, h2d, bytes);
          std::string err = rig.verify(k, h2d, bytes);
          bool ok = ctx.check(err.empty(), copy_what(k, h2d, bytes) + ": " + err);
          variants[host_kind_name(k)] = variant_json(s, ok);
          med[dir_name(h2d)][bytes][host_kind_name(k)] =
              json{{"gbps", num(s.median("gbps"))}, {"us", num(s.median("gpu_us"))}};
        }
        ctx.say("  %s %-8s pageable %7s GB/s  pinned %7s GB/s  registered %7s GB/s\n",
                dir_name(h2d), format_bytes(bytes).c_str(),
                fmt_sig(as_num(variants["pageable"]["gbps"]["median"])).c_str(),
                fmt_sig(as_num(variants["pinned"]["gbps"]["median"])).c_str(),
                fmt_sig(as_num(variants["registered"]["gbps"]["median"])).c_str());
        rows.push_back(
            json{{"direction", dir_name(h2d)}, {"bytes", bytes}, {"variants", variants}});
      }
    }
  }
  experiments["bandwidth"] = {
      {"description",
       "one cudaMemcpyAsync at a time on an idle non-blocking stream; gbps and gpu_us from CUDA "
       "events around the copy, wall_us from the host clock around record+copy+sync"},
      {"rows", rows}};
  for (size_t bytes : sizes) {
    json row = {{"bytes", bytes}};
    for (const char* d : {"H2D", "D2H"}) {
      std::string p = d == std::string("H2D") ? "h2d_" : "d2h_";
      auto& m = med[d][bytes];
      for (const char* k : {"pageable", "pinned", "registered"}) {
        row[p + k + "_gbps"] = m[k]["gbps"];
        row[p + k + "_us"] = m[k]["us"];
      }
      row[p + "cost_factor"] =
          num(cost_factor(as_num(m["pageable"]["gbps"]), as_num(m["pinned"]["gbps"]), false));
    }
    by_size.push_back(row);
  }
  size_t hb =
      sizes[nearest_size_index(std::vector<uint64_t>(sizes.begin(), sizes.end()), kHeadlineBytes)];
  for (const char* d : {"H2D", "D2H"}) {
    std::string p = d == std::string("H2D") ? "h2d" : "d2h";
    for (const char* fixed : {"pinned", "registered"}) {
      Comparison c;
      c.id =
          p + "_gbps_" + std::to_string(hb) + (fixed == std::string("pinned") ? "" : "_registered");
      c.experiment = "bandwidth";
      c.metric = "gbps";
      c.lower_is_better = false;
      c.bad_variant = "pageable";
      c.fixed_variant = fixed;
      c.bad = as_num(med[d][hb]["pageable"]["gbps"]);
      c.fixed = as_num(med[d][hb][fixed]["gbps"]);
      c.params = {{"direction", d}, {"bytes", hb}};
      comps.push_back(c);
    }
  }

  // --- host_blocked ------------------------------------------------------------------------
  json brows = json::array();
  std::map<std::string, std::map<std::string, double>> blocked_med;  // [dir][kind]
  {
    CopyRig rig(kBlockedBytes);
    SamplerConfig cfg = capped(ctx.sampler, ctx.quick ? 8 : 25);
    for (bool h2d : {true, false}) {
      for (size_t bytes : {64 * kKiB, kBlockedBytes}) {
        json variants = json::object();
        for (HostKind k : kKinds) {
          Series s = rig.blocked(cfg, k, h2d, bytes, spin_ns);
          std::string err = rig.verify(k, h2d, bytes, spin_ns);
          bool ok = ctx.check(err.empty(), copy_what(k, h2d, bytes) + " behind a kernel: " + err);
          variants[host_kind_name(k)] = variant_json(s, ok);
          if (bytes == kBlockedBytes)
            blocked_med[dir_name(h2d)][host_kind_name(k)] = s.median("host_blocked_us");
        }
        ctx.say("  %s %-8s behind a %s us kernel: host blocked pageable %s us, pinned %s us\n",
                dir_name(h2d), format_bytes(bytes).c_str(), fmt_sig(spin_ns / 1e3).c_str(),
                fmt_sig(as_num(variants["pageable"]["host_blocked_us"]["median"])).c_str(),
                fmt_sig(as_num(variants["pinned"]["host_blocked_us"]["median"])).c_str());
        brows.push_back(
            json{{"direction", dir_name(h2d)}, {"bytes", bytes}, {"variants", variants}});
      }
    }
  }
  experiments["host_blocked"] = {
      {"description",
       "a one-thread kernel spinning kernel_us is queued on the stream, then the host times the "
       "cudaMemcpyAsync call alone (steady_clock around the call)"},
      {"params", {{"kernel_us", spin_ns / 1e3}}},
      {"rows", brows}};
  for (const char* d : {"H2D", "D2H"}) {
    Comparison c;
    c.id = std::string(d == std::string("H2D") ? "h2d" : "d2h") + "_host_blocked_us_" +
           std::to_string(kBlockedBytes);
    c.experiment = "host_blocked";
    c.metric = "host_blocked_us";
    c.bad_variant = "pageable";
    c.fixed_variant = "pinned";
    c.bad = blocked_med[d]["pageable"];
    c.fixed = blocked_med[d]["pinned"];
    c.params = {{"direction", d}, {"bytes", kBlockedBytes}, {"kernel_us", spin_ns / 1e3}};
    comps.push_back(c);
  }

  // --- pipeline ----------------------------------------------------------------------------
  PipelineSpec spec;
  spec.total_bytes = ctx.quick ? 32 * kMiB : 128 * kMiB;
  spec.chunk_bytes = ctx.quick ? 4 * kMiB : 8 * kMiB;
  spec.streams = 2;
  spec.compute_iters = calibrate_compute_iters(spec.chunk_bytes);
  json pvariants = json::object();
  std::map<std::string, double> pmed;
  for (HostKind k : {HostKind::kPageable, HostKind::kPinned}) {
    spec.host_kind = k;
    Pipeline p(spec);
    Series s = run_series(capped(ctx.sampler, 30), {"wall_ms"},
                          [&](std::vector<double>& out) { out[0] = p.run(); });
    std::string err = p.verify();
    bool ok = ctx.check(err.empty(), std::string("pipeline ") + host_kind_name(k) + ": " + err);
    pvariants[host_kind_name(k)] = variant_json(s, ok, {{"spec", pipeline_spec_json(spec)}});
    pmed[host_kind_name(k)] = s.median("wall_ms");
  }
  spec.host_kind = HostKind::kPinned;
  json pparams = pipeline_spec_json(spec);
  pparams.erase("host_memory");
  experiments["pipeline"] = {
      {"description",
       "chunks copied H2D, transformed by a kernel calibrated to take about as long as one "
       "pinned chunk copy, copied D2H, alternating over 2 non-blocking streams; wall_ms from the "
       "host clock around enqueue + cudaDeviceSynchronize"},
      {"params", pparams},
      {"variants", pvariants}};
  Comparison pc;
  pc.id = "pipeline_wall_ms";
  pc.experiment = "pipeline";
  pc.metric = "wall_ms";
  pc.bad_variant = "pageable";
  pc.fixed_variant = "pinned";
  pc.bad = pmed["pageable"];
  pc.fixed = pmed["pinned"];
  pc.params = pparams;
  comps.push_back(pc);
  ctx.say("  pipeline %s over 2 streams: pageable %s ms, pinned %s ms\n",
          format_bytes(spec.total_bytes).c_str(), fmt_sig(pc.bad).c_str(),
          fmt_sig(pc.fixed).c_str());

  // --- pin_cost ----------------------------------------------------------------------------
  json pin_rows = json::array();
  const std::vector<size_t> pin_sizes =
      ctx.quick ? std::vector<size_t>{64 * kMiB} : std::vector<size_t>{64 * kMiB, 1024 * kMiB};
  for (size_t bytes : pin_sizes) {
    SamplerConfig cfg = capped(ctx.sampler, ctx.quick ? 3 : 7);
    Series alloc = run_series(cfg, {"pin_ms"}, [&](std::vector<double>& out) {
      void* p = nullptr;
      const double t0 = steady_seconds();
      CK(cudaMallocHost(&p, bytes));
      out[0] = (steady_seconds() - t0) * 1e3;
      CK(cudaFreeHost(p));
    });
    std::vector<char> existing(bytes, 1);  // an existing buffer, its pages faulted in
    Series reg = run_series(cfg, {"pin_ms"}, [&](std::vector<double>& out) {
      const double t0 = steady_seconds();
      CK(cudaHostRegister(existing.data(), bytes, cudaHostRegisterDefault));
      out[0] = (steady_seconds() - t0) * 1e3;
      CK(cudaHostUnregister(existing.data()));
    });
    ctx.say("  pin %-8s cudaMallocHost %s ms, cudaHostRegister %s ms\n",
            format_bytes(bytes).c_str(), fmt_sig(alloc.median("pin_ms")).c_str(),
            fmt_sig(reg.median("pin_ms")).c_str());
    pin_rows.push_back(json{{"bytes", bytes},
                            {"variants",
                             {{"cudaMallocHost", variant_json(alloc, true)},
                              {"cudaHostRegister", variant_json(reg, true)}}}});
  }
  experiments["pin_cost"] = {
      {"description",
       "host time of cudaMallocHost (a new pinned buffer) vs cudaHostRegister (an existing "
       "malloc'd buffer whose pages are faulted in), each undone outside the timed call"},
      {"rows", pin_rows}};

  const Comparison& head = comps[0];  // H2D gbps at the headline size, pageable vs pinned
  const Comparison& hblock = comps[4];
  std::string summary =
      "H2D cudaMemcpyAsync of " + format_bytes(hb) + " from pageable memory ran at " +
      fmt_sig(head.bad) + " GB/s vs " + fmt_sig(head.fixed) + " GB/s pinned (" +
      times(cost_factor(head.bad, head.fixed, false)) + " slower); with a " +
      fmt_sig(spin_ns / 1e3) + " us kernel queued ahead, the pageable " +
      format_bytes(kBlockedBytes) + " H2D call blocked the host " + fmt_sig(hblock.bad) +
      " us vs " + fmt_sig(hblock.fixed) + " us pinned; a 2-stream copy/compute pipeline took " +
      fmt_sig(pc.bad) + " ms vs " + fmt_sig(pc.fixed) + " ms";
  json j = check_object(kBench, summary, head, comps, experiments, watch.verified());
  j["by_size"] = by_size;
  return j;
}

json plan_pageable_async_memcpy(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  const bool h2d = item.direction == "H2D";
  const size_t bytes = item.bytes;
  const uint64_t spin_ns = ctx.quick ? 2000000 : 5000000;
  CopyRig rig(bytes);
  json variants = json::object(), blocked = json::object();
  std::map<std::string, double> gbps, blk;
  for (HostKind k : kKinds) {
    Series s = rig.bandwidth(ctx.sampler, k, h2d, bytes);
    std::string err = rig.verify(k, h2d, bytes);
    bool ok = ctx.check(err.empty(), item.id + ": " + copy_what(k, h2d, bytes) + ": " + err);
    variants[host_kind_name(k)] = variant_json(s, ok);
    gbps[host_kind_name(k)] = s.median("gbps");
    Series b = rig.blocked(capped(ctx.sampler, ctx.quick ? 8 : 25), k, h2d, bytes, spin_ns);
    err = rig.verify(k, h2d, bytes, spin_ns);
    bool bok = ctx.check(err.empty(),
                         item.id + ": " + copy_what(k, h2d, bytes) + " behind a kernel: " + err);
    blocked[host_kind_name(k)] = variant_json(b, bok);
    blk[host_kind_name(k)] = b.median("host_blocked_us");
  }
  Comparison c;
  c.experiment = "bandwidth";
  c.metric = "gbps";
  c.lower_is_better = false;
  c.bad_variant = "pageable";
  c.fixed_variant = "pinned";
  c.bad = gbps["pageable"];
  c.fixed = gbps["pinned"];
  c.params = item.config;
  Comparison cb = c;
  cb.id = "host_blocked_us";
  cb.experiment = "host_blocked";
  cb.metric = "host_blocked_us";
  cb.lower_is_better = true;
  cb.bad = blk["pageable"];
  cb.fixed = blk["pinned"];
  cb.params["kernel_us"] = spin_ns / 1e3;
  std::string summary = item.direction + " cudaMemcpyAsync of " + format_bytes(bytes) +
                        ": pageable " + fmt_sig(c.bad) + " GB/s vs pinned " + fmt_sig(c.fixed) +
                        " GB/s (" + times(cost_factor(c.bad, c.fixed, false)) +
                        " slower); host blocked " + fmt_sig(cb.bad) + " us vs " +
                        fmt_sig(cb.fixed) + " us behind a " + fmt_sig(spin_ns / 1e3) + " us kernel";
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  return plan_result(item, c, watch.verified(), summary,
                     {{"variants", variants},
                      {"host_blocked_variants", blocked},
                      {"comparisons", json::array({comparison_json(cb)})}});
}

}  // namespace probe
