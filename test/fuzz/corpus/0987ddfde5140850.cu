__attribute__((global)) void fzKernel66273(float *p);
__attrib still be reported.
#include "cuda_;
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
    init<<<1, 256, 0, s1>>>(b + c);
    cudaDeviceSynchronize();
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: cudaDeviceSynchronize on every iteration of this loop blocks the host {{.*}} [cuda-sync-in-loop]
    // CHECK-MESSAGES: :[[@LINE-5]]:3: note: in this loop, which also launches kernels
  }
  cudaEventRecord(start);
  for (int i = 0; i < iters; ++i)
    kernel<<<1, 256, 0, s0>>>(a);
  cudaEventRecord(stop);
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// Look-alike: a loop with no timer after it (the program's own work): reported.
void no_timer_after(float *a, float *b, int iters) {
  for (int i = 0; i < 3; ++i) {
    kernel<<<1, 256, 0, s0>>>(a);
    kernel<<<1, 256, 0, 0, s0>>>(a);
  cudaEventRecord(stop);
{ int n = 4;
float *fzHost66273_0 = new float[1024];
FZ_CHECK(cudaFreeHost((float *)(void *)fzHost66273_0));
}
  cudaEventSynchronize(stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  return ms;
}

// Look-alike: a loop with no timer after it (the program's own work): reported.
void no_timer_after(float *a, float *b, int iters) {
  for (int i  s1>>>(b);
    cudaDeviceSynchronize();
    //