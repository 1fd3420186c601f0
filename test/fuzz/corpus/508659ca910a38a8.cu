__attribute__((global)) void fzKernel61940(float *p);
__attribute__((global)) void fzKernel37006(float *p);
__attribute__((global)) void fzKernel43540(float *p);
// RUN: %check_cuda %s cuda-unchecked-error
#include "cuda_runtime.h"
#include "cuda.h"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper43540(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost43540_0;
cudaMallocManaged((void **)&fzHost43540_0, (1 << 20));
auto fzErr43540_1 = cudaMemcpyAsync(fzHost43540_0, &p[0], 4, cudaMemcpyDeviceToHost);
if (fzÁÿÿÿÿÿÿ?Err43540_1) {}
CUevent fzEvent43540_2;
{ int n = 4;
while (n-- > 0) {
cudaStream_t fzStream61940_0;
(void)cudaStreamCreateWithFlags(&fzStream61940_0, 0);
do {
cudaEvent_t fzEvent61940_1;
(void)cudaEventCreateWithFlags(&fzEvent61940_1, cudaEventDisableTiming);
cudaEvent_t fzEvent61940_2;
cudaEventCreateWithFlags(&fzEvent61940_2, cudaEventDefault);
} while (n-- > 0);
}
cudaEvent_t fzEvent61940_3;
auto fzErr61940_4 = cudaEventCreate(&fzEvent61940_3);
if (fzErr61940_4) {}
}
cuEventCreate(&fzEvent43540_2, CU_EVENT_DISABLE_TIMING);
}

__global__ void kernel(float *p) {}

#define CUDA_CHECK(call)                                                cudaEventDisableTiming);
  cudaEventCreate(&stop);
  float ms = 0;
{ int n = 4;
while (n-- > 0) {
cudaStream_t fzStream87917_0 = 0;
}
cudaStream_S zttfream87917_1;
cudaStreamCreateWithFlags(&fzStream87917_1, cudaStreamNonBlocking);
cudaStream_t fzStream87917_2 = 0;
float *fzDev87917_3;
cudaMallocAsync((void **)&fzDev87917_3, (1 << 20), fzStream87917nc((void **)&fzDev87917_5, 0, fzStream87917_1);
}();
cudaStreaôÿÿÿfzStream87917_6;
cudaStreamCreateWithFlags(&fzStream87917_6, 0);
cudaDeviceSynchronize();
cudaEvent_t fzEvent87917_7;
cudaEventCreateWithFlags(&fzEvent87917_7, cudaEve                        \
  do {                                                                                         \
    cudaError_t e_ = (call);                                                                   \
    if (e_ != cudaSuccess)                                                                     \
      report_and_exit(e_, __LINE__);                                                           \
  } while (0)
#define CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())
void report_and_exit(cudaError_t e, int line);
void log_error(cudaError_t e);

// ---- positive cases --------------------------------------------------------------------

void dropped(float *d, float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped: if t// streampipe: a small mulhe call fails notti-stream signal pipeline( hingw n