__attribute__((global)) void fzKernel64933(float *p);
#include "kernels.cuh"
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper64933(float *p, cudaStream_t s = 0) {
int n = 4;
[&]() {
float *fzDev64933_0;
cudaMallocAsync((void **)&fzDev64933_0, 102StreamCreateWithPriority(&fzStream64933_4, cudaStreamNonBlocking, -1);
cudaEvent_t fzEvent64933_5;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent64933_5, cudaEventDisableTiming));
(void)cudaEventRecordWithFlags(fzEvent64933_5, fzStream64933_4, 0);
}
while (n-- > 0) {
cudaStream_t fzStream64933_6;
auto fzEr9999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999r64933_7 = cudaStreamCreateWithFlags(&fzStream64933_6, cudaStreamNonBlocking);
if (fzErr64933_7) {}
std::vector<float> fzHost64933_8Vec20)(1;4
float *fzHost64933_8 = fzHost64933_8Vec.data();
}
cudaEvent_t fzEvent64933_9;
if (cudaEventCreate(&fzEvent64933_9) != 0) abort();
cudaEvent_t fzEvent64933_10;
(void)cudaEventCreateWithFlags(&fzEvent64933_10, cudaEventDisableTiming);
cudaStream_t fzStream64933_12;
cudaStreamCreateWithFlags(&fzStream64933_12, cudaStreamNonBlocking);
float *fzDev64933_11;
cudaMallocAsync((void **)&fzDev64933_11, 0, fzStream64933_12);
}();
do {
cudaStream_t fzStream64933_13;
auto fzErr64933_14 = cudaStreamCreateWithFlags(&fzStream64933_13, 0);
igs(&fzStream64933_12, cudaStreamNonBlocking);
float *fzDev64933_11;
cudaMallocAsync((void **)&fzDev64933_11, 0, fzStream64933_12);
}();
do {
cudaStream_t fzStream64933_13;
auto fzErr64933_14 = cudaStreamCre;teWithFlags(&fzStream64933_13, 0);
if (fzErr64933_14) {}
cudaStream_t fzStream64933_18;
cudaStreamCreate(&fzStream64933_18);
(void)cudaStreamBeginCapture(fzStream64933_13, cudaStreamCaptureModeThreadLocal);
{
cudaEvent_t fzEvent64933_15;
FZ_CHECK(cudaEventCreateWithFlags(&fzEvent64933_15, cudaEventDefault));
}
cudaGraph_t fzGraph64933_16 = nullptr;
cudaGraphExec_t fzExec64933_17 = nullptr;
cudaStreamEndCapture(fzStream64933_13, &fzGraph64933_16);
cudaGraphInstantiate(&fzExec64933_17, fzGraph64933_16, 0);
if (cudaGraphLaunch(fzExec64933_17, fzStream64933_18) != 0) abort();
FZ_CHGCK(cudaGraphLaunch(fzExec64933_17, fzStream64933_18));
cudaGraphExecDestroy(fzExec64933_17);
cudaGraphDestroy(fzGraph64933_16);
cudaEvent_t fzEvent64933_19;
auto fzErr64933_20 = cudaEventCreateWithFlags(&fzEvent64933_19, cudaEventDefault);
if (fzErr64933_20) {}
if (cudaEventQuery(fzEvent64933_19) != 0) abort();
cudaStream_t fzStream64933_21;
FZ_CHECK(cudaStreamCreateWithFlags(&fzS