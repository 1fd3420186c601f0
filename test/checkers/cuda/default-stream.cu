// RUN: %check_cuda --fix-notes %s cuda-default-stream -- -fgpu-rdc
#include "cuda_runtime.h"
#include "cuda.h"

// A program with streams of its own that also hands work to the legacy default stream.

__global__ void kernel(float *p) {}
__global__ void child() {}

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)
#define ON_DEFAULT 0
#define ZERO_ASYNC(p, n) cudaMemsetAsync(p, 0, n, 0)
#define MAKE_STREAM(s) cudaStreamCreate(&s)

static cudaStream_t g_default = 0;
cudaStream_t g_exported = 0;
void host_fn(void *) {}
void upload(float *d, const float *h, size_t n, cudaStream_t stream = 0);

// ---- positive cases: the legacy default stream written out -----------------------------

void written_defaults(float *d, float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:52: warning: '0' passed to 'cudaMemcpyAsync' is the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaMemsetAsync(d, 0, n, NULL);
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: 'NULL' passed to 'cudaMemsetAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, nullptr);
  // CHECK-MESSAGES: :[[@LINE-1]]:52: warning: 'nullptr' passed to 'cudaMemcpyAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaMemsetAsync(d, 1, n, (cudaStream_t)0);
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: '(cudaStream_t)0' passed to 'cudaMemsetAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaMemsetAsync(d, 2, n, static_cast<cudaStream_t>(0));
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: 'static_cast<cudaStream_t>(0)' passed to 'cudaMemsetAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, cudaStreamLegacy);
  // Look-alike: cudaStreamLegacy written out names the synchronizing stream on purpose,
  // the author's choice of barrier: silent (the same for the three below).
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, ON_DEFAULT);
  // CHECK-MESSAGES: :[[@LINE-1]]:52: warning: 'ON_DEFAULT' passed to 'cudaMemcpyAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  ZERO_ASYNC(d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: '0' passed to 'cudaMemsetAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

void creation_flag_as_stream(float *d, size_t n) {
  cudaMemsetAsync(d, 0, n, cudaStreamDefault);
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: 'cudaStreamDefault' is a stream creation flag, not a stream: passed to 'cudaMemsetAsync' it is the null stream, the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

void launches_and_events(float *d, cudaEvent_t e, void **args) {
  kernel<<<1, 32, 0, 0>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: '0' passed to the launch of 'kernel' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  kernel<<<dim3(2), dim3(32), 0, cudaStreamLegacy>>>(d);
  // Look-alike: cudaStreamLegacy written out: the author's choice, silent.
  cudaEventRecord(e, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: '0' passed to 'cudaEventRecord' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaStreamWaitEvent(0, e, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: '0' passed to 'cudaStreamWaitEvent' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaLaunchKernel((const void *)kernel, dim3(1), dim3(32), args, 0, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:70: warning: '0' passed to 'cudaLaunchKernel' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaLaunchHostFunc(nullptr, host_fn, nullptr);
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: 'nullptr' passed to 'cudaLaunchHostFunc' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

void stream_ordered_memory(size_t n) {
  void *p = nullptr;
  cudaMallocAsync(&p, n, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: '0' passed to 'cudaMallocAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaFreeAsync(p, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: '0' passed to 'cudaFreeAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

void null_variables(float *d, float *h, size_t n) {
  cudaStream_t none = nullptr;
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, none);
  // CHECK-MESSAGES: :[[@LINE-1]]:52: warning: stream 'none' passed to 'cudaMemcpyAsync' is always 'nullptr', the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
  // CHECK-MESSAGES: :[[@LINE-3]]:23: note: 'none' is set to 'nullptr' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaStream_t legacy = cudaStreamLegacy;
  kernel<<<1, 32, 0, legacy>>>(d);
  // Look-alike: a variable that only ever holds cudaStreamLegacy is the same choice: silent.
  cudaMemsetAsync(d, 0, n, g_default);
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: stream 'g_default' passed to 'cudaMemsetAsync' is always '0', the legacy default stream,
  // CHECK-MESSAGES: :15:33: note: 'g_default' is set to '0' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

template <class T> void zero(T *d, size_t n) {
  cudaMemsetAsync(d, 0, n * sizeof(T), 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: '0' passed to 'cudaMemsetAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}
template void zero<float>(float *, size_t);
template void zero<int>(int *, size_t);

void driver_api(CUdeviceptr dptr, const void *h, size_t n, CUfunction f, CUevent ev) {
  cuMemcpyHtoDAsync(dptr, h, n, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:33: warning: '0' passed to 'cuMemcpyHtoDAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, CU_STREAM_LEGACY, nullptr, nullptr);
  // Look-alike: CU_STREAM_LEGACY written out: the author's choice, silent.
  CUstream none = NULL;
  cuMemsetD32Async(dptr, 0, n, none);
  // CHECK-MESSAGES: :[[@LINE-1]]:32: warning: stream 'none' passed to 'cuMemsetD32Async' is always 'NULL', the legacy default stream,
  // CHECK-MESSAGES: :[[@LINE-3]]:19: note: 'none' is set to 'NULL' here
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cuEventRecord(ev, (CUstream)0);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: '(CUstream)0' passed to 'cuEventRecord' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cuStreamWaitEvent(nullptr, ev, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'nullptr' passed to 'cuStreamWaitEvent' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

// ---- positive cases: blocking streams next to legacy-stream work -----------------------

// Each stream runs work, and the program that runs it also runs written_defaults (run_all,
// at the end): its legacy-stream work can run while theirs is in flight.
void blocking_streams(int i, float *d) {
  cudaStream_t s1, s2, s3, s4, s5, s6, streams[2];
  CUstream driver_streams[2];
  cudaStreamCreate(&s1);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's1' is created blocking, so its work and the work on the legacy default stream wait for each other; create it with cudaStreamNonBlocking unless the program relies on that implicit synchronization [cuda-default-stream]
  // CHECK-MESSAGES: :[[@LINE-113]]:3: note: 'cudaMemcpyAsync' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 's1' with cudaStreamNonBlocking
  // CHECK-FIXES: cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s2, cudaStreamDefault);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's2' is created blocking,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaMemcpyAsync' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 's2' with cudaStreamNonBlocking
  // CHECK-FIXES: cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s3, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's3' is created blocking,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaMemcpyAsync' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 's3' with cudaStreamNonBlocking
  // CHECK-FIXES: cudaStreamCreateWithFlags(&s3, cudaStreamNonBlocking);
  cudaStreamCreateWithPriority(&s4, cudaStreamDefault, -1);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's4' is created blocking,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaMemcpyAsync' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 's4' with cudaStreamNonBlocking
  // CHECK-FIXES: cudaStreamCreateWithPriority(&s4, cudaStreamNonBlocking, -1);
  CHECK(cudaStreamCreate(&s5));
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: stream 's5' is created blocking,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaMemcpyAsync' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:9: note: create 's5' with cudaStreamNonBlocking
  // CHECK-FIXES: CHECK(cudaStreamCreateWithFlags(&s5, cudaStreamNonBlocking));
  MAKE_STREAM(s6);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 's6' is created blocking,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaMemcpyAsync' runs on the legacy default stream here
  // CHECK-FIXES: MAKE_STREAM(s6);
  cudaStreamCreate(&streams[i]);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 'streams[i]' is created blocking,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaMemcpyAsync' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 'streams[i]' with cudaStreamNonBlocking
  // CHECK-FIXES: cudaStreamCreateWithFlags(&streams[i], cudaStreamNonBlocking);
  cuStreamCreate(&driver_streams[0], CU_STREAM_DEFAULT);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 'driver_streams[0]' is created blocking, {{.*}}; create it with CU_STREAM_NON_BLOCKING unless
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaMemcpyAsync' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 'driver_streams[0]' with CU_STREAM_NON_BLOCKING
  // CHECK-FIXES: cuStreamCreate(&driver_streams[0], CU_STREAM_NON_BLOCKING);
  cuStreamCreateWithPriority(&driver_streams[1], 0, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: stream 'driver_streams[1]' is created blocking,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: 'cudaMemcpyAsync' runs on the legacy default stream here
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: create 'driver_streams[1]' with CU_STREAM_NON_BLOCKING
  // CHECK-FIXES: cuStreamCreateWithPriority(&driver_streams[1], CU_STREAM_NON_BLOCKING, 0);
  kernel<<<1, 32, 0, s1>>>(d);
  kernel<<<1, 32, 0, s2>>>(d);
  kernel<<<1, 32, 0, s3>>>(d);
  kernel<<<1, 32, 0, s4>>>(d);
  kernel<<<1, 32, 0, s5>>>(d);
  kernel<<<1, 32, 0, s6>>>(d);
  kernel<<<1, 32, 0, streams[i]>>>(d);
  cuMemsetD32Async(0, 0, 1, driver_streams[0]);
  cuMemsetD32Async(0, 0, 1, driver_streams[1]);
}

// ---- negative cases --------------------------------------------------------------------

void created_streams(float *d, float *h, size_t n, unsigned flags) {
  cudaStream_t a, b, c;
  cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
  cudaStreamCreateWithPriority(&b, cudaStreamNonBlocking, 0);
  cudaStreamCreateWithFlags(&c, flags);      // flags not known here
  CUstream h1;
  cuStreamCreate(&h1, CU_STREAM_NON_BLOCKING);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, a);
  kernel<<<1, 32, 0, b>>>(d);
  cudaMemsetAsync(d, 0, n, c);
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e, a);
  cudaStreamWaitEvent(b, e, 0);
}

void per_thread_stream(float *d, size_t n, CUdeviceptr dptr) {
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);
  kernel<<<1, 32, 0, cudaStreamPerThread>>>(d);
  cuMemsetD32Async(dptr, 0, n, CU_STREAM_PER_THREAD);
}

void stream_parameter(float *d, size_t n, cudaStream_t s) {
  cudaMemsetAsync(d, 0, n, s);               // chosen by the callers
}
// The launch takes its stream from the parameter: not reported there; the caller that passes
// the legacy stream is (default-stream-wrapper-argument.cu).
static void always_given_null(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }
void call_with_null(float *d) { always_given_null(d, 0); }
// CHECK-MESSAGES: :[[@LINE-1]]:54: warning: '0' passed to 'always_given_null' is the legacy default stream{{.*}} [cuda-default-stream]
// CHECK-MESSAGES: :[[@LINE-3]]:59: note: 'always_given_null' queues this work on the stream the call passes it

void null_then_created(float *d, float *h, size_t n, bool pooled) {
  cudaStream_t later = 0;
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, later);
  // Not reported: the launch on 'later' below may read the null handle or the created stream
  // (an out-argument does not overwrite for certain), so no work is known to run on it.
  cudaStreamCreate(&later);
  cudaStream_t maybe = nullptr;
  if (pooled)
    cudaStreamCreateWithFlags(&maybe, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, maybe>>>(d);
  cudaStream_t reassigned = nullptr;
  reassigned = later;
  cudaMemsetAsync(d, 0, n, reassigned);
  kernel<<<1, 32, 0, later>>>(d);
}

void escaped_or_shared(float *d, size_t n) {
  void init_stream(cudaStream_t *);
  cudaStream_t handed_out = 0;
  init_stream(&handed_out);
  cudaMemsetAsync(d, 0, n, handed_out);
  cudaMemsetAsync(d, 0, n, g_exported);      // other translation units may set it
}

struct Context {
  cudaStream_t stream = 0;                   // a member: set anywhere
  void run(float *d) { kernel<<<1, 32, 0, stream>>>(d); }
};

void omitted_streams_are_missing_stream_findings(float *d, float *h, size_t n) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice);
  kernel<<<1, 32>>>(d);
  upload(d, h, n);
}

void not_work_on_the_stream(float *d, float *h, size_t n) {
  cudaStreamSynchronize(0);
  cudaStreamQuery(0);
  upload(d, h, n, 0);                        // a wrapper: what it does with 0 is its own
}

__global__ void parent() { child<<<1, 1, 0, 0>>>(); }

template <class S> void on(S stream, float *d, size_t n) { cudaMemsetAsync(d, 0, n, stream); }
void templates(float *d, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  on(s, d, n);
  on(cudaStreamPerThread, d, n);
}

void suppressed(float *d) {
  kernel<<<1, 32, 0, 0>>>(d); // NOLINT(cuda-default-stream)
}

// One program: the blocking streams above run work while written_defaults' legacy-stream work
// can be in flight (it comes after theirs; set-up before any stream's first work would not:
// default-stream-setup.cu), on every step of one loop (one-time legacy work would not:
// default-stream-recurring.cu).
int main() {
  float *d = nullptr, *h = nullptr;
  for (int step = 0; step < 100; ++step) {
    blocking_streams(0, d);
    written_defaults(d, h, 4);
  }
  null_then_created(d, h, 4, false);
  return 0;
}
