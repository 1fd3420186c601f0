// cuda-resource-leak: handles created again on every iteration, graphs instantiated again.
//
// Bad: a graph captured and instantiated on every iteration (instantiation lowers the whole
// topology); a memory pool or a stream created on every iteration and never destroyed (what it
// holds stays reserved). Fixed: instantiate once (or refresh with cudaGraphExecUpdate), destroy
// each handle before the next one is created.
//
// Experiments:
//   instantiate  kIters iterations of a kKernels-kernel graph (each kernel adds 1 to a device
//                counter): per_iteration (capture, cudaGraphInstantiate, launch, destroy the
//                graph and the executable graph) | update (capture, cudaGraphExecUpdate of one
//                executable graph, launch) | once (instantiated before the loop, launched on
//                every iteration); us_per_iter = wall time of the loop / kIters, after a final
//                cudaStreamSynchronize; the counter must read kKernels per launch
//   pools        kLeaks iterations that each create a memory pool that keeps what it reserved
//                (release threshold UINT64_MAX), allocate kPoolBytes from it on a stream, fill
//                and check them, free them: leaked (the pool is not destroyed in the loop) vs
//                destroyed (cudaMemPoolDestroy at the end of the iteration); held_mib = device
//                memory (cudaMemGetInfo) missing at the end of the loop vs before it
//   streams      kLeaks iterations that each create a non-blocking stream and run one kernel on
//                it: leaked vs destroyed; held_mib as above, create_us = host time per create
// Leaked handles are released after each sample: the probe itself leaks nothing.
#include <cstdint>
#include <map>
#include <vector>

#include "bench_util.cuh"
#include "benches.cuh"
#include "cuda_util.cuh"
#include "kernels.cuh"

namespace probe {

namespace {

constexpr const char* kBench = "resource-leak";
constexpr int kKernels = 10;
constexpr int kLeaks = 16;
constexpr size_t kPoolBytes = size_t(64) << 20;

__global__ void bump_kernel(unsigned long long* counter) { atomicAdd(counter, 1ull); }

void capture(cudaStream_t s, unsigned long long* counter, cudaGraph_t* g) {
  CK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
  for (int k = 0; k < kKernels; ++k) bump_kernel<<<1, 1, 0, s>>>(counter);
  CK(cudaStreamEndCapture(s, g));
}

double free_mib() {
  size_t free_b = 0, total_b = 0;
  CK(cudaMemGetInfo(&free_b, &total_b));
  return double(free_b) / (1 << 20);
}

enum class Inst { kPerIteration, kUpdate, kOnce };
const char* inst_name(Inst v) {
  return v == Inst::kPerIteration ? "per_iteration" : v == Inst::kUpdate ? "update" : "once";
}

// One run of the instantiate loop; returns microseconds per iteration, counts launches.
double run_instantiate(Inst v, cudaStream_t s, unsigned long long* counter, int iters,
                       long long& launches) {
  cudaGraph_t g = nullptr;
  cudaGraphExec_t exec = nullptr;
  if (v != Inst::kPerIteration) {
    capture(s, counter, &g);
    CK(cudaGraphInstantiate(&exec, g, 0));
    CK(cudaGraphDestroy(g));
  }
  CK(cudaStreamSynchronize(s));
  const double t0 = steady_seconds();
  for (int i = 0; i < iters; ++i) {
    if (v == Inst::kOnce) {
      CK(cudaGraphLaunch(exec, s));
      continue;
    }
    capture(s, counter, &g);
    if (v == Inst::kUpdate) {
      cudaGraphExecUpdateResultInfo info;
      CK(cudaGraphExecUpdate(exec, g, &info));
    } else {
      CK(cudaGraphInstantiate(&exec, g, 0));
    }
    CK(cudaGraphLaunch(exec, s));
    CK(cudaGraphDestroy(g));
    if (v == Inst::kPerIteration) CK(cudaGraphExecDestroy(exec));
  }
  CK(cudaStreamSynchronize(s));
  const double us = (steady_seconds() - t0) * 1e6 / iters;
  if (v != Inst::kPerIteration) CK(cudaGraphExecDestroy(exec));
  launches += iters;
  return us;
}

// One run of the pool loop; returns the device memory held at its end (MiB).
double run_pools(bool leak, int device, cudaStream_t s, unsigned long long* errors) {
  std::vector<cudaMemPool_t> leaked;
  CK(cudaDeviceSynchronize());
  const double before = free_mib();
  for (int i = 0; i < kLeaks; ++i) {
    cudaMemPoolProps props = {};
    props.allocType = cudaMemAllocationTypePinned;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = device;
    cudaMemPool_t pool;
    CK(cudaMemPoolCreate(&pool, &props));
    uint64_t keep = UINT64_MAX;
    CK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep));
    void* p = nullptr;
    CK(cudaMallocFromPoolAsync(&p, kPoolBytes, pool, s));
    const size_t n = kPoolBytes / sizeof(uint32_t);
    launch_fill(s, static_cast<uint32_t*>(p), n, 40 + i);
    launch_check_fill(s, static_cast<uint32_t*>(p), n, 40 + i, errors);
    CK(cudaFreeAsync(p, s));
    CK(cudaStreamSynchronize(s));
    if (leak)
      leaked.push_back(pool);
    else
      CK(cudaMemPoolDestroy(pool));
  }
  CK(cudaDeviceSynchronize());
  const double held = before - free_mib();
  for (cudaMemPool_t pool : leaked) CK(cudaMemPoolDestroy(pool));
  return held;
}

// One run of the stream loop; out[0] = MiB held at its end, out[1] = us per create.
void run_streams(bool leak, std::vector<double>& out) {
  std::vector<cudaStream_t> leaked;
  CK(cudaDeviceSynchronize());
  const double before = free_mib();
  double in_create = 0;
  for (int i = 0; i < kLeaks; ++i) {
    cudaStream_t s;
    const double t0 = steady_seconds();
    CK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    in_create += steady_seconds() - t0;
    launch_noop(s);
    CK(cudaStreamSynchronize(s));
    if (leak)
      leaked.push_back(s);
    else
      CK(cudaStreamDestroy(s));
  }
  out[0] = before - free_mib();
  out[1] = in_create * 1e6 / kLeaks;
  for (cudaStream_t s : leaked) CK(cudaStreamDestroy(s));
}

struct Result {
  json experiments = json::object();
  std::map<std::string, double> fig;  // "<experiment>.<variant>.<metric>"
  std::vector<Comparison> comps;
};

Result measure(Context& ctx, int iters) {
  Result r;
  Stream s;
  DeviceBuffer counter_buf(2 * sizeof(unsigned long long));
  auto* counter = static_cast<unsigned long long*>(counter_buf.get());
  auto* errors = counter + 1;
  const json inst_params = {{"iterations", iters}, {"kernels_per_graph", kKernels}};
  const json leak_params = {{"handles", kLeaks}, {"pool_bytes", kPoolBytes}};

  json variants = json::object();
  for (Inst v : {Inst::kPerIteration, Inst::kUpdate, Inst::kOnce}) {
    CK(cudaMemset(counter, 0, sizeof(unsigned long long)));
    long long launches = 0;
    Series ser = run_series(capped(ctx.sampler, 20), {"us_per_iter"},
                            [&](std::vector<double>& out) {
                              out[0] = run_instantiate(v, s, counter, iters, launches);
                            });
    unsigned long long got = 0;
    CK(cudaMemcpy(&got, counter, sizeof(got), cudaMemcpyDeviceToHost));
    bool ok = ctx.check(cudaGetLastError() == cudaSuccess && got == static_cast<unsigned long long>(kKernels * launches),
                        std::string("instantiate ") + inst_name(v) + ": wrong count or CUDA error");
    variants[inst_name(v)] = variant_json(ser, ok);
    r.fig[std::string("instantiate.") + inst_name(v)] = ser.median("us_per_iter");
    ctx.say("  instantiate %-13s %8s us per iteration\n", inst_name(v),
            fmt_sig(ser.median("us_per_iter")).c_str());
  }
  r.experiments["instantiate"] = {{"description", std::string("see the header of ") + kBench + ".cu"},
                                  {"params", inst_params},
                                  {"variants", variants}};

  variants = json::object();
  for (bool leak : {true, false}) {
    CK(cudaMemset(errors, 0, sizeof(unsigned long long)));
    Series ser = run_series(capped(ctx.sampler, 5), {"held_mib"}, [&](std::vector<double>& out) {
      out[0] = run_pools(leak, ctx.device, s, errors);
    });
    unsigned long long bad = 0;
    CK(cudaMemcpy(&bad, errors, sizeof(bad), cudaMemcpyDeviceToHost));
    const char* name = leak ? "leaked" : "destroyed";
    bool ok = ctx.check(cudaGetLastError() == cudaSuccess && bad == 0,
                        std::string("pools ") + name + ": wrong data or CUDA error");
    variants[name] = variant_json(ser, ok);
    r.fig[std::string("pools.") + name] = ser.median("held_mib");
    ctx.say("  pools   %-10s %8s MiB held after %d pools\n", name,
            fmt_sig(ser.median("held_mib")).c_str(), kLeaks);
  }
  r.experiments["pools"] = {{"description", std::string("see the header of ") + kBench + ".cu"},
                            {"params", leak_params},
                            {"variants", variants}};

  variants = json::object();
  for (bool leak : {true, false}) {
    Series ser = run_series(capped(ctx.sampler, 10), {"held_mib", "create_us"},
                            [&](std::vector<double>& out) { run_streams(leak, out); });
    const char* name = leak ? "leaked" : "destroyed";
    bool ok = ctx.check(cudaGetLastError() == cudaSuccess,
                        std::string("streams ") + name + ": CUDA error");
    variants[name] = variant_json(ser, ok);
    r.fig[std::string("streams.") + name] = ser.median("held_mib");
    ctx.say("  streams %-10s %8s MiB held after %d streams, %s us per create\n", name,
            fmt_sig(ser.median("held_mib")).c_str(), kLeaks,
            fmt_sig(ser.median("create_us")).c_str());
  }
  r.experiments["streams"] = {{"description", std::string("see the header of ") + kBench + ".cu"},
                              {"params", {{"handles", kLeaks}}},
                              {"variants", variants}};

  auto add = [&](const char* id, const char* exp, const char* metric, const char* bad,
                 const char* fixed, const json& params) {
    Comparison c;
    c.id = id;
    c.experiment = exp;
    c.metric = metric;
    c.bad_variant = bad;
    c.fixed_variant = fixed;
    c.bad = r.fig[std::string(exp) + "." + bad];
    c.fixed = r.fig[std::string(exp) + "." + fixed];
    c.params = params;
    r.comps.push_back(c);
  };
  add("instantiate_per_iteration_vs_once", "instantiate", "us_per_iter", "per_iteration", "once",
      inst_params);
  add("instantiate_per_iteration_vs_update", "instantiate", "us_per_iter", "per_iteration",
      "update", inst_params);
  add("pool_memory_held", "pools", "held_mib", "leaked", "destroyed", leak_params);
  add("stream_memory_held", "streams", "held_mib", "leaked", "destroyed", {{"handles", kLeaks}});
  return r;
}

std::string summary_of(const Result& r) {
  auto f = [&](const char* k) { return fmt_sig(r.fig.at(k)); };
  return "10-kernel graph instantiated per iteration " + f("instantiate.per_iteration") +
         " us vs once " + f("instantiate.once") + " us vs cudaGraphExecUpdate " +
         f("instantiate.update") + " us per iteration; " + std::to_string(kLeaks) +
         " leaked memory pools hold " + f("pools.leaked") + " MiB (destroyed: " +
         f("pools.destroyed") + "); " + std::to_string(kLeaks) + " leaked streams hold " +
         f("streams.leaked") + " MiB";
}

}  // namespace

json run_resource_leak(Context& ctx) {
  FailureWatch watch(ctx);
  Result r = measure(ctx, ctx.quick ? 50 : 200);
  return check_object(kBench, summary_of(r), r.comps[0], r.comps, r.experiments, watch.verified());
}

json plan_resource_leak(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  Result r = measure(ctx, ctx.quick ? 50 : 200);
  std::string summary = summary_of(r);
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  json more = json::array();
  for (size_t i = 1; i < r.comps.size(); ++i) more.push_back(comparison_json(r.comps[i]));
  return plan_result(item, r.comps[0], watch.verified(), summary, {{"comparisons", more}});
}

}  // namespace probe
