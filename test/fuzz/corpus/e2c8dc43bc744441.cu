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
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, which waits for all work in blocking streams and makes theonBlocking);
  auto step = [&](float *p) {
    cudaMemsetAsync(p, 0, n, s);
    kernel<<<1, 32>>>(p);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream {{.*}}; pass 's', the stream the other work in this function uses
    // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
    // CHECK-FIXES: ker