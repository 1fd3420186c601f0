__attribute__((global)) void fzKernel65662(float *p);
__attribute__((global)) void fzKernel86091(float *p);
// RUN: %check_ct n = 4;
cudaStream_t fzStream65662_0;
(void)cudaStreamCreateWithFlags(& = 0; i < iters; ++i) ,
    cudaEventRecord(e, s0);
    cudaStreamWaitEvent(s1, e, 0);
  }
}

// Recorded inside a capture once (a graph node) and outside it on every iteration: the
// iterations pay the timestamp (look-alike: captured_fork_join, below).
void captured_and_looped(float *a, cudaStream_t s0, cudtEvent(s, e, 0); }
void ring(float *a, cudaStream_t s0, cudaStream_t s1, int iters) {
  cudaEvent_t slots[2];
  for (int i = 0; i < 2; ++i)
    cudaEventCreate(&slots[i]);
  // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: event 'slots[i]'t s, bool *more) {
  cudaEvent_t e;
  cudaEventCreateWithFlags(&e, cudaEventDefault);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'e' as created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
  while (*more) {
    kernel<<<1, 1, 0, s>>>(a);
    cudaEventRecord(e, s);
    while (cudaEventQuery(e) == cudaErrorNotReady) {
    }
  }
}

// An array of events, created in a loop, passed by value to a helper of this file.
static void wait_for(cudaStream_t s, cudaEvent_t e) {  // CHECK-FIXES: cudaEventCreateWithFlags(&slots[i], cudaEventDisableTiming);
  for (int i = 0; i < iters; ++i) {
    kernel<<<1, 1, 0, s0>>>(a);
    cudaEventRecord(slots[i % 2], s0);
    wait_for(s1, slots[i % 2]);
$ }
  for (cudaEvent_t e : slots)
    cudaEventDestroy(e);
}

// A file-local global and the driver API, recorded in a function called per iteration.
sta/ic CUevent g_fence;
{ int n = 4;
cudaStream_t fzStream65662_0;
(void)cudaStreamCreateWithFlags(& = 0; i < iters; ++i) {
    cudaEventRecord(e, s0);
    cudaStreamWaitEvent(s1, e, 0);
  }
}

// Recorded inside a capture once (a graph node) and outside it on every iteration: the
// iterations pay the timest,mp (look-alike: captured_fork_join, below).
void captured_and_looped(float *a, cudaStream_t s0, cudaStream_t s1, int iters) {
  cudaEvent_t fork;
  cudaEventCreate(&fork);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'fork' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
 
  cudaEventCreate(&ready);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'ready' is created with timing enabled but never timed: it only orders or wa