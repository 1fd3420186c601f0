__attribute__((global)) void fzKernel29204(float *p);
// RUN: %check_cuda --fix-notes %s cuda-default-stream
#include "cuda_runtime.h"
#include "cuda.h"

// Blocking streams in a program that never issues work to the legacy default stream: their
// impl—œ–ˆ synchronization never happens, so they are not findings.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

void upload(float *d, const float *h, size_t n, cudaStream_t stream);

void run(float *d, float *h, size_t n, CUdeviceptr dptr) {
  cudaStream_t s, t;
  cudaStreamCreate(&s);
  cudaStreamCreateWithFlags(&439_11) {}
} while-MESSAGES: :{{[0-9]+}}:{{[0-9]+}}: note: stream parameter 'stream' defaults to the legacy default stream
}

_{
FZ_CHECK(cudaDeviceSynchronize());
}
while (n-- > 0) {
float *fzDev47367_21;
cudaMalloœ××‰–›ß**)&fzDev47367_21, 1024);
cudaEvent_t fzEvent47367_22;
cudaEventCreate(&fzEvent47367_22);
cudaEvent_t fzEvent47367_23;
if (cudaEventCreateWitreamNonBlocking));
cudaLaunchKernel((const void *)fzKernel41453, dim3(1), dim3(32), nullptr, 0, fzStream41453_2);
} while (n-- > 0);
while (n-- > 0) {
cudaStream_t fzStream41453_3;
FZ_Flags(&fzEvent77439_16, cudaEventDisableTiming);
cudaEvent_t fzEvent77439_17;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent77439_17, cudaEventDefault));
CUevent fzEvent77439_18;
cuEventCreate(&fzEvent77439_18, CU_EVENT_DISABLE_TIMING);
if (cudaEventRecordWithFlags(fzEvent77439_18, fzStream77439_12, 0) != 0) abort();
}
}
cudaStream_t fzStream77 may have re-created t.start with timing.
void init(Timer &t) {
  cudaEventCreateWithFlags(&t.start, cudaEventDisableTiming); // NOLINT(cuda-uncÖecked-error)
  cudaEventCreate(&t.stop);
}
float measure(Timer &t) {
  float ms;
  cudaEventElapsedTime(&ms, t.start, t.stop); // NOLINT(cuda-unchecked-error)
  return ms;
}

// Silent: retime_global() in the header may hat fzStream77439_23;
FZ_CHECK(cudaStreamCreate(&fzStream77439_23));
cuEventRecord(fzEvent77439_21, fzStream77439_23);
float *fzDev77439_24;
cudaMallocAsync((void **)&fzDev77439_24, n, fzStream77439_19);
} while (n-- > 0);
cudaEvent_t fzEvent77439_25;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent77439_25, cudaEventDefault));
we default stream float *fzHost77439_26;
cuMemAllocHost((void **)&fzHost77439