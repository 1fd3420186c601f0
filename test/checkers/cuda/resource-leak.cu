// RUN: %check_cuda %s cuda-resource-leak
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdlib>

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSuccess) return

// ---- positive cases --------------------------------------------------------------------

// A stream declared in the loop body, created on every iteration, never destroyed.
void stream_per_iteration(float *a, int n) {
  for (int i = 0; i < n; ++i) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 's' is created again on every iteration of this loop and never destroyed: each iteration leaks one stream and what it holds; destroy it with cudaStreamDestroy in the loop before the next one is created, or create it once before the loop and reuse it [cuda-resource-leak]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop
    kernel<<<1, 256, 0, s>>>(a);
    cudaStreamSynchronize(s);
  }
}

// An event created on every call of a timing helper that a loop calls, never destroyed.
float time_step(float *a, cudaEvent_t start) {
  cudaEvent_t stop;
  cudaEventCreate(&stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'stop' is created on every call of 'time_step' and never destroyed, and a loop calls it on every iteration: each call leaks one event and what it holds; destroy it with cudaEventDestroy before 'time_step' returns, or create it once outside the loop and pass it in [cuda-resource-leak]
  cudaEventRecord(start, 0);
  kernel<<<1, 256>>>(a);
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

float time_steps(float *a, cudaEvent_t start, int n) {
  float total = 0;
  for (int i = 0; i < n; ++i)
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: in this loop
    total += time_step(a, start);
    // CHECK-MESSAGES: :[[@LINE-1]]:14: note: through this call to 'time_step'
  return total;
}

// Declared before the loop, created on every iteration: only the last one is destroyed.
void recreated_before_destroy(float *a, int n) {
  cudaEvent_t done;
  for (int i = 0; i < n; ++i) {
    cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: event 'done' is created again on every iteration of this loop and destroyed only outside it{{.*}} [cuda-resource-leak]
    // CHECK-MESSAGES: :[[@LINE-3]]:3: note: in this loop
    kernel<<<1, 256>>>(a);
    cudaEventRecord(done, 0);
    cudaEventSynchronize(done);
  }
  cudaEventDestroy(done);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: the last one is destroyed here
}

// A graph captured and instantiated on every iteration (both are destroyed).
void reinstantiated(cudaStream_t s, float *a, int n) {
  for (int i = 0; i < n; ++i) {
    cudaGraph_t g;
    cudaGraphExec_t exec;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    kernel<<<1, 256, 0, s>>>(a);
    kernel<<<1, 256, 0, s>>>(a);
    cudaStreamEndCapture(s, &g);
    cudaGraphInstantiate(&exec, g, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: executable graph 'exec' is instantiated again on every iteration of this loop: instantiating a graph costs much more than launching it; instantiate it once before the loop and launch it on every iteration, refreshing changed kernel parameters with cudaGraphExecUpdate [cuda-resource-leak]
    // CHECK-MESSAGES: :[[@LINE-9]]:3: note: in this loop
    cudaGraphLaunch(exec, s);
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(g);
  }
}

// Captured, instantiated and launched on every iteration, nothing destroyed: the graph and
// the executable graph both pile up.
void reinstantiated_and_leaked(cudaStream_t s, float *a, int n) {
  for (int i = 0; i < n; ++i) {
    cudaGraph_t g;
    cudaGraphExec_t exec;
    CUDA_CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    kernel<<<1, 256, 0, s>>>(a);
    CUDA_CHECK(cudaStreamEndCapture(s, &g));
    // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: graph 'g' is created again on every iteration of this loop and never destroyed{{.*}}; destroy it with cudaGraphDestroy in the loop{{.*}} [cuda-resource-leak]
    // CHECK-MESSAGES: :[[@LINE-7]]:3: note: in this loop
    CUDA_CHECK(cudaGraphInstantiate(&exec, g, 0));
    // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: executable graph 'exec' is instantiated again on every iteration of this loop and never destroyed: {{.*}} [cuda-resource-leak]
    // CHECK-MESSAGES: :[[@LINE-10]]:3: note: in this loop
    CUDA_CHECK(cudaGraphLaunch(exec, s));
  }
}

// A memory pool created on every call of a function a loop calls.
void *pooled_alloc(cudaStream_t s, size_t bytes) {
  cudaMemPool_t pool;
  cudaMemPoolProps props = {};
  cudaMemPoolCreate(&pool, &props);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: memory pool 'pool' is created on every call of 'pooled_alloc' and never destroyed{{.*}}; destroy it with cudaMemPoolDestroy before 'pooled_alloc' returns{{.*}} [cuda-resource-leak]
  void *p = nullptr;
  cudaMallocFromPoolAsync(&p, bytes, pool, s);
  return p;
}

void pooled_allocs(cudaStream_t s, void **out, int n) {
  for (int i = 0; i < n; ++i)
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: in this loop
    out[i] = pooled_alloc(s, 1024);
    // CHECK-MESSAGES: :[[@LINE-1]]:14: note: through this call to 'pooled_alloc'
}

// The driver API.
void driver_stream_per_iteration(int n) {
  while (n-- > 0) {
    CUstream s;
    cuStreamCreate(&s, CU_STREAM_NON_BLOCKING);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 's' is created again on every iteration of this loop and never destroyed{{.*}}; destroy it with cuStreamDestroy in the loop{{.*}} [cuda-resource-leak]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop
    cuStreamSynchronize(s);
  }
}

void driver_reinstantiated(CUstream s, CUgraph g, int n) {
  for (int i = 0; i < n; ++i) {
    CUgraphExec exec;
    cuGraphInstantiate(&exec, g, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: executable graph 'exec' is instantiated again on every iteration of this loop: {{.*}} with cuGraphExecUpdate [cuda-resource-leak]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: in this loop
    cuGraphLaunch(exec, s);
    cuGraphExecDestroy(exec);
  }
}

// ---- look-alikes: must stay silent -----------------------------------------------------

// Destroyed at the end of each iteration.
void stream_per_iteration_destroyed(float *a, int n) {
  for (int i = 0; i < n; ++i) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    kernel<<<1, 256, 0, s>>>(a);
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
  }
}

// The helper destroys its events (through a helper of its own).
void release(cudaEvent_t e) { cudaEventDestroy(e); }
float time_step_clean(float *a) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, 0);
  kernel<<<1, 256>>>(a);
  cudaEventRecord(stop, 0);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  release(start);
  release(stop);
  return ms;
}
float time_steps_clean(float *a, int n) {
  float total = 0;
  for (int i = 0; i < n; ++i)
    total += time_step_clean(a);
  return total;
}

// Declared before the loop, the previous one destroyed before the next is created.
void recreated_after_destroy(float *a, int n) {
  cudaEvent_t done = nullptr;
  for (int i = 0; i < n; ++i) {
    if (done)
      cudaEventDestroy(done);
    cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
    kernel<<<1, 256>>>(a);
    cudaEventRecord(done, 0);
  }
  cudaEventDestroy(done);
}

// Instantiated once, launched on every iteration.
void instantiated_once(cudaStream_t s, float *a, int n) {
  cudaGraph_t g;
  cudaGraphExec_t exec;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  kernel<<<1, 256, 0, s>>>(a);
  cudaStreamEndCapture(s, &g);
  cudaGraphInstantiate(&exec, g, 0);
  for (int i = 0; i < n; ++i)
    cudaGraphLaunch(exec, s);
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(g);
}

// The captured work changes shape with the iteration: a new instantiation is needed.
void shape_changes(cudaStream_t s, float *a, int n) {
  for (int i = 0; i < n; ++i) {
    cudaGraph_t g;
    cudaGraphExec_t exec;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    for (int k = 0; k <= i; ++k)
      kernel<<<1, 256, 0, s>>>(a);
    cudaStreamEndCapture(s, &g);
    cudaGraphInstantiate(&exec, g, 0);
    cudaGraphLaunch(exec, s);
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(g);
  }
}

// One instantiation per configuration, launched many times: already amortized.
void instantiated_per_config(cudaStream_t s, float *a, int nconfigs, int iters) {
  for (int c = 0; c < nconfigs; ++c) {
    cudaGraph_t g;
    cudaGraphExec_t exec;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    kernel<<<1, 256, 0, s>>>(a);
    cudaStreamEndCapture(s, &g);
    cudaGraphInstantiate(&exec, g, 0);
    for (int i = 0; i < iters; ++i)
      cudaGraphLaunch(exec, s);
    cudaGraphExecDestroy(exec);
    cudaGraphDestroy(g);
  }
}

// A benchmark of instantiation: the program times it on purpose.
double cpu_time();
void measure_instantiation(cudaStream_t s, cudaGraph_t g, double *out, int trials) {
  for (int t = 0; t < trials; ++t) {
    cudaGraphExec_t exec;
    double start = cpu_time();
    cudaGraphInstantiate(&exec, g, 0);
    out[t] = cpu_time() - start;
    cudaGraphLaunch(exec, s);
    cudaGraphExecDestroy(exec);
  }
}

// Re-captured on every iteration, but the executable graph is updated, not re-instantiated.
void updated(cudaStream_t s, float *a, int n) {
  cudaGraphExec_t exec = nullptr;
  for (int i = 0; i < n; ++i) {
    cudaGraph_t g;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    kernel<<<1, 256, 0, s>>>(a + i);
    cudaStreamEndCapture(s, &g);
    if (!exec)
      cudaGraphInstantiate(&exec, g, 0);
    else
      cudaGraphExecUpdate(exec, g, nullptr);
    cudaGraphLaunch(exec, s);
    cudaGraphDestroy(g);
  }
  cudaGraphExecDestroy(exec);
}

// RAII: the wrapper's destructor destroys the stream.
struct Stream {
  cudaStream_t s;
  Stream() { cudaStreamCreate(&s); }
  ~Stream() { cudaStreamDestroy(s); }
};
void raii_per_iteration(float *a, int n) {
  for (int i = 0; i < n; ++i) {
    Stream st;
    kernel<<<1, 256, 0, st.s>>>(a);
  }
}

// Owned elsewhere: stored in a container, returned, handed to unseen code, an out-parameter,
// an array element, a global.
template <class T> struct Ring {
  T items[8];
  int n = 0;
  void push_back(T v) { items[n++ % 8] = v; }
};
void kept_in_container(Ring<cudaStream_t> &pool, int n) {
  for (int i = 0; i < n; ++i) {
    cudaStream_t s;
    cudaStreamCreate(&s);
    pool.push_back(s);
  }
}
cudaEvent_t make_event() {
  cudaEvent_t e;
  cudaEventCreate(&e);
  return e;
}
void returned(int n) {
  for (int i = 0; i < n; ++i)
    cudaEventDestroy(make_event());
}
void adopt(cudaStream_t s); // defined elsewhere
void handed_to_unseen_code(int n) {
  for (int i = 0; i < n; ++i) {
    cudaStream_t s;
    cudaStreamCreate(&s);
    adopt(s);
  }
}
void create_into(cudaStream_t *out) { cudaStreamCreate(out); }
void out_parameter(cudaStream_t *streams, int n) {
  for (int i = 0; i < n; ++i)
    create_into(&streams[i]);
}
void array_elements(cudaStream_t *streams, int n) {
  for (int i = 0; i < n; ++i)
    cudaStreamCreate(&streams[i]);
}
cudaMemPool_t g_pool;
void global_pool(int n) {
  for (int i = 0; i < n; ++i) {
    cudaMemPoolProps props = {};
    cudaMemPoolCreate(&g_pool, &props);
  }
}

// Captured by a lambda that may run later.
void captured(int n) {
  for (int i = 0; i < n; ++i) {
    cudaStream_t s;
    cudaStreamCreate(&s);
    auto later = [&] { cudaStreamDestroy(s); };
    later();
  }
}

// Bounded: once per device, a loop that runs once, a creation guarded by a null test, a
// one-shot creation outside any loop (the process exit releases it).
void per_device(int ndev) {
  for (int dev = 0; dev < ndev; ++dev) {
    cudaSetDevice(dev);
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaStreamSynchronize(s);
  }
}
void runs_once(void) {
  for (int i = 0; i < 1; ++i) {
    cudaStream_t s;
    cudaStreamCreate(&s);
    cudaStreamSynchronize(s);
  }
}
void created_lazily(float *a, int n) {
  cudaStream_t s = nullptr;
  for (int i = 0; i < n; ++i) {
    if (!s)
      cudaStreamCreate(&s);
    kernel<<<1, 256, 0, s>>>(a);
  }
}
int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  kernel<<<1, 256, 0, s>>>(nullptr);
  return 0;
}

// Not the CUDA API.
namespace mylib {
int cudaStreamCreate(cudaStream_t *s);
}
void look_alike(int n) {
  for (int i = 0; i < n; ++i) {
    cudaStream_t s;
    mylib::cudaStreamCreate(&s);
  }
}

// ---- destroyed on the normal path, skipped on another: positive cases ------------------

// A helper a loop calls: an early return skips the destroy of its stream.
bool stage(float *a, int n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's' is created on every call of 'stage', which a loop calls on every iteration, and an early return skips its destroy: each call that returns there leaks one stream and what it holds; destroy it with cudaStreamDestroy before returning, or create it once outside the loop and pass it in [cuda-resource-leak]
  if (n == 0)
    return false;
  // CHECK-MESSAGES: :[[@LINE-1]]:5: note: returns here without destroying 's'
  kernel<<<1, 256, 0, s>>>(a);
  cudaStreamSynchronize(s);
  cudaStreamDestroy(s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: destroyed here on the normal path
  return true;
}
void stages(float *a, const int *sizes, int n) {
  for (int i = 0; i < n; ++i)
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: in this loop
    stage(a, sizes[i]);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: note: through this call to 'stage'
}

// The error return of a checking macro that returns, on a later call: the loop goes on
// after a failed copy, and every failure leaks an event.
void copy_step(float *dst, const float *src, size_t bytes, cudaStream_t s) {
  cudaEvent_t done;
  cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'done' is created on every call of 'copy_step', which a loop calls on every iteration, and early returns skip its destroy: {{.*}} destroy it with cudaEventDestroy before returning{{.*}} [cuda-resource-leak]
  CUDA_CHECK(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: returns here without destroying 'done'
  CUDA_CHECK(cudaEventRecord(done, s));
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: returns here without destroying 'done'
  cudaEventSynchronize(done);
  cudaEventDestroy(done);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: destroyed here on the normal path
}
void copy_steps(float *dst, const float *src, size_t bytes, cudaStream_t s, int n) {
  for (int i = 0; i < n; ++i)
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: in this loop
    copy_step(dst, src, bytes, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: note: through this call to 'copy_step'
}

// A continue in the loop that creates the stream skips its destroy.
void skip_empty_batches(float *a, const int *sizes, int n) {
  for (int i = 0; i < n; ++i) {
    cudaStream_t s;
    cudaStreamCreate(&s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 's' is created on every iteration of this loop and a 'continue' skips its destroy: each iteration that continues leaks one stream and what it holds; destroy it with cudaStreamDestroy before continuing, or create it once before the loop and reuse it [cuda-resource-leak]
    if (sizes[i] == 0)
      continue;
    // CHECK-MESSAGES: :[[@LINE-1]]:7: note: continues here without destroying 's'
    kernel<<<1, 256, 0, s>>>(a);
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: note: destroyed here on the normal path
    // CHECK-MESSAGES: :[[@LINE-11]]:3: note: in this loop
  }
}

// Declared before the loop, created and destroyed in each iteration; two continues skip it.
void skip_two_ways(float *a, const int *sizes, int n) {
  cudaEvent_t done;
  for (int i = 0; i < n; ++i) {
    cudaEventCreate(&done);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: event 'done' is created on every iteration of this loop and 'continue' statements skip its destroy: {{.*}} [cuda-resource-leak]
    if (sizes[i] < 0)
      continue;
    // CHECK-MESSAGES: :[[@LINE-1]]:7: note: continues here without destroying 'done'
    kernel<<<1, 256>>>(a);
    if (sizes[i] > 1000)
      continue;
    // CHECK-MESSAGES: :[[@LINE-1]]:7: note: continues here without destroying 'done'
    cudaEventSynchronize(done);
    cudaEventDestroy(done);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: note: destroyed here on the normal path
    // CHECK-MESSAGES: :[[@LINE-13]]:3: note: in this loop
  }
}

// ---- destroyed on the normal path, skipped on another: look-alikes ---------------------

// Destroyed before the early return; destroyed under the same condition as the return.
bool stage_released(float *a, int n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  if (n == 0) {
    cudaStreamDestroy(s);
    return false;
  }
  kernel<<<1, 256, 0, s>>>(a);
  cudaStreamDestroy(s);
  return true;
}
bool stage_same_condition(float *a, int n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  if (n == 0)
    cudaStreamDestroy(s);
  if (n == 0)
    return false;
  kernel<<<1, 256, 0, s>>>(a);
  cudaStreamDestroy(s);
  return true;
}

// Error paths jump to a cleanup label that destroys.
int stage_goto(float *a, int n) {
  int rc = 0;
  cudaStream_t s;
  cudaStreamCreate(&s);
  if (n == 0) {
    rc = -1;
    goto cleanup;
  }
  kernel<<<1, 256, 0, s>>>(a);
  if (cudaStreamSynchronize(s) != cudaSuccess) {
    rc = -2;
    goto cleanup;
  }
cleanup:
  cudaStreamDestroy(s);
  return rc;
}

// The error path ends the process: exit, abort, a function of ours that exits.
void fatal(const char *what) { std::exit(1); }
#define CUDA_CHECK_OR_EXIT(call) do { if ((call) != cudaSuccess) { std::abort(); return; } } while (0)
void stage_exits(float *a, int n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  if (n == 0) {
    fatal("empty input");
    return;
  }
  if (n < 0) {
    std::exit(2);
    return;
  }
  CUDA_CHECK_OR_EXIT(cudaStreamSynchronize(s));
  cudaStreamDestroy(s);
}

// The creation failed or the handle is null: nothing to destroy.
cudaError_t stage_creation_checked(float *a) {
  cudaStream_t s;
  cudaError_t err = cudaStreamCreate(&s);
  if (err != cudaSuccess)
    return err;
  kernel<<<1, 256, 0, s>>>(a);
  return cudaStreamDestroy(s);
}
void stage_creation_macro(float *a) {
  cudaEvent_t e;
  CUDA_CHECK(cudaEventCreate(&e));
  cudaEventRecord(e, 0);
  cudaEventDestroy(e);
}
void stage_null_test(float *a) {
  cudaStream_t s = nullptr;
  cudaStreamCreate(&s);
  if (!s)
    return;
  kernel<<<1, 256, 0, s>>>(a);
  if (s)
    cudaStreamDestroy(s);
}

// An exception is not followed (caught or not, we cannot tell).
struct cuda_failure {};
void stage_throws(float *a, int n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  if (n == 0)
    throw cuda_failure();
  kernel<<<1, 256, 0, s>>>(a);
  cudaStreamDestroy(s);
}

// Owned elsewhere: a member.
struct Pipeline {
  cudaStream_t s;
  bool step(float *a, int n) {
    cudaStreamCreate(&s);
    if (n == 0)
      return false;
    kernel<<<1, 256, 0, s>>>(a);
    cudaStreamDestroy(s);
    return true;
  }
};

void run_stages(Pipeline &p, float *a, const int *sizes, int n) {
  for (int i = 0; i < n; ++i) {
    stage_released(a, sizes[i]);
    stage_same_condition(a, sizes[i]);
    stage_goto(a, sizes[i]);
    stage_exits(a, sizes[i]);
    stage_creation_checked(a);
    stage_creation_macro(a);
    stage_null_test(a);
    stage_throws(a, sizes[i]);
    p.step(a, sizes[i]);
  }
}

// The loop stops at the first failure the helper reports: one leak, not one per iteration.
cudaError_t record_or_fail(int n) {
  cudaEvent_t e;
  cudaEventCreate(&e);
  if (n < 0)
    return cudaErrorInvalidValue;
  cudaEventRecord(e, 0);
  return cudaEventDestroy(e);
}
void records_until_failure(const int *sizes, int n) {
  for (int i = 0; i < n; ++i)
    if (record_or_fail(sizes[i]) != cudaSuccess)
      break;
}

// A one-shot function: a leak on its error return is released when the process exits.
void setup_once(float *dst, const float *src, size_t bytes) {
  cudaEvent_t ready;
  cudaEventCreate(&ready);
  CUDA_CHECK(cudaMemcpy(dst, src, bytes, cudaMemcpyHostToDevice));
  cudaEventRecord(ready, 0);
  cudaEventDestroy(ready);
}

// break and return leave the loop: one handle per run of the loop, not per iteration. A
// continue after the destroy skips nothing.
int first_failure(float *a, const int *sizes, int n) {
  for (int i = 0; i < n; ++i) {
    cudaStream_t s;
    cudaStreamCreate(&s);
    if (sizes[i] == 0)
      break;
    if (cudaStreamSynchronize(s) != cudaSuccess)
      return i;
    cudaStreamDestroy(s);
    if (sizes[i] > 100)
      continue;
    kernel<<<1, 256>>>(a);
  }
  return -1;
}

// The previous event is destroyed before the next is created, so a continue skips nothing.
void recreated_after_destroy_continue(float *a, const int *sizes, int n) {
  cudaEvent_t done = nullptr;
  for (int i = 0; i < n; ++i) {
    if (done)
      cudaEventDestroy(done);
    cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
    if (sizes[i] == 0)
      continue;
    kernel<<<1, 256>>>(a);
    cudaEventRecord(done, 0);
  }
  cudaEventDestroy(done);
}
