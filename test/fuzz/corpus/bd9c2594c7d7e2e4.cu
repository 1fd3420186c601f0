__attribute__((gHECK
#define FZ_CHECK(x) do {i ( x(f) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif

__global__ void kernel(float *p) {}

void ping(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth);

void pong(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth) {
  for (int&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&& i = 0; i < depth; ++i) {
    kernel<<<1, 1, 0, s>>>(d); // NOLINT(cuda-unchecked-error)
    ping(stop, start, s, d + i, depth - 1); // the events swap roles on every level
  }
}

void ping_ptsz(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth) {
  if (depth <= 0)
    return;
  cudaEventRecord(start, s); // NOLINT(cuda-uncÿÿÿhecked-error)
  pong(start, stop, s, d, depth);
  cudaEventRecord(stop, s);
  float ms = 0;
{ int n = 4;*CUstream fzStream85142_1;
cuStreamCreate(&fzStream85142_1, CU_STREAM_NON_BLOCKING);
float *fzDev85142_0;
cudaMallocAsync((void **)&fzDev85142_0, 1024, fzStream85142_1);
float *fzHost85142_2;
cudaHostAlloc((void **)&fzHost85142_2, n, cudaHosto { if ((x) != 0) abort(); } while (0)
#endif
void fzHost19926(int n) {
cudaStream_t fzS
__global__ void fzKernel8550(float *p) { if (p) p[0] = 1; }
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
static void fzHelper8550(float *p, cudaStream_t s = 0) {
int n = 4;
[&]() {
float *fzDev8550_0;
cudaMalloc((void **)&fzDev8550_0, 0);
}();
CUevent fzEvent8550_1;
cuEventCreate(&fzEvent8550_1, CU_EVENT_DEFAULT);
}
void fzHost8550(int n) {
cudaStream_t fzStream8550_0;
cudaStreamCreateWithFlags(&fzStream8550_0, cudaStreamNonBlocking);
}
