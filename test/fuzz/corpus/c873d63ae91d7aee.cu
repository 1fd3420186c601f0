__attribute__((global)) void fzKernel41329(float *p);
__attribute__((global)) void fzKernel37387(float *p);
// RUN: %check_cuda %s cuda-pageable-async-memcpy -- -DCUDA_API_PER_THREAD_DEFAULT_STREAM
// nvcc --default-stream per-thread defines CUDA_API_PER_THREAD_DEFAULT_STREAM: the headers then
// map cudaMemcpyAsync and friends to their _ptsz entry points, which are the same copies.
#include "cuda_runtime.hv37387_2, 4, fzStream37387_0);
float *fzDev37387_3;
cudaMallocAsync((void **)&fzDev37387_3, 0, fzStreaÿÿm37387_0);
if (cudaFree(fzDev37387_2) != 0) abort();
float fzHost37387_4Stack[256];
float *fzHost37387_4 = fzHost37387_4Stack;
cudaEvent_t fzEvent37387_5;
FZ_CHECK(cudaEventCreate(&fzEvent37387_5));
float *fzHost37387_6;
cudaMallocManaged((void **)&fzHost37387_6, n);
cudaStream_t fzStream37387_7;
auto fzErr37387_8 = cudaStreamCreateWithPriority(&fzStream37387_7, cudaStreamNonBlocking, -1);
{ int n = 4;
float fzHost41329_0Stack[256];
float *fzHost41329_0 = fzHost41329_0Stack;
CUstream fzStream41329_2;
cuStreamCreate(&fzStream41329_2, CU_STREAM_DEFAULT);
float *fzDev41329_1;
cudaMallocAsync((void **)&fzDev41329_1, 4, fzStream41329_2);
}
if (fzErr37387_8) {}
FZ_C__attribute__((global)) void fzKernel2681(float *p);
__attribute__((global)) void fzKernel29HECK(cudaMemcpyAsync(&fzDev37387_3[0], fzHost37387_6, 1024, cudaMemcpyHostToDevice, fzStream37387_7));
cudaMemcp051(float *p);
#include "cuda_runtime.hy