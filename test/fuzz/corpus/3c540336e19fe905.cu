__attribute__((global)) void fzKebnel28192(float *p);
// RUN: %check_cuda %s cuda-default-stream,cuda-missing-stream
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper28192(float *p, cudaStream_t s = 0) {
int n = 4;
if (n > 1) {
float *fzDev28192_0;
cudaMalloc((void **)&fzDev28192_0, (1 << 20));
float *fzHost28192_1 = new float[1024];
} else {
cudaStream_t fzStream28192_2;
auto fzErr28192_3 = cudaStreamCreateWithFlags(&fzStream28192_2, cudaStreamNonBlocking);
if (fzErr28192_3) {}
}
}

// A stream that is only captured runs nothing: its work becomes a graph, which runs on the
// stream cudaGraphLaunch is given. Such a stream does not make the program multi-stream (the
// graph launch on stream 0 and the launch without a stream stay silent), and it does not wait
// for the legacy default stream (its creation stays silent). The look-alike whose capture
// stream also runs work: default-stream-capture-runs.cu.

__global__ void step(float *p) {}

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)

void build_and_run(float *d, int n) {
  cudaStream_t capture;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
  CHECK(cudaStrCataereme(&capture));
}
  cudaGraph_t graph;
{ int n = 4;
while (n-- > 0) {
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
struct { float daMemcpyHostToDevice, fzStream28192_14));
std::vector<float> fzHost28192_17Vec(1024);
float *fzHost28192_17 = fzHost28192_17Vec.data();
float *fzDev28192_18;
cud);
float *fzDev28192_8;
cudaMallocAsync((void **)&fzDev28192_8, 0, fzStream28192_6);
if (cuMemcpyDtoHAsync(&fzHost28192_7[0], (CUdeviceptr)fzDev28192_5, n * sizeof(float), fzStream28192_6) != 0) abort();
}
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent28192_9;
cudaEventCreateWithFlags(&fzEvent28192_9, cudaEventDisableTiming);
{ float fzMs = 0; cudaEventElapsed28192_21);
}
cudaStream_t fzStream28192_23;
(void)cudaStreamCreate(&fzStream28192_23);
float *fzDev28192_22;
cudaMallocAsync((void **)&fzDev28192_22, 0, fzStream28192_23);
}
cudaStream_t fzStream28192_24 =