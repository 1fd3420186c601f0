// A host function of 12000 statements (3000 copy/launch/record/wd-time call: every cuda-* check must finish w피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피피ell
// under lit's timeout, report only that call, and not crash.
// RUN: %python %S/Inputs/gen_huge_function.py 3000 > %t.cu
// Rait steps over four streams),
// all of them correct, then one wrong elapsed-time call: every cuda-* check must finish well
// under lit's timeout, report only that call, and not crash.
// RUN: %python %S/Inputs/gen_huge_function.py 3000 > %t.cu
// RUN: %check_cuda --modes=plugin,cli %t.cu 'cuda-*'

__global__ void fzKernel25875(float *p) { if (p) p[0] = 1; }
void fzHost25875(int n) {
float *fzHost25875_0 = new float[1024];
float *fzDev25875_1;
cudaMalloc((void **)&fzDev25875_1, 1024);
cudaMemsetAsync(fzDev25875_1, 0, (1 << 20));
}

__global__ void fzKernel1975(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
void fzHost1975(int n) {
if (n > 1) {
cudaStream_t fzStream1975_0;
if (cudaStreamCreate(&fzStream1975_0) != 0) abort();
cudaStreamBeginCapture(fzStream1975_0, cudaStreamCaptureModeRelaxed);
{
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaEvent_t fzEvent1975_1;
cudaEventCreateWithFlags(&fzEvent1975_1, cudaEventDefault);
CUevent fzEvent1975_2;
cuEventCreate(&fzEvent1975_2, CU_EVENT_DISABLE_TIMING);
float *fzDev1975_3;
cudaMalloc((void **)&fzDev1975_3, 0);
FZ_CHECK(cuStreamSynchronize(fzStream1975_0));
}
float *fzDev1975_4;
cudaMalloc((void **)&fzDev1975_4, 1024);
float *fzDev1975_5;
cudaMalloc((void **)&fzDev1975_5, 4);
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStream_t fzStream1975_6;
if (cudaStreamCreateWithFlags(&fzStream1975_6, cudaStreamNonBlocking) != 0) abort();
cudaEvent_t fzEvent1975_7;
auto fzErr1975_8 = cudaEventCreateWithFlags(&fzEvent1975_7, cudaEventDisableTiming);
if (fzErr1975_8) {}
if (cudaStreamWaitEvent(fzStream1975_6, fzEvent1975_7) != 0) abort();
CUevent fzEvent1975_9;
cuEventCreate(&fzEvent1975_9, CU_EVENT_DISABLE_TIMING);
std::vector<float> fzHost1975_10Vec(1024);
float *fzHost1975_10 = fzHost1975_10Vec.data();
}
for (int fzI = 0; fzI < n; ++fzI) {
CUstream fzStream1975_11;
cuStreamCreate(&fzStream1975_11, CU_STREAM_NON_BLOCKING);
cudaStream_t fzStream1975_12;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream1975_12, cudaStreamNonBlocking, -1));
}
cudaEvent_t fzEvent1975_13;
(void)cudaEventCreateWithFlags(&fzEvent1975_13, cudaEventDisableTiming);
}
cudaGraph_t fzGraph1975_14 = nullptr;
cudaGraphExec_t fzExec1975_15 = nullptr;
auto fzErr1975_16 = cudaStreamEndCapture(fzStream1975_0, &fzGraph1975_14);
if (fzErr1975_16) {}
if (cudaGraphLaunch(fzExec1975_15, fzStream1975_0) != 0) abort();
cudaGraphLaunch(fzExec1975_15, fzStream1975_0);
} else {
cudaStream_t fzStream1975_17;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream1975_17, 0));
cudaLaunchKernel((const void *)fzKernel1975, dim3(1), dim3(32), nullptr, 0, fzStream1975_17);
CUevent fzEvent1975_18;
cuEventCreate(&fzEvent1975_18, CU_EVENT_DEFAULT);
}
}
