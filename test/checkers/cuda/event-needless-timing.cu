// RUN: %check_cuda %s cuda-event-needless-timing
#include "cuda_runtime.h"
#include "cuda.h"

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSuccess) return

// ---- positive cases: recorded again and again, never timed -------------------------------

void cross_stream_dependency(float *a, cudaStream_t s0, cudaStream_t s1, int iters) {
  cudaEvent_t ready;
  cudaEventCreate(&ready);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'ready' is created with timing enabled but never timed: it only orders or waits for work, yet it is recorded again and again in a loop, and every record also takes a timestamp, which costs host and GPU time; create it with cudaEventDisableTiming [cuda-event-needless-timing]
  // CHECK-FIXES: cudaEventCreateWithFlags(&ready, cudaEventDisableTiming);
  // CHECK-MESSAGES: :[[@LINE+4]]:5: note: recorded here
  // CHECK-MESSAGES: :[[@LINE+1]]:3: note: in this loop
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 1, 0, s0>>>(a);
    cudaEventRecord(ready, s0);
    cudaStreamWaitEvent(s1, ready, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: note: the event is waited for here
    kernel<<<1, 1, 0, s1>>>(a);
  }
  cudaEventDestroy(ready);
}

void host_wait_in_checked_calls(float *a, cudaStream_t s, int iters) {
  cudaEvent_t done;
  CUDA_CHECK(cudaEventCreateWithFlags(&done, cudaEventBlockingSync));
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: event 'done' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: CUDA_CHECK(cudaEventCreateWithFlags(&done, cudaEventBlockingSync | cudaEventDisableTiming));
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 1, 0, s>>>(a);
    CUDA_CHECK(cudaEventRecord(done, s));
    CUDA_CHECK(cudaEventSynchronize(done));
  }
  cudaEventDestroy(done);
}

void polled(float *a, cudaStream_t s, bool *more) {
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDefault);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'e' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  while (*more) {
    kernel<<<1, 1, 0, s>>>(a);
    cudaEventRecord(e, s);
    while (cudaEventQuery(e) == cudaErrorNotReady) {
    }
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

// A file-local global and the driver API, recorded in a function called per iteration.
static CUevent g_fence;
static void fence(CUstream a, CUstream b) {
  cuEventRecord(g_fence, a);
  cuStreamWaitEvent(b, g_fence, 0);
}
void driver_fence(CUstream a, CUstream b, int steps) {
  cuEventCreate(&g_fence, CU_EVENT_DEFAULT);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'g_fence' is created with timing enabled but never timed{{.*}}; create it with CU_EVENT_DISABLE_TIMING [cuda-event-needless-timing]
  // CHECK-FIXES: cuEventCreate(&g_fence, CU_EVENT_DISABLE_TIMING);
  // CHECK-MESSAGES: :[[@LINE-7]]:3: note: recorded here
  // CHECK-MESSAGES: :[[@LINE+3]]:5: note: through this call
  // CHECK-MESSAGES: :[[@LINE+1]]:3: note: in this loop
  for (int step = 0; step < steps; ++step)
    fence(a, b);
}

// A member of a class of this file, all of whose methods are here; signalled per iteration.
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
void pipeline(Fence &f, float *a, cudaStream_t s0, cudaStream_t s1, int chunks) {
  for (int c = 0; c < chunks; ++c) {
    kernel<<<1, 1, 0, s0>>>(a);
    f.signal(s0);
    f.wait(s1);
  }
}

// Created in a macro body: reported, but no fix-it inside a macro.
#define MAKE_EVENT(e) cudaEventCreate(&e)
void macro_body(cudaStream_t s0, cudaStream_t s1, int iters) {
  cudaEvent_t e;
  MAKE_EVENT(e);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'e' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: MAKE_EVENT(e);
  for (int i = 0; i < iters; ++i) {
    cudaEventRecord(e, s0);
    cudaStreamWaitEvent(s1, e, 0);
  }
}

// Recorded inside a capture once (a graph node) and outside it on every iteration: the
// iterations pay the timestamp (look-alike: captured_fork_join, below).
void captured_and_looped(float *a, cudaStream_t s0, cudaStream_t s1, int iters) {
  cudaEvent_t fork;
  cudaEventCreate(&fork);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'fork' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: cudaEventCreateWithFlags(&fork, cudaEventDisableTiming);
  cudaGraph_t g;
  cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal);
  cudaEventRecord(fork, s0);
  cudaStreamWaitEvent(s1, fork, 0);
  cudaStreamEndCapture(s0, &g);
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 1, 0, s0>>>(a);
    cudaEventRecord(fork, s0);
    cudaStreamWaitEvent(s1, fork, 0);
  }
}

// A loop bounded by a local that holds 2 repeats (look-alike: single_pass, below).
void two_passes(float *a, cudaStream_t s0, cudaStream_t s1) {
  int passes = 2;
  cudaEvent_t e;
  cudaEventCreate(&e);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'e' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  for (int p = 0; p < passes; ++p) {
    cudaEventRecord(e, s0);
    cudaStreamWaitEvent(s1, e, 0);
  }
}

// ---- look-alikes: must stay silent -----------------------------------------------------

// Recorded once (per call of a function no loop calls): 0.75 us saved once is not worth a
// change (look-alike: cross_stream_dependency, above).
void one_shot_dependency(float *a, cudaStream_t s0, cudaStream_t s1) {
  cudaEvent_t ready;
  cudaEventCreate(&ready);
  kernel<<<1, 1, 0, s0>>>(a);
  cudaEventRecord(ready, s0);
  cudaStreamWaitEvent(s1, ready, 0);
  kernel<<<1, 1, 0, s1>>>(a);
  cudaEventDestroy(ready);
}

// Fork and join events recorded only while capturing, even in a loop that captures: in the
// graph they are dependencies, no timestamp is taken (look-alike: captured_and_looped).
void captured_fork_join(float *a, cudaStream_t s0, cudaStream_t s1, int graphs) {
  cudaEvent_t fork, join;
  cudaEventCreate(&fork);
  cudaEventCreate(&join);
  for (int i = 0; i < graphs; ++i) {
    cudaGraph_t g;
    cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal);
    cudaEventRecord(fork, s0);
    cudaStreamWaitEvent(s1, fork, 0);
    kernel<<<1, 1, 0, s1>>>(a);
    cudaEventRecord(join, s1);
    cudaStreamWaitEvent(s0, join, 0);
    cudaStreamEndCapture(s0, &g);
  }
}

// A loop that runs once, and a loop over devices (one record per device's event).
void single_pass(float *a, cudaStream_t s0, cudaStream_t s1) {
  int passes = 1;
  cudaEvent_t e;
  cudaEventCreate(&e);
  for (int p = 0; p < passes; ++p) {
    cudaEventRecord(e, s0);
    cudaStreamWaitEvent(s1, e, 0);
  }
}
void per_device(cudaStream_t *streams, cudaEvent_t *done, int ngpus) {
  for (int d = 0; d < ngpus; ++d) {
    cudaSetDevice(d);
    cudaEventCreate(&done[d]);
    cudaEventRecord(done[d], streams[d]);
  }
  for (int d = 0; d < ngpus; ++d)
    cudaEventSynchronize(done[d]);
}

// A method no loop of this file calls.
class Signal {
public:
  Signal() { cudaEventCreate(&ev_); }
  ~Signal() { cudaEventDestroy(ev_); }
  void raise(cudaStream_t s) { cudaEventRecord(ev_, s); }
  void wait(cudaStream_t s) { cudaStreamWaitEvent(s, ev_, 0); }

private:
  cudaEvent_t ev_;
};

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
