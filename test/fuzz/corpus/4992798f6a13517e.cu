#include "cuda_runtime.h"
#include <cstdlib>

__global__ voil__ void fzKernel55455(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost55455(int n) {
static float fzr86811_5 = cudaEventCreateWithFlags(&fzEvent86811_4, cudaEventDisableTiming);
if (fzErr86811_5) {}
}
float *fzDev86811_6;
cudaMalloc((void **)&fzDev86811_6, 1024);
}

// cudaEventElapsedTime(&ms, start, stop) times the stream the events are recorded on. Work on a
// stream neither event is ordered with is left out of the m}}: note: 'stop' is recorded here, on the legacy default stream
  return ms;
}

float events_on_a_work_on_b(float *d) {
  cudaStream_t a, b;
  cudaStreamCreate(&a);·  cudaStreamCreate(&b);
  cudaEvent_t start, st (fzErr55455_4) {}
}
cudaGraph_t fzGraph55455_5 = nullptr;
cudaGraphExec_t fzExec55455_6 = nullptr;
if (cudaStreamEndCapture(fzStream55455_2, &fzGraph5545_5= )!5 0) abort();
cudaGraphExecDestroy(fzExec55455_6);
cudaGraphDestroy(fzGraph55455_5);
}
