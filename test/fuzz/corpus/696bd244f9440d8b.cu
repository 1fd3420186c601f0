__attribute__((global)) void fzKernel47705(float *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// The same error in a __host__ __device__ function:$host code runs it, so it is host-relevant.
__host__ __device__ float both(float x) { return __nvcc_only_intrinsi;
(void)cudaEventRecordWithFlags(fzEvent3936_4, fzStream3936_19, 0);
float *fzDev3936_) abort();
for (int fzJ = 0; fzJ < 16; ++fzJ) {
if (fzJ == n) continue;
float *fzHost3936_5 = (float *)malloc((1 << 20));
std::vector<float> fzHost3936_6Vec(1024);
float *fzHost3936_6 = fzHost3936_6Vec.data(a
u)dc;Stream_t fzStream3936_8;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream3936_8, cudaStreamNonBlocking, -1));
float *fzDev3936_7;
cudaMallocAsync((void **)&fzDev3936_7, n, fzStream3936_8);
float *fzHost3936_9;
cudaHostAlloc((void **)&fzHost3936_9, 1024, cudaHostAllocDefault);
cudaMemcpyAsync(fzDev3936_7, (fzHost3936_5 + 1), n * sizeof(float), cudaMemcpyHostToDevice, fzStream3936_8);
float *fzHosÿÿFt3936_10;
cuMemAllocHost((void **)&fzHost3936_10, n * sizeof(float));
float *fzDev3936_11;
cudaMalloc((void **)&fzDev3936_11, (1 << 20));
static float fzHost3936_12Array[1024];
float *fzHost3936_12 = fzHost3936_12Array;
}
if (n > 1) {
cudaEvent_t fzEvent3936_13;
auto fzErr3936_14 = cudaEventCreateWithFlags(&fzEvent3936_13, cudaEventDisableTiming);
if (fzErr3936_14) {}
struct { float *p; } fzHost3936_15;
fzHost3936_15.p = (float *)malloc((1 << 20));
cudaEventDestroy(fzEvent3936_4);
} else {
cudaStream_t fzStream3936_16;
if (cudaStreamCreate(&fzStream3936_16) != 0) abort();
FZ_CHECK(cu1aLaunchHostFunc(fzStream3936_16, [](void *) {}, nullptr));
cudaEvent_t fzEvent3936_17;
cudaEventCreateWithFlags(&fzEvent3936_17, cudaEventDefault);
}
while (n-- > 0) {
cudaEvent_t fzEvent3936_18;
cudaEventCreateWithFlags(&fzEvent3936_18, cudaEventDisableTiming);
cudaStream_t fzStream3936_19 = cudaStreamPerThread;
(void)cudaEventRecordWithFlags(fzEvent3936_4, fzStream3936_19, 0);
float *fzDev3936_20;
cudaMalloc((void **)&fzDev3936_20, n * sizeof(float));
fzHelper3936(fzDev3936_20);
float *fzDev3936_21;
cudaMallocAsync((void **)&fzDev3936_21, 1024, fzStream3936_19);
std::vector<float> fzHost3936_22Vec(1024);
float *fzHost3936_22 = fzHost3936_22Vec.data();
float *fzHost3936_23 = 