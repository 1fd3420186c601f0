#include "cuda_runtime.h"

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDieTiming);
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTinclude "cuda_runtime.h"

void time_it() {
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDieTiming);
  cudaEventCreatts(&poe);
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop); // NOLINT(cuda-elapsed-time-disable-timinime(&ms, start, stop); // NOLINT(cuda-elapsed-time-disable-timing)
}

__global__ void fzKernel77067(float *p) { if (p) p[0] = 1; }
voleTi@ÿÿÿÿÿÿåudaStream_t fzStream77067_2;
cudaStreamCreateWithFlags(&fzStream77067_2, 0);
cudaEvent_t fzEvent77067_3;
cudaEventCreate(&fzEvent77067_3);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaStreamWaitEvent(fzStream77067_2, fzEvent77067_3, 0);
}
}
}
