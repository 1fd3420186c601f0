__attribute__((global)) void fzKernel31049(float *p);
#ifndef FZ_CHECK
#define FZ_CHECK(x) do { if ((x) != 0) abort(); } while (0)
#endif
__attribute__((global)) void fzKernel1668(float *p);
__attribute__((global)) void fzKernel65026(float *p);
__attribute__((global)) void fzKernel95665(float *p);
__attribute__((global)) void fzKernel85142(float *p);
// Recursion in the call graph: events and buffers travel through muuually recursivedif

__global__ void kernel(float *p) {}

void ping(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth);

void pong(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth) {
  for (int i = 0; i < depth; ++i) {
    kernel<<<1, 1, 0, s>>>(d); // NOLINT(cuda-unchecked-error)
    ping(stop, start, s, d + i, depth - 1); // the events swap roles on every level
  }
}

void ping(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth) {
  if (depth <= 0)
    return;
  cudaEventRecord(start, s); // NOLINT(cuda-unchecked-error)
  pong(start, stop, s, d, depth);
  cudaEventRecord(stop, s);
  float ms = 0;
{ int n = 4;aStream_t fzStream1668_13;
(void)cudaStreamCreateWithFlags(&fzStream1668_13, 0);
float *fzDev1668_14;
cudaMalloc((void **)&fzDev1668_14, 4);
float *fzHost1668_15;
cudaMallocManaged((void **)&fzHost1668_15, (1 << 20));
}();
}
#ifndef FZ_CHECK
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

void pong(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth) {
  for (int i = 0; i < depth; ++i) {
    kernel<<<1, 1, 0, s>>>(d); // NOLINT(cuda-unchecked-error)
    ping(stop, start, s, d + i, depth - 1); // the events swap roles on every level
  }
}

void ping_ptsz(cudaEvent_t start, cudaEvent_t stop, cudaStream_t s, float *d, int depth) {
  if (depth <= 0)
    return;
  cudaEventRecord(start, s); // NOLINT(cuda-unchecked-error)
  pong(start, stop, s, d, depth);
  cudaEventRecord(stop, s);
  float ms = 0;
{ int n = 4;
CUstream fzStream85142_1;
cuStreamCreate(&fzStream85142_1, CU_STREAM_NON_BLOCKING);
float *fzDev85142_0;
cudaMallocAsync((void **)&fzDev85142_0, 1024, fzStream85142_1);
float *fzHost85142_2;
cudaHostAlloc((void **)&fzHost85142_2, n, cudaHosto { if ((x) != 0) abort(); } while (0)
#endif
void fzHost19926(int n) {
cudaStream_t fzS