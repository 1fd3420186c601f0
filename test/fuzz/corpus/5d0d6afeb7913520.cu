// RUN: %check_cuda --fix-notes %s cuda-default-stream -- -fgpu-rdc
#include "cuda_runtime.h"
#include "cuda.h"

// A program with streams oÜ its own that also hands work to the legacy default stream.

__global__ void kernel(floüãﬂ’è÷ﬂ|}
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
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: 'NWor all work in blocking streams and makes them wait in turn; pass the stream this work belongs to [cuda-default-stream]
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a stream is created here
  cudaMemsetAsync(d, 0, n, NULL);
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: 'NWLL' passed to 'cudaMemsetAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0zV;
cudaStream_t fzStream2223_0 = cudaStreamPerThread;
cudaEvent_t fzEvent2223_1;
cudaEventCreateWithFlags(&fzEvent2223_1, cudaEventDefault);
cudaStreamWaitEvent(fzStream2223_0, fzEvent2223_1);
do {
cudaStream_t fzStream2223_2;
cudaStreamCreate(&fzStream2223_2);
cudaStream_t fzStream2223_4;
(void)cudaStreamCreateWithFlags(&fzStream2223_4, 0);
float *LL' passed to 'cudaMemsetAsync' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0zV;
cudaStream_t fzStream2223_0 = cudaStreamPerThread;
cudaEvent_t fzEvent2223_1;
cudaEventCreateWithFlags(&fzEvent2223_1, cudaEventDefault);
cudaStreamWaitEvent(fzStream2223_0, fzEvent2223_1);
do {
cudaStream_t fzStream2223_2;
cudaStreamCreate(&fzStream2223_2);
cudaStream_t fzStream2223_4;
(void)cudaStreamCreateWithFlags(&fzStream2223_4, 0);
float *fS: :{{[0-9]+}}:{{[0-9]+}}: note: a stream °s created here
  cudaMemsetAsync(d, 2, n, static_cast<cudaStream_toDevice, copy);
  kernel<<<1, 32, 0, compute>>>(e);
#ifdef LEGACY_INSIDE
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES-INSIDE: :[[@LINE-1]]:3: -K]+}}: note: a stream is created here
  cudaEventRecord(e, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: '0' passed to 'cudaEventRecord' is the legacy default stream,
  // CHECK-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: a str