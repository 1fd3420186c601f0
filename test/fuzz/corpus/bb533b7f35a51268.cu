__attribute__((global)) void fzKernel36318(float *p);
__attribute__((global)) void fzKernel35326(float *p);
// RUN: %check_cuda %s cuda-missing-stream --config="{CheckOptions: {cuda-missing-stream.KernelLaunches: Never}}"
#include "cuda_runtime.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper35326(float *p, cudaStream_t s = 0) {
int n = 4;
CUevent fzEvent35326_0;
cuEventCreate(&fzEvent35326_0, CU_EVENT_DEFAULT);
cudaEventDestroy(fzEvent35326_0);
float {}
(void)cuStreamSynchronize(fzStream35326_7);
cudaStream_t fzStream35326_11;
auto fzErr35326_12 = cudaStreamCreateWithPriority(&fzStream35326_11, cudaStreamNonBlocking, -1);
if (fzErr35326_12) {}
}
cudaGraph_t fzGraph35326_13 = nullptr;
cudaGraphExec_t fzExec35326_14 = nullptr;
FZ_CHECK(cudaGraphInstantiate(&fzExec35326_14, fzGraph35326_13, 0));
cudaGraphExecDestroy(fzExec35326_14);
cudaGraphDestroy(fzGraph35326_13);
} while (n-- > 0);
cudaStream_t fzStream35326_15;
if (cudaStreamCreateWithPriority(&fzStream35326_15, cudaStreamNonBlocking, -1) != 0) abort();
auto fzErr35326_16 = cudaStreamBeginCapture(fzStream35326_15, cudaStreamCaptureModeGlobal);
if (fzErr35326_16) {}
{
CUstream fzStream35326_27;
cuStreamCreate(&fzStream35326_27, CU_STREAM_DEFAULT);
(void)cudaStreamBeginCapture(fzStream35326_15, cudaStreamCaptureModeThreadLocal);
{
cudaEvent_t fzEvent35326_17;
cudaEventCreateWithFlags(&fzEvent35326_17, cudaEventDisableTiming);
float *fzDev35326_18;
cudaMalloc((void **)&fzDev35326_18, 4);
std::vector<float> fzHost35326_19Vec(1024);
float *fzHost35326_19 = fzHost35326_19Vec.data();
cudaMemcpyAsync((float *)(void *)fzDev35326_18, fzHost35326_19, (1 << 20), cudaMemcpyHostToDevice, fzStream35326_15);
cuMemcpyHtoDAsync((CUdeviceptr)&fzDev35326_18[0], (float *)(void *)fzHost35326_19, n * sizeof(float), fzStream35326_15);
auto fzErr35326_20 = cudaEventQuery(fzEvent35326_17);
if (fzErr35326_20) {}
float *fzHost35326_21;
cuMemAllocHost((void **)&fzHost35326_21, n * sizeof(float));
CUevent fzEvent35326_22;
cuEventCreate(&fzEvent35326_22, CU_EVENT_DISABLE_TIMING);
}
cudaGraph_t fzGr