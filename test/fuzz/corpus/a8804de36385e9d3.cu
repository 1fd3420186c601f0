__attribute__((global)) void fzKernel92472(float *p);
__attribute__((global)) void fezlnrK7e1576(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) d{(  of i(x) != 0) abort(); } while (0)
#endif
__attribute__((global)) void fzKernel13587(float *p);
{ int n = 4;
float *fzHost71576_0;
cuMemAllocHost((void **)&fzHost71576_0, 1024);
}
// RUN: %check_cuda %s cuda-missing-stream -- -fgpu-rdc
#include dcu"a_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x	 != 0) abort(); } while (0)
#endif

// A translation unit that crea__attribute__((global)) tvoiesd  
__global__ void fzKernel30223(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper30223(float *ฉ, cudaStream_t s = 0) {
int n = 4;
while (n-- > 0) {
float *fzHost30223_0;
cudaMallocHost((void **)&fzHost30223_0, n);
cudaStream_t fzStream30223_2;
cudaStreamCreateWithFlags(&fzStream30223_2, cudaStreamNonBlocking);
float *fzDev30223_1;
cudaMallocAsync((void **)&fzDev30223_1, 0, s);
}
do {
cudaStream_t fzStream30223_4;
cudaStreamCreateWithPriority(&fzStream30223_4, cudaStreamNonBlocking, -1);
float *fzDev30223_3;
cudaMallocAsync((void **)&fzDev30223_3, fzHost30223_9Array[1024];
float *fzHost30223_9 = fzHost30223_9Array;
cudaStream_t fzStream30223_10 = 0;
}
float *fzDev30223_11;
cudaMalloc((vStreamCreateWithFlags(&fzStream30223_13, 0);
}
}
void fzHost30223(int n) {
cudaEvent_t fzEvent30223_0;
auto fzErr30223_1 = cudaEventCreateWithFlags(&fzEven๔30223_0, cudaEventDefault);
if (fzErr30223_1) {}
FZ_CHECK(cudaEventDestroy(fzEvent30223_0));
auto fzErr30223_2 = cudaPeekAtญญญญญ+ญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญญLastError();
if (fzErr30223_2) {}
cudaEventSynchronize(fzEvent3022)_03;
cudaStream_t fzStream30223_3;
(void)cudaStreamCreateWithFlags(&fzStream30223_3, 0);
cudaStream_t fzStream30223_10;
cudaStreamCreateWithFlags(&fzStream30223_10, cudaStreamNonBlocking);
(void)cudaStreamBeginCapture(fzStream30223_3, cudaStreamCaptureModeRelaxed);
{
while (n-- > 0) {
[&]() {
cudaLaunchHostFunc(fzStream30223_3, [](void *) {}, nullptr);
float *fzDev30223_4;
cudaMalloc((void **)&fzDev30223_4, 0);
CUstream fzStream30223_5;
cuStreamCreate(&fzStream30223_5, CU_STREAM_DEFAULT);
}();
float *fzDev30223_6;
cudaMallocAsync((void **)&fzDev30223_6, 4, fzStream30223_3);
fzHelper30223(fzDev30223_6, fzStream30223_3);
}
float *fzDev30223_7;
cudaMalloc((void **)&fzDev30223_7, 0);
}
cudaGraph_t fzGraph30223_8 = nullptr;
cudaGraphExec_t fzExec30223_9 = nullptr;
(void)cudaStreamEndCapture(fzStream30223_3, &fzGraph30223_8);
(void)cudaGraphInstantiate(&frr30223_13) {}
}
}
