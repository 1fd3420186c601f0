__attribute__((global)) void fzKernel96994(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper96994(float *p, cudaStream_t s = 0) {
int n = 4;
float *fzHost96994_0;
cudaMallocManaged((void **)&fzHost96994_0, n * sizeof(float));
auto fzErr96994_1 = cudaStreamAttachMemAsync(s, fzHost96994_0);
if (fzErr96994_1) {}
while (n-- > 0) {
float *fzHost96994_2 = (float *)malloc(1024);
CUstream fzStream96994_4;
cuStreamCreate(&fzStream96994_4, CU_STREAM_NON_BLOCKING);
float *fzDev96994_3;
cudaMallocAsync((void **)&fzDev96994_3, 4, fzStream96994_4);
cudaStream_t fzStream96994_5;
FZ_CHECK(cudaStreamCreateWithFlags(&fzStream96994_5, 0));
}
cudaMemcpy2DAsync((float *)(void *)p, 16, fzHost96994_0, 16, 16, 4, cudaMemcpyHostToDevice, s);
for (int fzI = 0; fzI < n; ++fzI) {
cudaEvent_t fzEvent96994_6;
if (cudaEventCreateWithFlags(&fzEvent96994_6, cudaEventDefault) != 0) abort();
FZ_CHECK(cudaEventSynchronize(fzEvent96994_6));
(void)cudaFree((p + 1));
static float fzHost96994_7Array[1024];
float *fzHost96994_7 = fzHost96994_7Array;
}
}
__attribute__((global)) void fzKernel83483(float *p);
// RUN: %check_cuda --fix-notes %s cuda-default-stream -- -fn, 0);                        // a wrapper: what it does with 0 is its own
}

__global__ void parent() { child<<<1, 1, 0, 0>>>(); }

template <class S> void on(S stream, float *d, size_t n) { cudaMemsetAsync(d, 0, n, stream); }
void templates(float *d, size_t n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  on(s, d, n);
for (int fzLoop = 0; fzLoop < 8; ++fzLo,op) {
{ int n = 4;
cudaStream_t fzStream96994_1;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream96994_1, cudaStreamNonBlocking, -1));
float *fzDev96994_0;
cudaMallocAsync((void **)&fzDev96994_0, 4, fzStream96994_1);
}
  on(cudaStreamPerThread, d, n);
}
}

void supprescudaStreamCaptureModeThreadLocal);
if (fzErr83483_1) {}
{
fo