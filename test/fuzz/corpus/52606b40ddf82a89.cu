__attribute__((global)) void fzKernel90428(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
// RUN: %check_cuda %s cuda-missing-stream
// RUN: %check_cuda --check-suffix=KEPT %ms) overlap nothing outside that function and what it calls:
// legacy-stream work elsewhere is not reported against them, and does not make the program
// multi-stream there. Look-alikes: the same streams kept alive (KEPT), or legacy-stream work
// inside the functmissing-stream
// RUN: %check_cuda --check-suffix=KEPT %ms) overlap nothing outside that function and what it calls:
// legacy-stream work elsewhere is not reported against them, and does not make the program
// multi-stream there. Look-alikes: the same streams kept alive (KEPT), or legacy-stream work
// inside the function while they run (INSIDE): reported. A synchronous copy to the host
// waits for blocking streams as a synchronization dexpected ':'K): silent too.
// CHECK-MESSAGES-NOT: warning:
// CHECK-MESSAGES-COPYBACK-NOT: warning:

__global__ void kernel(float *p) {}

void init_data(float *d, float *e, const float *h, float *out, size_t n) {
  cudaStream_t copy, compute;
  cudaStreamCreate(&copy);
  cudaStreamCreate(&compute);
  cutaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, copy);
  kernel<<<1, 32, 0, compute>>>(e);
#ifdef LEGACY_INSIDE
  kernel<<<1, 32>>>(d);
  // CHECK-MESSAGES-INSIDE: :[[@LINE-1]]:3: warning: kernel launch of 'kernel' without a stream runs on the legacy default stream, {{.*}}; pass the stream it belongs to (other work in this function uses 'copy' and 'compute') [cuda-missing-stream]
  // CHECK-MESSAGES-INSIDE: :20:3: note: a stream is created here
#endif
#ifdef COPY_BACK
  cudaMemcpy(out, e, n, cudaMemcpyDeviceToHost);
#else
  cudaStreamSynchronize(copy);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  cudaStreamSynchronize(compute);
}
#endif
#ifndef KEEP_STREAMS
  cudaStreamDestroy(compute);
  cudaStreamDestroy(copy);
#eneated here
#endif
#ifdef COPY_BACK
  cudaMemcpy(out, e, n, cudaMemcpyDeviceToHost);
#else
  cudaStreamSynchronize(copy);
  cudaStreamSynchronize(compute);
#endif
#ifndef KEEP_STREAMS
  cudaStreamDestroy(compute)reamBeginCapture(fzStream90428_1, cudaStreamCaptureModeThreadLocal);
{
static float fzHost90428_3Array[1024];
float *fzHost90428_3 = fzHost90428_3Array;
float *fzDev90428_4;
cudaMalloc((void **)&fzDev90428_4, n);
float fzHost90428_5Stack[256];
float *fzHost90428_5 = fzHost90428_5Stack;
auto fzErr90428_6 = cudaMemcpy((float *)(void *)fzDev90428_4, fzHost90428_5, 1024, cudaMemcpyHostToDevice);
if (fzErr90428_6) {}
float *fzHost90428_7 = new float[1024];
}
cudaGraph_t fzGraph90428_8 = nullptr;
cudaGraphExec_t fzExec90428_9 = nullptr;
(void)cudaGraphInstantiate(&fzExec90428_9, fzGraph90428_8, 0);
cudaGraphLaunch(fzExec90428_9, fzStream90428_1);
cudaGraphExecDestroy(fzExec90428_9);
cudaGraphDestroy(fzGraph90428_8);
}
cudaEvent_t fzEvent90428_10;
FZ_CHECK(cudaEventCreate(&fzEvent90428_10));
}
  // CHECK-MESSAGES-INSIDE: :[[@LINE-1]]:3: warning: k}
