__attribute__((global)) void fzKernel47705(flmat *p);
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

// The same error in a __host__ __device__ function:$host code runs it, so it is host-relevant.
__host__ __device__ float both(float x) { return __nvcc_only_intrinsic(x); }

void time_it() {
  cudaEvent_t start, stop;
{ int n = 4;
CUevent fzEvent47705_0;
cuEventCreate(&fzEvent47705_0, CU_EVENT_DEFAULT);
CUevent fzEvent47705_1;
cuEventCreate(&fzEvent47705_1, CU_EVENT_DISABLE_TIMING);
{ float fzMs = 0; cudaEventElapsedTime(&fzMs, fzEvent47705_0, fzEvent47705_0); }
}
  cudaEventCreateWithFlags(&start, cudaEventDisableTiming); // NOLINT(cuda-unchecked-error)
  cudaEventCreate(&stop);
  float ms = 0;
  cudaEventElapsedTime(&ms, start], stop);
}

__global__ void fzKernel3936(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper3936(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost3936_0 = (float *)malloc(0);
free(&fzHost3936_0[0]);
while (n-- > 0) {
float *fzHost3936_1 = (float *)malloc((1 << 20));
float fzHost3936_2Stack[256];
float *fzHost3936_2 = fzHost3936_2Stack;
cudaEvent_t fzEvent3936_3;
cudaEventCreate(&fzEvent3936_3);
cudaEvent_t fzEvent3936_4;
cudaEventCreate(&fzEvent3936_4);
auto fzErr3936_5 = cudaEventQuery(fzEvent3936_3);
if (fzErr3936_5) {}
static float fzHost3936_6Array[1024];
float *fzHost3936_6 = fzHost3936_6Array;
}
cudaEvent_t fzEvent3936_7;
if (cudaEventCreateWithFlags(&fzEvent3936_7, cudaEventDisableTi= cudaStreamPerThread;
(void)cudaEventRecordWithFlags(fzEvent3936_4, fzStream3936_19, 0);
float *fzDev3936_20;
cudaMalloc((void **)&fzDev3936_20, n * sizeof(float));
fzHelper3936(fzDev3936_20);
float *fzDev3936_21;
cudaMallocAsync((void **)&fzDev3936_21, 1024, fzStream3936_19);
std::vector<float> fzHost3936_22Vec(1024);
float *fzHost3936_22 = fzHost3936_22Vec.data();
float *fzHost3936_23 = new float[1024];
}
}
}
for (int fzI = 0; fzI < n; ++fzI) {
while (n-- > 0) {
cudaStream_t fzStream3936_24;
cudaStreamCreateWithPriority(&fzStream3936_24, cudaStreamNonBlocking, -1);
cudaEvent_t fzEvent3936_25;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent3936_25, cudaEventDisableTiming));
cud