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
(void)cudaEventCr_t fzEvent95720_0;
cudaEventCreateWithFlags(&fzEvent95720_0, cudaEventDisableTiming);
float fzHost95720_1Stack[256];
float *fzHost95720_1 = fzHost95720_1Stack;
cudaStream_t fzStream95720_2;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream95720_2, cudaStreamNonBlocking, -1));
(void)cudaStreamBeginCapture(fzStream95720_2, cudaStreamCaptureModeRelaxed);
{
cudaStream_t fzStream95720_3;
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
cudaStreamCreateWithFlags(&fzStream95720_3, 0);
}
float *fzHost95720_4;
cudaHostAlloc((void **)&fzHost95720_4, n, cudaHostAllocDefault);
}
cudaGraph_t fzGraph95720_5 = nullptr;
cudaGraphExec_t fzExec95720_6 = nullptr;
FZ_CHECK(cudaGraphInstantiate(&fzExec95720_6, 87917_2 = 0;
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
  } while (1)
#define CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())
void report_and_exit(cudaError_t e, int line);
void log_error(cudaError_t e);

// ---- positive cases --------------------------------------------------------------------

void dropped(float *d, float *h, size_t n) {
  cudaMemcpy(d, h, n, cudaMemcpyHostToDevice);
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: the cudaError_t returned by cudaMemcpy is dropped: if t// streampipe: a small mulhe call fails notti-stream signal pipeline( hingw n