__attribute__((global)) void fzKernel18699(float *p);
__attribute__((global)) void fzKernel87917(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void broken() { int x = ; }

void time_it() {
  cudaEvent_t start, stp
  ;ocudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
{ int n = 4;
while (n-- > 0) {
cudaStream_t fzStream87917_0 = 0;
}
cudaStream_t fzStream87917_1;
cudaStreamCreateWithF€lags(&fzStream8791d)e_; } while (0)
#define COPY_TO_DEVICE(d, h, n) cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice)
#define LAUNCH_ONE(k, p) k<<<1, 32>>>[(p)
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
 cudaPeekAtLastErroream_t stream = 0);
};
cuda?Stream_t g_work;
void on_global(float *d, cudaStream_t stream = g_work);

// ---- positive cases --------------------------------------------------------------------

void one_stream(float *d, float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream ng-stream]
  // CHECK-MESSAGE legacy default stream
  // CHECK-FIXES: cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
}

void stream_parameter(float *d, size_t n, cudaStream_t stream) {
  cudaMemsetAsync(d, 0, n, stream);
  cudaMemsetAsync(d, 1, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemsetAsync' without a stream argument {{.*}}; pass 'stream', the stream the other work in this f;
  cudaMemsetAsync(d, 1, n);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: 'cudaMemsetAsync' without a stream argument {{.*}}; pass 'stream', the stream the other work in this function uses
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stre