// RUN: %check_cuda %s cuda-sync-in-loop
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdlib>
#include <vector>

#define DEBUG 1

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSuccess) return

// The program uses streams (a program with one stream: sync-in-loop-single-stream.cu).
cudaStream_t s0, s1;
void make_streams() {
  cudaStreamCreate(&s0);
  cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
}

// ---- positive cases --------------------------------------------------------------------

void device_sync_per_iteration(float *a, float *b, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host until all work on every stream of the device has finished, and the GPU idles while the host queues the next iteration's work; make the streams that need this work wait for it with cudaEventRecord and cudaStreamWaitEvent, or synchronize only the stream whose results the host needs, once after the loop [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
}

void stream_sync_per_iteration(float *a, float *b, int iters) {
  int i = 0;
  while (i++ < iters) {
    kernel<<<1, 256, 0, s0>>>(a);
    cudaStreamSynchronize(s0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaStreamSynchronize on every iteration of this loop blocks the host until all work queued on 's0' has finished, and the GPU idles while the host queues the next iteration's work; if other streams need that work, make them wait for it with cudaEventRecord and cudaStreamWaitEvent, and synchronize once after the loop [cuda-sync-in-loop]
    kernel<<<1, 256, 0, s1>>>(b);
  }
}

void event_sync_per_iteration(float *a, float *b, int iters) {
  cudaEvent_t done;
  cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    cudaEventRecord(done, s0);
    cudaEventSynchronize(done);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaEventSynchronize on every iteration of this loop blocks the host until the work recorded before event 'done' has finished, and the GPU idles while the host queues the next iteration's work; make the streams that need that work wait for the event with cudaStreamWaitEvent, and synchronize once after the loop [cuda-sync-in-loop]
    kernel<<<1, 256, 0, s1>>>(b);
  }
}

void device_sync_in_checked_call(float *a, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    CUDA_CHECK(cudaDeviceSynchronize());
    // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host until all work on every stream of the device has finished{{.*}} [cuda-sync-in-loop]
  }
}

// The driver API (cudaThreadSynchronize, gone from CUDA 13's headers, is known too).
void driver_api(float *a, CUstream s, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    cuCtxSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cuCtxSynchronize on every iteration of this loop blocks the host until all work of the context has finished, and the GPU idles while the host queues the next iteration's work; make the streams that need this work wait for it with cuEventRecord and cuStreamWaitEvent, or synchronize only the stream whose results the host needs, once after the loop [cuda-sync-in-loop]
    cuStreamSynchronize(s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cuStreamSynchronize on every iteration of this loop blocks the host until all work queued on 's' has finished{{.*}}cuEventRecord and cuStreamWaitEvent{{.*}} [cuda-sync-in-loop]
  }
}

// Results gathered into a slot per iteration and read after the loop.
void copy_back_per_iteration(float *h_out, float *d_out, int n, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(d_out);
    cudaMemcpy(h_out + i * n, d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMemcpy on every iteration of this loop blocks the host until earlier work on the legacy default stream and the copy has finished, and the GPU idles while the host queues the next iteration's work; use cudaMemcpyAsync on a stream (from pinned host memory) and synchronize once after the loop [cuda-sync-in-loop]
  }
  float first = h_out[0];
  (void)first;
}

// The same with the slots in a std::vector (Tilak1/CUDA_100_Days_Programming_Opportunity@34cb013
// Day_11_CUDA_Streams/cuda_streams_demo_june18.cu:81): `h[i]` names the container as an array
// subscript names the array, and a read after the loop does not make the wait needed.
void copy_back_vector_slots(std::vector<float *> &h, std::vector<float *> &d, int n) {
  for (int i = 0; i < 4; ++i) {
    kernel<<<1, 256>>>(d[i]);
    cudaMemcpy(h[i], d[i], n * sizeof(float), cudaMemcpyDeviceToHost);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMemcpy on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
  }
  float first = h[0][0];
  (void)first;
}

// Inputs prepared before the loop, uploaded slice by slice.
__constant__ float coeffs[64];
void upload_per_iteration(const float *h_in, const float *h_coeffs, float *d_in, int n,
                          int iters) {
  for (int i = 0; i < iters; ++i) {
    cudaMemcpyToSymbol(coeffs, h_coeffs + i * 64, 64 * sizeof(float));
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMemcpyToSymbol on every iteration of this loop blocks the host {{.*}}; use cudaMemcpyToSymbolAsync on a stream (from pinned host memory) and synchronize once after the loop [cuda-sync-in-loop]
    cudaMemcpy(d_in, h_in + i * n, n * sizeof(float), cudaMemcpyHostToDevice);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaMemcpy on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    kernel<<<1, 256, 0, s1>>>(d_in);
  }
}

// Each stream is waited for right after it is fed: the streams never overlap.
void serialized_streams(float *a, float *b, int iters) {
  cudaStream_t s[2] = {s0, s1};
  float *p[2] = {a, b};
  for (int k = 0; k < 2; ++k) {
    kernel<<<1, 256, 0, s[k]>>>(p[k]);
    cudaStreamSynchronize(s[k]);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaStreamSynchronize on every iteration of this loop blocks the host until all work queued on 's[k]' has finished{{.*}} [cuda-sync-in-loop]
  }
}

// Through a call; ping-pong buffers swapped by pointer on the host.
void step(float *in, float *out) {
  kernel<<<1, 256, 0, s0>>>(in);
  kernel<<<1, 256, 0, s1>>>(out);
  cudaDeviceSynchronize();
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaDeviceSynchronize on every iteration of a loop that calls 'step' blocks the host {{.*}} [cuda-sync-in-loop]
}

void jacobi(float *d_a, float *d_b, int iters) {
  for (int i = 0; i < iters; ++i) {
    step(d_a, d_b);
    // CHECK-MESSAGES: :[[@LINE-2]]:3: note: in this loop, which also launches kernels
    // CHECK-MESSAGES: :[[@LINE-2]]:5: note: through this call to 'step'
    float *t = d_a;
    d_a = d_b;
    d_b = t;
  }
}

// ---- look-alikes: must stay silent -----------------------------------------------------

void sync_after_loop(float *a, float *b, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, s1>>>(b);
  }
  cudaDeviceSynchronize();
}

// Last iteration only, or every Nth iteration (a deliberate bound on the queue).
void guarded_syncs(float *a, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    if (i == iters - 1)
      cudaDeviceSynchronize();
    if (i % 16 == 0)
      cudaStreamSynchronize(s0);
  }
}

#define SYNC_CHECK() cudaDeviceSynchronize()
void debug_only(float *a, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
#ifdef DEBUG
    cudaDeviceSynchronize();
#endif
#if !defined(NDEBUG)
    cudaStreamSynchronize(s0);
#endif
    SYNC_CHECK();
  }
}

// Convergence tests: the host needs the device's value to decide whether to go on.
void converge_do(float *d_err, float tol) {
  float h_err = 0;
  do {
    kernel<<<1, 256, 0, s0>>>(d_err);
    cudaMemcpy(&h_err, d_err, sizeof(float), cudaMemcpyDeviceToHost);
  } while (h_err > tol);
}

void converge_break(int *d_changed, float *a, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    int changed = 0;
    cudaMemcpyAsync(&changed, d_changed, sizeof(int), cudaMemcpyDeviceToHost, s0);
    cudaStreamSynchronize(s0);
    if (!changed)
      break;
  }
}

// The host reads or refills data the iteration's GPU work uses.
float consume_results(float *h, float *d, int iters) {
  float sum = 0;
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(d);
    cudaMemcpyAsync(h, d, 256 * sizeof(float), cudaMemcpyDeviceToHost, s0);
    cudaStreamSynchronize(s0);
    sum += h[0];
  }
  return sum;
}

// Look-alike of copy_back_vector_slots: the host reads the slot in the iteration.
float consume_vector_slots(std::vector<float *> &h, std::vector<float *> &d, int n) {
  float sum = 0;
  for (int i = 0; i < 4; ++i) {
    kernel<<<1, 256>>>(d[i]);
    cudaMemcpy(h[i], d[i], n * sizeof(float), cudaMemcpyDeviceToHost);
    sum += h[i][0];
  }
  return sum;
}

void refill_input(float *h, float *d, int iters) {
  for (int i = 0; i < iters; ++i) {
    for (int j = 0; j < 256; ++j)
      h[j] = i + j;
    cudaMemcpyAsync(d, h, 256 * sizeof(float), cudaMemcpyHostToDevice, s0);
    kernel<<<1, 256, 0, s0>>>(d);
    cudaDeviceSynchronize();
  }
}

void managed_read(float *m, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(m);
    cudaDeviceSynchronize();
    if (m[0] < 0)
      return;
  }
}

// Timing each iteration needs the wait.
double wall_time() { return 0.0; }
double timed(float *a, int iters) {
  double total = 0;
  for (int i = 0; i < iters; ++i) {
    double t0 = wall_time();
    kernel<<<1, 256, 0, s0>>>(a);
    cudaDeviceSynchronize();
    total += wall_time() - t0;
  }
  return total;
}

// Host code we cannot see may read what the GPU wrote.
void consume();
void opaque_consumer(float *a, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    cudaDeviceSynchronize();
    consume();
  }
}

// Loops over devices, and loops that run once.
void per_device(float **bufs, int ndev) {
  for (int dev = 0; dev < ndev; ++dev) {
    cudaSetDevice(dev);
    kernel<<<1, 256>>>(bufs[dev]);
    cudaDeviceSynchronize();
  }
}

void runs_once(float *a) {
  for (int i = 0; i < 1; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    cudaDeviceSynchronize();
  }
}

// A pipeline paced by waiting for the slot about to be reused.
void paced(float *a, cudaEvent_t *slots, int iters) {
  cudaStream_t s[2] = {s0, s1};
  for (int i = 0; i < iters; ++i) {
    cudaEventSynchronize(slots[i % 2]);
    kernel<<<1, 256, 0, s[i % 2]>>>(a);
    cudaEventRecord(slots[i % 2], s[i % 2]);
    cudaStreamSynchronize(s[(i + 1) % 2]);
  }
}

// The final wait of an inner loop of batches, once per epoch.
void epochs(float *a, int nepochs, int nbatches) {
  for (int e = 0; e < nepochs; ++e) {
    for (int b = 0; b < nbatches; ++b)
      kernel<<<1, 256, 0, s0>>>(a);
    cudaStreamSynchronize(s0);
  }
}

// Copies that do not block the host on the GPU, or whose direction is unknown; memsets.
void non_blocking_copies(float *d_a, float *d_b, float *h, int n, int iters, cudaMemcpyKind k) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(d_a);
    cudaMemcpy(d_b, d_a, n, cudaMemcpyDeviceToDevice);
    cudaMemcpy(h, d_a, n, cudaMemcpyDefault);
    cudaMemcpy(h, d_a, n, k);
    cudaMemset(d_b, 0, n);
  }
}

// A loop whose only work is the copies.
void copies_only(float *d, const float *h, int n, int iters) {
  for (int i = 0; i < iters; ++i)
    cudaMemcpy(d + i * n, h + i * n, n * sizeof(float), cudaMemcpyHostToDevice);
}

namespace mylib {
int cudaDeviceSynchronize();
}
void look_alike(float *a, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    mylib::cudaDeviceSynchronize();
  }
}

void suppressed(float *a, int iters) {
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    cudaDeviceSynchronize(); // NOLINT(cuda-sync-in-loop)
  }
}
