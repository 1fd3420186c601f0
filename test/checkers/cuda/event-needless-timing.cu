// RUN: %check_cuda %s cuda-event-needless-timing
#include "cuda_runtime.h"
#include "cuda.h"

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSuccess) return

// ---- positive cases --------------------------------------------------------------------

void cross_stream_dependency(float *a, cudaStream_t s0, cudaStream_t s1) {
  cudaEvent_t ready;
  cudaEventCreate(&ready);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'ready' is created with timing enabled but never timed: it only orders or waits for work, and every record of it also takes a timestamp, which costs host and GPU time; create it with cudaEventDisableTiming [cuda-event-needless-timing]
  // CHECK-FIXES: cudaEventCreateWithFlags(&ready, cudaEventDisableTiming);
  kernel<<<1, 1, 0, s0>>>(a);
  cudaEventRecord(ready, s0);
  cudaStreamWaitEvent(s1, ready, 0);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: note: the event is waited for here
  kernel<<<1, 1, 0, s1>>>(a);
  cudaEventDestroy(ready);
}

void host_wait_in_checked_calls(float *a, cudaStream_t s) {
  cudaEvent_t done;
  CUDA_CHECK(cudaEventCreateWithFlags(&done, cudaEventBlockingSync));
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: event 'done' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: CUDA_CHECK(cudaEventCreateWithFlags(&done, cudaEventBlockingSync | cudaEventDisableTiming));
  kernel<<<1, 1, 0, s>>>(a);
  CUDA_CHECK(cudaEventRecord(done, s));
  CUDA_CHECK(cudaEventSynchronize(done));
  cudaEventDestroy(done);
}

void polled(float *a, cudaStream_t s) {
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDefault);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'e' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  kernel<<<1, 1, 0, s>>>(a);
  cudaEventRecord(e, s);
  while (cudaEventQuery(e) == cudaErrorNotReady) {
  }
}

// An array of events, created in a loop, passed by value to a helper of this file.
static void wait_for(cudaStream_t s, cudaEvent_t e) { cudaStreamWaitEvent(s, e, 0); }
void ring(float *a, cudaStream_t s0, cudaStream_t s1, int iters) {
  cudaEvent_t slots[2];
  for (int i = 0; i < 2; ++i)
    cudaEventCreate(&slots[i]);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: event 'slots[i]' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: cudaEventCreateWithFlags(&slots[i], cudaEventDisableTiming);
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 1, 0, s0>>>(a);
    cudaEventRecord(slots[i % 2], s0);
    wait_for(s1, slots[i % 2]);
  }
  for (cudaEvent_t e : slots)
    cudaEventDestroy(e);
}

// A file-local global and the driver API.
static CUevent g_fence;
void driver_fence(CUstream a, CUstream b) {
  cuEventCreate(&g_fence, CU_EVENT_DEFAULT);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'g_fence' is created with timing enabled but never timed{{.*}}; create it with CU_EVENT_DISABLE_TIMING [cuda-event-needless-timing]
  // CHECK-FIXES: cuEventCreate(&g_fence, CU_EVENT_DISABLE_TIMING);
  cuEventRecord(g_fence, a);
  cuStreamWaitEvent(b, g_fence, 0);
}

// A member of a class of this file, all of whose methods are here.
class Fence {
public:
  Fence() { cudaEventCreate(&ev_); }
  // CHECK-MESSAGES: :[[@LINE-1]]:13: warning: event 'ev_' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: Fence() { cudaEventCreateWithFlags(&ev_, cudaEventDisableTiming); }
  ~Fence() { cudaEventDestroy(ev_); }
  void signal(cudaStream_t s) { cudaEventRecord(ev_, s); }
  void wait(cudaStream_t s) { cudaStreamWaitEvent(s, ev_, 0); }

private:
  cudaEvent_t ev_;
};

// Created in a macro body: reported, but no fix-it inside a macro.
#define MAKE_EVENT(e) cudaEventCreate(&e)
void macro_body(cudaStream_t s0, cudaStream_t s1) {
  cudaEvent_t e;
  MAKE_EVENT(e);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'e' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: MAKE_EVENT(e);
  cudaEventRecord(e, s0);
  cudaStreamWaitEvent(s1, e, 0);
}

// ---- look-alikes: must stay silent -----------------------------------------------------

// Timed somewhere: the timing is needed.
float timed(float *a, cudaStream_t s) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  cudaEventRecord(start, s);
  kernel<<<1, 1, 0, s>>>(a);
  cudaEventRecord(stop, s);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// Timed through a helper of this file.
static float span(cudaEvent_t a, cudaEvent_t b) {
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}
float timed_via_helper(cudaStream_t s) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  cudaEventRecord(a, s);
  cudaEventRecord(b, s);
  cudaEventSynchronize(b);
  return span(a, b);
}

// Already without timing, or flags not known here.
void already_disabled(cudaStream_t s0, cudaStream_t s1, unsigned flags) {
  cudaEvent_t e, f;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  cudaEventCreateWithFlags(&f, flags);
  cudaEventRecord(e, s0);
  cudaEventRecord(f, s0);
  cudaStreamWaitEvent(s1, e, 0);
  cudaStreamWaitEvent(s1, f, 0);
}

// Uses we cannot see: returned, handed to code of another file, stored in a container that
// is passed away, a global other files can name, an out-parameter.
cudaEvent_t make_event(cudaStream_t s) {
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventSynchronize(e);
  return e;
}

void elsewhere(cudaEvent_t e);
void handed_away(cudaStream_t s) {
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e, s);
  cudaEventSynchronize(e);
  elsewhere(e);
}

struct EventList {
  cudaEvent_t items[4];
};
void consume_list(EventList *l);
void in_container(cudaStream_t s) {
  EventList list;
  cudaEventCreate(&list.items[0]);
  cudaEventSynchronize(list.items[0]);
  consume_list(&list);
}

cudaEvent_t g_shared;
void external_global(cudaStream_t s) {
  cudaEventCreate(&g_shared);
  cudaEventRecord(g_shared, s);
  cudaEventSynchronize(g_shared);
}

void out_param(cudaEvent_t *out, cudaStream_t s) {
  cudaEventCreate(out);
  cudaEventSynchronize(*out);
}

// Recorded but never waited for: not this check's business.
void record_only(cudaStream_t s) {
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventRecord(e, s);
  cudaEventDestroy(e);
}

namespace mylib {
int cudaEventCreate(cudaEvent_t *e);
}
void look_alike(cudaStream_t s0, cudaStream_t s1) {
  cudaEvent_t e;
  mylib::cudaEventCreate(&e);
  cudaStreamWaitEvent(s1, e, 0);
}
