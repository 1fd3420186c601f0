// RUN: %check_cuda %s cuda-missing-stream -- -fgpu-rdc
#include "cuda_runtime.h"
#include "cuda.h"

// A translation unit that creates streams: launches and event records that omit theirs are
// flagged too, not only asynchronous copies and memsets.

__global__ void kernel(float *p) {}
__global__ void scale(float *p, float f) {}
template <class T> __global__ void fill(T *p, T v) {}
__device__ float symbol[16];

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)
#define COPY_TO_DEVICE(d, h, n) cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice)
#define LAUNCH_ONE(k, p) k<<<1, 32>>>(p)
#define DEFAULT_STREAM_ARG cudaStreamPerThread

// Wrappers of the project with a defaulted stream parameter.
void upload(float *d, const float *h, size_t n, cudaStream_t stream = 0);
void download(float *h, const float *d, size_t n, cudaStream_t stream = nullptr);
void legacy_only(float *d, cudaStream_t stream = cudaStreamLegacy);
void per_thread_copy(float *d, cudaStream_t stream = cudaStreamPerThread);
void macro_default(float *d, cudaStream_t stream = DEFAULT_STREAM_ARG);
void no_default(float *d, cudaStream_t stream);
struct DeviceBuffer {
  DeviceBuffer(size_t n, cudaStream_t stream = 0);
  void clear(cudaStream_t stream = 0);
};
cudaStream_t g_work;
void on_global(float *d, cudaStream_t stream = g_work);

// ---- positive cases --------------------------------------------------------------------

void one_stream(float *d, float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass 's', the stream the other work in this function uses [cuda-missing-stream]
  // CHECK-MESSAGES: :[[@LINE-4]]:3: note: a stream is created here
  // CHECK-FIXES: kernel<<<1, 32, 0, s>>>(d);
  scale<<<1, 32, 64>>>(d, 2.f);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'scale' without a stream runs on {{.*}}; pass 's', the stream the other work in this function uses
  // CHECK-FIXES: scale<<<1, 32, 64, s>>>(d, 2.f);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument runs on the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass 's', the stream the other work in this function uses [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-FIXES: cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
}

void stream_parameter(float *d, size_t n, cudaStream_t stream) {
  cudaMemsetAsync(d, 0, n, stream);
  cudaMemsetAsync(d, 1, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemsetAsync' without a stream argument {{.*}}; pass 'stream', the stream the other work in this function uses
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults
  // CHECK-FIXES: cudaMemsetAsync(d, 1, n, stream);
  cudaEvent_t done;
  cudaEventCreate(&done);
  cudaEventRecord(done);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventRecord' without a stream argument {{.*}}; pass 'stream', the stream the other work in this function uses
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: cudaEventRecord(done, stream);
  cudaEventRecordWithFlags(done);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaEventRecordWithFlags' without a stream argument {{.*}}; pass 'stream', the stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: cudaEventRecordWithFlags(done, stream);
}

class Pipeline {
public:
  Pipeline() { cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking); }
  void run(float *d, size_t n) {
    kernel<<<1, 32, 0, stream_>>>(d);
    cudaMemPrefetchAsync(d, n, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: 'cudaMemPrefetchAsync' without a stream argument {{.*}}; pass 'stream_', the stream the other work in this function uses
    // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults
    // CHECK-FIXES: cudaMemPrefetchAsync(d, n, cudaMemLocation{cudaMemLocationTypeDevice, 0}, 0, stream_);
  }

private:
  cudaStream_t stream_;
};

void two_streams(float *d, float *h, size_t n) {
  cudaStream_t copy, compute;
  cudaStreamCreate(&copy);
  cudaStreamCreate(&compute);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, copy);
  kernel<<<1, 32, 0, compute>>>(d);
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream {{.*}}; pass the stream it belongs to (other work in this function uses 'copy' and 'compute') [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

void stream_array(float *d, size_t n) {
  cudaStream_t streams[4];
  for (int i = 0; i < 4; ++i) {
    cudaStreamCreate(&streams[i]);
    fill<float><<<1, 32, 0, streams[i]>>>(d + i, 1.f);
  }
  fill<float><<<1, 32>>>(d, 0.f);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'fill' without a stream {{.*}}; pass the stream it belongs to (other work in this function uses 'streams[i]')
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

void api_forms(float *d, float *h, size_t n, cudaStream_t s, void **args) {
  cudaStreamSynchronize(s);
  cudaMemcpy2DAsync(d, 16, h, 16, 16, 4, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpy2DAsync' without a stream argument {{.*}}; pass 's', the stream the other work in this function uses
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-FIXES: cudaMemcpy2DAsync(d, 16, h, 16, 16, 4, cudaMemcpyHostToDevice, s);
  cudaMemcpy3DParms parms = {};
  cudaMemcpy3DAsync(&parms);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpy3DAsync' without a stream argument
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-FIXES: cudaMemcpy3DAsync(&parms, s);
  cudaMemset2DAsync(d, 16, 0, 16, 4);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemset2DAsync' without a stream argument
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-FIXES: cudaMemset2DAsync(d, 16, 0, 16, 4, s);
  cudaMemset3DAsync(cudaPitchedPtr{d, 16, 16, 4}, 0, cudaExtent{16, 4, 1});
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemset3DAsync' without a stream argument
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-FIXES: cudaMemset3DAsync(cudaPitchedPtr{d, 16, 16, 4}, 0, cudaExtent{16, 4, 1}, s);
  cudaMemcpyFromSymbolAsync(h, symbol, sizeof(float), 0, cudaMemcpyDeviceToHost);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyFromSymbolAsync' without a stream argument
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-FIXES: cudaMemcpyFromSymbolAsync(h, symbol, sizeof(float), 0, cudaMemcpyDeviceToHost, s);
  cudaLaunchCooperativeKernel(kernel, dim3(1), dim3(32), args, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaLaunchCooperativeKernel' without a stream argument
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: cudaLaunchCooperativeKernel(kernel, dim3(1), dim3(32), args, 0, s);
}

void no_fix_when_work_would_be_reordered(float *d, float *h, size_t n, cudaStream_t s,
                                         void **args) {
  cudaMemsetAsync(d, 0, n, s);
  // Earlier defaulted arguments (offset, kind) would need spelling out: no fix-it for it,
  // and none for the rest of the function, whose order with it would change.
  cudaMemcpyToSymbolAsync(symbol, h, sizeof(float));
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyToSymbolAsync' without a stream argument {{.*}}; pass the stream it belongs to (other work in this function uses 's')
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  cudaLaunchKernel(kernel, dim3(1), dim3(32), args);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaLaunchKernel' without a stream argument {{.*}}; pass the stream it belongs to (other work in this function uses 's')
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream {{.*}}; pass the stream it belongs to (other work in this function uses 's')
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

void no_fix_next_to_synchronous_copies(float *d, float *h, size_t n, cudaStream_t s) {
  cudaMemsetAsync(d, 0, n, s);
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice); // the launch relies on running after it
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream {{.*}}; pass the stream it belongs to (other work in this function uses 's')
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, s);
}

void wrappers(float *d, float *h, size_t n, cudaStream_t s, DeviceBuffer &buffer) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  upload(d, h, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'upload' without a stream argument {{.*}}; pass 's', the stream the other work in this function uses
  // CHECK-MESSAGES: :19:62: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: upload(d, h, n, s);
  download(h, d, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'download' without a stream argument
  // CHECK-MESSAGES: :20:64: note: stream parameter 'stream' defaults
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: download(h, d, n, s);
  legacy_only(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'legacy_only' without a stream argument
  // CHECK-MESSAGES: :21:41: note: stream parameter 'stream' defaults
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: legacy_only(d, s);
  buffer.clear();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'clear' without a stream argument
  // CHECK-MESSAGES: :27:27: note: stream parameter 'stream' defaults
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: buffer.clear(s);
}

void constructor_wrapper(size_t n, cudaStream_t s) {
  cudaStreamSynchronize(s);
  DeviceBuffer buffer(n);
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: 'DeviceBuffer' without a stream argument {{.*}}; pass the stream it belongs to (other work in this function uses 's')
  // CHECK-MESSAGES: :26:39: note: stream parameter 'stream' defaults
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
}

void macro_argument(float *d, float *h, size_t n, cudaStream_t s) {
  kernel<<<1, 32, 0, s>>>(d);
  // In a macro's argument the call is written here: fixed.
  CHECK(cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice));
  // CHECK-MESSAGES: :[[@LINE-1]]:9: warning: 'cudaMemcpyAsync' without a stream argument {{.*}}; pass 's', the stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-FIXES: CHECK(cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s));
}

void macro_bodies(float *d, float *h, size_t n, cudaStream_t s) {
  kernel<<<1, 32, 0, s>>>(d);
  // In a macro's body: reported, never edited.
  COPY_TO_DEVICE(d, h, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemcpyAsync' without a stream argument {{.*}}; pass the stream it belongs to (other work in this function uses 's')
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter
  // CHECK-FIXES: COPY_TO_DEVICE(d, h, n);
  LAUNCH_ONE(kernel, d);
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: kernel launch of 'kernel' without a stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: LAUNCH_ONE(kernel, d);
}

template <class T> void clear_and_fill(T *d, size_t n, cudaStream_t stream) {
  cudaMemsetAsync(d, 0, n * sizeof(T), stream);
  fill<T><<<1, 32>>>(d, T(1));
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'fill' without a stream {{.*}}; pass 'stream', the stream the other work in this function uses
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: fill<T><<<1, 32, 0, stream>>>(d, T(1));
}
template void clear_and_fill<float>(float *, size_t, cudaStream_t);
template void clear_and_fill<int>(int *, size_t, cudaStream_t);

void lambdas(float *d, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  auto step = [&](float *p) {
    cudaMemsetAsync(p, 0, n, s);
    kernel<<<1, 32>>>(p);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream {{.*}}; pass 's', the stream the other work in this function uses
    // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
    // CHECK-FIXES: kernel<<<1, 32, 0, s>>>(p);
  };
  step(d);
  auto other = [d]() { kernel<<<2, 32>>>(d); };
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: kernel launch of 'kernel' without a stream {{.*}}; pass the stream it belongs to [cuda-missing-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  other();
}

// ---- negative cases --------------------------------------------------------------------

void explicit_streams(float *d, float *h, size_t n, cudaStream_t s, cudaEvent_t e) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  cudaMemsetAsync(d, 0, n, s);
  kernel<<<1, 32, 0, s>>>(d);
  scale<<<dim3(1), dim3(32), 0, s>>>(d, 1.f);
  cudaEventRecord(e, s);
  cudaStreamWaitEvent(s, e);           // only the flags are defaulted
  cudaLaunchHostFunc(s, nullptr, nullptr);
  cudaMemPrefetchAsync(d, n, cudaMemLocation{cudaMemLocationTypeHost, 0}, 0, s);
}

void explicit_defaults_belong_to_default_stream_check(float *d, float *h, size_t n) {
  // Written-out default streams are cuda-default-stream's findings, never this check's.
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  kernel<<<1, 32, 0, 0>>>(d);
  kernel<<<1, 32, 0, cudaStreamLegacy>>>(d);
  cudaEventRecord(nullptr, 0);
}

void per_thread_stream(float *d, size_t n) {
  cudaMemsetAsync(d, 0, n, cudaStreamPerThread);
  kernel<<<1, 32, 0, cudaStreamPerThread>>>(d);
}

void wrappers_that_do_not_fall_back(float *d, float *h, size_t n, cudaStream_t s) {
  upload(d, h, n, s);
  download(h, d, n, s);
  per_thread_copy(d);          // defaults to the per-thread stream
  macro_default(d);            // likewise, through a macro
  on_global(d);                // defaults to a stream of the program
  no_default(d, s);
  DeviceBuffer buffer(n, s);
  buffer.clear(s);
}

void synchronous_and_unrelated(float *d, float *h, size_t n, float **managed) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);   // no stream parameter
  cudaMemset(d, 0, n);
  cudaMallocManaged(managed, n);                 // a defaulted flags parameter
  cudaStreamSynchronize(0);
}

void driver_api(CUdeviceptr dptr, const void *h, size_t n, CUstream hs) {
  cuMemcpyHtoDAsync(dptr, h, n, hs);             // the driver API has no defaults
  cuMemsetD32Async(dptr, 0, n, hs);
}

__device__ void device_helper(float *p) { kernel<<<1, 32>>>(p); }
__global__ void parent(float *p) {
  kernel<<<1, 32>>>(p);                          // device-side launch
  scale<<<1, 32, 0>>>(p, 2.f);
}
__host__ __device__ void host_device(float *p) { kernel<<<1, 32>>>(p); }
void device_lambda(float *d) {
  auto on_device = [] __device__(float *p) { kernel<<<1, 32>>>(p); };
  (void)on_device;
}

void suppressed(float *d) {
  kernel<<<1, 32>>>(d); // NOLINT(cuda-missing-stream)
}

// A stream taken by const reference is a stream parameter too; a non-const reference is an
// out-parameter, not a stream the call runs on.
void upload_ref(float *d, const float *h, size_t n, cudaStream_t const &stream = 0);
void create_into(cudaStream_t &out, unsigned flags = 0);
void const_ref_wrappers(float *d, float *h, size_t n, cudaStream_t s) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  upload_ref(d, h, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'upload_ref' without a stream argument {{.*}}; pass 's', the stream the other work in this function uses
  // CHECK-MESSAGES: :[[@LINE-6]]:73: note: stream parameter 'stream' defaults to the legacy default stream
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  // CHECK-FIXES: upload_ref(d, h, n, s);
  upload_ref(h, d, n, s);
  cudaStream_t fresh;
  create_into(fresh);
}
