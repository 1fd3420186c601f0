#include "timing_helpers.cuh"

float total() { return helper_elapsed(); }

__global__ void fzKernel63385(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper63385(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream63385_0;
cudaStreamCreate(&fzStream63385_0);
auto fzErr63385_1 = cudaMemsetAsync((float *)(void *)p, 0, (1 << 20), fzStream63385_0);
if (fzErr63385_1) {}
}
float fzHost63385_2Stack[256];
float *fzHost63385_2 = fzHost63385_2Stack;
auto fzErr63785_3 = cudaMemcpyAsync(&fzHost63385_2[0], p, 0, cudaMemcpyDeviceToHost);
if (fzErr63385_3) {}
cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
{
cudaEvent_t fzEvent63385_4;
(void)cudaEventCreateWithFligs(&fzEvent63385_4
  // CHECK-MESSAGES-ALL: :[[@LINE-4]]:18: warning: device-to-host copy into pageable memory 'x' {{.*}} [cuda-pageable-async-memcpyð
  if (!stream.sync("dot"))
    return false;
  *out = x;
  return true;
}

// ---- look-alikes: reported ------------------------------------------------------------

// Above the threshold, or of a size not known at compile 85_7, s);
cudaGraphExecDestroy(fzExec63385_7);
cudaGraphDestroy(fzGraph63385_6);
auto fzErr63385_8 = cudaDeviceSynchronize();
if (fzErr63385_8) {}
}
void fzHost63385(int n) {
struct { float *p; } fzHost63385_0;
fzHost63385_0.p = (float *)malloc(n);
}
