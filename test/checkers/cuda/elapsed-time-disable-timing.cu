// RUN: %check_cuda %s cuda-elapsed-time-disable-timing
#include "cuda_runtime.h"
#include "cuda.h"

__global__ void kernel(float *p) {}

// ---- positive cases --------------------------------------------------------------------

void plain_locals(float *d) {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming);
  cudaEventCreate(&stop);
  cudaEventRecord(start);
  kernel<<<1, 1>>>(d);
  cudaEventRecord(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle and leaves the elapsed time unchanged: start event 'start' was created with cudaEventDisableTiming; create it without cudaEventDisableTiming [cuda-elapsed-time-disable-timing]
  // CHECK-MESSAGES: :[[@LINE-8]]:3: note: event 'start' created here with timing disabled
}

void both_events(void) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming | cudaEventBlockingSync);
  cudaEventCreate(&b, cudaEventDisableTiming);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaEventElapsedTime fails with cudaErrorInvalidResourceHandle and leaves the elapsed time unchanged: start event 'a' and stop event 'b' were created with cudaEventDisableTiming; create them without cudaEventDisableTiming [cuda-elapsed-time-disable-timing]
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: event 'a' created here with timing disabled
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: event 'b' created here with timing disabled
}

constexpr unsigned kSyncOnlyFlags = cudaEventDisableTiming;
#define SYNC_EVENT_FLAGS (cudaEventBlockingSync | cudaEventDisableTiming)

void constexpr_and_macro_flags(void) {
  cudaEvent_t e1, e2;
  cudaEventCreateWithFlags(&e1, kSyncOnlyFlags);
  cudaEventCreateWithFlags(&e2, SYNC_EVENT_FLAGS);
  float ms;
  cudaEventElapsedTime(&ms, e1, e2);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cudaEventElapsedTime fails {{.*}} start event 'e1' and stop event 'e2' were created
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: event 'e1' created here
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: event 'e2' created here
}

void const_local_flags(void) {
  const unsigned flags = cudaEventDisableTiming;
  cudaEvent_t timer, done;
  cudaEventCreate(&timer);
  cudaEventCreateWithFlags(&done, flags);
  float ms;
  cudaEventElapsedTime(&ms, timer, done);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}}stop event 'done' was created with cudaEventDisableTiming
  // CHECK-MESSAGES: :[[@LINE-4]]:3: note: event 'done' created here
}

class Pipeline {
public:
  Pipeline() {
    cudaEventCreateWithFlags(&ready_, cudaEventDisableTiming);
    cudaEventCreate(&begin_);
  }
  float elapsed() {
    float ms = 0;
    cudaEventElapsedTime(&ms, begin_, ready_);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: {{.*}}stop event 'ready_' was created with cudaEventDisableTiming
    // CHECK-MESSAGES: :[[@LINE-7]]:5: note: event 'ready_' created here
    return ms;
  }

private:
  cudaEvent_t begin_, ready_;
};

cudaEvent_t g_marker;
void init_marker(void) { cudaEventCreateWithFlags(&g_marker, cudaEventDisableTiming); }
float time_since_marker(cudaEvent_t now) {
  float ms;
  cudaEventElapsedTime(&ms, g_marker, now);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}}start event 'g_marker' was created
  // CHECK-MESSAGES: :[[@LINE-5]]:26: note: event 'g_marker' created here
  return ms;
}

void array_of_events(void) {
  cudaEvent_t evs[2];
  for (int i = 0; i < 2; ++i)
    cudaEventCreateWithFlags(&evs[i], cudaEventDisableTiming);
  float ms;
  cudaEventElapsedTime(&ms, evs[0], evs[1]);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}}start event 'evs[0]' and stop event 'evs[1]' were created
  // CHECK-MESSAGES: :[[@LINE-4]]:5: note: event 'evs[0]' created here
  // CHECK-MESSAGES: :[[@LINE-5]]:5: note: event 'evs[1]' created here
}

static cudaEvent_t make_sync_event(void) {
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  return e;
}
void helper_returns_event(void) {
  cudaEvent_t s = make_sync_event();
  cudaEvent_t t = make_sync_event();
  float ms;
  cudaEventElapsedTime(&ms, s, t);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}}start event 's' and stop event 't' were created
  // CHECK-MESSAGES: :[[@LINE-9]]:3: note: event 's' created here
  // CHECK-MESSAGES: :[[@LINE-6]]:19: note: through this call
  // CHECK-MESSAGES: :[[@LINE-11]]:3: note: event 't' created here
  // CHECK-MESSAGES: :[[@LINE-7]]:19: note: through this call
}

static void create_untimed(cudaEvent_t *out) { cudaEventCreateWithFlags(out, cudaEventDisableTiming); }
void helper_out_parameter(void) {
  cudaEvent_t s, t;
  cudaEventCreate(&s);
  create_untimed(&t);
  float ms;
  cudaEventElapsedTime(&ms, s, t);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}}stop event 't' was created
  // CHECK-MESSAGES: :[[@LINE-8]]:48: note: event 't' created here
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: through this call
}

static float elapsed_between(cudaEvent_t from, cudaEvent_t to) {
  float ms = 0;
  cudaEventElapsedTime(&ms, from, to);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}}start event 'from' was created
  // CHECK-MESSAGES: :[[@LINE+6]]:3: note: event 'from' created here
  return ms;
}
void parameter_from_every_caller(void) {
  cudaEvent_t a, b;
  cudaEventCreate(&b);
  cudaEventCreateWithFlags(&a, cudaEventDisableTiming);
  elapsed_between(a, b);
}

void reassigned_before_use(void) {
  cudaEvent_t e;
  cudaEventCreate(&e);
  cudaEventDestroy(e);
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  cudaEvent_t t;
  cudaEventCreate(&t);
  float ms;
  cudaEventElapsedTime(&ms, e, t);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}}start event 'e' was created
  // CHECK-MESSAGES: :[[@LINE-6]]:3: note: event 'e' created here
}

void driver_api(void) {
  CUevent s, t;
  cuEventCreate(&s, CU_EVENT_DISABLE_TIMING);
  cuEventCreate(&t, CU_EVENT_DEFAULT);
  float ms;
  cuEventElapsedTime(&ms, s, t);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: cuEventElapsedTime_v2 fails with CUDA_ERROR_INVALID_HANDLE and leaves the elapsed time unchanged: start event 's' was created with CU_EVENT_DISABLE_TIMING; create it without CU_EVENT_DISABLE_TIMING [cuda-elapsed-time-disable-timing]
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: event 's' created here
}

#define CUDA_CHECK(call) do { cudaError_t err_ = (call); if (err_ != cudaSuccess) return; } while (0)
void checked_calls(void) {
  cudaEvent_t s, t;
  CUDA_CHECK(cudaEventCreateWithFlags(&s, cudaEventDisableTiming));
  CUDA_CHECK(cudaEventCreateWithFlags(&t, cudaEventDefault));
  float ms;
  CUDA_CHECK(cudaEventElapsedTime(&ms, s, t));
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: {{.*}}start event 's' was created
  // CHECK-MESSAGES: :[[@LINE-5]]:14: note: event 's' created here
}

template <typename T> float timed_template(T *d) {
  cudaEvent_t s, t;
  cudaEventCreateWithFlags(&s, cudaEventDisableTiming);
  cudaEventCreate(&t);
  float ms;
  cudaEventElapsedTime(&ms, s, t);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: {{.*}}start event 's' was created
  // CHECK-MESSAGES: :[[@LINE-5]]:3: note: event 's' created here
  return ms;
}
template float timed_template<float>(float *);

// ---- negative cases: must stay silent ------------------------------------------------

void timing_events(float *d) {
  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreateWithFlags(&stop, cudaEventDefault);
  cudaEventRecord(start);
  kernel<<<1, 1>>>(d);
  cudaEventRecord(stop);
  float ms;
  cudaEventElapsedTime(&ms, start, stop);
}

void blocking_sync_only(void) {
  cudaEvent_t a, b;
  cudaEventCreateWithFlags(&a, cudaEventBlockingSync);
  cudaEventCreate(&b, cudaEventBlockingSync);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
}

void untimed_events_only_for_waits(cudaStream_t s1, cudaStream_t s2) {
  cudaEvent_t done;
  cudaEventCreateWithFlags(&done, cudaEventDisableTiming);
  cudaEventRecord(done, s1);
  cudaStreamWaitEvent(s2, done, 0);
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  float ms;
  cudaEventElapsedTime(&ms, a, b);
}

void recreated_with_timing(void) {
  cudaEvent_t e, f;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  cudaEventDestroy(e);
  cudaEventCreate(&e);
  cudaEventCreate(&f);
  float ms;
  cudaEventElapsedTime(&ms, e, f);
}

void maybe_timed(bool timed) {
  cudaEvent_t e, f;
  if (timed)
    cudaEventCreate(&e);
  else
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  cudaEventCreate(&f);
  float ms;
  cudaEventElapsedTime(&ms, e, f);
}

void runtime_flags(unsigned flags) {
  cudaEvent_t e, f;
  cudaEventCreateWithFlags(&e, flags);
  cudaEventCreate(&f);
  float ms;
  cudaEventElapsedTime(&ms, e, f);
}

extern void make_event_elsewhere(cudaEvent_t *e);
void unknown_creator(void) {
  cudaEvent_t e, f;
  make_event_elsewhere(&e);
  cudaEventCreate(&f);
  float ms;
  cudaEventElapsedTime(&ms, e, f);
}

float unknown_parameters(cudaEvent_t a, cudaEvent_t b) {
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}

static float mixed_callers(cudaEvent_t a, cudaEvent_t b) {
  float ms;
  cudaEventElapsedTime(&ms, a, b);
  return ms;
}
void calls_mixed(void) {
  cudaEvent_t timed, untimed, other;
  cudaEventCreate(&timed);
  cudaEventCreateWithFlags(&untimed, cudaEventDisableTiming);
  cudaEventCreate(&other);
  mixed_callers(timed, other);
  mixed_callers(untimed, other);
}

void escaped_address(void) {
  cudaEvent_t e, f;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  cudaEvent_t *alias = &e;
  cudaEventCreate(alias);
  cudaEventCreate(&f);
  float ms;
  cudaEventElapsedTime(&ms, e, f);
}

void recreated_later_in_loop(int n) {
  cudaEvent_t e, f;
  cudaEventCreate(&f);
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  for (int i = 0; i < n; ++i) {
    float ms;
    if (i > 0)
      cudaEventElapsedTime(&ms, f, e);
    cudaEventDestroy(e);
    cudaEventCreate(&e);
  }
}

struct EventPair { cudaEvent_t begin, end; };
void member_events_of_unknown_object(EventPair &p) {
  float ms;
  cudaEventElapsedTime(&ms, p.begin, p.end);
}

namespace mylib {
int cudaEventElapsedTime(float *, cudaEvent_t, cudaEvent_t);
void not_the_cuda_api(void) {
  cudaEvent_t e, f;
  ::cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  ::cudaEventCreateWithFlags(&f, cudaEventDisableTiming);
  float ms;
  mylib::cudaEventElapsedTime(&ms, e, f);
}
} // namespace mylib

void suppressed(void) {
  cudaEvent_t e, f;
  cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  cudaEventCreateWithFlags(&f, cudaEventDisableTiming);
  float ms;
  cudaEventElapsedTime(&ms, e, f); // NOLINT(cuda-elapsed-time-disable-timing)
}

template <unsigned Flags> float flags_from_template_parameter() {
  cudaEvent_t e, f;
  cudaEventCreateWithFlags(&e, Flags);
  cudaEventCreate(&f);
  float ms;
  cudaEventElapsedTime(&ms, e, f);
  return ms;
}
template float flags_from_template_parameter<cudaEventDefault>();
