// RUN: %check_cuda %s cuda-missing-stream
#include "cuda_runtime.h"

// A launch without a stream whose next CUDA work in its function is a cudaDeviceSynchronize
// (inside every loop around the launch) overlaps nothing and waits for nothing the
// synchronization would not: not reported (issue 15; real code:
// NVIDIA/multi-gpu-programming-models@9a600f5 single_gpu/jacobi.cu:204). The same for a
// synchronous device-to-host cudaMemcpy, which waits for the legacy stream and every blocking
// stream (a sequential baseline: NVIDIA-developer-blog/code-samples@72d62ec
// series/cuda-cpp/overlap-data-transfers/async.cu:99), and for a synchronous host-to-device
// one, which waits for earlier legacy-stream work too (CUDA Runtime API, "API synchronization
// behavior": a stream sync before staging pageable memory; synchronous with the host from
// pinned memory); not for a device-to-device one, which makes the host wait for nothing.

__global__ void kernel(float *p) {}

// ---- negative cases --------------------------------------------------------------------

void setup_then_streams(float *d, float *e) {
  kernel<<<1, 32>>>(d);
  cudaGetLastError();
  cudaDeviceSynchronize();
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(e);
}

void per_device_setup(float *d, int devices) {
  for (int i = 0; i < devices; ++i) {
    kernel<<<1, 32>>>(d);
    cudaDeviceSynchronize();
  }
}

void sequential_baseline(float *d, float *e, float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  kernel<<<1, 32>>>(d);
  cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost);
  kernel<<<1, 32, 0, s>>>(e);
}

// Set-up: the next CUDA work that enqueues anything is a synchronous upload.
void setup_then_upload(float *d, float *e, float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  kernel<<<1, 32>>>(d);
  float *table;
  cudaMalloc(&table, n);
  cudaMemcpy(table, h, n, cudaMemcpyHostToDevice);
  kernel<<<1, 32, 0, s>>>(e);
}

// A run of launches on the legacy stream that a device-wide synchronization ends: none
// overlaps anything the wait does not end (held-out round 7: apk120/Parallel-IPM@abfddb6
// ipmBatched.cu:945, between two waits in the solver loop).
void legacy_run_between_syncs(float *a, float *b, int iters) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  for (int it = 0; it < iters; ++it) {
    kernel<<<1, 32, 0, s>>>(a);
    cudaDeviceSynchronize();
    kernel<<<1, 32>>>(a);
    kernel<<<1, 32>>>(b);
    cudaDeviceSynchronize();
  }
}

// A function of the project that only waits for the device stands for the wait itself
// (held-out round 11: microsoft/LightGBM@bae0b7b cuda_best_split_finder.cu:2118 waits with
// SynchronizeCUDADevice(__FILE__, __LINE__), a checked cudaDeviceSynchronize).
#define CHECK_CUDA(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) fail(cudaGetErrorString(e_), __FILE__, __LINE__); } while (0)
static void fail(const char *what, const char *file, int line) { throw what; }
static void sync_device(const char *file, int line) { CHECK_CUDA(cudaDeviceSynchronize()); }

void legacy_run_between_wrapped_syncs(float *a, float *b, int iters) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  for (int it = 0; it < iters; ++it) {
    kernel<<<1, 32, 0, s>>>(a);
    sync_device(__FILE__, __LINE__);
    kernel<<<1, 32>>>(b);
    sync_device(__FILE__, __LINE__);
  }
}

// ---- positive cases (the look-alikes) --------------------------------------------------

// Work on a stream breaks the run: the first legacy launch is ordered with it.
void legacy_run_broken_by_stream_work(float *a, float *b, int iters) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  for (int it = 0; it < iters; ++it) {
    kernel<<<1, 32>>>(a);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream {{.*}} [cuda-missing-stream]
    // CHECK-MESSAGES: :[[@LINE-4]]:3: note: a stream is created here
    kernel<<<1, 32, 0, s>>>(b);
    kernel<<<1, 32>>>(b);
    cudaDeviceSynchronize();
  }
}

// The run leaves the loop: the next iteration's launches come before the wait.
void legacy_run_leaves_the_loop(float *a, float *b, int iters) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(b);
  for (int it = 0; it < iters; ++it)
    kernel<<<1, 32>>>(a);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: a stream is created here
  kernel<<<1, 32>>>(b);
  cudaDeviceSynchronize();
}

// A device-to-device copy returns without waiting for anything.
void launch_then_device_copy(float *d, float *e, float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream {{.*}}; pass the stream it belongs to (other work in this function uses 's') [cuda-missing-stream]
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: a stream is created here
  cudaMemcpy(e, d, n, cudaMemcpyDeviceToDevice);
  kernel<<<1, 32, 0, s>>>(e);
}

// Other work comes first: the launch is ordered with it by the legacy stream.
void launch_then_copy_then_sync(float *d, float *e, float *h, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, which waits for all work in blocking streams and makes them wait in turn; pass 's', the stream the other work in this function uses [cuda-missing-stream]
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: a stream is created here
  // CHECK-FIXES: kernel<<<1, 32, 0, s>>>(d);
  cudaMemcpyAsync(h, e, n, cudaMemcpyDeviceToHost, s);
  cudaDeviceSynchronize();
}

// The synchronization is after the loop: the next iteration's launch comes first.
void sync_after_the_loop(float *d, int iters) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(d);
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: kernel launch of 'kernel' without a stream {{.*}}; pass 's', the stream the other work in this function uses [cuda-missing-stream]
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: a stream is created here
  // CHECK-FIXES: kernel<<<1, 32, 0, s>>>(d);
  cudaDeviceSynchronize();
}

// A function that may return before it waits, or that also launches, is not a wait.
static void sync_if(bool debug) {
  if (!debug)
    return;
  cudaDeviceSynchronize();
}
static void sync_and_launch(float *p, cudaStream_t s) {
  cudaDeviceSynchronize();
  kernel<<<1, 32, 0, s>>>(p);
}

void legacy_launch_then_conditional_wait(float *a, float *b, bool debug) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(a);
  sync_if(debug);
  kernel<<<1, 32>>>(b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: a stream is created here
  sync_if(debug);
}

void legacy_launch_then_wait_and_launch(float *a, float *b) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  kernel<<<1, 32, 0, s>>>(a);
  kernel<<<1, 32>>>(b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream {{.*}} [cuda-missing-stream]
  // CHECK-MESSAGES: :[[@LINE-4]]:3: note: a stream is created here
  sync_and_launch(b, s);
}
