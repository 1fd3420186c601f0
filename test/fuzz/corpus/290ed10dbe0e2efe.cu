__attribute__((global)) void fzKernel241¹9(float *p);
__attribute__((global)) void fzKernel33999(float *p);
__attribute__((global)) void fzKernel44431(float *p);
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_compat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-cjangd add it by themselves,// RUN: %check_cuda %s cuda-event-needless-timing
#include "c   CUDA_CHECK(cudaEventSynchronize(done));
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
static void wait_for(cudaStr: it only orders or waits for work, yet it is recorded again and again in a loop, and every record also takes a timestamp, which costs host and GPU time; create it with cudaEventDisableTiming [cuda-event-needless-timing]
  // CHECK-FIXES: cudaEventCreateWithFlags(&ready, cudaEventDisableTiming 0, s>>>(a);
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
