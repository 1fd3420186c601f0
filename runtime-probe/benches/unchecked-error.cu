// cuda-unchecked-error: a kernel launch whose launch error nothing reads.
//
// Bad: a kernel is launched with an invalid configuration (more threads per block than the
// device allows) and the code goes on to cudaStreamSynchronize, checking only that call. The
// launch fails and the kernel never runs; this benchmark records what the synchronize returns
// (cudaSuccess: the failure is lost to whoever checks only it) and whether the output buffer was
// written. Fixed: cudaGetLastError() right after the launch; this benchmark records what it
// returns, and what reading it costs: host time per launch with and without the check.
//
// Experiments:
//   lost_error   the invalid launch, then (bad) cudaStreamSynchronize, cudaGetLastError after it;
//                (fixed) cudaGetLastError right after the launch, then cudaStreamSynchronize
//   check_cost   host time per launch of an empty kernel, with and without cudaGetLastError
#include <string>
#include <vector>

#include "bench_util.cuh"
#include "benches.cuh"
#include "cuda_util.cuh"
#include "kernels.cuh"

namespace probe {

namespace {

constexpr const char* kBench = "unchecked-error";
constexpr unsigned kSentinel = 0xC0FFEEu;

__global__ void mark_kernel(unsigned* out) { out[threadIdx.x] = 1u; }

struct LostResult {
  json cases = json::object();
  std::string launch_error;      // cudaGetLastError right after the invalid launch
  std::string sync_error;        // cudaStreamSynchronize after it, nothing read before
  std::string late_last_error;   // cudaGetLastError after that synchronize
  bool kernel_ran = true;        // the output was written
  bool lost = false;             // synchronize said cudaSuccess and the kernel did not run
  bool ok = true;
  std::string problem;
};

LostResult lost_experiment(Context& ctx) {
  LostResult r;
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, ctx.device));
  const unsigned too_many = static_cast<unsigned>(prop.maxThreadsPerBlock) * 2;
  Stream s;
  DeviceBuffer out(sizeof(unsigned) * too_many);
  CK(cudaGetLastError());  // start from a clear last error
  for (const char* variant : {"bad", "fixed"}) {
    const bool bad = variant == std::string("bad");
    std::vector<unsigned> host(too_many, kSentinel);
    CK(cudaMemcpy(out.get(), host.data(), out.bytes(), cudaMemcpyHostToDevice));
    mark_kernel<<<1, too_many, 0, s>>>(out.as<unsigned>());  // the launch under test
    cudaError_t right_after = bad ? cudaSuccess : cudaGetLastError();
    cudaError_t sync = cudaStreamSynchronize(s);
    cudaError_t late = cudaGetLastError();  // also clears what is left for the next case
    CK(cudaMemcpy(host.data(), out.get(), out.bytes(), cudaMemcpyDeviceToHost));
    bool ran = false;
    for (unsigned v : host) ran = ran || v != kSentinel;
    json j = {{"threads_per_block", too_many},
              {"max_threads_per_block", prop.maxThreadsPerBlock},
              {"stream_synchronize", cudaGetErrorName(sync)},
              {"last_error_after_synchronize", cudaGetErrorName(late)},
              {"kernel_ran", ran}};
    if (!bad) j["last_error_right_after_launch"] = cudaGetErrorName(right_after);
    r.cases[variant] = j;
    if (bad) {
      r.sync_error = cudaGetErrorName(sync);
      r.late_last_error = cudaGetErrorName(late);
      r.kernel_ran = ran;
      r.lost = sync == cudaSuccess && !ran;
    } else {
      r.launch_error = cudaGetErrorName(right_after);
      if (right_after == cudaSuccess) {
        r.ok = false;
        r.problem = "cudaGetLastError returned cudaSuccess right after an invalid launch";
      }
    }
  }
  // The failed launches must not have broken the context: a kernel still runs.
  launch_noop(s);
  cudaError_t after = cudaStreamSynchronize(s);
  if (after != cudaSuccess) {
    r.ok = false;
    r.problem = std::string("work after the failed launches returned ") + cudaGetErrorName(after);
  }
  ctx.check(r.ok, r.problem);
  return r;
}

struct CostResult {
  json variants = json::object();
  double unchecked_ns = 0, checked_ns = 0;
};

CostResult cost_experiment(Context& ctx) {
  CostResult r;
  const int kLaunches = ctx.quick ? 500 : 2000;
  Stream s;
  DeviceBuffer mark(sizeof(unsigned));
  for (const char* variant : {"unchecked", "checked"}) {
    const bool check = variant == std::string("checked");
    Series ser = run_series(capped(ctx.sampler, 40), {"launch_host_ns"},
                            [&](std::vector<double>& out) {
                              CK(cudaStreamSynchronize(s));
                              const double t0 = steady_seconds();
                              for (int i = 0; i < kLaunches; ++i) {
                                mark_kernel<<<1, 1, 0, s>>>(mark.as<unsigned>());
                                if (check) CK(cudaGetLastError());
                              }
                              const double t1 = steady_seconds();
                              CK(cudaStreamSynchronize(s));
                              CK_LAUNCH();
                              out[0] = (t1 - t0) * 1e9 / kLaunches;
                            });
    r.variants[variant] = variant_json(
        ser, true,
        {{"description", check ? "each launch followed by cudaGetLastError (checked)"
                               : "launches only, the error read once after the loop"}});
    (check ? r.checked_ns : r.unchecked_ns) = ser.median("launch_host_ns");
  }
  ctx.say("  host time per launch: %s ns unchecked, %s ns with cudaGetLastError after each\n",
          fmt_sig(r.unchecked_ns).c_str(), fmt_sig(r.checked_ns).c_str());
  return r;
}

Comparison cost_comparison(const CostResult& r, const json& params) {
  Comparison c;
  c.id = "launch_host_ns";
  c.experiment = "check_cost";
  c.metric = "launch_host_ns";
  c.bad_variant = "unchecked";
  c.fixed_variant = "checked";
  c.bad = r.unchecked_ns;
  c.fixed = r.checked_ns;
  c.params = params;
  return c;
}

std::string lost_summary(const LostResult& lr) {
  return "a kernel launched with too many threads per block: cudaGetLastError() right after "
         "returned " +
         lr.launch_error + "; without it, cudaStreamSynchronize returned " + lr.sync_error +
         (lr.kernel_ran ? " and the kernel ran" : " and the kernel never ran") +
         (lr.lost ? " (the error is lost to code that checks only the synchronize)" : "") +
         "; cudaGetLastError after the synchronize returned " + lr.late_last_error;
}

json lost_json(const LostResult& lr) {
  return {{"launch_error", lr.launch_error},
          {"synchronize_error", lr.sync_error},
          {"late_last_error", lr.late_last_error},
          {"kernel_ran", lr.kernel_ran},
          {"error_lost", lr.lost}};
}

}  // namespace

json run_unchecked_error(Context& ctx) {
  FailureWatch watch(ctx);
  json experiments = json::object();
  LostResult lr = lost_experiment(ctx);
  ctx.say("  %s\n", lost_summary(lr).c_str());
  experiments["lost_error"] = {
      {"description",
       "mark_kernel launched with twice the device's maxThreadsPerBlock on a non-blocking "
       "stream; bad: cudaStreamSynchronize next, cudaGetLastError after it; fixed: "
       "cudaGetLastError right after the launch; kernel_ran = the output lost its sentinel"},
      {"params", {{"sentinel", kSentinel}}},
      {"cases", lr.cases}};
  CostResult cr = cost_experiment(ctx);
  json params = {{"launches_per_sample", ctx.quick ? 500 : 2000}};
  experiments["check_cost"] = {
      {"description",
       "launch_host_ns = host time of N back-to-back launches of a one-thread kernel / N, "
       "with and without cudaGetLastError after each"},
      {"params", params},
      {"variants", cr.variants}};
  Comparison c = cost_comparison(cr, params);
  std::string summary = lost_summary(lr) + "; reading the error costs " +
                        fmt_sig(cr.checked_ns - cr.unchecked_ns) + " ns per launch";
  json j = check_object(kBench, summary, c, {c}, experiments, watch.verified());
  j["headline"]["lost_error"] = lost_json(lr);
  return j;
}

json plan_unchecked_error(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  LostResult lr = lost_experiment(ctx);
  CostResult cr = cost_experiment(ctx);
  Comparison c = cost_comparison(cr, json::object());
  std::string summary = lost_summary(lr);
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  std::string detail = lr.lost ? "an invalid launch returned " + lr.launch_error +
                                     " to cudaGetLastError, and cudaStreamSynchronize after it "
                                     "returned " + lr.sync_error + " (the kernel never ran)"
                               : std::string("the launch error was not lost");
  return plan_result(item, c, watch.verified(), summary,
                     {{"failure", {{"observed", lr.lost}, {"detail", detail}}},
                      {"lost_error", lost_json(lr)},
                      {"lost_error_cases", lr.cases}});
}

}  // namespace probe
