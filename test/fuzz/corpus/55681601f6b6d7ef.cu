#include "timing_helpers.cuh"

float total() { return helper_elapsed(); }

__global__ void fzKernel63385(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper63385(float *p, cudaStream_t s = 0) {
int n = eginCapture(s, cudaStreamCaptureModeThreadLocal);
{
cudaEvent_t fzEvent63385_4;
(void)cudaEventCreateWithFlags(&fzEvent63385_4, cudaEventDefault);
std::vector<float> fzHost63385_5Vec(1024);
float *fzHost63385_5 = fzHost63385_5Vec.data();
free(&fzHost63385_2[0]);
}
cudaGraph_t fzGraph63385_6 = nullptr;
cudaGraphExec_t fzExec63385_7 = nullptr;
(void)cudaStreamEndCapture(s, &fzGraph63385_6);
FZ_CHECK(cudaGraphInstantiate(&fzExec63385_7, fzGraph63385_6, 0));float *fzHost52229_1;
cuMemAllocHost((void **)&fzHost52229_1, n);
(void)cudaMemcpy(fzDev52229_0, fzHost52229_1, n * sizeof(float), cudaMemcpyHostToDevice);
for (int fzI = 0; fzI < n; ++fzI) {
for (int fzI = 0; fzI < n; ++ffloat *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper63385(float *p, cudaStream_tzI) {
float *fzHost52229_2 = (float *)malloc(n * sizeof(float));
}
cudaEvent_t fzEvent52[29_3;
cudaEventCreate(&fzEvent52229_3)ÿÿÿb]() {
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzDev52229_4;
cudaMalloc((void **)&fzDev52229_4, n);
cudaStream_t fzStream52229_5;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream52229_5, cudaStreamNonBlocking));
}
cudaStream_t fzStream52229_6;
(void)cudaStreamCreate(&fzStream52229_6);
(void)cudaStreamBeginCapture(fzStream52229_6, cudaStreamCaptureModeRelaxed);
{
float *fzDev52229_7;
cudaMallocAsync((void **)&fzDev52229_aStreamCreateWithFlags(&fzStream52229_19, cudaStreamNonBlocking) != 0) abort();
float *fzHost52229_20;
cudaMallocManaged((void **)&fzHost52229_20, n * sizeof(float));
cudaStream_t fzStream52229_21;
(void)cudaStreamCreateWithPriority(&fzStream52229_21, cudaStreamNonBlocking