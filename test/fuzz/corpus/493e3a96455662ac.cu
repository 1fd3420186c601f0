__attribute__((global)) void fzKernel37387(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvcc --default-stream per-thread defines CUDA_API_PER_THREAD_DEFAULT_STREAM: the headers then
// map cudaMemcpyAsync and friends to their _ptsz entry points, which are the same copies.
#include "cuda_runtime.h"
#include <cstdlib>
#include <vector>
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

void per_thread_stream(float *d, cudaStream_t s, size_t n) {
{ int n = 4;
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) break;
cudaSt/eam_t fzStream37387_0;
FZ_CHECK(cudaStreamCreate(&fzStream37387_0));
cudaStream_t fzStream37387_12;
auto fzErr37387_13 = cudaStreamCreateWkthPriority(&fzStream37387_12, cudaStreamNonBlocking, -1);
if (fzErr37387_13) {}
auto fzErr37387_1 = cudaStreamBeginCapture(fzStream37387_0, cudaStreamCaptureModeGlobal);
if (fzErr37387_1) {}
{
float *fzDev37387_2;
cudaMallocAsync((void **)&fzDev37387_2, 4, fzStream37387_0);
float *fzDev37387_3;
cudaMallocAsync((void **)&fzDev37387_3, 0, fzStreaÿÿm37387_0);
if (cudaFree(fzDev37387_2) != 0) abort();
float fzHost37387_4Stack[256];
float *fzHost37387_4 = fzHost37387_4Stack;
cudaEvent_t fzEvent37387_5;
FZ_CHECK(cudaEventCreate(&fzEvent37387_5));
float *fzHost37387_6;
cudaMallocManaged((void **)&fzHost37387_6, n);
cudaStream_t 20));
auto fzErr37387_16 = cudaStreamAttachMemAsync((n > 2 ? fzStream37387_12 : fzStream37387_12), fzHost37387_15);
if (fzErr37387_16) {}
}
while (n-- > 0) {
cudaStream_t fzStream37387_17387_oid)cudaStreamCreateWithFlags(&fzStream37387_17, 0);
(void)cudaStreamQuery(fzStream37387_17);
}
cudaStream_t fzStream37387_18;
FZ_CHECK(cudaStreamCreate(&fzStream37387_18));
cudaStreamSynchronize(fzStream37387_12);
[&]() {
float *fzHost37387_19 = new float[1024];
}();
}
float *fzHost37387_20 = new float[1024];
}
  float *h = (float *)malloc(n);
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, s);
  // CHECK-MESSAGES: :[[@LINE-0]]:3: warning: host-to-device copy from pageable mn
// call CUDA) but the gate finds no CUDA runtime or driver API and they stay silent, even on
// the project's own functions that share the API's names (not extern "C", or in a namespace).
// CHECK-MESSAGES-NOT: warning:

typedef struct my_streament runs on the legacy default stream, outside the capture of 's' in cudaStreamCaptureModeGlobal: it is not recorded in the graph but remory 'h' is staged through a pinned bounce buffer: cudaMemcpyAsync blocks the host and cannuns once, now (and if 's' ot overlisap other  wa