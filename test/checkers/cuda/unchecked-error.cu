// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include "cuda.h"

__global__ void kernel(float *p) {} extern int blocks, threads; // a block size known only at run time: a launch that can fail

#define CUDA_CHECK(call)                                                                       \
  do {                                                                                         \
    cudaError_t e_ = (call);                                                                   \
    if (e_ != cudaSuccess)                                                                     \
      report_and_exit(e_, __LINE__);                                                           \
  } while (0)
#define CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())
void report_and_exit(cudaError_t e, int line);
void log_error(cudaError_t e);

// A glog/abseil-style CHECK_EQ: the value is read in a loop's condition variable.
const char *check_eq_impl(cudaError_t a, cudaError_t b);
[[noreturn]] void die(const char *why);
#define CHECK_EQ(a, b) while (const char *failed_ = check_eq_impl((a), (b))) die(failed_)

// ---- positive cases --------------------------------------------------------------------

void dropped(float *d, float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped: if the call fails nothing notices, and the failure surfaces later as another call's error; check it, or cast it to void if ignoring it is intended [cuda-unchecked-error]
}

void dropped_driver(CUdeviceptr *p) {
  cuMemAlloc(p, 64);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the CUresult returned by cuMemAlloc is dropped: {{.*}}
}

// One finding per function, at the first unchecked call; a note counts the others.
void many(float **d, float *h, size_t n, cudaStream_t s) {
  cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMalloc is dropped: {{.*}}
  cudaMemcpyAsync(*d, h, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: 'many' has 3 more unchecked CUDA calls (lines [[@LINE-1]], [[@LINE+2]], [[@LINE+3]]); the next is here
  CUDA_CHECK(cudaStreamSynchronize(s));
  cudaFree(*d);
  cudaStreamDestroy(s);
}

void stored_never_read(float **d, size_t n) {
  cudaError_t err = cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: the cudaError_t returned by cudaMalloc is stored in 'err' and never read: if the call fails nothing notices; check 'err' [cuda-unchecked-error]
}

// The look-alike: a store in a branch that nothing reads before the overwrite after it.
void unread_in_a_branch_then_overwritten(float **d, size_t n, bool twice) {
  cudaError_t status = cudaSuccess;
  if (twice) {
    status = cudaMalloc((void **)d, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: the cudaError_t returned by cudaMalloc is stored in 'status' and overwritten before it is read: if the call fails nothing notices; check 'status' before reusing it [cuda-unchecked-error]
  }
  status = cudaMalloc((void **)d, n);
  if (status != cudaSuccess)
    log_error(status);
}

// The look-alike: the condition variable reads another value.
void condition_variable_reads_another(float **d, size_t n, cudaError_t earlier) {
  auto status = cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: the cudaError_t returned by cudaMalloc is stored in 'status' and never read: if the call fails nothing notices; check 'status' [cuda-unchecked-error]
  while (const char *failed = check_eq_impl(earlier, cudaSuccess))
    die(failed);
}

void overwritten(float **a, float **b, size_t n) {
  cudaError_t err = cudaMalloc((void **)a, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: the cudaError_t returned by cudaMalloc is stored in 'err' and overwritten before it is read: if the call fails nothing notices; check 'err' before reusing it [cuda-unchecked-error]
  err = cudaMalloc((void **)b, n);
  if (err != cudaSuccess)
    log_error(err);
}

// The launch's error is never read; the later call returns cudaSuccess and hides it.
void launch_then_sync(float *d, cudaStream_t s) {
  kernel<<<1, 2048, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read: a launch that fails (an invalid configuration, too many resources) runs nothing, and later calls still return cudaSuccess; check cudaGetLastError() right after the launch [cuda-unchecked-error]
  CUDA_CHECK(cudaStreamSynchronize(s));
}

// In a template, a launch of a kernel template with a dependent argument is named as written
// (held-out round 17, tbennun/mgbench@6f12d38 src/L1/uva.cu:123 was named 'kernel').
template <typename T, bool Write> __global__ void copy_random(T *p) {}
template <bool Write> void dispatch_random(float *d, cudaStream_t s) {
  copy_random<float, Write><<<1, 2048, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'copy_random' is never read: {{.*}}
  CUDA_CHECK(cudaStreamSynchronize(s));
}
template void dispatch_random<true>(float *, cudaStream_t);

// A bare cudaGetLastError() clears the launch error without reading it.
void launch_then_clear(float *d, cudaStream_t s) {
  kernel<<<blocks, threads, 0, s>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read: {{.*}}
  cudaGetLastError();
  CUDA_CHECK(cudaStreamSynchronize(s));
}

// A launch helper whose caller does not read the last error either.
void launch_helper(float *d) { kernel<<<blocks, threads>>>(d); }
// CHECK-MESSAGES: :[[@LINE-1]]:32: warning: the launch error of kernel 'kernel' is never read: {{.*}}
void unchecked_caller(float *d) {
  launch_helper(d);
  CUDA_CHECK(cudaDeviceSynchronize());
}

template <typename T> void in_template(T **p, size_t n) {
  cudaMalloc(p, n * sizeof(T));
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMalloc is dropped: {{.*}}
}
void use_template(float **p) { in_template(p, 4); }

void in_lambda(cudaStream_t s) {
  auto sync = [&] { cudaStreamSynchronize(s); };
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: the cudaError_t returned by cudaStreamSynchronize is dropped: {{.*}}
  sync();
}

// ---- look-alikes: must stay silent -----------------------------------------------------

void checked_by_macro(float **d, size_t n) { CUDA_CHECK(cudaMalloc((void **)d, n)); }

void checked_by_if(float **d, size_t n) {
  if (cudaMalloc((void **)d, n) != cudaSuccess)
    log_error(cudaErrorInvalidValue);
}

// glog's and abseil's CHECK_EQ read the value in a loop's condition variable (held-out round
// 12: ceres-solver/ceres-solver@fe351d5 internal/ceres/cuda_streamed_buffer.h:310); so do a
// for's and a switch's.
void checked_in_condition_variables(float **d, float **e, float **f, size_t n) {
  auto status = cudaMalloc((void **)d, n);
  CHECK_EQ(status, cudaSuccess);
  cudaError_t second = cudaMalloc((void **)e, n);
  for (; const char *failed = check_eq_impl(second, cudaSuccess);)
    die(failed);
  cudaError_t third = cudaMalloc((void **)f, n);
  switch (int code = static_cast<int>(third)) {
  case 0:
    break;
  default:
    die("cudaMalloc");
  }
}

// A store checked inside its own block, then overwritten after the block (held-out round 14:
// ccsb-scripps/AutoDock-GPU@f5cf6ff host/src/performdocking.cpp:383, :692).
void checked_in_a_branch_then_overwritten(float **d, size_t n, bool twice) {
  cudaError_t status = cudaMalloc((void **)d, n);
  if (status != cudaSuccess)
    log_error(status);
  if (twice) {
    status = cudaMalloc((void **)d, n);
    if (status != cudaSuccess)
      log_error(status);
  }
  status = cudaMalloc((void **)d, n);
  if (status != cudaSuccess)
    log_error(status);
}

// A retry loop: the store in the body is read by the loop's condition on the next pass, then
// the variable is reused after the loop (held-out round 17: DrTimothyAldenDavis/SuiteSparse@038d663
// CHOLMOD/GPU/cholmod_gpu.c:514).
void retried_then_reused(void **h, float **d, size_t n) {
  cudaError_t err = cudaMallocHost(h, n);
  while (err != cudaSuccess) {
    n /= 2;
    err = cudaMallocHost(h, n);
  }
  err = cudaMalloc((void **)d, n);
  if (err != cudaSuccess)
    log_error(err);
}

// The look-alike: a loop whose store nothing in the loop reads, overwritten after the loop.
void looped_store_unread_then_overwritten(float **d, size_t n, int tries) {
  cudaError_t err = cudaSuccess;
  for (int t = 0; t < tries; ++t) {
    err = cudaMalloc((void **)d, n);
    // CHECK-MESSAGES: :[[@LINE-1]]:11: warning: the cudaError_t returned by cudaMalloc is stored in 'err' and overwritten before it is read: if the call fails nothing notices; check 'err' before reusing it [cuda-unchecked-error]
  }
  err = cudaMemset(*d, 0, n);
  if (err != cudaSuccess)
    log_error(err);
}

void checked_by_assignment(float **d, size_t n) {
  cudaError_t err = cudaMalloc((void **)d, n);
  if (err != cudaSuccess)
    log_error(err);
  err = cudaMemset(*d, 0, n);
  log_error(err);
}

void checked_by_condition_store(float **d, size_t n) {
  cudaError_t err;
  if ((err = cudaMalloc((void **)d, n)) != cudaSuccess)
    return;
}

void void_cast(float *d) {
  (void)cudaFree(d);
  static_cast<void>(cudaDeviceSynchronize());
}

void wrapper_function(float *d) { log_error(cudaFree(d)); }

cudaError_t returned(float *d) { return cudaFree(d); }

// Cleanup on a failure already seen: the first error is the one reported.
cudaError_t error_path_cleanup(float **a, float **b, size_t n) {
  cudaError_t err = cudaMalloc((void **)a, n);
  if (err != cudaSuccess)
    return err;
  err = cudaMalloc((void **)b, n);
  if (err != cudaSuccess) {
    cudaFree(*a);
    return err;
  }
  return cudaSuccess;
}

// Deliberately dropped by default (IgnoreFunctions): clearing the last error, reset at exit,
// version queries (they need no device).
void ignored_by_default(void) {
  cudaGetLastError();
  cudaPeekAtLastError();
  cudaDeviceReset();
  int v;
  cudaRuntimeGetVersion(&v);
  cudaDriverGetVersion(&v);
}

void launch_checked_by_get_last_error(float *d, cudaStream_t s) {
  kernel<<<blocks, threads, 0, s>>>(d);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaStreamSynchronize(s));
}

void launch_checked_by_project_macro(float *d, cudaStream_t s) {
  kernel<<<blocks, threads, 0, s>>>(d);
  CHECK_LAUNCH();
  CUDA_CHECK(cudaStreamSynchronize(s));
}

void launch_checked_by_peek(float *d) {
  kernel<<<blocks, threads>>>(d);
  cudaError_t err = cudaPeekAtLastError();
  if (err != cudaSuccess)
    log_error(err);
}

// Two launches, one check after both: a failure of either is still read.
void launches_checked_together(float *d, cudaStream_t s) {
  kernel<<<blocks, threads, 0, s>>>(d);
  kernel<<<blocks, threads, 0, s>>>(d);
  CUDA_CHECK(cudaGetLastError());
}

inline void check_last(int line) { CUDA_CHECK(cudaGetLastError()); }
void launch_checked_by_function(float *d) {
  kernel<<<blocks, threads>>>(d);
  check_last(__LINE__);
  CUDA_CHECK(cudaDeviceSynchronize());
}

// A launch helper whose every caller reads the last error right after the call.
void checked_helper(float *d) { kernel<<<blocks, threads>>>(d); }
void checking_caller(float *d) {
  checked_helper(d);
  CUDA_CHECK(cudaGetLastError());
}

// Since stop 42, callers up to three calls up: the launch's caller reads nothing, but every
// call of that caller is followed by a read (held-out round 37, HierarchicalKV's
// launch_kernel <- select_kernel <- contains(), which checks). Look-alike: one call of the
// middle function is not followed by a read.
void deep_launch(float *d) { kernel<<<blocks, threads>>>(d); }
void deep_select(float *d) { deep_launch(d); }
void deep_checking_api(float *d) {
  deep_select(d);
  CUDA_CHECK(cudaGetLastError());
}
void half_launch(float *d) { kernel<<<blocks, threads>>>(d); }
// CHECK-MESSAGES: :[[@LINE-1]]:30: warning: the launch error of kernel 'kernel' is never read: {{.*}}
void half_select(float *d) { half_launch(d); }
void half_checking_api(float *d) {
  half_select(d);
  CUDA_CHECK(cudaGetLastError());
}
void half_unchecking_api(float *d) {
  half_select(d);
  CUDA_CHECK(cudaDeviceSynchronize());
}

// A launch with nothing after it and no caller in sight: whoever calls it may check.
void launch_only(float *d, cudaStream_t s) { kernel<<<blocks, threads, 0, s>>>(d); }

namespace mylib {
int cudaMalloc(void **p, size_t n);
}
struct Pool {
  cudaError_t cudaFree(void *p);
};
void not_the_api(Pool &pool, void **p) {
  mylib::cudaMalloc(p, 4);
  pool.cudaFree(*p);
  cudaGetErrorString(cudaSuccess);
}

void nolint(float *d) {
  cudaFree(d); // NOLINT(cuda-unchecked-error)
}

// ---- a used last-error read after dropped runtime calls checks them ---------------------

// The project's batch check (a macro that reads cudaGetLastError and exits on failure).
#define cudaCheckError()                                                                       \
  {                                                                                            \
    cudaError_t e = cudaGetLastError();                                                        \
    if (e != cudaSuccess)                                                                      \
      report_and_exit(e, __LINE__);                                                            \
  }

void batch_checked(float **d, float *h, size_t n) {
  cudaMalloc((void **)d, n);
  cudaMemset(*d, 0, n);
  cudaCheckError();
  cudaMemcpy(*d, h, n, cudaMemcpyHostToDevice);
  cudaError_t err = cudaDeviceSynchronize();
  cudaCheckError();
}

void batch_checked_by_function(float **d, size_t n) {
  cudaMalloc((void **)d, n);
  check_last(__LINE__);
}

// Driver results are not recorded in the runtime's last error.
void driver_then_read(CUdeviceptr *p) {
  cuMemAlloc(p, 64);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the CUresult returned by cuMemAlloc is dropped: {{.*}}
  cudaCheckError();
}

// A bare cudaGetLastError() between the call and the read clears the call's error.
void cleared_before_read(float **d, size_t n) {
  cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMalloc is dropped: {{.*}}
  cudaGetLastError();
  cudaCheckError();
}

// `(void)cudaGetLastError();` is an explicit clear: it reads nothing either.
void cleared_by_void_cast(float **d, size_t n) {
  cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMalloc is dropped: {{.*}}
  (void)cudaGetLastError();
  cudaCheckError();
}

// Each dropped call is covered by the next read or clear after it: the first batch is read,
// the second is cleared.
void second_batch_cleared(float **a, float **b, size_t n) {
  cudaMalloc((void **)a, n);
  cudaCheckError();
  cudaMalloc((void **)b, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMalloc is dropped: {{.*}}
  cudaGetLastError();
  cudaCheckError();
}

// No read after the call: the read before it does not count.
void read_before_call(float **d, size_t n) {
  cudaCheckError();
  cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMalloc is dropped: {{.*}}
}

// ---- releases alone are not reported ----------------------------------------------------

struct Operator {
  cudaStream_t s;
  ~Operator() { cudaStreamDestroy(s); }
};
struct CBuffer {
  float *p;
  CUdeviceptr q;
  ~CBuffer() {
    cudaFree(p);
    cuMemFree(q);
  }
};
struct Module {
  CUmodule m;
  ~Module() { cuModuleUnload(m); } // teardown the API table does not call a release
};
void cleanup_tail(float *d, float *h, cudaStream_t s, cudaEvent_t e, cudaGraph_t g) {
  CUDA_CHECK(cudaMemcpyAsync(d, h, 4, cudaMemcpyHostToDevice, s));
  CUDA_CHECK(cudaStreamSynchronize(s));
  cudaFreeAsync(d, s);
  cudaHostUnregister(h);
  cudaFreeHost(h);
  cudaEventDestroy(e);
  cudaGraphDestroy(g);
  cudaStreamDestroy(s);
}

// A teardown that also waits: the wait is reported, and the release counts in the note. In a
// destructor, since stop 46, neither is (unchecked-error-checker-and-destructor.cu).
struct Waiter {
  cudaStream_t s;
  void close() {
    cudaStreamSynchronize(s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the cudaError_t returned by cudaStreamSynchronize is dropped: {{.*}}
    cudaStreamDestroy(s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: note: 'Waiter::close' has 1 more unchecked CUDA call (line [[@LINE-1]]); the next is here
  }
  ~Waiter() {
    cudaStreamSynchronize(s);
    cudaStreamDestroy(s);
  }
};

// A release before another unchecked call: the function is reported at its first unchecked
// call, the release.
void release_then_alloc(float **d, size_t n) {
  cudaFree(*d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaFree is dropped: {{.*}}
  cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: 'release_then_alloc' has 1 more unchecked CUDA call (line [[@LINE-1]]); the next is here
}

// A launch whose error a later release would hide is not a release.
void launch_then_release(float *d) {
  kernel<<<blocks, threads>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read: {{.*}}
  cudaFree(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: 'launch_then_release' has 1 more unchecked CUDA call (line [[@LINE-1]]); the next is here
}

// A module unloaded beside another unchecked call: both count.
void unload_then_alloc(CUmodule m, float **d, size_t n) {
  cuModuleUnload(m);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the CUresult returned by cuModuleUnload is dropped: {{.*}}
  cudaMalloc((void **)d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: 'unload_then_alloc' has 1 more unchecked CUDA call (line [[@LINE-1]]); the next is here
}

// Query and wait calls are not releases (outside a destructor: above).
struct Querier {
  cudaEvent_t e;
  void wait() { cudaEventSynchronize(e); }
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: the cudaError_t returned by cudaEventSynchronize is dropped: {{.*}}
};

// ---- a called function that starts with a bare cudaGetLastError() clears ----------------

void starts_with_clear(float *d) {
  cudaGetLastError();
  kernel<<<blocks, threads>>>(d);
  CUDA_CHECK(cudaGetLastError());
}
void clearing_helper(float *d) { starts_with_clear(d); }
void reads_first(float *d) {
  CUDA_CHECK(cudaGetLastError());
  cudaGetLastError();
}

void cleared_launch(float *d) { kernel<<<blocks, threads>>>(d); }
// CHECK-MESSAGES: :[[@LINE-1]]:33: warning: the launch error of kernel 'kernel' is never read: {{.*}}
void cleared_launch_caller(float *d) {
  cleared_launch(d);
  starts_with_clear(d);
}

void cleared_two_deep(float *d) { kernel<<<blocks, threads>>>(d); }
// CHECK-MESSAGES: :[[@LINE-1]]:35: warning: the launch error of kernel 'kernel' is never read: {{.*}}
void cleared_two_deep_caller(float *d) {
  cleared_two_deep(d);
  clearing_helper(d);
}

void launch_then_clearing_call(float *d) {
  kernel<<<blocks, threads>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read: {{.*}}
  starts_with_clear(d);
  CUDA_CHECK(cudaDeviceSynchronize());
}

void cleared_then_checked_launch(float *d) {
  kernel<<<blocks, threads>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the launch error of kernel 'kernel' is never read: {{.*}}
  cudaGetLastError();
  CUDA_CHECK(cudaGetLastError());
}

// Look-alike: the called function reads first; its later clear comes after the read.
void read_launch(float *d) { kernel<<<blocks, threads>>>(d); }
void read_launch_caller(float *d) {
  read_launch(d);
  reads_first(d);
}

// A checking function whose read of the last error runs only when an environment variable asks
// for it (a debugging aid: NVIDIA/FasterTransformer@df4a753's syncAndCheck under
// FT_DEBUG_LEVEL, built with NDEBUG): in a normal run nothing reads the error. Reported.
#include <cstdlib>
static void sync_and_check_if_debug() {
  static const char *level = std::getenv("APP_DEBUG");
  if (level != nullptr) {
    cudaDeviceSynchronize();
    if (cudaGetLastError() != cudaSuccess)
      std::abort();
  }
}
void debug_checked_step(float *d, size_t n) {
  cudaMemset(d, 0, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemset is dropped{{.*}} [cuda-unchecked-error]
  sync_and_check_if_debug();
}

// Look-alike: the same function reading the error on every call. Silent.
static void sync_and_check() {
  cudaDeviceSynchronize();
  if (cudaGetLastError() != cudaSuccess)
    std::abort();
}
void checked_step(float *d, size_t n) {
  cudaMemset(d, 0, n);
  sync_and_check();
}
