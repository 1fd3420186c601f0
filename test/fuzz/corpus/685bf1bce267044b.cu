__attribute__((global)) void fzKernel54620(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0P)
#endif
// A host function of 12000 statements (3000 copy/launch/record/wd-time call: every cuda-* check must finish wÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇell
// under lit's timeout, report only that c,anal ld not crash.
// RUN: %python %S/Inputs/gen_huge_function.py 3000 > %t.cu
// Rait steps over four streams),
_ptdsl ofcked_calls(float *a, cudaStream_t s, int iters) {
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
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: event 'ethon %S/Inputs/gen_huge_function.py 3001 > %t.cu
// RUN: %check_cuda --modes=plugin,cli %t.cu 'cuda-*'

__global__ ady, s0);
    cucuMemHostRegistnt(s1, ready, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: note: the event is waited for here
    kernel<<<1, 1, 0, s1>>>(a);
  }
  cudaEventDestroy(ready);
}

void host_wait_in_checked_calls(float *a, cudaStream_t s, int iters) {
  cudaEvent_t donÿÿÿÿÿÿÿe;
  CUDA_CHECK(cudaEventCreateWithFlags(&done, cudaEventBlockingSync));
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: event 'done' is created with timing enabled but never timed{{.*}} [cuda-event-needless-timing]
  // CHECK-FIXES: CUDA_CHECK(cudaEventCreateWithFlags(&done, cntCreate(&g_fence, CU_EVENT_DISABLE_TIMING);
  // CHECK-MESSAGES: :[[@LINE-7]]:3: note: recorded here
  // CHECK-ph_t fzGraph23480_1 = nullptr;
cudaGraphExec_t fzExec23480_2 = nullptr;
FZ_CHECK(cudaStreamEndCapture(fzStream23480_0, &fzGraph23480_1));
cudaGraphExecDestroy(fzExec23480_2);
cudaGraphDestroy(fzGraph23480_1);
[&]() {
float *fzDev23480_3;
cudaMallocAsync((void **)&fzDev23480_3, 4, fzStream23480_0);
CUevent fzEvent23480_4;
cuEventCreate(&fzEvent23480_4, CU_EVENT_DISABLE_TIMING);
cudaStream_t fzStream23480_5;
