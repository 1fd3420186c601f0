#include <algorithm>
#include <limits>

#include "concurrency.cuh"
#include "kernels.cuh"
#include "stats.h"

namespace probe {

const char* conc_mode_name(ConcMode m) {
  switch (m) {
    case ConcMode::kLegacyDefault:
      return "legacy_default_stream";
    case ConcMode::kNonBlocking:
      return "nonblocking_streams";
    case ConcMode::kNonBlockingLegacyOp:
      return "nonblocking_streams_legacy_op";
    case ConcMode::kBlocking:
      return "blocking_streams";
    case ConcMode::kBlockingLegacyOp:
      return "blocking_streams_legacy_op";
  }
  return "?";
}

const char* conc_mode_description(ConcMode m) {
  switch (m) {
    case ConcMode::kLegacyDefault:
      return "all kernels on the legacy default stream";
    case ConcMode::kNonBlocking:
      return "one kernel per cudaStreamNonBlocking stream";
    case ConcMode::kNonBlockingLegacyOp:
      return "one kernel per cudaStreamNonBlocking stream, an empty kernel on the legacy "
             "default stream after the first half";
    case ConcMode::kBlocking:
      return "one kernel per cudaStreamCreate (blocking) stream";
    case ConcMode::kBlockingLegacyOp:
      return "one kernel per cudaStreamCreate (blocking) stream, an empty kernel on the legacy "
             "default stream after the first half";
  }
  return "?";
}

ConcurrencyRig::ConcurrencyRig(int n, uint64_t kernel_ns, ConcMode mode)
    : n_(n), ns_(kernel_ns), mode_(mode), rec_(2 * sizeof(unsigned long long) * n) {
  if (mode != ConcMode::kLegacyDefault) {
    Stream::Kind k = (mode == ConcMode::kBlocking || mode == ConcMode::kBlockingLegacyOp)
                         ? Stream::kBlocking
                         : Stream::kNonBlocking;
    for (int i = 0; i < n; ++i) streams_.push_back(std::make_unique<Stream>(k));
  }
  host_rec_.resize(2 * n);
}

ConcResult ConcurrencyRig::run() {
  auto* rec = rec_.as<unsigned long long>();
  CK(cudaMemset(rec, 0, rec_.bytes()));
  CK(cudaDeviceSynchronize());
  const bool legacy_op =
      mode_ == ConcMode::kNonBlockingLegacyOp || mode_ == ConcMode::kBlockingLegacyOp;
  const double t0 = steady_seconds();
  for (int i = 0; i < n_; ++i) {
    if (legacy_op && i == n_ / 2) launch_noop(cudaStreamLegacy);
    cudaStream_t s = mode_ == ConcMode::kLegacyDefault ? cudaStreamLegacy : streams_[i]->get();
    launch_spin(s, ns_, rec + 2 * i);
  }
  CK(cudaDeviceSynchronize());
  const double t1 = steady_seconds();
  CK(cudaMemcpy(host_rec_.data(), rec, rec_.bytes(), cudaMemcpyDeviceToHost));

  ConcResult r;
  r.wall_us = (t1 - t0) * 1e6;
  unsigned long long first = std::numeric_limits<unsigned long long>::max(), last = 0;
  double sum = 0;
  for (int i = 0; i < n_; ++i) {
    unsigned long long a = host_rec_[2 * i], b = host_rec_[2 * i + 1];
    if (a == 0 || b < a) {
      r.error = "kernel " + std::to_string(i) + " left no consistent timestamps";
      return r;
    }
    if (static_cast<double>(b - a) < 0.9 * static_cast<double>(ns_)) {
      r.error = "kernel " + std::to_string(i) + " ran " + std::to_string(b - a) +
                " ns, less than the requested " + std::to_string(ns_) +
                " ns (global timer not advancing?)";
      return r;
    }
    first = std::min(first, a);
    last = std::max(last, b);
    sum += static_cast<double>(b - a);
  }
  r.span_us = static_cast<double>(last - first) / 1e3;
  r.kernel_sum_us = sum / 1e3;
  r.concurrency = r.span_us > 0 ? r.kernel_sum_us / r.span_us : 0;
  return r;
}

}  // namespace probe
