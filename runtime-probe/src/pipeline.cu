#include <algorithm>
#include <cmath>
#include <cstring>

#include "kernels.cuh"
#include "pipeline.cuh"
#include "stats.h"
#include "verify.h"

namespace probe {

json pipeline_spec_json(const PipelineSpec& s) {
  return json{{"total_bytes", s.total_bytes},
              {"chunk_bytes", s.chunk_bytes},
              {"chunks", (s.total_bytes + s.chunk_bytes - 1) / s.chunk_bytes},
              {"streams", s.legacy_default ? 1 : s.streams},
              {"placement", s.legacy_default ? "legacy default stream"
                            : s.stream_kind == Stream::kNonBlocking
                                ? "non-blocking streams"
                                : "blocking streams (cudaStreamCreate)"},
              {"legacy_op_each_chunk", s.legacy_op_each_chunk},
              {"host_memory", host_kind_name(s.host_kind)},
              {"compute_iters", s.compute_iters}};
}

Pipeline::Pipeline(const PipelineSpec& spec)
    : spec_(spec),
      n_total_(spec.total_bytes / sizeof(uint32_t)),
      in_(spec.host_kind, spec.total_bytes),
      out_(spec.host_kind, spec.total_bytes) {
  if (spec_.chunk_bytes % sizeof(uint32_t) || spec_.total_bytes % sizeof(uint32_t))
    throw std::invalid_argument("pipeline sizes must be multiples of 4 bytes");
  fill_random(in_.get(), spec_.total_bytes, spec_.seed);
  std::memset(out_.get(), 0, spec_.total_bytes);  // touch every page before timing
  int ns = spec_.legacy_default ? 1 : spec_.streams;
  for (int i = 0; i < ns; ++i) {
    if (!spec_.legacy_default) streams_.push_back(std::make_unique<Stream>(spec_.stream_kind));
    d_in_.emplace_back(spec_.chunk_bytes);
    d_out_.emplace_back(spec_.chunk_bytes);
  }
}

double Pipeline::run() {
  const size_t chunk_n = spec_.chunk_bytes / sizeof(uint32_t);
  const size_t slots = d_in_.size();
  CK(cudaDeviceSynchronize());
  const double t0 = steady_seconds();
  size_t c = 0;
  for (size_t off = 0; off < n_total_; off += chunk_n, ++c) {
    const size_t n = std::min(chunk_n, n_total_ - off);
    const size_t slot = c % slots;
    cudaStream_t s = spec_.legacy_default ? cudaStreamLegacy : streams_[slot]->get();
    uint32_t* din = d_in_[slot].as<uint32_t>();
    uint32_t* dout = d_out_[slot].as<uint32_t>();
    CK(cudaMemcpyAsync(din, in_.as<uint32_t>() + off, n * sizeof(uint32_t), cudaMemcpyHostToDevice,
                       s));
    launch_affine(s, din, dout, n, kAffineA, kAffineB, spec_.compute_iters);
    CK(cudaMemcpyAsync(out_.as<uint32_t>() + off, dout, n * sizeof(uint32_t),
                       cudaMemcpyDeviceToHost, s));
    if (spec_.legacy_op_each_chunk) launch_noop(cudaStreamLegacy);
  }
  CK(cudaDeviceSynchronize());
  return (steady_seconds() - t0) * 1e3;
}

std::string Pipeline::verify() {
  std::memset(out_.get(), 0xA5, spec_.total_bytes);
  run();
  Affine f = affine_compose(kAffineA, kAffineB, spec_.compute_iters);
  size_t bad = count_affine_mismatches(in_.as<uint32_t>(), out_.as<uint32_t>(), n_total_, f);
  if (bad == 0) return "";
  return std::to_string(bad) + " of " + std::to_string(n_total_) + " output words wrong";
}

int calibrate_compute_iters(size_t chunk_bytes) {
  const size_t n = chunk_bytes / sizeof(uint32_t);
  HostBuffer h(HostKind::kPinned, chunk_bytes);
  fill_random(h.get(), chunk_bytes, 7);
  DeviceBuffer din(chunk_bytes), dout(chunk_bytes);
  Stream s;
  Event a, b;
  // Kernel time is about t0 + slope * iters: fit it on two points, then solve for the copy time.
  const int lo_iters = 64, hi_iters = 512;
  std::vector<double> copy_ms, lo_ms, hi_ms;
  auto time_kernel = [&](int iters) {
    CK(cudaEventRecord(a, s));
    launch_affine(s, din.as<uint32_t>(), dout.as<uint32_t>(), n, kAffineA, kAffineB, iters);
    CK(cudaEventRecord(b, s));
    CK(cudaEventSynchronize(b));
    return static_cast<double>(elapsed_ms(a, b));
  };
  for (int rep = 0; rep < 7; ++rep) {
    CK(cudaEventRecord(a, s));
    CK(cudaMemcpyAsync(din.get(), h.get(), chunk_bytes, cudaMemcpyHostToDevice, s));
    CK(cudaEventRecord(b, s));
    CK(cudaEventSynchronize(b));
    double c = elapsed_ms(a, b);
    double lo = time_kernel(lo_iters), hi = time_kernel(hi_iters);
    if (rep) {  // the first round is a warm-up
      copy_ms.push_back(c);
      lo_ms.push_back(lo);
      hi_ms.push_back(hi);
    }
  }
  double c = summarize(copy_ms).median, lo = summarize(lo_ms).median;
  double hi = summarize(hi_ms).median;
  double slope = (hi - lo) / (hi_iters - lo_iters);
  if (!(slope > 0) || !(c > 0)) return 256;
  double t0 = lo - slope * lo_iters;
  double iters = (c - t0) / slope;
  return static_cast<int>(std::clamp(std::round(iters), 16.0, 65536.0));
}

}  // namespace probe
