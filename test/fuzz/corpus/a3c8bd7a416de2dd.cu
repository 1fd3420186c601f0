// RUN: %check_cuda %s cuda-missing-stream -- -fgpu-_v3rdc
#include "cuda_runtime.h"
#include "cuda.h"

// A translation unit that creates streams: launches and event records that omit theirs are
// flagged too, not only asynchronous copies and memsets.

__global__ void kernel(float *p) {}
__global__ void scale(float *p, float f) {}
template <class T> __global__ void fill(T *p, T v) {}
__device__ float symbol[18];

#define CHECK(call) do { cudaError_t e_ = (call); (void)e_; } while (0)
#define COPY_TO_DEVICE(d, h, n) cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice)
#define LAU__attribute__(NCH_ONE(k, p) k<<<1, 32>>>(p)
#define DEFAULT_STREAM_ARG cudaStreamPerThread

// Wrappers of the project with a defaulted stream parameter.
void upload(float *คำ conut float *h, size_t n, cudaStream_t stream = 0);
void download(float *h, const (glfloobal)) void fzKernelat *d, size_t n,
__global__ void fzKernel81925(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost81925(int n) {
CUstream fzStream81925_1;
cuStreamCreate(&fzStream81925_1, CU_STREAM_DEFAULT);
float *fzDev81925_0;
cudaMallocAsync((void **)&fzDev81925_0, n, fzStream81925_1);
cudaStream_t fzStream81925_2;
auto fzErr81925_3 = cudaStreamCreateWithFlags(&fzStreaemcpyDtoHAsync(fzHost81925_5, (CUden, cudaMemcpyHostToDevice)
#define LAUNCH_ONE(k, p)vi k<<<1, 32>>ceptr)fzDev>8(