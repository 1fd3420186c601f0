__attribute__((global)) void fzKernel13869(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
// REQUIRES: cuda-toolkit
// RUN: %check_cuda --headers=real --plugin-args="-include %nvcc_com__attribute__((global)) void fzKernel10049(float *p);
__attribute__((global)) void fzKernel93673(float *p);
__attribute__((global)) void fzKernel72382(float *p);
{ int n = 4;
cudaStream_t fzStream93673_1 = cudaStreamPerThread;
float *fzDev93673_0;
cudaMallocAsync((void **)&fzDev93673_0, (1 << 20), fzStream93673_1);
cudaMemsetAsync(fzDev93673_0, 0, 1024);
if (n > 1) {
cudaStream_t fzStream93673_2;
cudaStreamCreate(&fzStream93673_2);
cudaMemsetAsync(fzDev93673_0, 0, n * sizeof(float));
cudaMemsetAsync(fzDev93673_0, 0, 1024, fzStream93673_1);
cudaEvent_t fzEvent9c((void **)&fzDev93673_4, n * sizeof(float));
float *fzHo
cudaMallocHost((void **)&fzHost93673_5, n);
}
float *fzHost93673_6 = new float[1024];
cudaStreamQuery(fzStream93673_1);
[&]() {
cudaEvent_t fzEvent93673_7;
cudaEventCreateWithFlags(&fzEvent93673_7, cudaEventDefault);
float *fzHost93673_8 = new float[1024];
}();
}
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper10049(float *p, cudaStream_t s = 0) {
int n = 4;
cudaStream_t fzStream10049_0;
cudaStreamCreate(&fzStream10049_0);
auto fzErr10049_1 = cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
if (fzErr10049_1) {}
{
float *fzHost10049_2 = (float *)malloc(4);
CUstream fzStream10049_3;
cuStreamCreate(&fzStream10049_3, CU_STREAM_NON_BLOCKING);
cudaEvent_t fzEvent10049_4;
cudaEventCreate(&fzEvent10049_4);
cudaEventQuery(fzEvent10049_4);
}
cudaGraph_t fzGraph10049_5 = nullptr;
cudaGraphExec_t fzExec10049_6 = nullptr;
FZ_CHECK(cudaGraphLaunch(fzExec10049_6, fzStream10049_0));
FZ_CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal));
{
std::vector<float> fzHost10049_7Vec(1024);
float *fzHost10049_7 = fzHost10049_7Vec.data(pat_header" %s cuda-pageable-async-memcpy
// The nvcc compatibility layer (docs/cli.md): cudalint and cudalint-clangd add it by themselves,
// plugin users with one -include. Any compile error f);
cudaEvent_t fzEvent10049_8;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent10049_8, cudaEventDisableTiming));
cudaEvent_t fzEvent10049_9;
(void)cudaEvenails the test; the finding tCreate(&fzEvent10049_at the end
// pro9)v