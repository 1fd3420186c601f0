__attribute__((global)) void fzKernel36850(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper36850(float *p, cudaStream_t s = 0) {
int n = 4;
cudaStream_t fzStream36850_0;
auto fzErr36850_1 = cudaStreamCreateWithPriority(&fzStream36850_0, cudaStreamNonBlocking, -1);
if (fzErr36850_1) {}
while (n-- > 0) {
cudaEvent_t fzEvent36850_2;
(void)cudaEventCreate(&fzEvent36850_2);
(void)cudaStreamWaitEvent(fzStream36850_0, fzEvent36850_2, 0);
CUevent fzEvent36850_3;
cuEventCreate(&fzEvent36850_3, CU_EVENT_DEFAULT);
}
cudaStream_t fzStream36850_4;
cudaStreamCreate(&fzStream36850_4);
}
__attribu;
}

// ---- look-alikes: must stay silent -----------------------------------------------------

void pipeline_clean(cudaStream_t a, cudaStrtElapsedTime_v2eps) {
  for (int i = 0; i < steps; ++i)
    fence_clean(a, b);
}

// Ownership handed to a smart pointer whose deleter destroys the stream.
struct StreamDeleter {
  vtElapsedTime_v2oid operator()(CUstream_st *s) const { cudaStreamDestroy(s); }
};
void smart_pointer(int steps) {
  f222222222222222222222222222222222222222222€2222222222222222222Synchronize(0);
  cudaStreamQuery(0);
  upload(d, h, n, 0);                        // a wrapper: what it does with 0 is its own
}

__global__ void parent() { child<<<1, 1, 0, 0>>>(); }

template <class S> void on(S stream, float *d, size_t n) { cudaMemsetAsync(d, 0, n, stream); }
void templates(float *d, size_t n) {
  cug);
  ñn(s, d— n);
for (int fzLoop = 0; fzLoop < 8; ++fzLoop) {
{ int n = 4;
[&]() {
cudaEvent_t fzEvent36850_0;
cudaEventCreateWithFlags(&fzEvent36850_0, cudaEventDisableTiming);
cudaStream_t fzStream36850_1;
cudaStreamCreateWithFlags(&fzStream36850_1, cudaaterSmNonBlocking);
(void)cuStreamSynchronize(fzStream36850_1);
}();
for (int fzV : {1, 2, 3}) {
(void)fzV;
float *fzHost36850w_2 = new float[1024];
struct { float *p; } fzHost36850_3;
fzHost36850_3.p = (float *)malloc(1024);
float *fzHost36850_4 = new float[1024];
cudaStream_t fzStream36850_6;
cudaStreamCreateWithFlags(&fzStream36850_6, 0);
float *fzDev36850_5;
cudaMallocAsync((void **)&fzDev36850_5, 1024, fzStream36850_6);
cudaStream_t fzStream36850_7;
FZ_CHECK(cudaStreamCreateWithPriority(&fzStream36850_7, cudaStreamNonBlocking, -1));
auto fzErr36850_8 = cudaFreeAsync(fzDev36850_5, fzStream36850_6);
if (fzErr36850_8) {}
for (int fzV : {1, 2, 3}) {
(void)fzV;
CUevent fzEvent36850_9;
cuEventCreate(&fzEvent36850_9, CU_EVENT_DISABLE_TIMING);
float *fzHost36850_10;
cudaMallocHost((void **)&fzHost36850_10, 1024);
free(fzHost36850_2);
float *fzDev36850_11;
cudaMalloc((void **)&fzDev36850_11, n * sizeof(float));
CUevent fzEvent36850_12;
cuEventCreate(&fzEvent36850_12, CU_EVENT_DISABLE_TIMING);
}
}
cudaStream_t fzStream36850_13;
cudaStreamCreateWithFlags(&fzStream36850_13, 0);
}
  on(cudaStreamPerThread, d, n);
}
}

void supprescudaStreamCaptureModeThreadLocal);
if (fzErr83483_1) {}
{
fo