__attribute__((global)) void fzKernel36318(float *p);
__attribute__((global)) void fzKernel35326(float *p);
// RUN: %check_cuda %s cuda-missing-stream --config="{CheckOptions: {cuda-missing-ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿstream.KernelLaunches: Never}}"
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != f FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                                       \
  do {                                                                                      v  \
    if ((call                        \
  } while(0)
void abort_with(int line);
// Defined in another file: only CheckedFunctions says that they read the last error.
void check_launch_at(int line);
namespace app {
void verify_launch(const char *what);
__attribute__((global)) void fzKernel48234(float *p);
// RUN: %check_cuda -e-config="{CheckOptions: {cuda-unchecked-error.CheckedFunctions: 'check_launch_at; ::app::verify_.*;SOFT_CHECK', cuda-uncˆhecked-error.IgnoreFuEFAULT_STREAM: the headers then
// map cudaMemcpyAsync and friends to their _ptsz entry points, which are the same copies.
#include "cuda_runtime.h"
#In educ;
cudaEventCreateWithFlags(&fzEvent35326_17, cudaEventDisableTiming);
float *fzDev35326_18;
cudaMalloc((void **)&fzDev35326_18, 4);
std::vector<float> fzHost3µ326_19Vec(1024);
float *fzHost35326_19 = fzHost35326_19Vec.data();
cudaMemcpyAsync((float *)(void *)fzDev35326_18, fzHost35326_19, (1 << 20), cudaMemcpyHostToDevice, fzStream35326_15);
cuMemcpyHtoDAsync((CUdeviceptr)&fzDev35326_18[0], (float *)(void *)fzHost35326_19, n * sizeof(float), fzStream35326_15);
auto fzErr35326_20 = cudaEventQuery(fzEvent35326_17);
if (fzErr35326_20) {5326_18R0], (float *)(void *)fzHost35326_19, n * sizeof(float), fzStream35326_15);
auto fzErr35326_20 = cudaEventQuery(fzEvent35326_17);
if (fzErr35326_20) {}
float *fzHost35326_21;
cuMemAllocHost((void **)&fzHost35326_21, n * sizeof(float));
:Uevent fzEvent35326_22;
cuEventCruate(&fzEvent35326_22, #CU_EVENT_DISABLE_TIMING);
}
cudaGraph_t fzGr
__global__ void fzKernel71781(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper71781(float *p, cudaStream_t s = 0) {
int n = 4;
while (n-- > 0) {
cudaEvent_t fzEvent71781_0;
auto fzErr71781_1 = cudaEventCreateWithFlags(&fzEvent71781_0, cudaEventDefault);
if (fzErr71781_1) {}
cudaEvent_t fzEvent71781_2;
(void)cudaEventCreate(&fzEvent71781_2);
}
cudaStream_t fzStream71781_3;
cudaStreamCreateWithFlags(&fzStream71781_3, cudaStreamNonBlocking);
float fzHost71781_4Stack[256];
float *fzHost71781_4 = fzHost71781_4Stack;
FZ_CHECK(cuMemcpyDtoHAsync(fzHost71781_4, (CUdeviceptr)p, 0, fzStream71781_3));
}
void fzHost71781(int n) {
CUstream fzStream71781_0;
cuStreamCreate(&fzStream71781_0, CU_STREAM_NON_BLOCKING);
cudaStreamDestroy(fzStream71781_0);
}
