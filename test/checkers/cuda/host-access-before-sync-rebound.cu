// RUN: %check_cuda %s cuda-host-access-before-sync
#include "cuda_runtime.h"
#include <cstring>

// The buffer's variable bound again inside the loop (declared in its body, or assigned): the
// next iteration may refill another buffer. Reported only when it can be the copy's buffer again
// with nothing waited for: a choice of N buffers in a loop that waits for none of their copies
// and may run more than N times (wave-2 hunt, eval/results/wave2hunt.md R0-R2).

// ---- positive cases --------------------------------------------------------------------

// Two pinned buffers in turn, no wait at all: from the third chunk on, a buffer is refilled
// while the copy from it two iterations back may still be queued.
void pingpong_without_waits(float *d, const float *src, int n, int chunks, cudaStream_t s) {
  float *h0, *h1;
  cudaMallocHost(&h0, n * sizeof(float));
  cudaMallocHost(&h1, n * sizeof(float));
  for (int i = 0; i < chunks; ++i) {
    float *h = (i % 2 == 0) ? h0 : h1;
    memcpy(h, src + i * n, n * sizeof(float));
    // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'h' is written while the asynchronous copy from it on stream 's' may still be running: the device can receive the new data instead of the old; synchronize with it first (cudaStreamSynchronize, or cudaEventSynchronize on an event recorded after it) [cuda-host-access-before-sync]
    // CHECK-MESSAGES: :[[@LINE+3]]:5: note: the copy is issued here
    // CHECK-MESSAGES: :[[@LINE-7]]:3: note: 'h' is pinned host memory allocated here
    // CHECK-MESSAGES: :[[@LINE-5]]:5: note: 'h' names one of 2 buffers in turn, and the loop waits for none of their copies: when it runs more than 2 times, a buffer is refilled while an earlier iteration's copy from it may still be running
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
}

// A ring of three chosen by index, assigned rather than declared, no wait.
void ring_without_waits(float *d, const float *src, int n, int chunks, cudaStream_t s) {
  float *ring[3];
  for (int k = 0; k < 3; ++k)
    cudaMallocHost(&ring[k], n * sizeof(float));
  float *cur = ring[0];
  for (int i = 0; i < chunks; ++i) {
    cur = ring[i % 3];
    memcpy(cur, src + i * n, n * sizeof(float));
    // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'cur' is written while the asynchronous copy from it on stream 's' may still be running
    // CHECK-MESSAGES: :[[@LINE+3]]:5: note: the copy is issued here
    // CHECK-MESSAGES: :[[@LINE-7]]:5: note: 'cur' is pinned host memory allocated here
    // CHECK-MESSAGES: :[[@LINE-5]]:5: note: 'cur' names one of 3 buffers in turn
    cudaMemcpyAsync(d + i * n, cur, n * sizeof(float), cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
}

// One buffer, declared again in every iteration: the same buffer, refilled with no wait.
void same_buffer_redeclared(float *d, const float *src, int n, int chunks, cudaStream_t s) {
  float *h0;
  cudaMallocHost(&h0, n * sizeof(float));
  for (int i = 0; i < chunks; ++i) {
    float *h = h0;
    memcpy(h, src + i * n, n * sizeof(float));
    // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: 'h' is written while the asynchronous copy from it on stream 's' may still be running
    // CHECK-MESSAGES: :[[@LINE+2]]:5: note: the copy is issued here
    // CHECK-MESSAGES: :[[@LINE-6]]:3: note: 'h' is pinned host memory allocated here
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
}

// ---- look-alikes that must stay silent ------------------------------------------------

// Each buffer used once: two iterations, two buffers (R1).
void each_buffer_once(float *d, const float *src, int n, cudaStream_t s) {
  float *h0, *h1;
  cudaMallocHost(&h0, n * sizeof(float));
  cudaMallocHost(&h1, n * sizeof(float));
  for (int i = 0; i < 2; ++i) {
    float *h = (i == 0) ? h0 : h1;
    memcpy(h, src + i * n, n * sizeof(float));
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
}

// The same with an array of two buffers indexed by the loop counter.
void each_slot_once(float *d, const float *src, int n, cudaStream_t s) {
  float *h[2];
  cudaMallocHost(&h[0], n * sizeof(float));
  cudaMallocHost(&h[1], n * sizeof(float));
  for (int i = 0; i < 2; ++i) {
    float *cur = h[i];
    memcpy(cur, src + i * n, n * sizeof(float));
    cudaMemcpyAsync(d + i * n, cur, n * sizeof(float), cudaMemcpyHostToDevice, s);
  }
  cudaStreamSynchronize(s);
}

// A ring with a first-use guard: the slot's event is waited for once it has one (R2).
void ring_first_use_guard(float *d, const float *src, int n, int chunks, cudaStream_t s) {
  float *h[2];
  cudaEvent_t ev[2];
  for (int k = 0; k < 2; ++k) {
    cudaMallocHost(&h[k], n * sizeof(float));
    cudaEventCreateWithFlags(&ev[k], cudaEventDisableTiming);
  }
  for (int i = 0; i < chunks; ++i) {
    int k = i % 2;
    if (i >= 2)
      cudaEventSynchronize(ev[k]);
    float *cur = h[k];
    memcpy(cur, src + i * n, n * sizeof(float));
    cudaMemcpyAsync(d + i * n, cur, n * sizeof(float), cudaMemcpyHostToDevice, s);
    cudaEventRecord(ev[k], s);
  }
  cudaStreamSynchronize(s);
}

// Ping-pong with a wait for the buffer's own event before the refill.
void pingpong_with_events(float *d, const float *src, int n, int chunks, cudaStream_t s) {
  float *h0, *h1;
  cudaEvent_t e0, e1;
  cudaMallocHost(&h0, n * sizeof(float));
  cudaMallocHost(&h1, n * sizeof(float));
  cudaEventCreateWithFlags(&e0, cudaEventDisableTiming);
  cudaEventCreateWithFlags(&e1, cudaEventDisableTiming);
  cudaEventRecord(e0, s);
  cudaEventRecord(e1, s);
  for (int i = 0; i < chunks; ++i) {
    float *h = (i % 2 == 0) ? h0 : h1;
    cudaEvent_t e = (i % 2 == 0) ? e0 : e1;
    cudaEventSynchronize(e);
    memcpy(h, src + i * n, n * sizeof(float));
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
    cudaEventRecord(e, s);
  }
  cudaStreamSynchronize(s);
}

// A buffer chosen by a function: which one is unknown.
float *next_buffer(int i);
void chosen_by_a_function(float *d, const float *src, int n, int chunks, cudaStream_t s) {
  float *first;
  cudaMallocHost(&first, n * sizeof(float));
  float *h = first;
  for (int i = 0; i < chunks; ++i) {
    memcpy(h, src + i * n, n * sizeof(float));
    cudaMemcpyAsync(d + i * n, h, n * sizeof(float), cudaMemcpyHostToDevice, s);
    h = next_buffer(i);
  }
  cudaStreamSynchronize(s);
}
