// RUN: %check_cuda %s cuda-host-access-before-sync
#include "cuda_runtime.h"
#include <cstdlib>
#include <cstring>

// A host read, write or free of pinned or managed memory that an asynchronous copy or memset
// may still be using, with no synchronization on the path between that covers the copy.

__global__ void produce(float *d) {}
float consume(float x);
void wait_for(cudaStream_t s);
void fill_unknown(float *h, int n);

// ---- positive cases --------------------------------------------------------------------

float read_before_sync(const float *d, int n) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  float first = h[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 'h' is read while the asynchronous copy into it on stream 's' may still be running: the host can read the data from before it; synchronize with it first (cudaStreamSynchronize, or cudaEventSynchronize on an event recorded after it) [cuda-host-access-before-sync]
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :[[@LINE-7]]:3: note: 'h' is pinned host memory allocated here
  cudaStreamSynchronize(s);
  return first;
}

void refill_while_queued(float *d, int n, int batches) {
  float *stage;
  cudaMallocHost(&stage, n * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  for (int b = 0; b < batches; ++b) {
    for (int i = 0; i < n; ++i)
      stage[i] = float(b * n + i);
    // CHECK-MESSAGES: :[[@LINE-1]]:7: warning: 'stage' is written while the asynchronous copy from it on stream 's' may still be running: the device can receive the new data instead of the old; synchronize with it first (cudaStreamSynchronize, or cudaEventSynchronize on an event recorded after it) [cuda-host-access-before-sync]
    cudaMemcpyAsync(d + b * n, stage, n * sizeof(float), cudaMemcpyHostToDevice, s);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: note: the copy is issued here
    // CHECK-MESSAGES: :{{[0-9]+}}:3: note: 'stage' is pinned host memory allocated here
  }
  cudaStreamSynchronize(s);
}

void free_before_sync(const float *d, int n, cudaStream_t s) {
  float *h = (float *)malloc(n * sizeof(float));
  cudaHostRegister(h, n * sizeof(float), cudaHostRegisterDefault);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  free(h);
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: 'h' is freed while the asynchronous copy into it on stream 's' may still be running: the copy can use memory that is already freed; synchronize with it first (cudaStreamSynchronize, or cudaEventSynchronize on an event recorded after it) [cuda-host-access-before-sync]
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :[[@LINE-6]]:23: note: 'h' is registered (pinned) host memory allocated here
}

// Look-alike: cudaFreeHost waits for the device before it frees (it does for other memory too),
// so the copy has finished (NVIDIA/TensorRT@a892d22 plugin generateAnchors.cu:98).
void free_host_waits(const float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaFreeHost(h);
}

float sync_of_another_stream(const float *d, int n) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaStream_t copy, other;
  cudaStreamCreate(&copy);
  cudaStreamCreate(&other);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, copy);
  cudaStreamSynchronize(other);
  float r = consume(h[1]);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 'h' is read while the asynchronous copy into it on stream 'copy' may still be running
  // CHECK-MESSAGES: :[[@LINE-4]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :{{[0-9]+}}:3: note: 'h' is pinned host memory allocated here
  cudaFreeHost(h);
  return r;
}

float event_recorded_before_the_copy(const float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e, s);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaEventSynchronize(e);
  return h[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'h' is read while the asynchronous copy into it on stream 's' may still be running
  // CHECK-MESSAGES: :[[@LINE-4]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :{{[0-9]+}}:3: note: 'h' is pinned host memory allocated here
}

void memcpy_out_before_sync(const float *d, float *out, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  memcpy(out, h, n * sizeof(float));
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 'h' is read while the asynchronous copy into it on stream 's' may still be running
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :{{[0-9]+}}:3: note: 'h' is pinned host memory allocated here
  cudaStreamSynchronize(s);
  cudaFreeHost(h);
}

int managed_memset_then_read(int n, cudaStream_t s) {
  int *m;
  cudaMallocManaged(&m, n * sizeof(int));
  cudaMemsetAsync(m, 0, n * sizeof(int), s);
  int v = *m;
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'm' is read while the asynchronous memset of it on stream 's' may still be running: the host can read the data from before it
  // CHECK-MESSAGES: :[[@LINE-3]]:3: note: the memset is issued here
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: 'm' is managed memory allocated here
  cudaStreamSynchronize(s);
  return v;
}

float nonblocking_stream_then_blocking_copy(const float *d, float *d2, int n) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  float x = 0;
  cudaMemcpy(&x, d2, sizeof(float), cudaMemcpyDeviceToHost); // the legacy stream: not s
  x += h[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: 'h' is read while the asynchronous copy into it on stream 's' may still be running
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :{{[0-9]+}}:3: note: 'h' is pinned host memory allocated here
  cudaStreamSynchronize(s);
  return x;
}

float sync_on_one_path_only(const float *d, int n, bool wait, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  if (wait)
    cudaStreamSynchronize(s);
  return h[0];
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: 'h' is read while the asynchronous copy into it on stream 's' may still be running
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :{{[0-9]+}}:3: note: 'h' is pinned host memory allocated here
}

struct Staging {
  float *host = nullptr;
  cudaStream_t stream;
  void init(int n) {
    cudaMallocHost(&host, n * sizeof(float));
    cudaStreamCreate(&stream);
  }
  float fetch(const float *d, int n) {
    cudaMemcpyAsync(host, d, n * sizeof(float), cudaMemcpyDeviceToHost, stream);
    return host[n - 1];
    // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'host' is read while the asynchronous copy into it on stream 'stream' may still be running
    // CHECK-MESSAGES: :[[@LINE-3]]:5: note: the copy is issued here
    // CHECK-MESSAGES: :{{[0-9]+}}:5: note: 'host' is pinned host memory allocated here
  }
};

// ---- look-alikes: must stay silent -----------------------------------------------------

float read_after_sync(const float *d, int n) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  return h[0];
}

void refill_after_sync(float *d, int n, int batches) {
  float *stage;
  cudaMallocHost(&stage, n * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s);
  for (int b = 0; b < batches; ++b) {
    cudaStreamSynchronize(s);
    for (int i = 0; i < n; ++i)
      stage[i] = float(b * n + i);
    cudaMemcpyAsync(d + b * n, stage, n * sizeof(float), cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
}

// Double buffering: two buffers, an event per buffer, wait before refilling.
void double_buffering(float *d, int n, int batches, cudaStream_t s) {
  float *stage0, *stage1;
  cudaMallocHost(&stage0, n * sizeof(float));
  cudaMallocHost(&stage1, n * sizeof(float));
  cudaEvent_t done0, done1;
  cudaEventCreate(&done0);
  cudaEventCreate(&done1);
  for (int b = 0; b + 1 < batches; b += 2) {
    cudaEventSynchronize(done0);
    for (int i = 0; i < n; ++i)
      stage0[i] = float(b);
    cudaMemcpyAsync(d + b * n, stage0, n * sizeof(float), cudaMemcpyHostToDevice, s);
    cudaEventRecord(done0, s);
    cudaEventSynchronize(done1);
    for (int i = 0; i < n; ++i)
      stage1[i] = float(b + 1);
    cudaMemcpyAsync(d + (b + 1) * n, stage1, n * sizeof(float), cudaMemcpyHostToDevice, s);
    cudaEventRecord(done1, s);
  }
  cudaDeviceSynchronize();
}

// A ring of N buffers, one event each.
void ring_of_buffers(float *d, int n, int batches, cudaStream_t s) {
  const int N = 4;
  float *ring[N];
  cudaEvent_t done[N];
  for (int k = 0; k < N; ++k) {
    cudaMallocHost(&ring[k], n * sizeof(float));
    cudaEventCreate(&done[k]);
  }
  for (int b = 0; b < batches; ++b) {
    int k = b % N;
    cudaEventSynchronize(done[k]);
    for (int i = 0; i < n; ++i)
      ring[k][i] = float(b);
    cudaMemcpyAsync(d + b * n, ring[k], n * sizeof(float), cudaMemcpyHostToDevice, s);
    cudaEventRecord(done[k], s);
  }
  cudaStreamSynchronize(s);
}

void free_after_device_sync(const float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaDeviceSynchronize();
  cudaFreeHost(h);
}

float event_recorded_after_the_copy(const float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaEventRecord(e, s);
  cudaEventSynchronize(e);
  return h[0];
}

float pageable_destination(const float *d, int n, cudaStream_t s) {
  float *h = (float *)malloc(n * sizeof(float)); // the copy returns once it is done
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  float r = h[0];
  free(h);
  return r;
}

float blocking_stream_then_blocking_copy(const float *d, float *d2, int n) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaStream_t s;
  cudaStreamCreate(&s); // blocking: the legacy-stream copy below waits for it
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  float x = 0;
  cudaMemcpy(&x, d2, sizeof(float), cudaMemcpyDeviceToHost);
  return x + h[0];
}

float sync_on_both_paths(const float *d, int n, bool early, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  if (early)
    cudaStreamSynchronize(s);
  else
    cudaDeviceSynchronize();
  return h[0];
}

float polling_loop(const float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  while (cudaStreamQuery(s) != cudaSuccess) {
  }
  return h[0];
}

float unknown_function_gets_the_stream(const float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  wait_for(s);
  return h[0];
}

void finish(cudaStream_t s) { cudaStreamSynchronize(s); }

float helper_synchronizes(const float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  finish(s);
  return h[0];
}

void read_source_of_upload(float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  h[0] = 1;
  cudaMemcpyAsync(d, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  float sum = h[0] + h[1]; // the copy reads it too
  consume(sum);
  cudaStreamSynchronize(s);
}

float unknown_memory(float *h, const float *d, int n, cudaStream_t s) {
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  return h[0];
}

float other_chunk(const float *d, int n, int chunk, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h + chunk, d + chunk, 64, cudaMemcpyDeviceToHost, s);
  return h[0];
}

float pointer_moved_on(const float *d, int n, cudaStream_t s) {
  float *h, *spare;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMallocHost(&spare, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  h = spare;
  return h[0];
}

void handed_to_unknown_code(float *d, int n, cudaStream_t s) {
  float *stage;
  cudaMallocHost(&stage, n * sizeof(float));
  for (int b = 0; b < 4; ++b) {
    fill_unknown(stage, n);
    cudaMemcpyAsync(d, stage, n * sizeof(float), cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
}

float null_check_only(const float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  if (!h)
    return 0;
  cudaStreamSynchronize(s);
  return h[0];
}

float sync_loop_over_streams(const float *d, int n) {
  float *h;
  cudaMallocHost(&h, 2 * n * sizeof(float));
  cudaStream_t streams[2];
  for (auto &s : streams)
    cudaStreamCreate(&s);
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, streams[0]);
  for (auto &s : streams)
    cudaStreamSynchronize(s);
  return h[0];
}

float sync_loop_by_index(const float *d, int n, cudaStream_t *streams) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, streams[1]);
  for (int i = 0; i < 4; ++i)
    cudaStreamSynchronize(streams[i]);
  return h[0];
}

// A loop whose body does not wait: the read in it is still flagged.
float loop_without_wait(const float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  float sum = 0;
  for (int i = 0; i < n; ++i)
    sum += h[i];
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'h' is read while the asynchronous copy into it on stream 's' may still be running
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: the copy is issued here
  // CHECK-MESSAGES: :[[@LINE-7]]:3: note: 'h' is pinned host memory allocated here
  cudaStreamSynchronize(s);
  return sum;
}

// The copy failed on the branch that frees: nothing is in flight there.
bool free_when_the_copy_fails(const float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  if (cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s) != cudaSuccess) {
    cudaFreeHost(h);
    return false;
  }
  cudaStreamSynchronize(s);
  return h[0] > 0;
}

bool free_when_the_stored_result_fails(const float *d, int n, cudaStream_t s) {
  float *h;
  cudaMallocHost(&h, n * sizeof(float));
  cudaError_t err = cudaMemcpyAsync(h, d, n * sizeof(float), cudaMemcpyDeviceToHost, s);
  if (err != cudaSuccess) {
    cudaFreeHost(h);
    return false;
  }
  cudaStreamSynchronize(s);
  return h[0] > 0;
}
