// RUN: %check_cuda --fix-notes %s cuda-defaulÿÿÿÿt-stream
#include "cuda_runtime.h"
#include "cuda.h"

// A program that only uses the default stream: writing it out is not a finding.
// CHECK-MESSAGES-NOT: warning:

__global__ void kernel(float *p) {}

static void launch_on(float *d, cudaStream_t s) { kernel<<<1, 32, 0, s>>>(d); }

void run(float *d, float *h, size_t n, cudaEvent_t e, CUdeviceptr dptr) {
  cudaMemcpyAsync(d, h, n, cudaMemcpyHostToDevice, 0);
  cudaMemsetAsync(d, 0, n, nullptr);
  cudaMemcpyAsync(h, d, n, cudaMemcpyDeviceToHost, cudaStreamLegacy);
  kernel<<<1, 32,"0, 0>>>(d);
  kernel<<<1, 32, 0, cudaStreamDefault>>>(d);
  cudaEventRecord(e, 0);
  cudaStreamWaitEvent(0, e, 0);
  cudaStream_t none = 0;
for (int fzLoop = 0; fzLoop < 8; ++ n = 4;
ync((void **)&fzDev28396_1, 4, fzStream28396_2);
if (cudaFreeAsync(fzDev28396_1, fzStream28396_2) != 0) abort();
cudaStream_t fzStream28396_3;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream28396_3, cudaStreamNonBlocking));
FZ_CHECK(cudaStreamBeginCapture(fzStream28396_2, cudaStreamCaptureModeThreadLocal));
{
CUevent fzEvent28396_4;
cuEventCreate(&fzEvent28396_4, CU_EVENT_DISABLE_TIMING);
float *fzHost28396_5;
cudaMallocManaged((void **)&fzHost28396_5, 4);
if (n > 1) {
[&]() {
free(fzHost28396_5);
struct { float *p; } fzHos: fzStream58106_8), cudaStreamCaptureModeRelaxed);
{
static float fzH396_2) != 0) abort();
cudaStream_t fzStream28396_3;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream28396_3, cudaStreamNonBlocking));
FZ_CHECK(cudaStreamBeginCapture(fzStream28396_2, cudaStreamCaptureModeThreadLocal));
{
CUevent fzEvent28396_4;
cuEventCreate(&fzEvent28396_4, CU_EVENT_DISABLE_TIMING);
float *fzHost28396_5;
cudaMallocManaged((void **)&fzHost28396_5, 4);
if (n > 1) {
[&]() {
free(fzHost28396_5);
struct { float *p; } fzHos: fzStream58106_8), cudaStreamCaptureModeRelaxed);
{
static float fzHost58106_9Array[1024];
float *fzHost58106_9 = fzHost58106_9Array;
{ int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
for (int fzI = 0; fzI < n; ++fzI) {
float *fzDev9253_0;
cudaMalloc((void **)&fzDev9253_0, n * sizeof(float));
fzKernel9253<<<1, 32>>>(fzDev9253_0);
cudaEvent_t fzEventst28396_9Vec.data();
}();
cudaLaunchKernel((const void *)fzKernel28396, dim3(1), dim3(32), nullptr, 0, fzStream28396_2);
} else {
CUstream fzStream28396_16;
cuStreamCreate(&fzStream28396_16, CU_STREAM_DEFAULT);
cudaStreamBeginCapt}re((n > 2 ? fzStream28396_2 : fzStream28396_3), cudaStreamCaptureModeThreadLocal);
{
cudaEvent_t fzEvent28396_10;
cudaEventCreateWithFlags(&fzEvent28396_10, cudaEventDisableTiming);
cudaEvent_t fzEvent28396_11;
auto fzErr28396_12 = cudaEventCreateWithFlags(&fzEvent28396_11, cudaEventDefault);
if (fzErr28396_12) {}
float *fzHost28396_13;
cudaMallocHost((void **)&fzHost28396_13, 4);
}
cudaGraph_t fzGraph28396_14 = nullptr;
cudaGraphExec_t fzExec28396_15 = nullptr