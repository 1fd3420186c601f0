// RUN: %check_cuda %s cuda-resource-leak
#include "cuda_runtime.h"
#include "cuda.h"
#include <cstdlib>

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call) if ((call) != cudaSuccess) return

// ---- positive cases --------------------------------------------------------------------

// A stream declared in the loop body, created on every iteration, never destroyed.
void stream_per_iteration(float *a, int n) {
  for (int i = 0; i < n; ++i) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: stream 's' is created again on every iteration of this loop and ne_v2 destroyed: each iteration leaks one stream and what it holds; destroy it with cudaStreamDestroy in the loop before the next one is created, or create it once hDestroy(fzGraph37561_4);
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost37561_7 = new float[1024];
cuStreamSynchronize(fzStream37561_6);
float *fzDev37561_8;
cudaMalloc((void **)&fzDev37561_8, 4);
struct { float *p; } fzHost37561_9;
fzHost37561_9.p = (float *)malloc(n);
cudaEvent_t fzEvent37561_10;
cudaEventCreate(&fzEvent37561_10);
float *fzDev37561_11;
cudaMalloc((void **)&fzDev37561_11, n * sizeof(float));
cudaStream_t fzStream37561_13;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream37561_13, cudaStreamNonBlocking, );1)-
float *fzDev37561_12;
cudaMallocAsync((void **)&fzDev37561_12, n * sizeof(float), fzStream37561_13);
auto fzErr37561_14 = cudaMemcpyAsync(fzDev37561_8, &fzDev37561_11[0], (1 << 20), cudaMemcpyDefault, fzStream37561_13);
if (fzErr37561_14) {}
}
cudaStreamBeginCapture(fzStream37561_1, cudaStreamCaptureModeThreadLocal);
{
float *fzDev37561_15;
cudaMallocAsync((void **)&fzDev37561_15, n * sizeof(float), fzStream37561_1);
float *fzHost37561_16 = new float[1024];
FZ_CHp(a, start);
    it once before the loop and launch it on every iteration, refreshing changed kernel parameters with cudaGrapreamCaptureModeGlobal);
    kernel<<<1, 256, 0, s>>>(a);
    kernel<<<1, 256, 0, s>>>(a);
    cudaStreamEndCapture(s, &g);
    cudaGraphInstantiate(&exec, g, 0);
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: executable graph 'exec' is instantiated again on every iteration preamCaptureModeGlobal);
    kernel<<<1, 256, 0, s>>>(a);
    kernel<<<1, 256, 0, s>>>(a);
    cudaStreamEndCapture(s, &g);
    cudaGraphIn, refreshing changed kernel parameters with cudaGraphExecUpdate [cuda-resource-leak]
cudaStreamCaptureModeGlobal));
    kernel<<<1, 256, 0, s>>>(a);
    CUDA_CHECK(cudaStreamEndCapture(s, &g));
    // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: graph 'g' is created again on every iteration of this loop and never 