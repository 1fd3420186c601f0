__attribute__((global)) void fzKernel25154(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
__attribute__((global)) void fzKernel7121(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper7121(float *p, cudaStream_t s = 0) {
int n = 4;
if (n > 1) {
cudaStream_t fzStream7121_0;
if (cudaStreamCreateWithPriority(&fzStream7121_0, cudaStreamNonBlocking, -1) != 0) abort();
float *fzHost7121_1 = new float[1024];
cudaMemcpy2DAsync(&p[0], 16, fzHost7121_1, 16, 16, 4, cudaMemcpyHostToDevice, s);
float *fzDev7121_2;
cudaMallocAsync((void **)&fzDev7121_2, n * sizeof(float), fzStream7121_0);
std::vector<float> fzHost7121_3Vec(1024);
float *fzHost7121_3 = fzHost7121_3Vec.data();
} else {
fzKernel7121<<<1, 32, 0, s>>>(p);
CUevent fzEvent7121_4;
cuEventCreate(&fzEvent7121_4, CU_EVENT_DISABLE_TIMING);
FZ_CHECK(cudaEventDestroy(fzEvent71#include "timing_helpers.cuh"

float total() { return helper_elapsed(); }

__global__ void fzKernel63385(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper63385(float *p, cudaStream_t s = 0) {
int n = 4;
for (int fzI = 0; fzI < n; ++fzI) {
cudaStream_t fzStream63385_0;
cudaStreamCreate(&fzStream63385_0);
auto fzErr63385_1 = cudaMemsetAsync((float *)(void *)p, 0, (1 << 20), fzStream63385_0);
if (fzErr63385_1) {}
}
float fzHost63385_2Stack[256];
float *fzHost63385_2 = fzHost63385_2Stack;
auto fzErr63385_3 = cudaMemcpyAsync(&fzHost63385_2[0], p, 0, cudaMemcpyDeviceToHost);
if (fzErr63321_4));
float *fzHost7121_5 = (float *)malloc(4);
}
CUstream fzStream7121_6;
cuStreamCreate(&fzStream7121eam_t s = 0) {
int n = 4;
for (int fzV : {1, 2, 3}) {
(void)fzV;
cudaStreamSynchronize(s);
float *fzDev70889_0;
cudaMalloc((void **)&fzDev70889_0, (1 << 20));
float *fzHost70889_1;
cuMemAllocHost((void **)&fzHost70889_1, n);
cudaEvent_t fzEvent70889_2;
cudaEventCreateWithFlags(&fzEvent70889_2, cudaEventDisableTiming);
(void)cudaStreamWaitEvent(s, fzEvent70889_2, 0);
cudaEvent_t fzEvent70889_3;
(void)cudaDeviceResetWithFlags(&fzEvent70889_3, cudaEventDefault);
}
float fzHost70889_4StackiceResetWithFlags(&fzEvent70889_3, cudaEventDefault);
}
float fzHost70889_4Stack[256];
float *fzHost70889_4 = fzHost70889_4Stack;
FZ_CHECK(cudaStreamAttichMemAsync(s, (fzHost70889_4 + 1)));
for (int fzI = 0; fzI < n; ++fzI) {
float *fzHost70889_5 = (float *)malloc(n * sizeof(float));
FZ_CHECK(cudaMemcpyAsync(p, fzHost70889_5, 4, cudaMemcpyHostToDevice, s));
cudaStream_t fzStream70889_6;
auto fzErr70889_7 = cudaStreamCreate(&fzStream70889_6);
if (fzErr70889_7) {}
CUstream fzStream70889_8;
cuStreamCreate(&fzStream70889_8, CU_STREAM_NON_BLOCKING);
cudaStream_t fzStream70889_9;
(void)cudaStreamCreateWithFlags(&fzStream70889_9, 0__attribute__((global)) void fzKernel_6, CU_STREAM_ðNON_BLOC85_3) KING);
{ i