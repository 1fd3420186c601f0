// cuda-capture-unsafe-call: calls inside cudaStreamBeginCapture ... cudaStreamEndCapture that the
// capture forbids.
//
// Bad: cudaMalloc, cudaStreamSynchronize of the capturing stream, a synchronous cudaMemcpy and
// cudaDeviceSynchronize inside a capture in cudaStreamCaptureModeGlobal. Each call fails
// (this benchmark records which error it returns on this driver) and the whole capture is
// invalidated: cudaStreamEndCapture fails too and hands back no graph.
// Fixed: the same capture with cudaMallocAsync/cudaFreeAsync on the capturing stream, and the
// synchronization after the graph launch. Also recorded: cudaMalloc under
// cudaStreamCaptureModeRelaxed, where the mode allows it.
//
// Experiments:
//   capture_errors  per case: the error of the call under test, of cudaStreamEndCapture, whether
//                   a graph came back, and whether it instantiates and runs
//   replay_cost     the two fixes compared: a graph that allocates and frees with
//                   cudaMallocAsync/cudaFreeAsync nodes vs one whose buffer was allocated before
//                   the capture (GPU time per graph launch)
#include "bench_util.cuh"
#include "benches.cuh"
#include "cuda_util.cuh"
#include "kernels.cuh"

namespace probe {

namespace {

constexpr const char* kBench = "capture-unsafe-call";
constexpr size_t kBytes = 1 << 20;

enum class Call { Malloc, StreamSynchronize, Memcpy, DeviceSynchronize, MallocAsync };

struct CaptureCase {
  const char* name;
  Call call;
  cudaStreamCaptureMode mode;
  bool expect_failure;
};
const CaptureCase kCases[] = {
    {"malloc_global", Call::Malloc, cudaStreamCaptureModeGlobal, true},
    {"stream_synchronize_global", Call::StreamSynchronize, cudaStreamCaptureModeGlobal, true},
    {"memcpy_global", Call::Memcpy, cudaStreamCaptureModeGlobal, true},
    {"device_synchronize_global", Call::DeviceSynchronize, cudaStreamCaptureModeGlobal, true},
    {"stream_synchronize_relaxed", Call::StreamSynchronize, cudaStreamCaptureModeRelaxed, true},
    {"malloc_relaxed", Call::Malloc, cudaStreamCaptureModeRelaxed, false},
    {"malloc_async_global", Call::MallocAsync, cudaStreamCaptureModeGlobal, false},
};

const char* mode_name(cudaStreamCaptureMode m) {
  switch (m) {
    case cudaStreamCaptureModeGlobal: return "cudaStreamCaptureModeGlobal";
    case cudaStreamCaptureModeThreadLocal: return "cudaStreamCaptureModeThreadLocal";
    default: return "cudaStreamCaptureModeRelaxed";
  }
}

struct CaptureResult {
  json cases = json::object();
  std::string malloc_error, malloc_end_error, sync_error, sync_end_error;
  bool as_expected = true;
  std::string problem;
};

// One capture with the call under test between two kernels; the errors are the measurement,
// so the calls under test are not checked with CK.
json capture_case(const CaptureCase& c, DeviceBuffer& dev, DeviceBuffer& host_side,
                  bool& failed_as_expected) {
  Stream s;
  CK(cudaStreamBeginCapture(s, c.mode));
  launch_noop(s);
  cudaError_t call = cudaSuccess;
  void* p = nullptr;
  switch (c.call) {
    case Call::Malloc: call = cudaMalloc(&p, kBytes); break;
    case Call::StreamSynchronize: call = cudaStreamSynchronize(s); break;
    case Call::Memcpy:
      call = cudaMemcpy(host_side.get(), dev.get(), kBytes, cudaMemcpyDeviceToDevice);
      break;
    case Call::DeviceSynchronize: call = cudaDeviceSynchronize(); break;
    case Call::MallocAsync:
      call = cudaMallocAsync(&p, kBytes, s);
      if (call == cudaSuccess) call = cudaFreeAsync(p, s);
      p = nullptr;
      break;
  }
  cudaGetLastError();  // the call's error is not sticky; clear it before the end
  cudaError_t launch_after = cudaLaunchHostFunc(s, [](void*) {}, nullptr);
  cudaGraph_t g = nullptr;
  cudaError_t end = cudaStreamEndCapture(s, &g);
  cudaGetLastError();
  cudaError_t run = cudaErrorUnknown;
  if (end == cudaSuccess && g) {
    cudaGraphExec_t exec = nullptr;
    run = cudaGraphInstantiate(&exec, g, 0);
    if (run == cudaSuccess) run = cudaGraphLaunch(exec, s);
    if (run == cudaSuccess) run = cudaStreamSynchronize(s);
    if (exec) CK(cudaGraphExecDestroy(exec));
  }
  if (g) CK(cudaGraphDestroy(g));
  if (p) CK(cudaFree(p));
  cudaGetLastError();
  bool failed = call != cudaSuccess || end != cudaSuccess;
  failed_as_expected = failed == c.expect_failure;
  json j = {{"call", c.call == Call::Malloc              ? "cudaMalloc"
                     : c.call == Call::StreamSynchronize ? "cudaStreamSynchronize(capturing stream)"
                     : c.call == Call::Memcpy            ? "cudaMemcpy (synchronous, D2D)"
                     : c.call == Call::DeviceSynchronize ? "cudaDeviceSynchronize"
                                                         : "cudaMallocAsync + cudaFreeAsync"},
            {"mode", mode_name(c.mode)},
            {"error", cudaGetErrorName(call)},
            {"error_code", static_cast<int>(call)},
            {"work_after_call_error", cudaGetErrorName(launch_after)},
            {"end_capture_error", cudaGetErrorName(end)},
            {"end_capture_error_code", static_cast<int>(end)},
            {"graph_returned", g != nullptr},
            {"graph_ran", run == cudaSuccess},
            {"expected_failure", c.expect_failure}};
  return j;
}

CaptureResult capture_experiment(Context& ctx) {
  CaptureResult r;
  DeviceBuffer dev(kBytes), other(kBytes);
  for (const CaptureCase& c : kCases) {
    bool ok = true;
    json j = capture_case(c, dev, other, ok);
    r.cases[c.name] = j;
    if (!ok && r.problem.empty()) {
      r.as_expected = false;
      r.problem = std::string(c.name) + ": call " + j["error"].get<std::string>() +
                  ", end capture " + j["end_capture_error"].get<std::string>();
    }
    if (std::string(c.name) == "malloc_global") {
      r.malloc_error = j["error"];
      r.malloc_end_error = j["end_capture_error"];
    }
    if (std::string(c.name) == "stream_synchronize_global") {
      r.sync_error = j["error"];
      r.sync_end_error = j["end_capture_error"];
    }
  }
  // The failed captures must not have broken the context: a kernel still runs.
  Stream s;
  launch_noop(s);
  cudaError_t after = cudaStreamSynchronize(s);
  if (after != cudaSuccess && r.problem.empty()) {
    r.as_expected = false;
    r.problem = std::string("work after the failed captures returned ") + cudaGetErrorName(after);
  }
  ctx.check(r.as_expected && after == cudaSuccess, r.problem);
  return r;
}

struct ReplayResult {
  json variants = json::object();
  double alloc_nodes_us = 0, hoisted_us = 0;
};

// GPU time per launch of a graph {cudaMallocAsync, kernel, cudaFreeAsync} vs {kernel} on a
// buffer allocated before the capture.
ReplayResult replay_experiment(Context& ctx) {
  ReplayResult r;
  const int kLaunches = ctx.quick ? 50 : 200;
  Stream s;
  DeviceBuffer hoisted(kBytes);
  Event a, b;
  for (const char* variant : {"malloc_async_in_graph", "hoisted"}) {
    const bool nodes = variant == std::string("malloc_async_in_graph");
    cudaGraph_t g = nullptr;
    CK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    uint32_t* buf = static_cast<uint32_t*>(hoisted.get());
    if (nodes) CK(cudaMallocAsync(reinterpret_cast<void**>(&buf), kBytes, s));
    launch_fill(s, buf, kBytes / sizeof(uint32_t), 7);
    if (nodes) CK(cudaFreeAsync(buf, s));
    CK(cudaStreamEndCapture(s, &g));
    cudaGraphExec_t exec = nullptr;
    CK(cudaGraphInstantiate(&exec, g, 0));
    CK(cudaGraphLaunch(exec, s));  // warm up
    CK(cudaStreamSynchronize(s));
    Series ser = run_series(capped(ctx.sampler, 30), {"gpu_us_per_launch"},
                            [&](std::vector<double>& out) {
                              CK(cudaEventRecord(a, s));
                              for (int i = 0; i < kLaunches; ++i) CK(cudaGraphLaunch(exec, s));
                              CK(cudaEventRecord(b, s));
                              CK(cudaEventSynchronize(b));
                              out[0] = elapsed_ms(a, b) * 1e3 / kLaunches;
                            });
    CK(cudaGraphExecDestroy(exec));
    CK(cudaGraphDestroy(g));
    r.variants[variant] = variant_json(
        ser, true,
        {{"description", nodes ? "graph of cudaMallocAsync, a 1 MiB fill kernel, cudaFreeAsync"
                               : "graph of the fill kernel on a buffer allocated before capture"}});
    (nodes ? r.alloc_nodes_us : r.hoisted_us) = ser.median("gpu_us_per_launch");
  }
  return r;
}

Comparison replay_comparison(const ReplayResult& r) {
  Comparison c;
  c.id = "gpu_us_per_launch";
  c.experiment = "replay_cost";
  c.metric = "gpu_us_per_launch";
  c.bad_variant = "malloc_async_in_graph";
  c.fixed_variant = "hoisted";
  c.bad = r.alloc_nodes_us;
  c.fixed = r.hoisted_us;
  c.params = {{"bytes", kBytes}};
  return c;
}

std::string failure_summary(const CaptureResult& r) {
  return "inside a capture in cudaStreamCaptureModeGlobal, cudaMalloc returned " + r.malloc_error +
         " and cudaStreamEndCapture " + r.malloc_end_error +
         "; cudaStreamSynchronize of the capturing stream returned " + r.sync_error +
         " and cudaStreamEndCapture " + r.sync_end_error;
}

}  // namespace

json run_capture_unsafe_call(Context& ctx) {
  FailureWatch watch(ctx);
  CaptureResult cr = capture_experiment(ctx);
  ctx.say("  %s\n", failure_summary(cr).c_str());
  ReplayResult rr = replay_experiment(ctx);
  json experiments = json::object();
  experiments["capture_errors"] = {
      {"description",
       "a capture of {empty kernel, call under test, host function} on a non-blocking stream; "
       "error = what the call returned, end_capture_error = what cudaStreamEndCapture "
       "returned, graph_ran = the graph came back, instantiated and ran"},
      {"params", {{"bytes", kBytes}}},
      {"cases", cr.cases}};
  experiments["replay_cost"] = {
      {"description", "GPU time per launch of the captured graph, for the two fixes"},
      {"params", {{"bytes", kBytes}, {"launches_per_sample", ctx.quick ? 50 : 200}}},
      {"variants", rr.variants}};
  Comparison c = replay_comparison(rr);
  std::string summary = failure_summary(cr) + "; a graph with cudaMallocAsync/cudaFreeAsync nodes " +
                        "runs in " + fmt_sig(rr.alloc_nodes_us) + " us vs " +
                        fmt_sig(rr.hoisted_us) + " us with the allocation hoisted";
  json j = check_object(kBench, summary, c, {c}, experiments, watch.verified());
  j["headline"]["malloc_error"] = cr.malloc_error;
  j["headline"]["end_capture_error"] = cr.malloc_end_error;
  return j;
}

json plan_capture_unsafe_call(Context& ctx, const PlanItem& item) {
  FailureWatch watch(ctx);
  CaptureResult cr = capture_experiment(ctx);
  ReplayResult rr = replay_experiment(ctx);
  std::string summary = failure_summary(cr);
  ctx.say("  %s: %s\n", item.id.c_str(), summary.c_str());
  return plan_result(item, replay_comparison(rr), watch.verified(), summary,
                     {{"failure",
                       {{"observed", cr.malloc_error != "cudaSuccess"},
                        {"detail", "cudaMalloc inside a global-mode capture returned " +
                                       cr.malloc_error + ", cudaStreamEndCapture " +
                                       cr.malloc_end_error}}},
                      {"capture_cases", cr.cases}});
}

}  // namespace probe
